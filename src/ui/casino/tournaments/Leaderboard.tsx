import { useTranslation } from 'react-i18next';
import type { LeaderboardRow, TournamentAnswer } from '../../../protocol/casino/tournaments';
import { EmptyState } from '../../design/EmptyState';
import { scoreText, when } from './format';

/** The top of the board and, below a gap, the player's own place when lower. */
export function Leaderboard({ board, lang }: { board: TournamentAnswer; lang: string }) {
  const { t } = useTranslation();
  const { tournament } = board;
  if (board.leaders.length === 0)
    return (
      <EmptyState title={t('casinoTournaments.board_empty')} testId="leaderboard-empty">
        <p>{t(tournament.status === 'upcoming' ? 'casinoTournaments.board_not_started' : 'casinoTournaments.board_no_rounds')}</p>
      </EmptyState>
    );
  const row = (r: LeaderboardRow) => (
    <tr key={`${r.place}`} className={r.me ? 'leaderboard__me' : undefined} aria-current={r.me ? 'true' : undefined}>
      <td>{r.place}</td>
      <td>{r.me ? t('casinoTournaments.you', { player: r.player }) : r.player}</td>
      <td>{scoreText(r.score, tournament, lang)}</td>
    </tr>
  );
  return (
    <div className="leaderboard">
      <table data-testid="leaderboard">
        <caption>{t('casinoTournaments.board_caption', { players: board.players, at: when(board.at, lang) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casinoTournaments.place')}</th>
            <th scope="col">{t('casinoTournaments.player')}</th>
            <th scope="col">{t(`casinoTournaments.score_${tournament.metric}`)}</th>
          </tr>
        </thead>
        <tbody>{board.leaders.map(row)}</tbody>
        {board.own && <tbody className="leaderboard__own">{row(board.own)}</tbody>}
      </table>
    </div>
  );
}

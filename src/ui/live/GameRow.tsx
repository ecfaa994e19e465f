import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_STATUS } from '../../protocol/schemas/live';
import { useProjectionSelector } from '../app/coreContext';
import { Outcome } from './Outcome';
import { slugify } from './paths';

const clock = (sec: number) => `${Math.floor(sec / 60)}:${String(sec % 60).padStart(2, '0')}`;

/** One game of a list: teams, score or start, and its main market. Re-renders only when its header changes. */
export const GameRow = memo(function GameRow({ gameId, lang }: { gameId: number; lang?: string }) {
  const { t, i18n } = useTranslation();
  // A string: equal by value, so a coefficient change elsewhere in the game does not render the row.
  const head = useProjectionSelector('live', (live) => {
    const g = live.games[gameId];
    return g ? JSON.stringify([g.status, g.period, g.score1, g.score2, g.timeSec, g.startTime, g.opponent1, g.opponent2, g.sportId, g.champId]) : null;
  });
  const market = useProjectionSelector('live', (live) => {
    const m = live.games[gameId]?.markets[0];
    return m ? `${m.marketId}:${m.outcomes.map((o) => o.outcomeId).join(',')}` : null;
  });
  if (head === null || head === undefined) return null;
  const [statusId, period, score1, score2, timeSec, startTime, opponent1, opponent2, sportId, champId] = JSON.parse(head) as [number, number, number, number, number | null, number, string, string, number, number];
  const href = lang ? `/${lang}/${statusId === GAME_STATUS.line ? 'line' : 'live'}/sports/${sportId}-sport/${champId}-c/${gameId}-${slugify(`${opponent1} ${opponent2}`) || 'game'}` : undefined;
  const game = { status: statusId, period, score1, score2, timeSec, startTime, opponent1, opponent2 };
  const [marketId, outcomeIds] = (market ?? ':').split(':');
  const status =
    game.status === GAME_STATUS.line
      ? new Date(game.startTime).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
      : game.status === GAME_STATUS.finished
        ? t('live.game.finished')
        : game.status === GAME_STATUS.break
          ? t('live.game.break')
          : t('live.game.period', { period: game.period, time: clock(game.timeSec ?? 0) });
  const teams = `${game.opponent1} — ${game.opponent2}`;
  return (
    <li className="live-game" data-testid={`live-game-${gameId}`} data-status={game.status}>
      <div className="live-game__info">
        {href ? <Link to={href}>{teams}</Link> : <span>{teams}</span>}
        <span className="live-game__meta">
          {game.status !== GAME_STATUS.line && (
            <strong className="live-game__score" data-testid="live-score">
              {game.score1}:{game.score2}
            </strong>
          )}{' '}
          {status}
        </span>
      </div>
      <div className="live-game__outcomes">
        {marketId && outcomeIds
          ? outcomeIds.split(',').map((id) => <Outcome key={id} gameId={gameId} marketId={Number(marketId)} outcomeId={Number(id)} />)
          : null}
      </div>
    </li>
  );
});

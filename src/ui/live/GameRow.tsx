import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GAME_STATUS } from '../../protocol/constants/gameStatus';
import { livePart, useLivePart } from '../core-access/coreContext';
import { Outcome } from './Outcome';
import { useVisitorClock } from '../shell/useVisitorClock';
import { usePrefetchLinks } from '../apps/prefetch';
import { gameHref, gamePage, type GameLinkFacts } from './paths';
import { formatStart } from './time';
import { clockText } from '../../core/format';
import { useNearViewport } from './nearViewport';

type Head = GameLinkFacts & {
  readonly period: number;
  readonly score1: number;
  readonly score2: number;
  readonly timeSec: number | null;
  readonly startTime: number;
  /** Shown when the player shows game ids (null otherwise). */
  readonly gameNumber: number | null;
  /** Each period's score, when the player shows the detailed score. */
  readonly periodScores: readonly string[];
  /** A favourite team's game (office settings): the row is starred by CSS. */
  readonly favorite?: true;
};

/** Where a game stands, in words: its start, its period and clock, a break, or the end. */
export function useGameStatusText(game: Pick<Head, 'status' | 'period' | 'timeSec' | 'startTime'>): string {
  const { t, i18n } = useTranslation();
  const visitor = useVisitorClock();
  if (game.status === GAME_STATUS.line) return formatStart(game.startTime, i18n.language, visitor);
  if (game.status === GAME_STATUS.finished) return t('live.game.finished');
  if (game.status === GAME_STATUS.break) return t('live.game.break');
  return t('live.game.period', { period: game.period, time: clockText(game.timeSec ?? 0) });
}

/**
 * One game of a list: teams, score or start, and its main market. It follows
 * only its own game in the live projection, and re-renders only when its
 * header changes (a coefficient change re-renders just that outcome).
 */
export const GameRow = memo(function GameRow({ gameId, lang, cyberType }: { gameId: number; lang?: string; cyberType?: string }) {
  const part = livePart.game(gameId);
  const [rowRef, near] = useNearViewport();
  // Strings: equal by value, so a coefficient change elsewhere in the game does not render the row.
  const head = useLivePart(
    part,
    (live) => {
      const g = live.games[gameId];
      if (!g) return null;
      const facts: Head = {
        gameId,
        sportId: g.sportId,
        sportSlug: g.sportSlug,
        isCyber: g.isCyber,
        champId: g.champId,
        champName: g.champName,
        opponent1: g.opponent1,
        opponent2: g.opponent2,
        status: g.status,
        period: g.period,
        score1: g.score1,
        score2: g.score2,
        timeSec: g.timeSec,
        startTime: g.startTime,
        gameNumber: g.gameNumber,
        periodScores: g.periodScores,
        favorite: g.favorite,
      };
      return JSON.stringify(facts);
    },
    near,
  );
  // The row's markets as the worker chose them (1X2, or the Asian handicap and total): "market:outcome,outcome;...".
  const markets = useLivePart(
    part,
    (live) => {
      const g = live.games[gameId];
      if (!g) return null;
      return g.rowMarketIds
        .map((id) => g.markets.find((m) => m.marketId === id))
        .filter((m) => m !== undefined)
        .map((m) => `${m.marketId}:${m.outcomes.map((o) => o.outcomeId).join(',')}`)
        .join(';');
    },
    near,
  );
  if (head === null || head === undefined) return null;
  return (
    <GameRowBody game={JSON.parse(head) as Head} markets={markets ?? ''} lang={lang} cyberType={cyberType} rowRef={rowRef} near={near} />
  );
});

function GameRowBody({
  game,
  markets,
  lang,
  cyberType,
  rowRef,
  near,
}: {
  game: Head;
  markets: string;
  lang?: string;
  cyberType?: string;
  rowRef: (element: Element | null) => (() => void) | undefined;
  /** Within a screen of the viewport: far off, its outcomes do not follow their odds. */
  near: boolean;
}) {
  const { t } = useTranslation();
  const status = useGameStatusText(game);
  // A game is an app of its own: pointing at its link fetches it, so the click shows the game, not a skeleton.
  const prefetch = usePrefetchLinks();
  const teams = `${game.opponent1} — ${game.opponent2}`;
  const columns = markets === '' ? [] : markets.split(';').map((part) => part.split(':') as [string, string]);
  return (
    <li
      ref={rowRef}
      className="live-game"
      data-testid={`live-game-${game.gameId}`}
      data-status={game.status}
      data-period={game.period}
      data-favorite={game.favorite}
    >
      <div className="live-game__info">
        {game.gameNumber !== null && (
          <span className="live-game__number" data-testid="live-game-number">
            {t('live.game.number', { number: game.gameNumber })}
          </span>
        )}
        {lang ? (
          <Link to={gameHref(lang, game, cyberType)} data-testid="game-link" {...prefetch(gamePage(game))}>
            {teams}
          </Link>
        ) : (
          <span>{teams}</span>
        )}
        <span className="live-game__meta">
          {game.status !== GAME_STATUS.line && (
            <strong className="live-game__score" data-testid="live-score">
              {game.score1}:{game.score2}
            </strong>
          )}{' '}
          {game.periodScores.length > 0 && (
            <span className="live-game__periods" data-testid="live-period-scores" dir="ltr">
              ({game.periodScores.join(', ')}){' '}
            </span>
          )}
          {status}
        </span>
      </div>
      <div className="live-game__outcomes" data-columns={columns.length}>
        {columns.map(([marketId, outcomeIds]) => (
          <div className="live-game__market" key={marketId} data-testid="live-row-market" data-market={marketId}>
            {outcomeIds.split(',').map((id) => (
              <Outcome key={id} gameId={game.gameId} marketId={Number(marketId)} outcomeId={Number(id)} follows={near} />
            ))}
          </div>
        ))}
      </div>
    </li>
  );
}

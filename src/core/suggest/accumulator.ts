import type { BettingSection, IndexGame } from '../../protocol/schemas/live';
import { GAME_STATUS } from '../../protocol/schemas/live';
import { bestRank } from '../live/display';
import { isLiveStatus } from '../live/topics';
import { favouriteOf, openGames, type Choice } from './legs';

/** The favourites an accumulator of the day takes: short enough to be likely, long enough to be worth it. */
export const ACCUMULATOR_COEF = { min: 1.3, max: 2.0 } as const;
export const ACCUMULATOR_LEGS = { min: 3, max: 5 } as const;

export interface AccumulatorDay {
  readonly section: BettingSection;
  readonly now: number;
  /** End of the player's day (dayOf): line games starting later wait for tomorrow's accumulator. */
  readonly dayEnd: number;
}

/**
 * The accumulator of the day of a section: the favourites of the best games
 * (top, then featured championships, then the rest; bestRank) whose price is
 * within ACCUMULATOR_COEF, best-priced first, one per game and one per
 * championship, 3 to 5 of them. Line: games starting later today; live:
 * games in play. The same catalogue on the same day gives the same
 * accumulator; null when fewer than 3 games fit.
 */
export function accumulatorOfDay(games: readonly IndexGame[], day: AccumulatorDay): Choice[] | null {
  const candidates: Choice[] = [];
  for (const game of openGames(games)) {
    const fits =
      day.section === 'live'
        ? isLiveStatus(game.status)
        : game.status === GAME_STATUS.line && game.startTime >= day.now && game.startTime < day.dayEnd;
    if (!fits || game.main === null) continue;
    const outcome = favouriteOf(game.main);
    if (!outcome || outcome.coef < ACCUMULATOR_COEF.min || outcome.coef > ACCUMULATOR_COEF.max) continue;
    candidates.push({ game, market: game.main, outcome });
  }
  candidates.sort(
    (a, b) =>
      bestRank(a.game) - bestRank(b.game) ||
      b.outcome.coef - a.outcome.coef ||
      a.game.startTime - b.game.startTime ||
      a.game.gameId - b.game.gameId,
  );
  const chosen: Choice[] = [];
  const champs = new Set<number>();
  for (const choice of candidates) {
    if (champs.has(choice.game.champId)) continue;
    champs.add(choice.game.champId);
    chosen.push(choice);
    if (chosen.length === ACCUMULATOR_LEGS.max) break;
  }
  return chosen.length >= ACCUMULATOR_LEGS.min ? chosen : null;
}

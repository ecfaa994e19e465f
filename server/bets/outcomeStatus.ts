import { BET_STATUS, type BetStatusId } from '../../src/protocol/constants/couponTypes';
import { runnerTypeId, WINNER_MARKET_TYPE_ID } from '../../src/core/virtualSports';
import { MARKET_TYPES, SPORTS } from '../live/catalogueData';

/**
 * The bet status of one outcome from a game's final score (SPEC 4 status
 * ids), for the markets the live world offers (server/live/world.ts,
 * buildMarkets). Pure and deterministic: the same score and market always
 * give the same status.
 *
 * - Result (1X2): 1, X or 2 by the final score. In a sport without draws a
 *   level score is a dead heat: half lose, half win (6).
 * - Double chance (1X, 12, X2): win or lose.
 * - Handicap and total, Asian rules: a line that lands exactly on the score
 *   returns the stake (2); a quarter line (x.25, x.75) is two half bets on the
 *   neighbouring lines, giving half win (4) or half lose (5) when one half is
 *   returned.
 * - Both teams to score: yes or no.
 * - A race's winner (virtual sports): its result is [place, runner] per
 *   place, and the runner placed first wins.
 * - A game that was never played (no periods), a market this table does not
 *   know, or a line it cannot read is a forced return (3).
 */

/** Outcome type ids of the live world's markets. */
export const OUTCOME_TYPE = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  bothScoreYes: 180,
  bothScoreNo: 181,
} as const;

export interface SettledMarket {
  readonly sportId: number;
  readonly marketTypeId: number;
  readonly outcomeTypeId: number;
  /** Handicap of the home side, or the total line. */
  readonly param: number | null;
}

/** [home, away] per period played; empty when the game was abandoned. */
export type PeriodScores = readonly (readonly [number, number])[];

type Half = 'win' | 'push' | 'lose';

const sign = (x: number): Half => (x > 0 ? 'win' : x < 0 ? 'lose' : 'push');

const whole = (h: Half): BetStatusId => (h === 'win' ? BET_STATUS.win : h === 'lose' ? BET_STATUS.lose : BET_STATUS.returned);

function halves(a: Half, b: Half): BetStatusId {
  const key = [a, b].sort().join('+');
  switch (key) {
    case 'win+win':
      return BET_STATUS.win;
    case 'lose+lose':
      return BET_STATUS.lose;
    case 'push+push':
      return BET_STATUS.returned;
    case 'push+win':
      return BET_STATUS.halfWinHalfReturn;
    case 'lose+push':
      return BET_STATUS.halfLoseHalfReturn;
    default:
      return BET_STATUS.halfLoseHalfWin;
  }
}

/**
 * A line bet in quarter units: `margin(lineQ)` is how far the bet is ahead of
 * the line lineQ/4 (positive wins). An odd lineQ is a quarter line, split
 * into the two neighbouring half-lines.
 */
function lineBet(lineQ: number, margin: (lineQ: number) => number): BetStatusId {
  if (lineQ % 2 === 0) return whole(sign(margin(lineQ)));
  return halves(sign(margin(lineQ - 1)), sign(margin(lineQ + 1)));
}

/** The line in quarter units, or null when it is not a multiple of 0.25. */
function quarters(param: number | null): number | null {
  if (param === null || !Number.isFinite(param)) return null;
  const q = Math.round(param * 4);
  return Math.abs(param * 4 - q) < 1e-9 ? q : null;
}

function isThreeWay(sportId: number): boolean {
  return SPORTS.find((s) => s.id === sportId)?.rules.threeWay ?? true;
}

export function outcomeStatus(market: SettledMarket, periodScores: PeriodScores): BetStatusId {
  if (periodScores.length === 0) return BET_STATUS.forcedReturn;
  const s1 = periodScores.reduce((sum, p) => sum + p[0], 0);
  const s2 = periodScores.reduce((sum, p) => sum + p[1], 0);
  const o = market.outcomeTypeId;
  const won = (yes: boolean): BetStatusId => (yes ? BET_STATUS.win : BET_STATUS.lose);
  switch (market.marketTypeId) {
    case MARKET_TYPES.result.typeId:
      if (o === OUTCOME_TYPE.draw) return won(s1 === s2);
      if (o !== OUTCOME_TYPE.home && o !== OUTCOME_TYPE.away) break;
      if (s1 === s2) return isThreeWay(market.sportId) ? BET_STATUS.lose : BET_STATUS.halfLoseHalfWin;
      return won(o === OUTCOME_TYPE.home ? s1 > s2 : s2 > s1);
    case MARKET_TYPES.doubleChance.typeId:
      if (o === OUTCOME_TYPE.homeOrDraw) return won(s1 >= s2);
      if (o === OUTCOME_TYPE.homeOrAway) return won(s1 !== s2);
      if (o === OUTCOME_TYPE.drawOrAway) return won(s2 >= s1);
      break;
    case MARKET_TYPES.handicap.typeId: {
      const q = quarters(market.param);
      if (q === null) break;
      // H1 takes the line as it is; H2 takes its mirror (the market's param is the home side's).
      if (o === OUTCOME_TYPE.handicapHome) return lineBet(q, (l) => (s1 - s2) * 4 + l);
      if (o === OUTCOME_TYPE.handicapAway) return lineBet(q, (l) => (s2 - s1) * 4 - l);
      break;
    }
    case MARKET_TYPES.total.typeId: {
      const q = quarters(market.param);
      if (q === null) break;
      const total = (s1 + s2) * 4;
      if (o === OUTCOME_TYPE.over) return lineBet(q, (l) => total - l);
      if (o === OUTCOME_TYPE.under) return lineBet(q, (l) => l - total);
      break;
    }
    case MARKET_TYPES.bothScore.typeId:
      if (o === OUTCOME_TYPE.bothScoreYes) return won(s1 > 0 && s2 > 0);
      if (o === OUTCOME_TYPE.bothScoreNo) return won(s1 === 0 || s2 === 0);
      break;
    case WINNER_MARKET_TYPE_ID: {
      const first = periodScores.find((p) => p[0] === 1);
      if (!first) break;
      return won(o === runnerTypeId(first[1]));
    }
  }
  return BET_STATUS.forcedReturn;
}

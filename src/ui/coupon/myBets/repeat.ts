import type { NewBet } from '../../../protocol/coupon';
import type { LegView } from '../../../protocol/schemas/bets';
import { GAME_STATUS } from '../../../protocol/constants/gameStatus';

/**
 * A leg of a placed coupon as the slip's new bet, at the coefficient offered
 * now; null when the outcome is not offered now (suspended, gone, or its game
 * finished), so a repeat skips it and says so.
 */
export function repeatBet(leg: LegView): NewBet | null {
  if (leg.currentCoef === null || leg.gameStatus === null || leg.gameStatus === GAME_STATUS.finished) return null;
  const live = leg.gameStatus === GAME_STATUS.live || leg.gameStatus === GAME_STATUS.break;
  return {
    market: { ...leg.market, coef: leg.currentCoef, isLive: live },
    gameStatus: leg.gameStatus,
    startTime: leg.startTime,
    opponent1: leg.opponent1,
    opponent2: leg.opponent2,
    // What the live feed reports a score change against, as the live pages add a bet.
    fullScore: live ? (leg.score ?? '') : '',
  };
}

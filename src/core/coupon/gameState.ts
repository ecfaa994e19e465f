import type { Draft } from 'immer';
import type { CouponCommandPayload, CouponEvent, CouponEventOf } from '../../protocol/coupon';
import type { Decision } from '../shared/decision';
import { isGameFinished } from './betPredicates';
import type { CouponState } from './state';

/** Game statuses in which the game is played (SPEC section 4: 2 live, 3 live in a break). */
const isPlayed = (status: number | null): boolean => status === 2 || status === 3;

/**
 * The feed's state of a game with bets in the coupon. A bet added before the
 * start knows neither that the game runs nor its score; when the status
 * changes the bets learn it, and a bet that knew no score takes the one the
 * game has now, so the next goal is a score change (drop on score change).
 * The clock alone is no fact: a tick a second would fill the event log, so
 * timeSec is what the game showed when its status last changed.
 */
export function decideGameState(state: CouponState, payload: CouponCommandPayload<'coupon/liveGameState'>): Decision<CouponEvent> {
  const { gameId, gameStatus, timeSec, score } = payload;
  const stale = state.bets.some(
    (b) =>
      b.market.gameId === gameId && !isGameFinished(b) && (b.gameStatus !== gameStatus || (isPlayed(gameStatus) && b.fullScore === '')),
  );
  return stale ? [{ type: 'coupon/gameStateChanged', v: 1, payload: { gameId, gameStatus, timeSec, score } }] : [];
}

export function evolveGameState(d: Draft<CouponState>, event: CouponEventOf<'coupon/gameStateChanged'>): void {
  const { gameId, gameStatus, timeSec, score } = event.payload;
  const played = isPlayed(gameStatus);
  for (const b of d.bets) {
    if (b.market.gameId !== gameId || isGameFinished(b)) continue;
    b.gameStatus = gameStatus;
    b.timeSec = timeSec;
    if (played) b.market.isLive = true;
    // A known score changes only through coupon/scoreChanged, which drop-on-score-change may veto.
    if (played && b.fullScore === '') b.fullScore = score;
  }
}

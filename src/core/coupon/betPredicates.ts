import type { CouponBet } from '../../protocol/coupon';

/** SPEC section 4: game status 4, or the finished flag. */
export function isGameFinished(bet: Pick<CouponBet, 'isFinished' | 'gameStatus'>): boolean {
  return bet.isFinished || bet.gameStatus === 4;
}

/**
 * SPEC section 4: live when the game is not finished and it has a game time,
 * or is live-in-live, or the game status is 2 or 3, or the market is live.
 * "Has a game time" is a clock at all: timeSec is null before the start, and
 * 0 at kick-off is a started game.
 */
export function isBetLive(bet: Pick<CouponBet, 'isFinished' | 'gameStatus' | 'timeSec' | 'isLiveInLive' | 'market'>): boolean {
  if (isGameFinished(bet)) return false;
  return bet.timeSec !== null || bet.isLiveInLive || bet.gameStatus === 2 || bet.gameStatus === 3 || bet.market.isLive;
}

/** SPEC section 4: blocked, dependent or banned from express. */
export function isBetLocked(bet: Pick<CouponBet, 'isBlocked' | 'isDepend' | 'isBannedExpress'>): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

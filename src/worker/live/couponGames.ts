import type { CouponBet } from '../../protocol/coupon';

/**
 * How many games of coupon bets the feed follows besides the pages: the
 * feed's topic budget is shared with them (docs/benchmarks.md, limits).
 */
export const MAX_COUPON_GAMES = 20;

/**
 * Which games of the coupon's bets the feed follows: the first
 * MAX_COUPON_GAMES in the order their bets went in; the rest get no live
 * updates. The live service subscribes by it and the slip tells the player
 * by it, so both always name the same games.
 */
export function couponFeedGames(bets: readonly Pick<CouponBet, 'market'>[]): {
  readonly followed: readonly number[];
  readonly unfollowed: readonly number[];
} {
  const games = [...new Set(bets.map((b) => b.market.gameId))].filter((id) => id > 0);
  return { followed: games.slice(0, MAX_COUPON_GAMES), unfollowed: games.slice(MAX_COUPON_GAMES) };
}

/**
 * The pool of a toto draw and its tiers. Stakes less the operator's margin
 * (rounded up to a whole unit) make the pool; tier i (15 right, 14, 13...)
 * gets sharesPct[i] of it rounded down, and the top tier the rest of the pool
 * plus the jackpot carried in, so the tiers always make the whole pool plus
 * the jackpot. A tier's amount is split equally among its winning
 * combinations in whole units (a unit each: amount / combinations rounded
 * down); what a split leaves over, and the whole amount of a tier nobody
 * won, is carried over to the next draw's jackpot. So what is paid plus what
 * is carried over is always the pool plus the jackpot in.
 */
export interface PoolInput {
  /** Every coupon's stake of the draw, minor units. */
  readonly stakes: number;
  readonly marginPct: number;
  /** Percent of the pool per tier, the top tier (every game right) first. */
  readonly sharesPct: readonly number[];
  /** Carried in from earlier draws: added to the top tier. */
  readonly jackpot: number;
}

export interface Pool {
  readonly margin: number;
  /** Stakes less the margin (without the jackpot). */
  readonly pool: number;
  /** Per tier, the top first: its amount before the split. */
  readonly tierAmounts: readonly number[];
}

export function poolOf(input: PoolInput): Pool {
  const margin = Math.min(input.stakes, Math.ceil((input.stakes * input.marginPct) / 100));
  const pool = input.stakes - margin;
  const lower = input.sharesPct.slice(1).map((pct) => Math.floor((pool * pct) / 100));
  const top = pool - lower.reduce((sum, n) => sum + n, 0) + input.jackpot;
  return { margin, pool, tierAmounts: [top, ...lower] };
}

export interface TierPayout {
  /** Right signs a combination needs for the tier. */
  readonly hits: number;
  readonly amount: number;
  /** Winning combinations over every coupon. */
  readonly winners: number;
  /** What each winning combination gets. */
  readonly perCombination: number;
  /** Carried over to the next draw: the whole amount with no winner, else the split's remainder. */
  readonly carried: number;
}

export interface CouponHits {
  readonly couponId: number;
  /** Combinations with k right signs at index k (hitsDistribution). */
  readonly distribution: readonly number[];
}

export interface DrawPayout {
  readonly tiers: readonly TierPayout[];
  /** Prize per coupon id (coupons that won nothing are absent). */
  readonly prizes: ReadonlyMap<number, number>;
  readonly paid: number;
  readonly carryOver: number;
}

/** The tiers of a draw of `games` games split among the coupons' winning combinations. */
export function payoutOf(pool: Pool, games: number, coupons: readonly CouponHits[]): DrawPayout {
  const tiers = pool.tierAmounts.map((amount, i): TierPayout => {
    const hits = games - i;
    const winners = coupons.reduce((sum, c) => sum + (c.distribution[hits] ?? 0), 0);
    const perCombination = winners > 0 ? Math.floor(amount / winners) : 0;
    return { hits, amount, winners, perCombination, carried: amount - perCombination * winners };
  });
  const prizes = new Map<number, number>();
  for (const coupon of coupons) {
    const prize = tiers.reduce((sum, t) => sum + t.perCombination * (coupon.distribution[t.hits] ?? 0), 0);
    if (prize > 0) prizes.set(coupon.couponId, prize);
  }
  const paid = [...prizes.values()].reduce((sum, n) => sum + n, 0);
  return { tiers, prizes, paid, carryOver: tiers.reduce((sum, t) => sum + t.carried, 0) };
}

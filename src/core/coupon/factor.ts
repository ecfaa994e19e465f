import type { BetStatusId } from '../../protocol/constants/couponTypes';
import { toScaled } from './round';
import { CouponSpecError } from './spec';

/**
 * Leg settlement factor `w * odds + v` (COUPON.md), kept exact: odds are
 * integer thousandths and the factor is an integer in units of 1/2000, since
 * w and v are multiples of one half.
 */
export const FACTOR_DEN = 2000n;

/** 'current' counts open legs as lost (only what is settled), 'max' as won. */
export type Outlook = 'current' | 'max';

/** [2w, 2v] per settled status. */
const HALVES: Readonly<Record<number, readonly [bigint, bigint]>> = {
  1: [2n, 0n],
  0: [0n, 0n],
  2: [0n, 2n],
  3: [0n, 2n],
  4: [1n, 1n],
  5: [0n, 1n],
  6: [1n, 0n],
};

export function isOpenStatus(status: BetStatusId | undefined): boolean {
  return status === undefined || status < 0;
}

/**
 * Integer thousandths of decimal odds. Throws CouponSpecError unless the odds
 * are finite, above 1 and have at most 3 decimals: a leg is never rounded
 * (COUPON.md), so 1.8333 is refused rather than priced as 1.833.
 */
export function oddsMilli(odds: number, legIndex = -1): bigint {
  if (!Number.isFinite(odds)) throw new CouponSpecError('invalid_odds', { leg: legIndex });
  const milli = toScaled(odds, 3);
  if (!hasAtMost3Decimals(odds, milli)) throw new CouponSpecError('odds_precision', { leg: legIndex, odds });
  if (milli <= 1000) throw new CouponSpecError('invalid_odds', { leg: legIndex, odds });
  return BigInt(milli);
}

/**
 * True when x is the double nearest to milli/1000, i.e. x was written with at
 * most 3 decimals. Division is correctly rounded, so 1.15 and 1150 / 1000 are
 * the same double while 1.1505 is not.
 */
export function hasAtMost3Decimals(x: number, milli = toScaled(x, 3)): boolean {
  return milli / 1000 === x;
}

/** The factor of one leg in units of 1/FACTOR_DEN. */
export function legFactor(milli: bigint, status: BetStatusId | undefined, outlook: Outlook): bigint {
  const settled = isOpenStatus(status) ? (outlook === 'max' ? 1 : 0) : (status as number);
  const [w2, v2] = HALVES[settled] ?? [0n, 0n];
  return w2 * milli + v2 * 1000n;
}

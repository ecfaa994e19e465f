import { MIN_LINE_STAKE, MIN_SYSTEM_VALUE } from '../../protocol/constants/couponTypes';
import type { SystemOption } from '../../protocol/coupon';
import { binomial } from './combinatorics';

/**
 * The least total stake of a split coupon of `lines` lines: every line needs
 * MIN_LINE_STAKE, and the whole stake the placement minimum (the larger of the
 * config's minimum for the type and the server's minBetAmount, see
 * placementAmountLimits; null when there is none). What the system picker
 * shows and what placement refuses below are this one number.
 */
export function minSplitStake(lines: number, placementMin: number | null): number {
  return Math.max(lines * MIN_LINE_STAKE, placementMin ?? 0);
}

/**
 * The system sizes a player may pick for `free` non-banker legs and `bankers`
 * bankers: k from MIN_SYSTEM_VALUE to free - 1 (SPEC section 5: never below
 * 2; k = free is the express). minBetAmount is minSplitStake of the option's
 * lines and `placementMin`.
 */
export function systemOptions(free: number, bankers: number, placementMin: number | null = null): SystemOption[] {
  const out: SystemOption[] = [];
  for (let k = MIN_SYSTEM_VALUE; k < free; k++) {
    const combo = binomial(free, k);
    out.push({ value: k, offset: bankers, minBetAmount: minSplitStake(combo, placementMin), combo });
  }
  return out;
}

/** SPEC section 5: a system is at least 2 of n, and smaller than n. */
export function isSystemValueAllowed(value: number, free: number): boolean {
  return Number.isInteger(value) && value >= MIN_SYSTEM_VALUE && value < free;
}

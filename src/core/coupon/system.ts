import type { SystemOption } from '../../protocol/coupon';
import { binomial } from './combinatorics';

/**
 * The system sizes a player may pick for `free` non-banker legs and `bankers`
 * bankers: k from 2 to free - 1 (SPEC section 5: never below 2; k = free is
 * the express). minBetAmount is the least total stake giving every line at
 * least `minLineStake` minor units.
 */
export function systemOptions(free: number, bankers: number, minLineStake = 1): SystemOption[] {
  const out: SystemOption[] = [];
  for (let k = 2; k < free; k++) {
    const combo = binomial(free, k);
    out.push({ value: k, offset: bankers, minBetAmount: combo * Math.max(0, minLineStake), combo });
  }
  return out;
}

/** SPEC section 5: a system is at least 2 of n, and smaller than n. */
export function isSystemValueAllowed(value: number, free: number): boolean {
  return Number.isInteger(value) && value >= 2 && value < free;
}

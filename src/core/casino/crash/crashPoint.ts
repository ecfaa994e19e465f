import type { FairDraws } from '../fair';
import { CRASH_RULES } from './rules';

/** A fair float is k / 2^32 for a whole k (four bytes, src/core/casino/fair.ts). */
export const DRAW_RESOLUTION = 2 ** 32;

/**
 * The crash point in hundredths (100 = 1.00x) from one fair draw u in
 * [0, 1): floor(99 / (1 - u)), at least 1.00x. Then P(crash >= m) =
 * P(u >= 1 - 0.99 / m) = 0.99 / m, so a cash-out target m returns
 * m x 0.99 / m = 99 % whatever m: the 1 % house edge (crash/rtp.ts has the
 * exact figure of the 32-bit draw). About 1 round in 51 crashes at 1.00x
 * (u < 2/101), where every bet loses.
 */
export function crashPointOf(draws: FairDraws): number {
  return crashPointOfIndex(Math.round(draws.float() * DRAW_RESOLUTION), DRAW_RESOLUTION);
}

/**
 * The same with u = k / resolution, in whole numbers: floor(99 x resolution /
 * (resolution - k)). A float division could round a quotient just under a
 * whole number up to it (the boundary of a target), so the floor is checked
 * back by multiplication, exact below 2^53.
 */
export function crashPointOfIndex(k: number, resolution: number): number {
  const numerator = (100 - CRASH_RULES.houseEdgePercent) * resolution;
  const denominator = resolution - k;
  let quotient = Math.floor(numerator / denominator);
  if (quotient * denominator > numerator) quotient -= 1;
  else if ((quotient + 1) * denominator <= numerator) quotient += 1;
  return Math.min(CRASH_RULES.maxHundredths, Math.max(100, quotient));
}

import { CRASH_RULES } from './rules';

/**
 * The flight: the multiplier at t ms after take-off, in hundredths, rounded
 * down (what a cash-out at that moment pays), and back from a multiplier to
 * the first whole ms it is reached. Server and view read the same curve.
 */
export function multiplierAt(elapsedMs: number): number {
  if (elapsedMs <= 0) return 100;
  return Math.floor(100 * Math.exp(CRASH_RULES.growthPerMs * elapsedMs) + 1e-9);
}

/** The first whole ms at which the multiplier reaches `hundredths` (0 for 1.00x). */
export function msToReach(hundredths: number): number {
  if (hundredths <= 100) return 0;
  let t = Math.max(0, Math.floor(Math.log(hundredths / 100) / CRASH_RULES.growthPerMs) - 1);
  while (multiplierAt(t) < hundredths) t += 1;
  return t;
}

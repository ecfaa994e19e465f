import { CRASH_GROWTH_PER_MS } from '../../../protocol/casino/crash';

/** The crash game's constants (one place): house edge, the curve's growth, the bounds of a cash-out target. */
export const CRASH_RULES = {
  /** The player's expected loss per unit staked whatever the cash-out target. */
  houseEdgePercent: 1,
  /** The multiplier is e^(growthPerMs x t) at t ms of flight: 2x after about 11.6 s, 10x after about 38 s. */
  growthPerMs: CRASH_GROWTH_PER_MS,
  /** The least auto cash-out target, in hundredths. */
  minTargetHundredths: 101,
  /** A crash point's ceiling (1,000,000x, a 3.8-minute flight); the 32-bit draw could reach about 4.3 x 10^7x. */
  maxHundredths: 100_000_000,
} as const;

import { z } from 'zod';

/**
 * The crash game: a bet staked in the betting window with an optional auto
 * cash-out target, the player's own cash-out during the flight, and the
 * round's outcome. Multipliers are whole hundredths (150 = 1.50x).
 */
export const CRASH_MIN_TARGET = 101;
/** The flight's growth: the multiplier is e^(CRASH_GROWTH_PER_MS x t) at t ms (the core settles by it, the view paints it). */
export const CRASH_GROWTH_PER_MS = 0.00006;
export const CRASH_MAX_TARGET = 100_000_000;

export const crashPlacementSchema = z
  .object({
    stake: z.number().int().positive(),
    /** Cashes out by itself when the flight reaches this multiplier; null: the player cashes out. */
    autoCashOut: z.number().int().min(CRASH_MIN_TARGET).max(CRASH_MAX_TARGET).nullable(),
  })
  .strict();
export type CrashPlacement = z.infer<typeof crashPlacementSchema>;

export const crashResultSchema = z.object({ engine: z.literal('crash'), crashPoint: z.number().int().min(100) }).strict();
export type CrashResult = z.infer<typeof crashResultSchema>;

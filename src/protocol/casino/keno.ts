import { z } from 'zod';

/** Keno's shape: pick 1 to 10 numbers of 80, the server draws 20. */
export const KENO_BALLS = 80;
export const KENO_DRAWN = 20;
export const KENO_MAX_PICKS = 10;

const kenoNumber = z.number().int().min(1).max(KENO_BALLS);

export const kenoBetSchema = z.object({
  /** The player's numbers, distinct, 1 to 10 of them. */
  picks: z
    .array(kenoNumber)
    .min(1)
    .max(KENO_MAX_PICKS)
    .refine((picks) => new Set(picks).size === picks.length, { message: 'Each number may be picked once.' }),
  /** Minor units. */
  stake: z.number().int().positive(),
});
export type KenoBet = z.infer<typeof kenoBetSchema>;

export const kenoOutcomeSchema = z.object({
  /** The 20 numbers in the order they were drawn (the view reveals them in this order). */
  drawn: z.array(kenoNumber).length(KENO_DRAWN),
  /** The picks that were drawn, in the order of the picks. */
  hits: z.array(kenoNumber).max(KENO_MAX_PICKS),
  /** The paytable's multiplier for this many hits, in hundredths (380 pays 3.80 x the stake). */
  multiplier: z.number().int().nonnegative(),
  /** What the round pays back, minor units. */
  pay: z.number().int().nonnegative(),
});
export type KenoOutcome = z.infer<typeof kenoOutcomeSchema>;

/**
 * A variant's paytable: for each pick count (index 0 = 1 pick ... index 9 =
 * 10 picks), the multiplier in hundredths for each number of hits (index =
 * hits, 0..picks). Hundredths keep the table whole numbers, so its RTP is exact.
 */
export const kenoTableSchema = z.object({
  pays: z.array(z.array(z.number().int().nonnegative())).length(KENO_MAX_PICKS),
  /** Each pick count's exact RTP (0..1), computed by the core from `pays`, for the paytable panel (the view computes nothing). */
  rtps: z.array(z.number().min(0)).length(KENO_MAX_PICKS),
});
export type KenoTable = z.infer<typeof kenoTableSchema>;

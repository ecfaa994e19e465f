import { z } from 'zod';

/**
 * One currency's play since the session began, in its minor units: staked
 * (stakes, premiums), returned (wins, refunds, cash-outs). Its own module:
 * the reality check's events carry it, and the worker's first script should
 * not carry every limit call's schema with it.
 */
export const sessionResultSchema = z.object({
  currencyIso: z.string().regex(/^[A-Z]{3}$/),
  staked: z.number().int().nonnegative(),
  returned: z.number().int().nonnegative(),
  /** returned less staked: above zero the player is up. */
  net: z.number().int(),
});
export type SessionResult = z.infer<typeof sessionResultSchema>;

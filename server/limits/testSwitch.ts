import { z } from 'zod';
import { sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { NO_INPUT, type Router, takesBody } from '../http/router';

/** Test-only (registered with the other /__test switches, never in production). */
export const LIMITS_TEST_PATH = '/__test/limits';

/**
 * What a test may change of the limit service: how long a reality check's
 * "minute" is, so a reminder comes in seconds, and how long a session limit's
 * "hour" is for the pings (sign-in still judges by real hours, so a player a
 * test ran out can sign in again), and the cooling-off of a looser limit
 * (null: the jurisdiction's), so a raise can be confirmed seconds later.
 */
export interface LimitSwitches {
  minuteMs: number;
  hourMs: number;
  coolingOffMs: number | null;
}

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;

const patchSchema = z
  .object({
    minuteMs: z.number().int().min(1000).max(MINUTE_MS).optional(),
    hourMs: z.number().int().min(1000).max(HOUR_MS).optional(),
    coolingOffMs: z.number().int().min(1000).max(HOUR_MS).nullable().optional(),
  })
  .strict();

/**
 * GET: the switches; POST: change them. `{minuteMs: 1000}`: a 5-minute
 * reality check comes every 5 s; `{hourMs: 40000}`: a 1-hour session limit
 * lasts 40 s of pings; `{coolingOffMs: 2000}`: a raise waits 2 s (null goes
 * back to the jurisdiction's).
 */
export function registerLimitTestRoutes(router: Router, switches: LimitSwitches): void {
  router.get(LIMITS_TEST_PATH, ({ res }) => sendJson(res, 200, switches), NO_INPUT);
  router.post(
    LIMITS_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_limits_switch');
      if (!patch) return;
      if (patch.minuteMs !== undefined) switches.minuteMs = patch.minuteMs;
      if (patch.hourMs !== undefined) switches.hourMs = patch.hourMs;
      if (patch.coolingOffMs !== undefined) switches.coolingOffMs = patch.coolingOffMs;
      sendJson(res, 200, switches);
    },
    takesBody(patchSchema),
  );
}

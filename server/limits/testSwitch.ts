import { z } from 'zod';
import { readJsonBody, sendError, sendJson } from '../http/respond';
import type { Router } from '../http/router';

/** Test-only (registered with the other /__test switches, never in production). */
export const LIMITS_TEST_PATH = '/__test/limits';

/** What a test may change of the limit service: how long a reality check's "minute" is, so a reminder comes in seconds. */
export interface LimitSwitches {
  minuteMs: number;
}

export const MINUTE_MS = 60_000;

const patchSchema = z.object({ minuteMs: z.number().int().min(1000).max(MINUTE_MS).optional() }).strict();

/** GET: the switches; POST: change them (`{minuteMs}`: 1000 makes a 5-minute reality check come every 5 s). */
export function registerLimitTestRoutes(router: Router, switches: LimitSwitches): void {
  router.get(LIMITS_TEST_PATH, ({ res }) => sendJson(res, 200, switches));
  router.post(LIMITS_TEST_PATH, async ({ req, res }) => {
    const patch = patchSchema.safeParse(await readJsonBody(req).catch(() => undefined));
    if (!patch.success)
      return sendError(res, 400, 'invalid_limits_switch', patch.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    if (patch.data.minuteMs !== undefined) switches.minuteMs = patch.data.minuteMs;
    sendJson(res, 200, switches);
  });
}

import { z } from 'zod';
import type { Db } from '../db/db';
import { readJsonBody, sendError, sendJson } from '../http/respond';
import { type Router, takesBody } from '../http/router';
import { expireDueBonuses } from './expiry';
import { expireDueGrants } from './freeSpins';

/** Test-only (registered with the other /__test switches, never in production). */
export const BONUS_TEST_PATH = '/__test/bonus';

const patchSchema = z
  .object({
    /** Runs the expiry pass as if the server's clock said this (epoch ms); absent: now. */
    expireAt: z.number().int().nonnegative().optional(),
  })
  .strict();

/** POST: the expiry job now, or at a given time (a test need not wait out a bonus's days). Answers how many bonuses and grants expired. */
export function registerBonusTestRoutes(router: Router, deps: { db: Db; now: () => number }): void {
  router.post(
    BONUS_TEST_PATH,
    async ({ req, res }) => {
      const patch = patchSchema.safeParse(await readJsonBody(req).catch(() => undefined));
      if (!patch.success)
        return sendError(res, 400, 'invalid_bonus_switch', patch.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
      const at = patch.data.expireAt ?? deps.now();
      const expired = await expireDueBonuses(deps.db, at);
      const grants = await expireDueGrants(deps.db, at);
      sendJson(res, 200, { expired, freeSpinsExpired: grants.expired, freeSpinsCredited: grants.credited });
    },
    takesBody(patchSchema),
  );
}

import { z } from 'zod';
import type { Db } from '../db/db';
import { sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
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
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_bonus_switch');
      if (!patch) return;
      const at = patch.expireAt ?? deps.now();
      const expired = await expireDueBonuses(deps.db, at);
      const grants = await expireDueGrants(deps.db, at);
      sendJson(res, 200, { expired, freeSpinsExpired: grants.expired, freeSpinsCredited: grants.credited });
    },
    takesBody(patchSchema),
  );
}

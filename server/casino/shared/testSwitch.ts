import { z } from 'zod';
import { SHARED_TABLE_IDS, sharedResultSchema, sharedTableIdSchema } from '../../../src/protocol/casino/shared';
import { sendError, sendJson } from '../../http/respond';
import { readSwitchBody } from '../../http/validate';
import { takesBody, type Router } from '../../http/router';
import type { SharedTables } from './service';

/** Test-only (registered with the other /__test switches, never in production). */
export const SHARED_TEST_PATH = '/__test/casino-shared';

const patchSchema = z
  .object({
    table: sharedTableIdSchema,
    /** The result of the table's next round instead of its seed's (so an e2e knows where the crash or the ball lands). */
    fixNext: sharedResultSchema.optional(),
    /** Moves the tables' clock on by this much and ticks: the betting window or the flight ends without waiting. */
    advanceMs: z.number().int().positive().max(3_600_000).optional(),
  })
  .strict();

/**
 * POST {table, fixNext?: {engine: "crash", crashPoint} | {engine: "roulette", pocket}, advanceMs?}: fixes
 * the table's next round and/or moves the schedule on; answers the table's round now.
 */
export function registerSharedTestRoutes(router: Router, tables: SharedTables): void {
  router.post(
    SHARED_TEST_PATH,
    async ({ req, res }) => {
      const expected = `Expected {"table": ${SHARED_TABLE_IDS.join(' | ')}, "fixNext"?: the table's result, "advanceMs"?: number}`;
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_shared_switch', expected);
      if (!patch) return;
      if (patch.fixNext && patch.fixNext.engine !== patch.table)
        return sendError(
          res,
          400,
          'invalid_shared_switch',
          `${expected}: fixNext is a ${patch.fixNext.engine} result, not ${patch.table}'s`,
        );
      if (patch.fixNext) tables.switches.fixedNext.set(patch.table, patch.fixNext);
      if (patch.advanceMs) tables.switches.offsetMs += patch.advanceMs;
      await tables.tick();
      sendJson(res, 200, { round: await tables.roundOf(patch.table) });
    },
    takesBody(patchSchema),
  );
}

import { z } from 'zod';
import { serverSeedHash } from '../../../src/core/casino/fair';
import type { Db } from '../../db/db';
import { sendError, sendJson } from '../../http/respond';
import { readSwitchBody } from '../../http/validate';
import { takesBody, type Router } from '../../http/router';
import { userOwner } from '../launch';
import { currentSeeds, publicSeeds, rotateSeeds } from './store';

/** Test-only (registered with the other /__test switches, never in production). */
export const SEED_TEST_PATH = '/__test/casino-seed';

const switchSchema = z.object({ login: z.string().min(1).max(64), serverSeed: z.string().regex(/^[0-9a-f]{64}$/) }).strict();

/**
 * POST {login, serverSeed}: the player's next pair of seeds takes this server
 * seed (its hash shown as ever), so an e2e that sets its client seed through
 * the frame knows the cards it will be dealt. A pair already played is
 * revealed first, as a rotation does.
 */
export function registerSeedTestRoutes(router: Router, deps: { readonly db: Db; readonly now: () => number }): void {
  router.post(
    SEED_TEST_PATH,
    async ({ req, res }) => {
      const body = await readSwitchBody(
        req,
        res,
        switchSchema,
        'invalid_seed_switch',
        'Expected {"login": text, "serverSeed": 64 hex digits}',
      );
      if (!body) return;
      const [user] = await deps.db.query<{ id: number }>('SELECT id FROM app_user WHERE login = $1', [body.login]);
      if (!user) return sendError(res, 404, 'no_such_player', `No player ${body.login}`);
      const owner = userOwner(user.id);
      const seeds = await deps.db.transaction(async (tx) => {
        if ((await currentSeeds(tx, owner, deps.now(), true)).nextNonce > 0) await rotateSeeds(tx, owner, deps.now());
        await tx.query('UPDATE casino_seed SET server_seed = $2, server_seed_hash = $3 WHERE owner = $1 AND revealed_at IS NULL', [
          owner,
          body.serverSeed,
          serverSeedHash(body.serverSeed),
        ]);
        return currentSeeds(tx, owner, deps.now());
      });
      sendJson(res, 200, publicSeeds(seeds));
    },
    takesBody(switchSchema),
  );
}

import { z } from 'zod';
import { gameBalls } from '../../src/core/bingo';
import { sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { takesBody, type Router } from '../http/router';
import type { BingoHall } from './hall';
import { latestGame } from './games';
import { lockRoom } from './room';

/** Test-only (registered with the other /__test switches, never in production). */
export const BINGO_TEST_PATH = '/__test/bingo';

const patchSchema = z
  .object({
    room: z.string().min(1).max(40),
    /** These balls first, then the rest in the seed's order, for the game in its buy window (it is marked fixed: not verifiable). */
    fixBalls: z.array(z.number().int().min(1).max(90)).max(90).optional(),
    /** Close the buy window now: the calling starts. */
    start: z.boolean().optional(),
    /** Call this many balls now, one after another. */
    calls: z.number().int().min(1).max(90).optional(),
  })
  .strict();

const EXPECTED = 'Expected {"room": a room id, "fixBalls"?: number[], "start"?: true, "calls"?: number}';

/** POST {room, fixBalls?, start?, calls?}: drives a room's game without waiting; answers the game now. */
export function registerBingoTestRoutes(router: Router, hall: BingoHall): void {
  router.post(
    BINGO_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_bingo_switch', EXPECTED);
      if (!patch) return;
      const room = hall.room(patch.room);
      if (!room) return sendError(res, 400, 'invalid_bingo_switch', `${EXPECTED}: no room ${patch.room}`);
      const { fixBalls, start, calls } = patch;
      await hall.advance(room, true);
      await hall.wake(room.id);
      await hall.db.transaction(async (tx) => {
        await lockRoom(tx, room.id);
        const game = await latestGame(tx, room.id, true);
        if (!game || game.phase === 'ended') return;
        const now = new Date(hall.now());
        if (fixBalls && game.phase === 'buying') {
          const first = [...new Set(fixBalls)];
          const balls = [...first, ...gameBalls(game.variant, game.seed).filter((b) => !first.includes(b))];
          await tx.query('UPDATE bingo_game SET balls = $2::smallint[], fixed = true WHERE id = $1', [game.id, balls]);
        }
        if (start && game.phase === 'buying') await tx.query('UPDATE bingo_game SET buy_ends_at = $2 WHERE id = $1', [game.id, now]);
      });
      await hall.tick();
      for (let i = 0; i < (calls ?? 0); i += 1) {
        await hall.db.query(`UPDATE bingo_game SET next_ball_at = $2 WHERE room_id = $1 AND phase = 'calling'`, [
          room.id,
          new Date(hall.now()),
        ]);
        await hall.advance(room);
      }
      sendJson(res, 200, { game: await hall.gameOf(room.id) });
    },
    takesBody(patchSchema),
  );
}

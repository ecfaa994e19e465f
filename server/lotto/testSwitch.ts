import { z } from 'zod';
import { nextDrawNo } from '../../src/core/lotto';
import { readJsonBody, sendError, sendJson } from '../http/respond';
import { takesBody, type Router } from '../http/router';
import { drawOf, drawView, ensureDraw } from './draws';
import type { LottoHall } from './hall';

/** Test-only (registered with the other /__test switches, never in production). */
export const LOTTO_TEST_PATH = '/__test/lotto';

const patchSchema = z
  .object({
    lottery: z.string().min(1).max(40),
    /** The next draw's balls (it is marked fixed: it no longer verifies). */
    fixBalls: z.array(z.number().int().min(1).max(99)).min(1).max(20).optional(),
    /** Move the lottery's clock to the next draw's time and draw it. */
    draw: z.boolean().optional(),
  })
  .strict();

/** POST {lottery, fixBalls?, draw?}: fixes and runs a lottery's next draw without waiting; answers that draw. */
export function registerLottoTestRoutes(router: Router, hall: LottoHall): void {
  router.post(
    LOTTO_TEST_PATH,
    async ({ req, res }) => {
      const patch = patchSchema.safeParse(await readJsonBody(req).catch(() => undefined));
      const lottery = patch.success ? hall.lottery(patch.data.lottery) : undefined;
      const fixBalls = patch.success ? patch.data.fixBalls : undefined;
      if (
        !patch.success ||
        !lottery ||
        (fixBalls &&
          (fixBalls.length !== lottery.drawn || new Set(fixBalls).size !== lottery.drawn || fixBalls.some((n) => n > lottery.balls)))
      )
        return sendError(
          res,
          400,
          'invalid_lotto_switch',
          'Expected {"lottery": a lottery id, "fixBalls"?: the drawn count of different numbers, "draw"?: true}',
        );
      const now = hall.now(lottery.id);
      const draw = await ensureDraw(hall.db, lottery, nextDrawNo(now, lottery.drawEveryMs), now);
      if (fixBalls)
        await hall.db.query(`UPDATE lotto_draw SET fixed_balls = $2::smallint[] WHERE id = $1 AND status = 'open'`, [draw.id, fixBalls]);
      if (patch.data.draw) {
        hall.offsets.set(lottery.id, (hall.offsets.get(lottery.id) ?? 0) + draw.drawAt - now);
        await hall.settleDue();
      }
      sendJson(res, 200, { draw: drawView((await drawOf(hall.db, lottery.id, draw.drawNo)) ?? draw) });
    },
    takesBody(patchSchema),
  );
}

import { z } from 'zod';
import { nextDrawNo } from '../../src/core/lotto';
import { sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
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

const EXPECTED = 'Expected {"lottery": a lottery id, "fixBalls"?: the drawn count of different numbers, "draw"?: true}';

/** POST {lottery, fixBalls?, draw?}: fixes and runs a lottery's next draw without waiting; answers that draw. */
export function registerLottoTestRoutes(router: Router, hall: LottoHall): void {
  router.post(
    LOTTO_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_lotto_switch', EXPECTED);
      if (!patch) return;
      const lottery = hall.lottery(patch.lottery);
      const { fixBalls } = patch;
      if (!lottery) return sendError(res, 400, 'invalid_lotto_switch', `${EXPECTED}: no lottery ${patch.lottery}`);
      if (
        fixBalls &&
        (fixBalls.length !== lottery.drawn || new Set(fixBalls).size !== lottery.drawn || fixBalls.some((n) => n > lottery.balls))
      )
        return sendError(res, 400, 'invalid_lotto_switch', `${EXPECTED}: ${lottery.id} draws ${lottery.drawn} of 1..${lottery.balls}`);
      const now = hall.now(lottery.id);
      const draw = await ensureDraw(hall.db, lottery, nextDrawNo(now, lottery.drawEveryMs), now);
      if (fixBalls)
        await hall.db.query(`UPDATE lotto_draw SET fixed_balls = $2::smallint[] WHERE id = $1 AND status = 'open'`, [draw.id, fixBalls]);
      if (patch.draw) {
        hall.offsets.set(lottery.id, (hall.offsets.get(lottery.id) ?? 0) + draw.drawAt - now);
        await hall.settleDue();
      }
      sendJson(res, 200, { draw: drawView((await drawOf(hall.db, lottery.id, draw.drawNo)) ?? draw) });
    },
    takesBody(patchSchema),
  );
}

import { z } from 'zod';
import { sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { takesBody, type Router } from '../http/router';
import { latestDraw } from './draws';
import { lockShow } from './show';
import type { TvStudio } from './studio';

/** Test-only (registered with the other /__test switches, never in production). */
export const TV_GAMES_TEST_PATH = '/__test/tv-games';

const patchSchema = z
  .object({
    show: z.string().min(1).max(40),
    /** These balls first, then the seed's others, for the draw in its betting window (it is marked fixed: not verifiable). */
    fixBalls: z.array(z.number().int().min(1).max(99)).max(20).optional(),
    /** Move the shows' clock on this much, then step the show to it. */
    advanceMs: z.number().int().min(0).max(86_400_000).optional(),
    /** true: the shows' time stands still but for advanceMs (a loaded machine cannot draw a ball meanwhile); false: runs on. */
    hold: z.boolean().optional(),
  })
  .strict();

const EXPECTED = 'Expected {"show": a show id, "fixBalls"?: number[], "advanceMs"?: number, "hold"?: boolean}';

/** POST {show, fixBalls?, advanceMs?, hold?}: opens the show's draw if none, then drives it without waiting; answers the draw now. */
export function registerTvGamesTestRoutes(router: Router, studio: TvStudio): void {
  router.post(
    TV_GAMES_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_tv_games_switch', EXPECTED);
      if (!patch) return;
      const show = studio.show(patch.show);
      if (!show) return sendError(res, 400, 'invalid_tv_games_switch', `${EXPECTED}: no show ${patch.show}`);
      const { fixBalls, advanceMs, hold } = patch;
      if (fixBalls && fixBalls.some((b) => b > show.rules.balls))
        return sendError(res, 400, 'invalid_tv_games_switch', `Balls of ${show.id} are 1..${show.rules.balls}`);
      if (hold !== undefined) studio.hold(hold);
      await studio.advance(show, true);
      if (fixBalls)
        await studio.db.transaction(async (tx) => {
          await lockShow(tx, show.id);
          const draw = await latestDraw(tx, show.id, true);
          if (draw?.phase !== 'betting') return;
          const first = [...new Set(fixBalls)].slice(0, show.rules.drawn);
          // The seed's own balls fill up what the fixed ones leave.
          const balls = [...first, ...draw.balls.filter((b) => !first.includes(b))];
          await tx.query('UPDATE tv_draw SET balls = $2::smallint[], fixed = true WHERE id = $1', [
            draw.id,
            balls.slice(0, show.rules.drawn),
          ]);
        });
      if (advanceMs) {
        studio.offsetMs += advanceMs;
        await studio.advance(show);
        await studio.tick();
      }
      await studio.publish(show.id);
      sendJson(res, 200, { draw: await studio.drawOf(show.id) });
    },
    takesBody(patchSchema),
  );
}

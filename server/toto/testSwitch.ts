import { z } from 'zod';
import { TOTO_SIGNS } from '../../src/protocol/toto';
import { sendError, sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { takesBody, type Router } from '../http/router';
import { drawView, unsettledDraws } from './draws';
import { settleDraw } from './settle';
import type { TotoService } from './service';

/** Test-only (registered with the other /__test switches, never in production). */
export const TOTO_TEST_PATH = '/__test/toto';

const patchSchema = z
  .object({
    section: z.string().min(1).max(40),
    /** Open the section's draw now if none is open. */
    open: z.boolean().optional(),
    /** Close the open draw now (as if its first game started). */
    close: z.boolean().optional(),
    /** Settle the closed draw now with these results, in the draw's order (the live world's are not waited for). */
    settle: z
      .array(z.enum([...TOTO_SIGNS, 'void']))
      .max(30)
      .optional(),
  })
  .strict();

const EXPECTED = 'Expected {"section": a section id, "open"?: true, "close"?: true, "settle"?: results[]}';

/** POST {section, open?, close?, settle?}: drives a section's draws without waiting for the line; answers the draws not settled. */
export function registerTotoTestRoutes(router: Router, toto: TotoService): void {
  router.post(
    TOTO_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(req, res, patchSchema, 'invalid_toto_switch', EXPECTED);
      if (!patch) return;
      const section = toto.section(patch.section);
      if (!section) return sendError(res, 400, 'invalid_toto_switch', `${EXPECTED}: no section ${patch.section}`);
      const { open, close, settle } = patch;
      if (open) await toto.refresh(section, true);
      if (close)
        await toto.db.query(`UPDATE toto_draw SET status = 'closed', closes_at = $2 WHERE section = $1 AND status = 'open'`, [
          section.id,
          new Date(toto.now()),
        ]);
      if (settle) {
        const closed = (await unsettledDraws(toto.db, section.id)).find((d) => d.status === 'closed');
        if (!closed || closed.games.length !== settle.length)
          return sendError(res, 409, 'nothing_to_settle', 'No closed draw with that many games');
        await settleDraw(toto.db, closed.id, settle, section.voidLimit, toto.now());
      }
      const draws = await unsettledDraws(toto.db, section.id);
      sendJson(res, 200, { draws: draws.map((d) => drawView(d, 'en')) });
    },
    takesBody(patchSchema),
  );
}

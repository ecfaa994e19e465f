import { z } from 'zod';
import { VIRTUAL_PATHS, virtualBoardSchema } from '../../src/protocol/virtualSports';
import { sendError } from '../http/respond';
import { takesQuery, type Router } from '../http/router';
import { sendChecked } from '../http/validate';
import type { VirtualSports } from './schedule';

const querySchema = z.object({ lang: z.string().max(10).optional() });
const langOf = (url: URL): 'en' | 'ru' => (url.searchParams.get('lang') === 'ru' ? 'ru' : 'en');

/** GET board and stream (public: the board carries nobody's bets). Bets go through the coupon's routes. */
export function registerVirtualSportsRoutes(router: Router, schedule: VirtualSports): void {
  router.get(
    VIRTUAL_PATHS.board,
    async ({ res, url }) => {
      if (!querySchema.safeParse(Object.fromEntries(url.searchParams)).success)
        return sendError(res, 400, 'invalid_request', 'Expected ?lang=');
      await schedule.open();
      sendChecked(res, virtualBoardSchema, await schedule.board(langOf(url)), 'Virtual sports');
    },
    takesQuery(querySchema),
  );

  router.get(
    VIRTUAL_PATHS.stream,
    async ({ res, url }) => {
      const lang = langOf(url);
      // The first watcher starts the schedule: it materialises the next events and publishes every tick.
      schedule.streams.subscribe(lang, res, null, { onClose: () => void schedule.wake() });
      await schedule.open();
    },
    takesQuery(querySchema),
  );
}

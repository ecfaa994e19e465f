import { z } from 'zod';
import { outcomeStatus } from '../bets/outcomeStatus';
import { BET_STATUS } from '../../src/protocol/constants/couponTypes';
import { sendJson } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { takesBody, type Router } from '../http/router';
import { simGameAt, eventState } from './event';
import { eventsOf, slotsAround } from './store';
import { VIRTUAL_NAMES } from './names';
import type { VirtualSports } from './schedule';
import { virtualSportSchema } from '../../src/protocol/virtualSports';

/** Test-only (registered with the other /__test switches, never in production). */
export const VIRTUAL_TEST_PATH = '/__test/virtual-sports';

const patchSchema = z
  .object({
    /** Move the schedule's clock on by this much, then tick. */
    advanceMs: z.number().int().min(0).max(86_400_000).optional(),
    /** Move the clock to just after the sport's next listed event ended, then tick (it settles). */
    endNext: virtualSportSchema.optional(),
  })
  .strict();

/**
 * POST {advanceMs?, endNext?}: drives the schedule without waiting. Answers
 * the next events of each sport with the outcome ids their seeds make win,
 * so a test bets on a known result.
 */
export function registerVirtualSportsTestRoutes(router: Router, schedule: VirtualSports): void {
  router.post(
    VIRTUAL_TEST_PATH,
    async ({ req, res }) => {
      const patch = await readSwitchBody(
        req,
        res,
        patchSchema,
        'invalid_virtual_switch',
        'Expected {"advanceMs"?: number, "endNext"?: sport}',
      );
      if (!patch) return;
      const { advanceMs, endNext } = patch;
      schedule.offsetMs += advanceMs ?? 0;
      if (endNext) {
        const sport = schedule.config.sports.find((s) => s.sport === endNext);
        const now = schedule.now();
        const next = sport
          ? (await eventsOf(schedule.db, endNext, slotsAround(sport, now).first, 0, now)).find((e) => e.kickOffAt > now)
          : null;
        if (next) schedule.offsetMs += next.endsAt + 1 - now;
      }
      await schedule.open();
      const now = schedule.now();
      const next = [];
      for (const sport of schedule.config.sports) {
        for (const row of await eventsOf(schedule.db, sport.sport, slotsAround(sport, now).first, 0, now)) {
          if (row.kickOffAt <= now) continue;
          const event = eventState(row, sport.margin);
          const winning = simGameAt(event, now).markets.flatMap((m) =>
            m.outcomes
              .filter(
                (o) =>
                  outcomeStatus(
                    { sportId: VIRTUAL_NAMES[sport.sport].sportId, marketTypeId: m.typeId, outcomeTypeId: o.typeId, param: m.param },
                    event.play.periodScores,
                  ) === BET_STATUS.win,
              )
              .map((o) => o.id),
          );
          next.push({ sport: sport.sport, gameId: event.gameId, kickOffAt: row.kickOffAt, endsAt: row.endsAt, winning });
        }
      }
      sendJson(res, 200, { now, next });
    },
    takesBody(patchSchema),
  );
}

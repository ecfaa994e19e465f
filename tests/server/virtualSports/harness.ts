import {
  VIRTUAL_PATHS,
  virtualBoardSchema,
  type VirtualBoard,
  type VirtualEvent,
  type VirtualSport,
} from '../../../src/protocol/virtualSports';
import type { PayloadBet } from '../../../src/protocol/coupon';
import { VIRTUAL_SPORTS_CONFIG } from '../../../server/config/virtualSports';
import { VirtualSports } from '../../../server/virtualSports';
import { betsHarnessForFile, type BetsHarness } from '../bets/harness';

/**
 * The bets harness with the virtual sports schedule on its manual clock: the
 * schedule ticks only when a test says so. The clock starts on a round
 * minute, so the first football event kicks off within three minutes.
 */
export function virtualHarnessForFile(): BetsHarness {
  return betsHarnessForFile({
    virtualSports: ({ db, clock, log }) => new VirtualSports({ db, log, now: clock.now, autoTick: false, config: VIRTUAL_SPORTS_CONFIG }),
  });
}

export async function boardOf(h: BetsHarness): Promise<VirtualBoard> {
  const res = await fetch(new URL(`${VIRTUAL_PATHS.board}?lang=en`, h.url));
  if (res.status !== 200) throw new Error(`board: ${res.status}`);
  return virtualBoardSchema.parse(await res.json());
}

/** Moves the clock on and lets the schedule catch up (and hand ended events to the bets). */
export async function advance(h: BetsHarness, ms: number): Promise<void> {
  h.clock.advance(ms);
  await h.virtualSports?.tick();
}

export function nextEvent(board: VirtualBoard, sport: VirtualSport): VirtualEvent {
  const event = board.sports[sport].upcoming[0];
  if (!event) throw new Error(`no upcoming ${sport} event`);
  return event;
}

/** Outcome `index` of the event's first market as a coupon leg. */
export function legOf(event: VirtualEvent, index = 0, marketIndex = 0): PayloadBet {
  const market = event.markets[marketIndex];
  const outcome = market?.outcomes[index];
  if (!market || !outcome) throw new Error('no such outcome');
  return {
    marketId: outcome.outcomeId,
    gameId: event.gameId,
    typeId: outcome.typeId,
    coef: outcome.coef,
    param: market.param,
    blockId: 1,
    isLive: false,
  };
}

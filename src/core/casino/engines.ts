import type { OwnRoundEngine } from './engine';
import { kenoEngine } from './keno/engine';
import { scratchEngine } from './scratch';
import { slotEngine } from './slot/engine';

/**
 * THE list of own-round engines: an engine is a folder of src/core/casino and
 * one line here. The server plays and the verify command replays through it;
 * a catalogue entry's RTP is read from it, never typed in.
 */
// Bets, outcomes and tables differ per engine; a bet is decoded by its schema (src/protocol/casino) before it reaches the
// engine, and a table is only ever handed back to the engine that owns it (its methods take theirs, bivariantly).
type SomeEngine = OwnRoundEngine<never, unknown, unknown>;

export const OWN_ROUND_ENGINES: Readonly<Record<string, SomeEngine>> = {
  slot: slotEngine,
  scratch: scratchEngine,
  keno: kenoEngine,
};

/** The exact RTP of an engine's variant, or null when that engine or variant is not built. */
export function rtpOf(engine: string, variant: string): number | null {
  const found = OWN_ROUND_ENGINES[engine];
  const table = found?.tables[variant];
  return found && table !== undefined ? found.exactRtp(table) : null;
}

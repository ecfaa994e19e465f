import type { OwnRoundEngine } from './engine';
import { kenoEngine } from './keno/engine';

/**
 * THE list of own-round engines: an engine is a folder of src/core/casino and
 * one line here. The server plays and the verify command replays through it;
 * a catalogue entry's RTP is read from it, never typed in.
 */
// Bets and outcomes differ per engine; each is decoded by its schema (src/protocol/casino) before it reaches the engine.
// Tables are unknown here (a never would refuse every engine): one goes back only to the engine it came from.
type SomeEngine = OwnRoundEngine<never, unknown, unknown>;

export const OWN_ROUND_ENGINES: Readonly<Record<string, SomeEngine>> = {
  keno: kenoEngine,
};

/** The exact RTP of an engine's variant, or null when that engine or variant is not built. */
export function rtpOf(engine: string, variant: string): number | null {
  const found = OWN_ROUND_ENGINES[engine];
  const table = found?.tables[variant];
  return found && table !== undefined ? found.exactRtp(table) : null;
}

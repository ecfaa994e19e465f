import type { SteppedEngineId } from '../../protocol/casino/engines';
import { blackjackEngine } from './blackjack/engine';
import type { FairDraws } from './fair';
import type { SteppedRoundEngine } from './steppedEngine';
import { videoPokerEngine } from './videoPoker/engine';

/**
 * A stepped engine as the server and the verification hold it: its bets,
 * actions and states are decoded by its schemas (src/protocol/casino/steppedSchemas.ts)
 * or read back from its own stored state, and a table only ever goes back to
 * the engine that owns it (its methods take theirs, bivariantly). `hint`, when
 * the engine has one, advises the player on the open round.
 */
export type SomeSteppedEngine = SteppedRoundEngine<never, unknown, unknown, unknown, unknown> & {
  hint?(state: never, table: never): unknown;
};

/** THE list of stepped-round engines: an engine is a folder of src/core/casino and one line here. */
export const STEPPED_ENGINES: Readonly<Record<SteppedEngineId, SomeSteppedEngine>> = {
  videoPoker: videoPokerEngine,
  blackjack: blackjackEngine,
};

export const steppedEngineOf = (engine: string): SomeSteppedEngine | null =>
  (STEPPED_ENGINES as Readonly<Record<string, SomeSteppedEngine>>)[engine] ?? null;

/** The exact RTP of a stepped engine's variant, or null when that engine or variant is not built. */
export function steppedRtpOf(engine: string, variant: string): number | null {
  const found = steppedEngineOf(engine);
  const table = found?.tables[variant];
  return found && table !== undefined ? found.exactRtp(table as never) : null;
}

/** Same JSON, same action: an action the player sends is matched against the allowed ones by its canonical text. */
export const sameAction = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}

/**
 * A round replayed: the state its fair draws start, each recorded action
 * applied in turn. Null when an action is not one the round allowed at its
 * step (a record that does not replay). The verification and the server's
 * tests compare the result with the stored round.
 */
export function replaySteppedRound(
  engine: SomeSteppedEngine,
  draws: FairDraws,
  bet: unknown,
  table: unknown,
  actions: readonly unknown[],
): unknown {
  let state = engine.start(draws, bet as never, table as never);
  for (const action of actions) {
    if (!engine.allowed(state as never, table as never).some((allowed) => sameAction(allowed, action))) return null;
    state = engine.act(state as never, action as never, table as never);
  }
  return state;
}

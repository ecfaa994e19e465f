import type { CommandSpec, EventSpec } from '../../protocol/catalogue';
import type { AnyContext, PayloadReader, ShapeUpgrade, Upcaster } from './context';

/**
 * The lookup tables the app-level functions read, built once from a list of
 * contexts: who owns each command and event type, the catalogue entry of
 * each, the initial state and the shape table. Nothing outside a context's
 * own folder names it: the store, decide, evolve, snapshots and the host
 * loop over this.
 */
export interface Registry {
  readonly contexts: readonly AnyContext[];
  readonly initialState: Readonly<Record<string, unknown>>;
  /** Each context's state shape version, by context name (the snapshot's key is a hash of it). */
  readonly shapeVersions: Readonly<Record<string, number>>;
  readonly upgrades: Readonly<Record<string, Readonly<Record<number, ShapeUpgrade>>>>;
  commandOwner(type: string): { readonly context: AnyContext; readonly spec: CommandSpec } | undefined;
  eventOwner(type: string): { readonly context: AnyContext; readonly spec: EventSpec } | undefined;
  upcaster(type: string, v: number): Upcaster | undefined;
  reader(type: string): PayloadReader | undefined;
  /** Contexts whose state is pushed to tabs as it is, by projection name. */
  readonly stateProjections: Readonly<Record<string, string>>;
}

/** Thrown at start-up when two contexts claim one name or type, or a type is not prefixed by its context's name. */
export class RegistryError extends Error {}

const entries = <T>(record: object): [string, T][] => Object.entries(record) as [string, T][];

export function createRegistry(contexts: readonly AnyContext[]): Registry {
  const commands = new Map<string, { context: AnyContext; spec: CommandSpec }>();
  const events = new Map<string, { context: AnyContext; spec: EventSpec }>();
  const names = new Set<string>();
  const stateProjections: Record<string, string> = {};
  const claim = (context: AnyContext, kind: string, type: string, owners: Map<string, unknown>): void => {
    if (!type.startsWith(`${context.name}/`))
      throw new RegistryError(`${kind} ${type} of context ${context.name} must start with "${context.name}/"`);
    if (owners.has(type)) throw new RegistryError(`${kind} ${type} is claimed twice`);
  };
  for (const context of contexts) {
    if (names.has(context.name)) throw new RegistryError(`context ${context.name} is registered twice`);
    names.add(context.name);
    for (const [type, spec] of entries<CommandSpec>(context.commands)) {
      claim(context, 'command', type, commands);
      commands.set(type, { context, spec });
    }
    for (const [type, spec] of entries<EventSpec>(context.events)) {
      claim(context, 'event', type, events);
      events.set(type, { context, spec });
    }
    if (context.projection) stateProjections[context.projection] = context.name;
  }
  const upcasters = new Map<string, Readonly<Record<number, Upcaster>>>();
  const readers = new Map<string, PayloadReader>();
  for (const context of contexts) {
    for (const [type, steps] of entries<Readonly<Record<number, Upcaster>> | undefined>(context.upcasters ?? {}))
      if (steps) upcasters.set(type, steps);
    for (const [type, read] of entries<PayloadReader | undefined>(context.readers ?? {})) if (read) readers.set(type, read);
  }
  return {
    contexts,
    initialState: Object.fromEntries(contexts.map((c) => [c.name, c.initial])),
    shapeVersions: Object.fromEntries(contexts.map((c) => [c.name, c.shape.version])),
    upgrades: Object.fromEntries(contexts.map((c) => [c.name, c.shape.upgrades ?? {}])),
    commandOwner: (type) => commands.get(type),
    eventOwner: (type) => events.get(type),
    upcaster: (type, v) => upcasters.get(type)?.[v],
    reader: (type) => readers.get(type),
    stateProjections,
  };
}

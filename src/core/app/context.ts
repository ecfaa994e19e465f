import type { CommandSpec, EventSpec } from '../../protocol/catalogue';
import type { CommandEnvelope, NewEvent } from '../../protocol/envelope';
import type { Rejection } from '../../protocol/rejections';
import type { Decision, DecideContext } from '../shared/decision';

/** Turns one context's state of shape version v into shape version v + 1. */
export type ShapeUpgrade = (old: unknown) => unknown;
/** Turns an event payload of version v into version v + 1. */
export type Upcaster = (payload: unknown) => unknown;
/** A hand-written check of a payload, for event types replay meets by the million (the catalogue schema reads every other). */
export type PayloadReader = (
  payload: unknown,
) => { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly reason: string };

/**
 * A domain context as the registry sees it: everything the store, the
 * app-level decide and evolve, snapshots and replay need to know of it,
 * described by the context itself. Adding a context is a folder with one of
 * these and one line in CONTEXTS (./contexts.ts).
 *
 * `decide` and `evolve` are methods, not function properties, so a list of
 * contexts of different state types is one readonly array.
 */
export interface CoreContext<
  N extends string = string,
  S = unknown,
  C extends CommandEnvelope = CommandEnvelope,
  E extends NewEvent = NewEvent,
> {
  /** The key of its state in AppState, and its prefix in command and event types (`coupon/...`). */
  readonly name: N;
  readonly initial: S;
  /**
   * Bump `version` whenever the shape of the state changes and add the
   * upgrade from the old shape: compaction deletes old events, so a snapshot
   * of another shape is carried over context by context.
   */
  readonly shape: { readonly version: number; readonly upgrades?: Readonly<Record<number, ShapeUpgrade>> };
  /** The commands it decides, with who may send each. */
  readonly commands: { readonly [T in C['type']]: CommandSpec };
  /** The events it writes: version, payload schema, older payload shapes. */
  readonly events: { readonly [T in E['type']]: EventSpec };
  /** One step per old version: upcasters[type][v] turns a v payload into v + 1. */
  readonly upcasters?: { readonly [T in E['type']]?: Readonly<Record<number, Upcaster>> };
  readonly readers?: { readonly [T in E['type']]?: PayloadReader };
  decide(state: S, command: C, ctx: DecideContext): Decision<E>;
  evolve(state: S, event: E): S;
  /**
   * A command of ANY context this one's state holds back, and why (a reality
   * check waiting for its acknowledgement holds placing bets); null lets it
   * through to its owner. Checked before the owner decides.
   */
  hold?(state: S, command: CommandEnvelope): Rejection | null;
  /** The same as folding evolve over a run of this context's events, faster: replay groups consecutive events for it. */
  evolveRun?(state: S, events: readonly E[]): S;
  /** The name of the projection that is this state itself, pushed to tabs as it is (views with effects are a controller's). */
  readonly projection?: string;
}

/** Any context, as the registry holds them. */
export type AnyContext = CoreContext<string, unknown, CommandEnvelope, NewEvent>;

/** Keeps the literal name and the types of a context, so AppState can be derived from the list. */
export function defineContext<N extends string, S, C extends CommandEnvelope, E extends NewEvent>(
  context: CoreContext<N, S, C, E>,
): CoreContext<N, S, C, E> {
  return context;
}

import type { ShapeUpgrade } from './context';
import { APP_REGISTRY } from './contexts';
import { stateSchemaHash } from './replay';
import type { AppState } from './state';

type ContextName = string;
export type ShapeVersions = Readonly<Record<string, number>>;
/**
 * Upgrades of each context's snapshot state, by the version they start from
 * (CoreContext.shape.upgrades). Compaction deletes the events a snapshot
 * covers, so a build that changes a context's shape cannot rebuild that
 * context from the log: without an upgrade the context starts afresh and the
 * boot logs it. tests/core/app/carryOver.test.ts insists on an upgrade for
 * every older version of every context.
 */
export type ShapeUpgrades = Readonly<Record<ContextName, Readonly<Record<number, ShapeUpgrade>>>>;
export const SNAPSHOT_UPGRADES: ShapeUpgrades = APP_REGISTRY.upgrades;

export interface CarriedOver {
  readonly state: AppState;
  /** Contexts taken as they were, or upgraded to this build's shape. */
  readonly kept: readonly ContextName[];
  readonly upgraded: readonly ContextName[];
  /** Contexts this build adds: they start from their initial state, as they would with the whole log. */
  readonly added: readonly ContextName[];
  /** Contexts whose old state could not be carried over: they start afresh (logged by the caller). */
  readonly reset: readonly { readonly context: ContextName; readonly reason: string }[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The shape table a snapshot was written with. Records from before the table
 * was stored carry only their hash; every context was then at version 1, so
 * the table is recovered exactly when the hash of "each context at 1" matches.
 */
export function snapshotVersions(record: {
  readonly hash: string;
  readonly state: unknown;
  readonly versions?: unknown;
}): ShapeVersions | null {
  if (isObject(record.versions) && Object.values(record.versions).every((v) => Number.isInteger(v)))
    return record.versions as ShapeVersions;
  if (!isObject(record.state)) return null;
  const guess = Object.fromEntries(Object.keys(record.state).map((k) => [k, 1]));
  return stateSchemaHash(guess) === record.hash ? guess : null;
}

/**
 * This build's state from a snapshot written by a build with another state
 * shape: each context whose version is unchanged is kept, an older one is
 * upgraded step by step, a new one starts initial, and one that cannot be
 * upgraded is reset. The other contexts never pay for one context's change.
 */
export function carryOver(
  old: { readonly state: unknown; readonly versions: ShapeVersions },
  current: ShapeVersions = APP_REGISTRY.shapeVersions,
  upgrades: ShapeUpgrades = APP_REGISTRY.upgrades,
  initial: Readonly<Record<string, unknown>> = APP_REGISTRY.initialState,
): CarriedOver {
  const oldState = isObject(old.state) ? old.state : {};
  const next: Record<string, unknown> = { ...initial };
  const kept: ContextName[] = [];
  const upgraded: ContextName[] = [];
  const added: ContextName[] = [];
  const reset: { context: ContextName; reason: string }[] = [];
  for (const context of Object.keys(initial)) {
    const from = old.versions[context];
    const to = current[context] ?? 1;
    const value = oldState[context];
    if (from === undefined) {
      added.push(context);
      continue;
    }
    if (!isObject(value)) {
      reset.push({ context, reason: 'its snapshot state is missing or not an object' });
      continue;
    }
    if (from === to) {
      next[context] = value;
      kept.push(context);
      continue;
    }
    if (from > to) {
      reset.push({ context, reason: `its snapshot is of a newer shape (v${from}) than this build's (v${to})` });
      continue;
    }
    let state: unknown = value;
    let missing: number | null = null;
    for (let v = from; v < to; v++) {
      const step = upgrades[context]?.[v];
      if (!step) {
        missing = v;
        break;
      }
      state = step(state);
    }
    if (missing !== null || !isObject(state)) {
      reset.push({ context, reason: missing !== null ? `no upgrade from shape v${missing}` : 'its upgrade did not give an object' });
      continue;
    }
    next[context] = state;
    upgraded.push(context);
  }
  return { state: next as unknown as AppState, kept, upgraded, added, reset };
}

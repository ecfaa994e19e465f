import { APP_REGISTRY, type AppState, type Registry } from '../../core/app';
import type { SnapshotRecord } from './schema';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A snapshot is only trusted when it has the shape of this build's state: the
 * same contexts at the top, each an object. The hash already says the shapes
 * match; this guards against a damaged record, which is then ignored and the
 * state rebuilt from the log.
 */
export function isPlausibleState(state: unknown, registry: Registry = APP_REGISTRY): state is AppState {
  if (!isObject(state)) return false;
  const expected = Object.keys(registry.initialState);
  const actual = Object.keys(state);
  if (actual.length !== expected.length) return false;
  return expected.every((key) => isObject(state[key]));
}

export function isSnapshotRecord(value: unknown, registry: Registry = APP_REGISTRY): value is SnapshotRecord {
  return (
    isObject(value) &&
    typeof value.hash === 'string' &&
    typeof value.seq === 'number' &&
    Number.isInteger(value.seq) &&
    value.seq >= 0 &&
    isPlausibleState(value.state, registry)
  );
}

/**
 * A snapshot of another state shape that may still be carried over context by
 * context: sound envelope, a state object; its contexts are judged one by one.
 */
export function isForeignSnapshot(value: unknown): value is Omit<SnapshotRecord, 'state'> & { readonly state: Record<string, unknown> } {
  return (
    isObject(value) &&
    typeof value.hash === 'string' &&
    typeof value.seq === 'number' &&
    Number.isInteger(value.seq) &&
    value.seq > 0 &&
    isObject(value.state)
  );
}

/** A line of an exported log that is meant as a snapshot: it has a hash and a state and is no event. */
export function looksLikeSnapshot(value: unknown): boolean {
  return isObject(value) && 'hash' in value && 'state' in value && !('type' in value);
}

import type { LiveProjection, LiveProjectionPatch } from '../../protocol/live-client';

type Rest = Omit<LiveProjection, 'games' | 'lists'>;
const REST_KEYS: readonly (keyof Rest)[] = ['feed', 'display', 'topics', 'filteredOut', 'catalogue', 'inCoupon', 'watchIds'];

function diffRecord<V>(prev: Readonly<Record<string, V>>, next: Readonly<Record<string, V>>): Record<string, V | null> | null {
  if (prev === next) return null;
  let out: Record<string, V | null> | null = null;
  for (const key of Object.keys(next)) {
    const value = next[key] as V;
    if (prev[key] !== value) (out ??= {})[key] = value;
  }
  for (const key of Object.keys(prev)) if (!(key in next)) (out ??= {})[key] = null;
  return out;
}

/**
 * What a tab holding `prev` needs to hold `next`. By reference: the live
 * service keeps every unchanged game view, list and field the same object,
 * so this is cheap and exact. Null when nothing changed.
 */
export function diffLiveProjection(prev: LiveProjection, next: LiveProjection): LiveProjectionPatch | null {
  if (prev === next) return null;
  const set: Partial<Record<keyof Rest, unknown>> = {};
  let changed = false;
  for (const key of REST_KEYS) {
    if (prev[key] === next[key]) continue;
    set[key] = next[key];
    changed = true;
  }
  const games = diffRecord(prev.games, next.games);
  const lists = diffRecord(prev.lists, next.lists);
  if (!changed && !games && !lists) return null;
  return { set: set as LiveProjectionPatch['set'], games: games ?? {}, lists: lists ?? {} };
}

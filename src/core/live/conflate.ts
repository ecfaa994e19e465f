import type { FeedDelta } from '../../protocol/schemas/live';

/**
 * The part of the live state one write overwrites: an outcome's coefficient,
 * a market's suspension, a game's header, or a game's place in the lists
 * (added or removed as a whole). The feed's deltas and the server's world
 * changes before they become deltas both name one of these. A match event
 * is its own part (its game and id): no later write overwrites it, so
 * conflation never drops a goal.
 */
export type LiveWritePart =
  | { readonly t: 'coef'; readonly outcomeId: number }
  | { readonly t: 'market'; readonly marketId: number }
  | { readonly t: 'game'; readonly gameId: number }
  | { readonly t: 'listing'; readonly gameId: number }
  | { readonly t: 'event'; readonly gameId: number; readonly eventId: number };

/** Every write is absolute, so only the last write per key matters: the one key scheme of the client and the server. */
export function writeKey(part: LiveWritePart): string {
  switch (part.t) {
    case 'coef':
      return `o${part.outcomeId}`;
    case 'market':
      return `m${part.marketId}`;
    case 'game':
      return `g${part.gameId}`;
    case 'listing':
      return `l${part.gameId}`;
    case 'event':
      return `e${part.gameId}.${part.eventId}`;
  }
}

/** What a delta overwrites. */
export function deltaKey(delta: FeedDelta): string {
  if (delta.t === 'added') return writeKey({ t: 'listing', gameId: delta.game.gameId });
  if (delta.t === 'removed') return writeKey({ t: 'listing', gameId: delta.gameId });
  if (delta.t === 'event') return writeKey({ t: 'event', gameId: delta.gameId, eventId: delta.event.id });
  return writeKey(delta);
}

/**
 * Keeps the latest write per key, in the order of those latest writes.
 * Applying the result gives the same state as applying every write in
 * order: a dropped write is always overwritten later by its own key, and a
 * write to a part that does not exist is a no-op either way.
 */
export function keepLatest<T>(writes: readonly T[], keyOf: (write: T) => string): T[] {
  if (writes.length < 2) return [...writes];
  const lastIndex = new Map<string, number>();
  for (let i = 0; i < writes.length; i += 1) lastIndex.set(keyOf(writes[i] as T), i);
  if (lastIndex.size === writes.length) return [...writes];
  const out: T[] = [];
  for (let i = 0; i < writes.length; i += 1) {
    const write = writes[i] as T;
    if (lastIndex.get(keyOf(write)) === i) out.push(write);
  }
  return out;
}

export function conflate(deltas: readonly FeedDelta[]): FeedDelta[] {
  return keepLatest(deltas, deltaKey);
}

/** Conflates several batches into one (a slow client, a merged resume). */
export function conflateBatches(batches: readonly (readonly FeedDelta[])[]): FeedDelta[] {
  return conflate(batches.flat());
}

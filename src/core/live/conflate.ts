import type { FeedDelta } from '../../protocol/schemas/live';

/**
 * What a delta overwrites. Every delta is an absolute write of one part of
 * the state (an outcome's coefficient, a market's suspension, a game's
 * header, a whole game for added/removed), so only the last write per key
 * matters.
 */
export function deltaKey(delta: FeedDelta): string {
  switch (delta.t) {
    case 'coef':
      return `o${delta.outcomeId}`;
    case 'market':
      return `m${delta.marketId}`;
    case 'game':
      return `g${delta.gameId}`;
    case 'added':
      return `l${delta.game.gameId}`;
    case 'removed':
      return `l${delta.gameId}`;
  }
}

/**
 * Keeps the latest delta per key, in the order of those latest deltas.
 * Applying the result gives the same state as applying every delta in
 * order: a dropped write is always overwritten later by its own key, and a
 * write to a part that does not exist is a no-op either way.
 */
export function conflate(deltas: readonly FeedDelta[]): FeedDelta[] {
  if (deltas.length < 2) return [...deltas];
  const lastIndex = new Map<string, number>();
  for (let i = 0; i < deltas.length; i += 1) lastIndex.set(deltaKey(deltas[i] as FeedDelta), i);
  if (lastIndex.size === deltas.length) return [...deltas];
  const out: FeedDelta[] = [];
  for (let i = 0; i < deltas.length; i += 1) {
    const delta = deltas[i] as FeedDelta;
    if (lastIndex.get(deltaKey(delta)) === i) out.push(delta);
  }
  return out;
}

/** Conflates several batches into one (a slow client, a merged resume). */
export function conflateBatches(batches: readonly (readonly FeedDelta[])[]): FeedDelta[] {
  return conflate(batches.flat());
}

import { MATCH_EVENTS_KEPT } from '../../protocol/constants/matchEvents';
import type { MatchEvent } from '../../protocol/schemas/live';

/**
 * A game's recent match events with one more: kept in id order, at most
 * `kept`, the oldest dropped first. Null for an event not newer than the
 * last one held: the client has it already (a resume replays batches that
 * a snapshot may already contain).
 */
export function withMatchEvent(events: readonly MatchEvent[], event: MatchEvent, kept: number = MATCH_EVENTS_KEPT): MatchEvent[] | null {
  const last = events[events.length - 1];
  if (last && event.id <= last.id) return null;
  const start = Math.max(0, events.length + 1 - kept);
  const next = events.slice(start);
  next.push(event);
  return next;
}

/** Whether two lists hold the same events (ids grow per game and events never change, so ids suffice). */
export function sameEvents(a: readonly MatchEvent[] | undefined, b: readonly MatchEvent[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((e, i) => e.id === b[i]?.id);
}

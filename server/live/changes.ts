import { writeKey } from '../../src/core/live/conflate';
import type { CoefDelta, EventDelta, GameDelta, MarketDelta } from '../../src/protocol/schemas/live';

/**
 * What the simulator reports, before the feed fits it to each connection:
 * coefficient, suspension, header and match event changes go out as they are (events to
 * game topics only); a created
 * game becomes `added` (rendered in the connection's language and detail)
 * and a dropped one `removed`.
 */
export type WorldChange =
  | CoefDelta
  | MarketDelta
  | GameDelta
  | EventDelta
  | { readonly t: 'created'; readonly gameId: number }
  | { readonly t: 'dropped'; readonly gameId: number };

/** What a change overwrites, in the client's own key scheme (a created or dropped game is its place in the lists). */
export function changeKey(change: WorldChange): string {
  if (change.t === 'event') return writeKey({ t: 'event', gameId: change.gameId, eventId: change.event.id });
  return writeKey(change.t === 'created' || change.t === 'dropped' ? { t: 'listing', gameId: change.gameId } : change);
}

/**
 * The match tracker (SPEC 3, the "zone" media): what the live simulator
 * reports happening in a game, drawn on a 2D field. One list read by the
 * server (which events a sport has), the worker (how many it keeps) and
 * the UI (how it draws and announces them).
 */

/** A game topic's snapshot carries this many latest events; the worker keeps as many per watched game. */
export const MATCH_EVENTS_KEPT = 20;

export const MATCH_EVENT_KINDS = [
  'attack',
  'danger',
  'shot',
  'goal',
  'corner',
  'freeKick',
  'yellow',
  'red',
  'penalty',
  'basket',
  'foul',
  'timeout',
  'serve',
  'point',
  'score',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

/** The events that change the score: each comes with exactly one score increase, and no score increase comes without one. */
export const SCORING_EVENT_KINDS: readonly MatchEventKind[] = ['goal', 'basket', 'point', 'score'];

/**
 * The events a screen reader hears: goals, cards, penalties and the rare
 * scores of the generic arena. A basket or a rally point comes every few
 * seconds, too often to announce.
 */
export const ANNOUNCED_EVENT_KINDS: readonly MatchEventKind[] = ['goal', 'yellow', 'red', 'penalty', 'score'];

/** The field a sport is drawn on, which also decides the events its games have. */
export type TrackerField = 'pitch' | 'rink' | 'court' | 'net' | 'arena';

const FIELD_BY_SPORT: Readonly<Record<string, TrackerField>> = {
  football: 'pitch',
  fifa: 'pitch',
  'ice-hockey': 'rink',
  basketball: 'court',
  tennis: 'net',
  volleyball: 'net',
  'table-tennis': 'net',
};

/** Every other sport (cyber, fights, cricket, racing) gets the generic arena: attacks and scores. */
export function trackerFieldOf(sportSlug: string): TrackerField {
  return FIELD_BY_SPORT[sportSlug] ?? 'arena';
}

/** The scoring event of each field. */
export const SCORING_KIND: Readonly<Record<TrackerField, MatchEventKind>> = {
  pitch: 'goal',
  rink: 'goal',
  court: 'basket',
  net: 'point',
  arena: 'score',
};

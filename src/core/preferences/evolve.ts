import type { PreferencesEvent } from '../../protocol/preferences';
import { initialPreferences, type PreferencesState } from './state';

/**
 * A flat record: a spread is the whole update, and it is the hot path of
 * every replay (immer's produce and freeze cost four times as much here).
 */
export function evolve(state: PreferencesState, event: PreferencesEvent): PreferencesState {
  switch (event.type) {
    case 'preferences/changed':
      return { ...state, ...event.payload.changes };
    case 'preferences/reset':
      return initialPreferences;
  }
}

/**
 * The same as folding `evolve` over `events`, with one copy of the record
 * instead of one per event: replay meets long runs of preference changes,
 * and merging their changes first is what makes it fast.
 */
export function evolveAll(state: PreferencesState, events: readonly PreferencesEvent[]): PreferencesState {
  let base = state;
  let changes: Record<string, unknown> | null = null;
  for (const event of events) {
    if (event.type === 'preferences/reset') {
      base = initialPreferences;
      changes = null;
    } else Object.assign((changes ??= {}), event.payload.changes);
  }
  return changes === null ? base : ({ ...base, ...changes } as PreferencesState);
}

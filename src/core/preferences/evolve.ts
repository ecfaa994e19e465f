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

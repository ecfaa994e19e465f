import { produce } from 'immer';
import type { PreferencesEvent } from '../../protocol/preferences';
import { initialPreferences, type PreferencesState } from './state';

export function evolve(state: PreferencesState, event: PreferencesEvent): PreferencesState {
  switch (event.type) {
    case 'preferences/changed':
      return produce(state, (draft) => {
        Object.assign(draft, event.payload.changes);
      });
    case 'preferences/reset':
      return initialPreferences;
  }
}

import type { AppEvent } from '../../protocol/events';
import * as preferences from '../preferences';
import type { AppState } from './state';

/** Applies one decoded event. Never throws: the codec has already refused what it cannot read. */
export function evolveApp(state: AppState, event: AppEvent): AppState {
  switch (event.type) {
    case 'preferences/changed':
    case 'preferences/reset': {
      const next = preferences.evolve(state.preferences, event);
      return next === state.preferences ? state : { ...state, preferences: next };
    }
  }
}

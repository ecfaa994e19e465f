import {
  PREFERENCES_COMMANDS,
  PREFERENCES_EVENT_SCHEMAS,
  type PreferencesCommand,
  type PreferencesEvent,
} from '../../protocol/preferences';
import { defineContext } from '../app/context';
import { decide } from './decide';
import { evolve, evolveAll } from './evolve';
import { readChanges } from './readChanges';
import { initialPreferences } from './state';

/** The player's display preferences (SPEC 3): every tab shows the same, and a reload keeps them. */
export const preferencesContext = defineContext({
  name: 'preferences',
  initial: initialPreferences,
  shape: { version: 1 },
  commands: PREFERENCES_COMMANDS,
  events: PREFERENCES_EVENT_SCHEMAS,
  upcasters: {
    'preferences/changed': {
      1: (payload) => {
        const { key, value } = payload as { key: string; value: unknown };
        return { changes: { [key]: value } };
      },
    },
  },
  readers: { 'preferences/changed': readChanges },
  decide: (state, command: PreferencesCommand) => decide(state, command),
  evolve: (state, event: PreferencesEvent) => evolve(state, event),
  evolveRun: evolveAll,
  projection: 'preferences',
});

import { preferencesPatchSchema, type PreferencesCommand, type PreferencesEvent, type PreferencesPatch } from '../../protocol/preferences';
import { reject } from '../../protocol/rejections';
import type { Decision } from '../shared/decision';
import type { PreferencesState } from './state';

/** Only real changes become events, so a log never fills with no-ops from a chatty UI. */
export function decide(state: PreferencesState, command: PreferencesCommand): Decision<PreferencesEvent> {
  switch (command.type) {
    case 'preferences/set': {
      const parsed = preferencesPatchSchema.safeParse(command.payload);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        return reject('preferences.invalid_value', { field: issue ? issue.path.join('.') : '' });
      }
      const changes = changedOnly(state, parsed.data);
      return Object.keys(changes).length === 0 ? [] : [{ type: 'preferences/changed', v: 2, payload: { changes } }];
    }
    case 'preferences/reset':
      return [{ type: 'preferences/reset', v: 1, payload: {} }];
  }
}

function changedOnly(state: PreferencesState, patch: PreferencesPatch): PreferencesPatch {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch)) {
    if (value !== undefined && state[key as keyof PreferencesState] !== value) out[key] = value;
  }
  return out as PreferencesPatch;
}

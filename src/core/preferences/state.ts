import { DEFAULT_PREFERENCES, type Preferences } from '../../protocol/preferences';

export type PreferencesState = Preferences;
export const initialPreferences: PreferencesState = DEFAULT_PREFERENCES;

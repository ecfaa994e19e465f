import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The settings pages' texts, one chunk per language, fetched by the pages themselves (the shell's list of areas stays as it is). */
const OFFICE_SETTINGS_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeSettings/*.json', { import: 'default' });

export const useOfficeSettingsTexts = (): boolean => useLazyAreaTexts(OFFICE_SETTINGS_TEXTS, 'officeSettings.title');

import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The notice's texts, one chunk per language, fetched by the notice itself: the shell's first load carries none of them. */
const AGE_TEXTS = import.meta.glob<Texts>('../i18n/areas/ageNotice/*.json', { import: 'default' });

/** Whether the notice's texts of the language on screen are in place; fetches them when not. */
export const useAgeTexts = (): boolean => useLazyAreaTexts(AGE_TEXTS, 'ageNotice.title');

import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The betting alphabet's area, one chunk per language, fetched by its page only (never the first load). */
const ALPHABET_TEXTS = import.meta.glob<Texts>('../i18n/areas/alphabet/*.json', { import: 'default' });

export const useAlphabetTexts = (): boolean => useLazyAreaTexts(ALPHABET_TEXTS, 'alphabet.title');

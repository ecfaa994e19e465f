import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The bingo area's texts, one chunk per language, fetched by the bingo page only. */
const BINGO_TEXTS = import.meta.glob<Texts>('../i18n/areas/bingo/*.json', { import: 'default' });

export const useBingoTexts = (): boolean => useLazyAreaTexts(BINGO_TEXTS, 'bingo.title');

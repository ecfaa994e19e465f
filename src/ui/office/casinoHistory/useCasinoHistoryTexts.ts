import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The casino history's texts, one chunk per language, fetched by its page: the first load of the site carries none. */
const TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeCasinoHistory/*.json', { import: 'default' });

export function useCasinoHistoryTexts(): boolean {
  return useLazyAreaTexts(TEXTS, 'officeCasinoHistory.title');
}

import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The cashback and rewards pages' texts, one chunk per language, fetched by those pages (never with the first load). */
const CASHBACK_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeCashback/*.json', { import: 'default' });

export const useCashbackTexts = (): boolean => useLazyAreaTexts(CASHBACK_TEXTS, 'officeCashback.terms');

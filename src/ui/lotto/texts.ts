import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The lotto area's texts, one chunk per language, fetched by the lotto page only. */
const LOTTO_TEXTS = import.meta.glob<Texts>('../i18n/areas/lotto/*.json', { import: 'default' });

export const useLottoTexts = (): boolean => useLazyAreaTexts(LOTTO_TEXTS, 'lotto.title');

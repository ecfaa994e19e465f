import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The bonus pages' texts, one chunk per language, fetched by the pages (never with the first load). */
const BONUS_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeBonus/*.json', { import: 'default' });

export const useBonusTexts = (): boolean => useLazyAreaTexts(BONUS_TEXTS, 'officeBonus.title_deposit');

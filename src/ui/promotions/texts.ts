import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The promotion pages' texts (the promotions app and office/promotion), one chunk per language, never in a first load. */
const PROMOTION_TEXTS = import.meta.glob<Texts>('../i18n/areas/promotionPages/*.json', { import: 'default' });

export const usePromotionTexts = (): boolean => useLazyAreaTexts(PROMOTION_TEXTS, 'promotionPages.title');

import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The video slot's texts, one chunk per language, fetched by the game only. */
const SLOT_TEXTS = import.meta.glob<Texts>('../../i18n/areas/casinoSlot/*.json', { import: 'default' });

export const useSlotTexts = (): boolean => useLazyAreaTexts(SLOT_TEXTS, 'casinoSlot.spin');

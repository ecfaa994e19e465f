import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The office frame's texts (menu, account, transfers, wallets, promo code): one chunk per language, fetched with the frame. */
const OFFICE_FRAME_TEXTS = import.meta.glob<Texts>('../../i18n/areas/officeFrame/*.json', { import: 'default' });

export const useOfficeFrameTexts = (): boolean => useLazyAreaTexts(OFFICE_FRAME_TEXTS, 'officeFrame.menu.title');

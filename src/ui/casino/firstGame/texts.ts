import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The casinoPages area (the thank-you and first-deposit pages), one chunk per language, fetched by these pages only. */
const CASINO_PAGES_TEXTS = import.meta.glob<Texts>('../../i18n/areas/casinoPages/*.json', { import: 'default' });

export const useCasinoPagesTexts = (): boolean => useLazyAreaTexts(CASINO_PAGES_TEXTS, 'casinoPages.lobby');

import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The casinoShared area (crash and roulette), one chunk per language, fetched by those games only. */
const CASINO_SHARED_TEXTS = import.meta.glob<Texts>('../i18n/areas/casinoShared/*.json', { import: 'default' });

export const useCasinoSharedTexts = (): boolean => useLazyAreaTexts(CASINO_SHARED_TEXTS, 'casinoShared.common.place_bet');

import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The casinoPlay area (the game page's and the frame's texts), one chunk per language, fetched by the game page only. */
const CASINO_PLAY_TEXTS = import.meta.glob<Texts>('../../i18n/areas/casinoPlay/*.json', { import: 'default' });

export const useCasinoPlayTexts = (): boolean => useLazyAreaTexts(CASINO_PLAY_TEXTS, 'casinoPlay.page.title');

import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The keno game's texts, one chunk per language, fetched by the game only (the frame's first load carries none). */
const KENO_TEXTS = import.meta.glob<Texts>('../../i18n/areas/kenoGame/*.json', { import: 'default' });

export const useKenoTexts = (): boolean => useLazyAreaTexts(KENO_TEXTS, 'kenoGame.title');

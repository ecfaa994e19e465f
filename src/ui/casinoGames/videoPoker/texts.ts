import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** Video poker's texts, one chunk per language, fetched by the game only (the frame's first load carries none). */
const VIDEO_POKER_TEXTS = import.meta.glob<Texts>('../../i18n/areas/videoPoker/*.json', { import: 'default' });

export const useVideoPokerTexts = (): boolean => useLazyAreaTexts(VIDEO_POKER_TEXTS, 'videoPokerGame.title');

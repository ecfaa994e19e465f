import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The blackjack table's texts, one chunk per language, fetched by the game only (the frame's first load carries none). */
const BLACKJACK_TEXTS = import.meta.glob<Texts>('../../i18n/areas/blackjackGame/*.json', { import: 'default' });

export const useBlackjackTexts = (): boolean => useLazyAreaTexts(BLACKJACK_TEXTS, 'blackjackGame.title');

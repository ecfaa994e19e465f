import type { Texts } from '../i18n/texts';
import { useLazyAreaTexts } from '../i18n/useLazyAreaTexts';

/** The TV games area's texts, one chunk per language, fetched by the TV games page only. */
const TV_GAMES_TEXTS = import.meta.glob<Texts>('../i18n/areas/tvGames/*.json', { import: 'default' });

export const useTvGamesTexts = (): boolean => useLazyAreaTexts(TV_GAMES_TEXTS, 'tvGames.title');

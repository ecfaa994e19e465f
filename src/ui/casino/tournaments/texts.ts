import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The casino bonus and tournament pages' texts, one chunk per language, fetched by these pages only. */
const TOURNAMENT_TEXTS = import.meta.glob<Texts>('../../i18n/areas/casinoTournaments/*.json', { import: 'default' });

export const useTournamentTexts = (): boolean => useLazyAreaTexts(TOURNAMENT_TEXTS, 'casinoTournaments.title');

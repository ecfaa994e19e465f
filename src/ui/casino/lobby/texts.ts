import type { Texts } from '../../i18n/texts';
import { useLazyAreaTexts } from '../../i18n/useLazyAreaTexts';

/** The casinoLobby area, one chunk per language, fetched by the lobby's pages only. */
const CASINO_LOBBY_TEXTS = import.meta.glob<Texts>('../../i18n/areas/casinoLobby/*.json', { import: 'default' });

export const useCasinoLobbyTexts = (): boolean => useLazyAreaTexts(CASINO_LOBBY_TEXTS, 'casinoLobby.count_other');

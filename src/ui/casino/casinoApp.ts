import type { AppModule } from '../apps/contract';
import { CasinoPage } from './CasinoPage';
import { LobbyPage } from './lobby/LobbyPage';
import { MyCasinoPage } from './lobby/MyCasinoPage';
import { LOBBY_PRESETS, type LobbyRouteId } from './lobby/presets';
import { ProvidersPage } from './lobby/ProvidersPage';

const lobbyPages = Object.fromEntries(Object.keys(LOBBY_PRESETS).map((id) => [id as LobbyRouteId, LobbyPage]));

/**
 * The casino app: the lobby's pages (every listing, the providers, my
 * casino); the game pages and the promotions are other parts of issue 21,
 * drawn by the placeholder until they land.
 */
export const app: AppModule = {
  pages: { ...lobbyPages, providers: ProvidersPage, casinoBrand: ProvidersPage, myCasino: MyCasinoPage, myCasinoFavorites: MyCasinoPage },
  otherPages: CasinoPage,
};

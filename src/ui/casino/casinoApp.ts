import type { AppModule } from '../apps/contract';
import { SlotFirstDepositPage } from './firstGame/SlotFirstDepositPage';
import { ThankYouPage } from './firstGame/ThankYouPage';
import { GamePage } from './game/GamePage';
import { LobbyPage } from './lobby/LobbyPage';
import { MyCasinoPage } from './lobby/MyCasinoPage';
import { LOBBY_PRESETS, type LobbyRouteId } from './lobby/presets';
import { ProvidersPage } from './lobby/ProvidersPage';
import { PokerPage } from './poker/PokerPage';
import { TOURNAMENT_PAGES } from './tournaments/pages';

const lobbyPages = Object.fromEntries(Object.keys(LOBBY_PRESETS).map((id) => [id as LobbyRouteId, LobbyPage]));

/**
 * The casino app: the lobby's pages (every listing, the providers, my
 * casino), the game page, the tournaments and casino bonus pages, the
 * thank-you page after a first real-money game, the first-deposit bonus,
 * video poker (poker/{game?}). Bingo, TV games and virtual sports are apps
 * of their own.
 */
export const app: AppModule = {
  pages: {
    ...lobbyPages,
    providers: ProvidersPage,
    casinoBrand: ProvidersPage,
    myCasino: MyCasinoPage,
    myCasinoFavorites: MyCasinoPage,
    slotsGame: GamePage,
    liveCasinoGame: GamePage,
    poker: PokerPage,
    ...TOURNAMENT_PAGES,
    thankYou: ThankYouPage,
    slotFirstDeposit: SlotFirstDepositPage,
  },
};

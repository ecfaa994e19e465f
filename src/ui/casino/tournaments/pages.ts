import type { ComponentType } from 'react';
import type { PageProps } from '../../core-access/pageProps';
import { CasinoBonusPage, CasinoOfferPage } from './CasinoBonusPage';
import { TournamentPage } from './TournamentPage';
import { TournamentsPage } from './TournamentsPage';

/** The casino's bonus and tournament pages by route id, for the casino app's door to merge. */
export const TOURNAMENT_PAGES = {
  bonusCasino: CasinoBonusPage,
  bonusCasinoPromo: CasinoBonusPage,
  bonusCasinoItem: CasinoOfferPage,
  bonusCasinoPromotion: CasinoOfferPage,
  bonusCasinoTournaments: TournamentsPage,
  bonusCasinoTournament: TournamentPage,
} as const satisfies Readonly<Record<string, ComponentType<PageProps>>>;

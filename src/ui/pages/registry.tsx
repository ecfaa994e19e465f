import type { ComponentType } from 'react';
import type { RouteId, SECTION_ROUTE_ID } from '../../protocol/routes';
import type { PageProps } from '../core-access/pageProps';
import { DebuggerRoute } from './DebuggerPage';
import { HomePage } from './HomePage';
import { SHELL_PAGES } from '../shell/pages/shellPages';
import { RegistrationPage } from '../session/RegistrationPage';
import {
  ConfirmTermsPage,
  UserAccountVerifyPage,
  UserActivatePage,
  UserPasswordResetPage,
  UserStopNewsletterPage,
} from '../session/UserPages';
import { ChampPage, GamePage, SectionPage, SportPage } from '../live/sectionPages';
import { ResultsPage } from '../live/ResultsPage';
import { PrintCouponPage } from '../coupon/print/PrintCouponPage';
import {
  CyberAllPage,
  CyberChampPage,
  CyberDisciplineChampsPage,
  CyberDisciplinePage,
  CyberDisciplineSectionPage,
  CyberGamePage,
  CyberMainPage,
} from '../live/cyberPages';
import { MultiPage } from '../live/MultiPage';
import { ChampsPage } from '../live/ChampsPage';
import { StatisticPage, StatisticPopupPage } from '../live/statisticPages';
import { TeamGamePage, TeamPage } from '../live/teamPages';
import { BetsOnYourPage, MarblePage, PoliticsPage, TopGamePage, UfcPage } from '../live/pageTypePages';
import { FEATURED_PAGES } from '../live/featuredPages';

/**
 * Which component renders which route of the table (src/protocol/routes.ts).
 * Each area adds its own entries here; a route without one renders the
 * placeholder of its remote application with its parameters.
 */
export const PAGE_COMPONENTS: Partial<Record<RouteId | typeof SECTION_ROUTE_ID, ComponentType<PageProps>>> = {
  home: HomePage,
  debugger: DebuggerRoute,
  // The shell (issue 7): status pages and information pages.
  ...SHELL_PAGES,
  registration: RegistrationPage,
  confirmTerms: ConfirmTermsPage,
  userAccountVerify: UserAccountVerifyPage,
  userActivate: UserActivatePage,
  userPasswordReset: UserPasswordResetPage,
  userStopNewsletter: UserStopNewsletterPage,
  // Live and line betting (issue 5).
  bettingSection: SectionPage,
  bettingMenuSection: SectionPage,
  bettingSport: SportPage,
  bettingChamp: ChampPage,
  bettingGame: GamePage,
  results: ResultsPage,
  cyberType: CyberMainPage,
  cyberMain: CyberMainPage,
  cyberAll: CyberAllPage,
  cyberDiscipline: CyberDisciplinePage,
  cyberDisciplineChamps: CyberDisciplineChampsPage,
  cyberDisciplineSection: CyberDisciplineSectionPage,
  cyberChamp: CyberChampPage,
  cyberGame: CyberGamePage,
  multi: MultiPage,
  champs: ChampsPage,
  statistic: StatisticPage,
  statisticPopup: StatisticPopupPage,
  team: TeamPage,
  teamGame: TeamGamePage,
  betsOnYour: BetsOnYourPage,
  topGame: TopGamePage,
  marble: MarblePage,
  ufc: UfcPage,
  politics: PoliticsPage,
  // The bet slip (issue 6): a placed coupon as a printable ticket.
  printCoupon: PrintCouponPage,
  champHome: FEATURED_PAGES.champ.home,
  champGame: FEATURED_PAGES.champ.game,
  champFinal: FEATURED_PAGES.champ.final,
  eplHome: FEATURED_PAGES.epl.home,
  eplGame: FEATURED_PAGES.epl.game,
  eplFinal: FEATURED_PAGES.epl.final,
  laligaHome: FEATURED_PAGES.laliga.home,
  laligaGame: FEATURED_PAGES.laliga.game,
  laligaFinal: FEATURED_PAGES.laliga.final,
  europaleagueHome: FEATURED_PAGES.europaleague.home,
  europaleagueGame: FEATURED_PAGES.europaleague.game,
  europaleagueFinal: FEATURED_PAGES.europaleague.final,
  iplHome: FEATURED_PAGES.ipl.home,
  iplGame: FEATURED_PAGES.ipl.game,
  iplFinal: FEATURED_PAGES.ipl.final,
};

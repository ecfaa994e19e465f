import type { ComponentType } from 'react';
import type { RouteId, SECTION_ROUTE_ID } from '../../protocol/routes';
import type { PageResolution } from '../../protocol/routeAnswer';
import { DebuggerRoute } from './DebuggerPage';
import { HomePage } from './HomePage';
import { SHELL_PAGES } from '../shell/pages/shellPages';
import { RegistrationPage } from '../session/RegistrationPage';
import { ConfirmTermsPage, UserAccountVerifyPage, UserActivatePage, UserPasswordResetPage, UserStopNewsletterPage } from '../session/UserPages';
import { ChampPage, GamePage, ResultsPage, SectionPage, SportPage } from '../live/pages';

export interface PageProps {
  /** The worker's route decision for this URL: params, query, layout, meta. */
  readonly resolution: PageResolution;
}

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
};

import { AVAILABLE_ROUTE_NUMBERS } from '../../../src/protocol/routes';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import type { RoutingEnv, Visitor } from '../../../src/core/routing/resolve';
import { makeDemoConfig } from '../../support/demoConfig';

/** A site with every optional route enabled; tests switch things off one at a time. */
export function makeConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  // makeDemoConfig parses: the fixture is a config the server could really send.
  const config: SiteConfig = makeDemoConfig({
    companyName: 'Test Bet',
    languages: [
      { id: 1, code: 'en', name: 'English', rtl: false },
      { id: 2, code: 'ru', name: 'Русский', rtl: false },
      { id: 3, code: 'ar', name: 'العربية', rtl: true },
      { id: 4, code: 'kk', name: 'Қазақша', rtl: false },
    ],
    langHiddenUnauthorized: ['kk'],
    analyticsApiKey: 'k',
    isAutoLogoffEnable: false,
    isShowPaymentPageOnlyAuth: true,
    availableRoutes: Object.values(AVAILABLE_ROUTE_NUMBERS),
    notFoundFragments: ['wp-admin', '.php'],
    isSlotFirstDepositRedirect: true,
    ...overrides,
  });
  return config;
}

export function makeEnv(overrides: Partial<RoutingEnv> = {}, config: Partial<SiteConfig> = {}): RoutingEnv {
  return { config: makeConfig(config), isProduction: false, maintenanceCookie: null, blockReason: null, termsChanged: false, ...overrides };
}

export const guest: Visitor = { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 2, isVipDomain: false };
export const signedIn: Visitor = { isAuthenticated: true, isBanned: false, banLevel: 0, banVersion: 2, isVipDomain: false };
export const banned: Visitor = { isAuthenticated: true, isBanned: true, banLevel: 45, banVersion: 2, isVipDomain: false };
export const vipGuest: Visitor = { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 2, isVipDomain: true };

export const VISITORS = { guest, signedIn, banned, vipGuest } as const;
export type VisitorName = keyof typeof VISITORS;

export function url(path: string): { pathname: string; search: string } {
  const i = path.indexOf('?');
  return i < 0 ? { pathname: path, search: '' } : { pathname: path.slice(0, i), search: path.slice(i) };
}

import { AVAILABLE_ROUTE_NUMBERS } from '../../../src/protocol/routes';
import type { SiteConfig } from '../../../src/protocol/schemas/siteConfig';
import { siteConfigSchema } from '../../../src/protocol/schemas/siteConfig';
import type { RoutingEnv, Visitor } from '../../../src/core/routing/resolve';

/** A site with every optional route enabled; tests switch things off one at a time. */
export function makeConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  const config: SiteConfig = {
    group_id: 1,
    companyName: 'Test Bet',
    languages: [
      { id: 1, code: 'en', name: 'English', rtl: false },
      { id: 2, code: 'ru', name: 'Русский', rtl: false },
      { id: 3, code: 'ar', name: 'العربية', rtl: true },
      { id: 4, code: 'kk', name: 'Қазақша', rtl: false },
    ],
    defaultLanguage: 'ru',
    countryCode: 'ru',
    maintenance: { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: false },
    bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: true, isOneClickShown: true },
    geo_with_twelve_format: false,
    has_twelve_h_by_geo: false,
    licenceMetaTag: null,
    langHiddenUnauthorized: ['kk'],
    analyticsApiKey: 'k',
    isAvailableConfirmTerms: true,
    isMainVipDomainAuthNeed: false,
    geoAuthReqVip: false,
    isAutoLogoffEnable: false,
    autoLogoffInactiveMinutes: 30,
    minAge: 18,
    geoCountryId: 1,
    geoCurrency: { id: 1, iso: 'RUB' },
    isOneTapAuthEnabled: false,
    isShowPaymentPageOnlyAuth: true,
    isRegistrationAllowed: true,
    isShowIdentification: true,
    consultantParams: { consultant_id: null },
    langsHiddenCallback: [],
    isAvailableCallback: true,
    promoBonusToOffer: false,
    availableRoutes: Object.values(AVAILABLE_ROUTE_NUMBERS),
    notFoundFragments: ['wp-admin', '.php'],
    couponTypes: [],
    customValueLimitTypes: [],
    availableLimitIds: [],
    isLimitLockEnabled: false,
    limitCancelMethod: 1,
    isSlotFirstDepositRedirect: true,
    ...overrides,
  };
  // The fixture must be a config the server could really send.
  return siteConfigSchema.parse(config);
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

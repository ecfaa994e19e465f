import { siteConfigSchema, type SiteConfig } from '../../src/protocol/schemas/siteConfig';

/** A complete, valid site configuration for unit tests (the e2e tests use the server's seed); tests override what they exercise. */
export function makeDemoConfig(overrides: Partial<SiteConfig> = {}): SiteConfig {
  return siteConfigSchema.parse({ ...BASE, ...overrides });
}

const BASE: SiteConfig = {
  group_id: 1,
  companyName: 'TestBook',
  languages: [
    { id: 1, code: 'en', name: 'English', rtl: false },
    { id: 2, code: 'ru', name: 'Русский', rtl: false },
    { id: 3, code: 'ar', name: 'العربية', rtl: true },
  ],
  defaultLanguage: 'ru',
  countryCode: 'ru',
  maintenance: { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: false, web_state: false },
  bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: true, isOneClickShown: true },
  geo_with_twelve_format: false,
  has_twelve_h_by_geo: false,
  licenceMetaTag: null,
  langHiddenUnauthorized: [],
  analyticsApiKey: 'test',
  isAvailableConfirmTerms: true,
  isMainVipDomainAuthNeed: false,
  geoAuthReqVip: false,
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  minAge: 18,
  socialLinks: [{ name: 'Telegram', link: 'https://t.me/testbook', iconName: 'telegram', placementTypeId: 1 }],
  responsibleGaming: { coolingOffHours: 24, confirmWithinDays: 7, extraLimitsEnabled: false },
  geoCountryId: 1,
  geoCurrency: { id: 1, iso: 'RUB' },
  isOneTapAuthEnabled: false,
  isShowPaymentPageOnlyAuth: false,
  isRegistrationAllowed: true,
  isShowIdentification: true,
  consultantParams: { consultant_id: null },
  langsHiddenCallback: [],
  isAvailableCallback: true,
  promoBonusToOffer: false,
  availableRoutes: [47, 52],
  notFoundFragments: ['wp-admin'],
  couponTypes: [],
  customValueLimitTypes: [],
  availableLimitIds: [],
  isLimitLockEnabled: false,
  limitCancelMethod: 1,
  isSlotFirstDepositRedirect: false,
};

export const demoConfig: SiteConfig = makeDemoConfig();

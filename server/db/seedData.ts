import type { SiteConfig, SocialLink } from '../../src/protocol/schemas/siteConfig';
import { COUPON_TYPE, COUPON_TYPE_IDS } from '../../src/protocol/constants/couponTypes';
import { AVAILABLE_ROUTE_NUMBERS } from '../../src/protocol/routes';
import { SOCIAL_PLACEMENT } from '../../src/protocol/constants/socialLinks';
import { COUNTER_TYPE_IDS, type CounterType } from '../../src/protocol/constants/analyticsCounters';
import { referenceCounterUrl } from '../../src/core/analytics/counters';

/** Fields stored in site_config_field; languages, countryCode and socialLinks come from elsewhere. */
export type StoredConfigFields = Omit<SiteConfig, 'languages' | 'countryCode' | 'socialLinks'>;

const RUB = { id: 1, iso: 'RUB' } as const;

/** The demo's ids, in each vendor's usual shape (a search counter's is a number). */
const DEMO_COUNTER_IDS: Readonly<Record<CounterType, string>> = {
  1: 'GTM-DEMO01',
  2: '90000001',
  3: 'G-DEMO0001',
  4: '100000000000001',
  5: 'DEMOVIDEO01',
  6: 'demo-messenger-01',
  7: 'demo-product-token',
  8: '3000001',
  9: '3400001',
  10: 'demo-affiliate',
  11: 'demo-radar',
};

/** Demo site: a Russian-default operator that also serves the UK and Germany. */
export const DEMO_CONFIG: StoredConfigFields = {
  group_id: 1,
  companyName: 'BetHouse',
  defaultLanguage: 'ru',
  maintenance: {
    started_at: null,
    ended_at: null,
    notify_started_at: null,
    notify_ended_at: null,
    isActive: false,
    web_state: false,
  },
  // VIP bets on, so the demo shows one: a line-only coupon may ask to stake above its type's maximum (SPEC 5).
  bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: true, isOneClickShown: true },
  geo_with_twelve_format: false,
  has_twelve_h_by_geo: false,
  licenceMetaTag: null,
  langHiddenUnauthorized: [],
  analyticsApiKey: 'demo-analytics-key',
  // One counter of every type, each at the reference server's stand-in script (docs/analytics-counters.md).
  analyticsCounters: COUNTER_TYPE_IDS.map((type) => ({ type, id: DEMO_COUNTER_IDS[type], scriptUrl: referenceCounterUrl(type) })),
  isAvailableConfirmTerms: true,
  isMainVipDomainAuthNeed: false,
  geoAuthReqVip: false,
  isAutoLogoffEnable: true,
  autoLogoffInactiveMinutes: 30,
  minAge: 18,
  geoCountryId: 1,
  geoCurrency: RUB,
  isOneTapAuthEnabled: true,
  isShowPaymentPageOnlyAuth: true,
  isRegistrationAllowed: true,
  // The demo has no registration of its own: the header opens the registration modal (SPEC 2).
  isCustomRegistration: false,
  isShowIdentification: false,
  consultantParams: { consultant_id: null },
  langsHiddenCallback: ['ar'],
  isAvailableCallback: true,
  promoBonusToOffer: false,
  // The information pages with seeded content and the public betting calculator are offered:
  // SPEC 2 routes them only where the site lists them.
  availableRoutes: [
    47,
    52,
    AVAILABLE_ROUTE_NUMBERS.smsbets,
    AVAILABLE_ROUTE_NUMBERS.cashTerminals,
    AVAILABLE_ROUTE_NUMBERS.bettingCalculator,
    AVAILABLE_ROUTE_NUMBERS.bettingAwards,
    AVAILABLE_ROUTE_NUMBERS.toto,
  ],
  notFoundFragments: ['wp-admin', '.php'],
  // Minor units of the account currency (kopecks for RUB): 10 RUB to 500,000 RUB.
  couponTypes: COUPON_TYPE_IDS.map((typeId) => ({
    typeId,
    minAmount: 1_000,
    maxAmount: typeId === COUPON_TYPE.single || typeId === COUPON_TYPE.manySingles ? 50_000_000 : 10_000_000,
  })),
  customValueLimitTypes: [1, 2, 3],
  // SPEC 5: the deposit limits, the session limit and the reality check this site offers (the other types always load).
  availableLimitIds: [20, 21, 22, 31, 32],
  isLimitLockEnabled: false,
  limitCancelMethod: 1,
  // UKGC RTS 13's 24 hours before a looser limit applies; a pending deposit limit may then be confirmed for a week.
  // The reasons call is on; a self-assessment before a looser limit is off (a jurisdiction that asks turns it on per country).
  responsibleGaming: {
    coolingOffHours: 24,
    confirmWithinDays: 7,
    extraLimitsEnabled: false,
    selfExcludeReasonsEnabled: true,
    selfAssessmentBeforeRaise: false,
  },
  isSlotFirstDepositRedirect: false,
  // 100% of the first deposit up to 10,000.00 RUB (100 USD, 100 EUR), wagered 5 times within 30 days, converting at most its own amount.
  firstDepositBonusSetting: {
    percent: 100,
    capByCurrency: { RUB: 1_000_000, USD: 10_000, EUR: 10_000, GBP: 10_000 },
    wageringMultiplier: 5,
    days: 30,
    maxConversionMultiplier: 1,
  },
  // Half of a later deposit up to 5,000.00 RUB (50 USD, 50 EUR) for a player who opted in, wagered 5 times within 14 days.
  reloadBonusSetting: {
    percent: 50,
    capByCurrency: { RUB: 500_000, USD: 5_000, EUR: 5_000, GBP: 5_000 },
    wageringMultiplier: 5,
    days: 14,
    maxConversionMultiplier: 1,
  },
  // Deposits are staked once before they are withdrawn; above 50,000.00 RUB (500 USD) a withdrawal needs a verified account.
  withdrawalSettings: {
    depositTurnoverRequired: true,
    verificationThresholdByCurrency: { RUB: 5_000_000, USD: 50_000, EUR: 50_000, GBP: 50_000 },
  },
  // Device detection (SPEC 1) sends phones and iPads here; set it to null where there is no mobile site.
  // The reference server has no mobile site: every device gets this one (an operator sets its own origin).
  mobileSiteOrigin: null,
  // SPEC 6: a guest on a page that needs sign-in lands on home with the login modal open and comes back after signing in.
  loginRequiredTarget: 'login',
  // Only account-style sites with loginRequiredTarget 'auth' send guests to an auth application; the demo has none.
  authAppOrigin: null,
  isCookiesAgreeLogEnabled: true,
};

/** Per-country overrides of single fields. */
export const DEMO_COUNTRY_OVERRIDES: Readonly<Record<string, Partial<StoredConfigFields>>> = {
  gb: {
    defaultLanguage: 'en',
    geoCountryId: 77,
    geoCurrency: { id: 3, iso: 'GBP' },
    geo_with_twelve_format: true,
    has_twelve_h_by_geo: true,
    licenceMetaTag: { domains: ['bethouse.example'], name: 'gambling-licence', content: 'UKGC 00000' },
  },
  de: {
    defaultLanguage: 'de',
    geoCountryId: 79,
    geoCurrency: { id: 2, iso: 'EUR' },
  },
};

export interface DemoLanguage {
  readonly id: number;
  readonly code: string;
  readonly nativeName: string;
  readonly rtl: boolean;
}

export const DEMO_LANGUAGES: readonly DemoLanguage[] = [
  { id: 1, code: 'en', nativeName: 'English', rtl: false },
  { id: 2, code: 'ru', nativeName: 'Русский', rtl: false },
  { id: 3, code: 'ar', nativeName: 'العربية', rtl: true },
  { id: 4, code: 'de', nativeName: 'Deutsch', rtl: false },
];

/** Language names as shown in each language: DEMO_LANGUAGE_NAMES[shownIn][language]. */
export const DEMO_LANGUAGE_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  en: { en: 'English', ru: 'Russian', ar: 'Arabic', de: 'German' },
  ru: { en: 'Английский', ru: 'Русский', ar: 'Арабский', de: 'Немецкий' },
  ar: { en: 'الإنجليزية', ru: 'الروسية', ar: 'العربية', de: 'الألمانية' },
  de: { en: 'Englisch', ru: 'Russisch', ar: 'Arabisch', de: 'Deutsch' },
};

/**
 * The demo's social links (table site_social_link), in the order drawn. All in
 * the footer: a header link would make every first visit fetch the header's
 * lazy links chunk. Migration 013 adds the same list to a database seeded
 * before the table existed.
 */
export const DEMO_SOCIAL_LINKS: readonly SocialLink[] = [
  { name: 'Telegram', link: 'https://t.me/bethouse_demo', iconName: 'telegram', placementTypeId: SOCIAL_PLACEMENT.footer },
  { name: 'X', link: 'https://x.com/bethouse_demo', iconName: 'x', placementTypeId: SOCIAL_PLACEMENT.footer },
  { name: 'Facebook', link: 'https://www.facebook.com/bethouse.demo', iconName: 'facebook', placementTypeId: SOCIAL_PLACEMENT.footer },
  { name: 'Instagram', link: 'https://www.instagram.com/bethouse_demo/', iconName: 'instagram', placementTypeId: SOCIAL_PLACEMENT.footer },
  { name: 'YouTube', link: 'https://www.youtube.com/@bethouse_demo', iconName: 'youtube', placementTypeId: SOCIAL_PLACEMENT.footer },
];

import { z } from 'zod';
import { counterConfigSchema } from '../analyticsCounters';
import { COUNTERS_MAX } from '../constants/analyticsCounters';

/**
 * Site configuration (SPEC section 3). The server answers it whole from
 * GET /web-api/bff-api/config/all.json and in numbered groups from
 * GET /web-api/bff-api/config/group/get. Every answer is parsed with these
 * schemas before anything reads it.
 */
export const languageSchema = z.object({
  id: z.number().int(),
  /** Two lowercase letters, the first path segment of every route. */
  code: z.string().regex(/^[a-z]{2}$/),
  name: z.string().min(1),
  rtl: z.boolean(),
});
export type Language = z.infer<typeof languageSchema>;

export const maintenanceInfoSchema = z.object({
  started_at: z.number().nullable(),
  ended_at: z.number().nullable(),
  notify_started_at: z.number().nullable(),
  notify_ended_at: z.number().nullable(),
  isActive: z.boolean(),
  web_state: z.boolean(),
});
export type MaintenanceInfo = z.infer<typeof maintenanceInfoSchema>;

export const couponTypeLimitSchema = z.object({
  typeId: z.number().int().min(0).max(9),
  /** Minor units of the account currency; null means no limit. */
  minAmount: z.number().int().nonnegative().nullable(),
  maxAmount: z.number().int().nonnegative().nullable(),
});
export type CouponTypeLimit = z.infer<typeof couponTypeLimitSchema>;

/**
 * One of the operator's social network links (SPEC 3 "Social link: name,
 * link/value, iconName, placementTypeId"). `link` is an absolute http(s)
 * address, since the site opens it in a new tab; `placementTypeId` says where
 * it is drawn (constants/socialLinks.ts SOCIAL_PLACEMENT: 1 footer, 2 header).
 */
export const socialLinkSchema = z.object({
  name: z.string().min(1).max(64),
  link: z.url({ protocol: /^https?$/ }).max(2048),
  iconName: z.string().regex(/^[a-z0-9-]{1,32}$/),
  placementTypeId: z.number().int().positive(),
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** A deposit bonus's terms (first-deposit and reload bonuses alike). */
export const depositBonusSettingSchema = z.object({
  percent: z.number().int().min(1).max(1000),
  capByCurrency: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().positive()),
  wageringMultiplier: z.number().nonnegative().max(1000),
  days: z.number().int().positive().max(3650),
  maxConversionMultiplier: z.number().positive().max(1000),
});
export type DepositBonusSetting = z.infer<typeof depositBonusSettingSchema>;

export const siteConfigSchema = z.object({
  group_id: z.number().int(),
  companyName: z.string().min(1),
  languages: z.array(languageSchema).min(1),
  defaultLanguage: z.string().regex(/^[a-z]{2}$/),
  countryCode: z.string(),
  maintenance: maintenanceInfoSchema,
  bonusSettings: z.object({
    isExpressBonusEnabled: z.boolean(),
    isVipBetEnabled: z.boolean(),
    isOneClickShown: z.boolean(),
  }),
  geo_with_twelve_format: z.boolean(),
  has_twelve_h_by_geo: z.boolean(),
  licenceMetaTag: z.object({ domains: z.array(z.string()), name: z.string(), content: z.string() }).nullable(),
  langHiddenUnauthorized: z.array(z.string()),
  analyticsApiKey: z.string(),
  /** The third-party counters the site runs once analytics may (docs/analytics-counters.md). Absent: none. */
  analyticsCounters: z.array(counterConfigSchema).max(COUNTERS_MAX).optional(),
  isAvailableConfirmTerms: z.boolean(),
  isMainVipDomainAuthNeed: z.boolean(),
  geoAuthReqVip: z.boolean(),
  /**
   * Host names of the site's VIP domains (a subdomain counts too): there a
   * guest must sign in when isMainVipDomainAuthNeed or geoAuthReqVip says so,
   * and nobody may register (SPEC 5, 6). Absent: none.
   */
  vipDomains: z.array(z.string().min(1).max(253)).optional(),
  isAutoLogoffEnable: z.boolean(),
  autoLogoffInactiveMinutes: z.number().positive(),
  minAge: z.number().int().positive(),
  geoCountryId: z.number().int(),
  geoCurrency: z.object({ id: z.number().int(), iso: z.string().length(3) }),
  isOneTapAuthEnabled: z.boolean(),
  isShowPaymentPageOnlyAuth: z.boolean(),
  isRegistrationAllowed: z.boolean(),
  /**
   * The site has its own registration (SPEC 2): the header's Register goes to
   * the full registration page instead of opening the registration modal.
   * Absent: false.
   */
  isCustomRegistration: z.boolean().optional(),
  isShowIdentification: z.boolean(),
  consultantParams: z.object({ consultant_id: z.string().nullable() }),
  langsHiddenCallback: z.array(z.string()),
  isAvailableCallback: z.boolean(),
  promoBonusToOffer: z.boolean(),
  /** Numbers of the optional routes this site enables (47 rules, 52 payment, ...). */
  availableRoutes: z.array(z.number().int()),
  /** Any URL containing one of these answers 404. */
  notFoundFragments: z.array(z.string()),
  couponTypes: z.array(couponTypeLimitSchema),
  customValueLimitTypes: z.array(z.number().int()),
  availableLimitIds: z.array(z.number().int()),
  isLimitLockEnabled: z.boolean(),
  /** 1: cancel a pending limit with limitaction; anything else: DELETE the limit. */
  limitCancelMethod: z.number().int(),
  /**
   * Responsible gaming per jurisdiction (server/limits/README.md): how long a
   * looser limit waits (`coolingOffHours`), how long a pending deposit limit
   * may then be confirmed (`confirmWithinDays`), whether the operator's extra
   * limits (37) are offered. Absent: 24 h, 7 days, no extra limits.
   */
  responsibleGaming: z
    .object({
      coolingOffHours: z.number().int().min(1).max(720),
      confirmWithinDays: z.number().int().min(1).max(30),
      extraLimitsEnabled: z.boolean(),
      /** SPEC 7: the self-exclusion reasons call (and the reason field) only where this flag is on. */
      selfExcludeReasonsEnabled: z.boolean(),
      /** SPEC 7: a raise (a looser limit) waits for a passed self-assessment (questions, tokenGuid, testanswers). */
      selfAssessmentBeforeRaise: z.boolean(),
    })
    .partial()
    .optional(),
  isSlotFirstDepositRedirect: z.boolean(),
  /**
   * The first-deposit bonus (SPEC 3 Office settings firstDepositBonusSetting):
   * on a player's first successful deposit, `percent` of it (at most the cap
   * of its currency, minor units) is credited to the bonus account, to be
   * wagered `wageringMultiplier` times within `days`; at most
   * `maxConversionMultiplier` x the bonus ever turns into real money. A
   * currency without a cap gets no bonus. Absent or null: no bonus.
   */
  firstDepositBonusSetting: depositBonusSettingSchema.nullable().optional(),
  /**
   * The reload bonus: the same terms on a later deposit, for a player who
   * opted in before making it (office/bonuses/deposit), one at a time, never
   * beside an active bonus of the same currency. Absent or null: none offered.
   */
  reloadBonusSetting: depositBonusSettingSchema.nullable().optional(),
  /**
   * Withdrawal rules. `depositTurnoverRequired`: money deposited must be
   * staked once before it can be withdrawn. `verificationThresholdByCurrency`:
   * a withdrawal above this (minor units) needs a verified account. Absent:
   * neither rule.
   */
  withdrawalSettings: z
    .object({
      depositTurnoverRequired: z.boolean(),
      verificationThresholdByCurrency: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().nonnegative()),
    })
    .optional(),
  /**
   * Where the mobile site lives (SPEC 1 device detection), an http(s) origin
   * such as https://m.example.com. Absent or null: no mobile site, every
   * device gets this one.
   */
  mobileSiteOrigin: z
    .string()
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an origin like https://m.example.com (no path)')
    .nullable()
    .optional(),
  /**
   * Where a guest who opens a page that needs sign-in goes (SPEC 6 "to home,
   * login, or the auth app for account-style sites"): 'home' the language
   * root alone on a first load, with the login dropdown opened in the tab when
   * the guest navigated there; 'login' the language root
   * with the login modal query and the page as return_url, so the modal and
   * the way back survive a server redirect or a reload; 'auth' the site's
   * auth application (authAppOrigin) with the page as return_url. Absent:
   * 'login'.
   */
  loginRequiredTarget: z.enum(['home', 'login', 'auth']).optional(),
  /**
   * The auth application of an account-style site, an http(s) origin such as
   * https://auth.example.com. Read only with loginRequiredTarget 'auth';
   * without it that target falls back to 'login'.
   */
  authAppOrigin: z
    .string()
    .regex(/^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i, 'must be an origin like https://auth.example.com (no path)')
    .nullable()
    .optional(),
  /** SPEC 7: after sign-in the client logs when the player answered the cookie question (cookiesAgreeTime). Absent: off. */
  isCookiesAgreeLogEnabled: z.boolean().optional(),
  /** The operator's social links, in the order drawn (server table site_social_link). Absent: none. */
  socialLinks: z.array(socialLinkSchema).max(50).optional(),
});
export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** GET /web-api/bff-api/config/all.json */
export const configAllAnswerSchema = z.object({ data: siteConfigSchema });
export type ConfigAllAnswer = z.infer<typeof configAllAnswerSchema>;

/**
 * Which fields each numbered group carries. The server slices the config by
 * this table and the client merges the groups it asked for; one table serves
 * both.
 */
export const CONFIG_GROUPS = {
  1: [
    'group_id',
    'companyName',
    'languages',
    'defaultLanguage',
    'countryCode',
    'langHiddenUnauthorized',
    'analyticsApiKey',
    'analyticsCounters',
    'geoCountryId',
    'geoCurrency',
    'geo_with_twelve_format',
    'has_twelve_h_by_geo',
    'licenceMetaTag',
    'socialLinks',
  ],
  2: ['maintenance'],
  3: [
    'isAvailableConfirmTerms',
    'isMainVipDomainAuthNeed',
    'geoAuthReqVip',
    'isAutoLogoffEnable',
    'autoLogoffInactiveMinutes',
    'minAge',
    'isOneTapAuthEnabled',
    'isRegistrationAllowed',
    'isShowIdentification',
    'isCustomRegistration',
    'isCookiesAgreeLogEnabled',
  ],
  4: [
    'bonusSettings',
    'couponTypes',
    'promoBonusToOffer',
    'isSlotFirstDepositRedirect',
    'firstDepositBonusSetting',
    'reloadBonusSetting',
    'withdrawalSettings',
  ],
  5: ['customValueLimitTypes', 'availableLimitIds', 'isLimitLockEnabled', 'limitCancelMethod', 'responsibleGaming'],
  6: [
    'availableRoutes',
    'notFoundFragments',
    'isShowPaymentPageOnlyAuth',
    'consultantParams',
    'langsHiddenCallback',
    'isAvailableCallback',
    'mobileSiteOrigin',
    'loginRequiredTarget',
    'authAppOrigin',
  ],
} as const satisfies Record<number, readonly (keyof SiteConfig)[]>;
export type ConfigGroupId = keyof typeof CONFIG_GROUPS;

/** GET /web-api/bff-api/config/group/get: the fields of each asked group, keyed by group id. */
export const configGroupAnswerSchema = z.object({
  data: z.record(z.string().regex(/^\d+$/), siteConfigSchema.partial()),
});
export type ConfigGroupAnswer = z.infer<typeof configGroupAnswerSchema>;

import { API_PATH } from '../constants/apiPath';
export { API_PATH };
export const CONFIG_ALL_PATH = `${API_PATH}/bff-api/config/all.json`;
export const CONFIG_GROUP_PATH = `${API_PATH}/bff-api/config/group/get`;
/** Header carrying the visitor's country; the server assumes this when it is absent. */
export const COUNTRY_HEADER = 'x-country-code';
export const DEFAULT_COUNTRY = 'ru';

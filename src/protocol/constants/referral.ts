/**
 * Referral tracking (SPEC 9): which query tags a landing URL may carry, the
 * cookies they become and how long each lives. This table is the one place
 * those facts live: the pure planner (src/core/referral) reads it, the
 * reference server reads the same cookies back at registration, docs/referral.md
 * explains it.
 */

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/** The tags SPEC 9 recognises, in the order they are kept in the referral link (reflinkid). */
export const REFERRAL_TAGS = [
  'ref',
  'bf',
  'btag',
  'tag',
  'qtag',
  'click_id',
  'utm_source',
  'aip',
  'affid',
  'bwpromocode',
  'pb',
  'subid',
  'vkref',
  'whn',
] as const;
export type ReferralTag = (typeof REFERRAL_TAGS)[number];

/** The payment-consultant flag: stored only when the query says exactly 1 (SPEC 9). */
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';

export const REFERRAL_COOKIES = {
  /** A player's referral code: the inviting player's id. */
  refererId: 'refererid',
  bfId: 'bfid',
  /** Every recognised tag of the landing, as a query string: the referralParams of the light block call. */
  refLinkId: 'reflinkid',
  /** The affiliate partner's code, credited at registration. */
  partnerId: 'partnerid',
  postbackWatcher: 'pb_watch',
  subId: 'subid',
  paymentConsultant: 'payment_consultant',
} as const;
export type ReferralCookieName = (typeof REFERRAL_COOKIES)[keyof typeof REFERRAL_COOKIES];

/**
 * Facts about a landing query that choose a lifetime:
 * tagBased: one of tag, btag, qtag is present; clickWithSource: click_id and
 * utm_source are both present; click: click_id is present.
 */
export const REFERRAL_CONDITIONS = {
  tagBased: { anyOf: ['tag', 'btag', 'qtag'] },
  clickWithSource: { allOf: ['click_id', 'utm_source'] },
  click: { allOf: ['click_id'] },
} as const satisfies Record<string, { readonly anyOf: readonly ReferralTag[] } | { readonly allOf: readonly ReferralTag[] }>;
export type ReferralCondition = keyof typeof REFERRAL_CONDITIONS;

/** Seconds, or a choice by one condition of the query. */
export type ReferralLifetime =
  { readonly seconds: number } | { readonly when: ReferralCondition; readonly then: number; readonly otherwise: number };

export interface ReferralCookieRule {
  readonly cookie: ReferralCookieName;
  /**
   * Where the value comes from: the first of these tags the query carries,
   * or 'link' (every recognised tag, as a query string).
   */
  readonly from: readonly ReferralTag[] | 'link';
  readonly lifetime: ReferralLifetime;
}

/** SPEC 9's lifetimes, one row per cookie. */
export const REFERRAL_COOKIE_RULES: readonly ReferralCookieRule[] = [
  { cookie: REFERRAL_COOKIES.refererId, from: ['ref', 'vkref'], lifetime: { seconds: 60 * DAY } },
  { cookie: REFERRAL_COOKIES.bfId, from: ['bf'], lifetime: { seconds: DAY } },
  { cookie: REFERRAL_COOKIES.refLinkId, from: 'link', lifetime: { when: 'tagBased', then: 60 * DAY, otherwise: HOUR } },
  {
    cookie: REFERRAL_COOKIES.partnerId,
    from: ['btag', 'tag', 'qtag', 'affid', 'aip'],
    lifetime: { when: 'clickWithSource', then: 30 * DAY, otherwise: 60 * DAY },
  },
  // A postback needs a click to report: without one the watcher is a one-shot marker.
  { cookie: REFERRAL_COOKIES.postbackWatcher, from: ['pb'], lifetime: { when: 'click', then: 30 * DAY, otherwise: 4 } },
  { cookie: REFERRAL_COOKIES.subId, from: ['subid'], lifetime: { seconds: 60 * DAY } },
];

/** The consultant flag lives as long as the browser session (SPEC 9 gives no lifetime). */
export const PAYMENT_CONSULTANT_COOKIE = { cookie: REFERRAL_COOKIES.paymentConsultant, value: '1', lifetime: null } as const;

/** A tag value longer than this, or with control characters, is not a referral: it is ignored. */
export const REFERRAL_VALUE_MAX = 128;
/** A referral link (reflinkid) longer than this is not kept: the other cookies still are (a browser drops cookies past 4 KB). */
export const REFERRAL_LINK_MAX = 1024;

/** SPEC 9: the secure-data grant cookies (ggru, _grant_{id}) live 1800 s. */
export const SECURE_GRANT_SECONDS = 1800;
export const SECURE_DATA_COOKIES = { ggru: 'ggru', grantPrefix: '_grant_' } as const;

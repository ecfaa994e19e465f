import {
  PAYMENT_CONSULTANT_COOKIE,
  PAYMENT_CONSULTANT_QUERY,
  REFERRAL_CONDITIONS,
  REFERRAL_COOKIE_RULES,
  REFERRAL_COOKIES,
  REFERRAL_TAGS,
  REFERRAL_LINK_MAX,
  REFERRAL_VALUE_MAX,
  type ReferralCondition,
  type ReferralLifetime,
  type ReferralTag,
} from '../../protocol/constants/referral';
import type { ReferralCookieWrite } from '../../protocol/referral';

/** The recognised tags of a landing query with a usable value, in REFERRAL_TAGS order. */
export type ReferralTags = ReadonlyMap<ReferralTag, string>;

/** Printable, at most REFERRAL_VALUE_MAX characters: anything else is noise, not a referral. */
export function isReferralValue(value: string): boolean {
  if (value.length === 0 || value.length > REFERRAL_VALUE_MAX || value.trim() !== value) return false;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}

function queryOf(search: string): URLSearchParams {
  return new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
}

/** The first usable value of each recognised tag. */
export function readReferralTags(search: string): ReferralTags {
  const query = queryOf(search);
  const tags = new Map<ReferralTag, string>();
  for (const tag of REFERRAL_TAGS) {
    const value = query.getAll(tag).find(isReferralValue);
    if (value !== undefined) tags.set(tag, value);
  }
  return tags;
}

/** The referral link kept in reflinkid and sent as referralParams: the tags as a query string, in a fixed order. */
export function referralLink(tags: ReferralTags): string {
  const out = new URLSearchParams();
  for (const [tag, value] of tags) out.append(tag, value);
  return out.toString();
}

function holds(condition: ReferralCondition, tags: ReferralTags): boolean {
  const rule = REFERRAL_CONDITIONS[condition];
  return 'anyOf' in rule ? rule.anyOf.some((tag) => tags.has(tag)) : rule.allOf.every((tag) => tags.has(tag));
}

export function lifetimeOf(lifetime: ReferralLifetime, tags: ReferralTags): number {
  return 'seconds' in lifetime ? lifetime.seconds : holds(lifetime.when, tags) ? lifetime.then : lifetime.otherwise;
}

/**
 * Which cookies a landing URL writes (SPEC 9): one per rule whose tags the
 * query carries, with the rule's lifetime for this query, and the
 * payment-consultant flag when the query says exactly 1. A query without a
 * recognised tag writes nothing, so an ordinary link never overwrites a
 * referral remembered from an earlier landing.
 */
export function planReferralCookies(search: string): ReferralCookieWrite[] {
  const tags = readReferralTags(search);
  const write: ReferralCookieWrite[] = [];
  if (tags.size > 0) {
    for (const rule of REFERRAL_COOKIE_RULES) {
      const value = rule.from === 'link' ? referralLink(tags) : rule.from.map((tag) => tags.get(tag)).find((v) => v !== undefined);
      if (value === undefined || (rule.from === 'link' && value.length > REFERRAL_LINK_MAX)) continue;
      write.push({ name: rule.cookie, value, maxAgeSeconds: lifetimeOf(rule.lifetime, tags) });
    }
  }
  if (queryOf(search).get(PAYMENT_CONSULTANT_QUERY) === '1') {
    write.push({
      name: PAYMENT_CONSULTANT_COOKIE.cookie,
      value: PAYMENT_CONSULTANT_COOKIE.value,
      maxAgeSeconds: PAYMENT_CONSULTANT_COOKIE.lifetime,
    });
  }
  return write;
}

/** What the light block call says of the referral: this landing's tags, else the link a cookie remembers. */
export function blockLightReferral(
  search: string,
  cookies: Readonly<Record<string, string | undefined>>,
): { readonly referralParams: string; readonly whn: boolean } {
  const fresh = readReferralTags(search);
  const link = fresh.size > 0 ? referralLink(fresh) : (cookies[REFERRAL_COOKIES.refLinkId] ?? '');
  const tags = fresh.size > 0 ? fresh : readReferralTags(link);
  return { referralParams: link, whn: tags.has('whn') };
}

/** What a registration may be credited to, read from the referral cookies the browser sends. Unknown codes are the server's to drop. */
export interface AttributionClaims {
  /** refererid: an existing player's id (their referral code). */
  readonly referrerId: number | null;
  readonly partnerCode: string | null;
  readonly subId: string | null;
  readonly link: string | null;
}

const usable = (value: string | undefined): string | null => (value !== undefined && isReferralValue(value) ? value : null);

export function attributionClaims(cookies: Readonly<Record<string, string | undefined>>): AttributionClaims {
  const referrer = usable(cookies[REFERRAL_COOKIES.refererId]);
  const referrerId = referrer !== null && /^[1-9][0-9]{0,9}$/.test(referrer) && Number(referrer) <= 2_147_483_647 ? Number(referrer) : null;
  const link = cookies[REFERRAL_COOKIES.refLinkId];
  return {
    referrerId,
    partnerCode: usable(cookies[REFERRAL_COOKIES.partnerId]),
    subId: usable(cookies[REFERRAL_COOKIES.subId]),
    link: link !== undefined && link.length > 0 && link.length <= REFERRAL_LINK_MAX ? link : null,
  };
}

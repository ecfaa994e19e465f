import type { PreferencesPatch } from '../../protocol/preferences';
import { COOKIES } from '../../protocol/routes';
import { twelveHourClock } from '../format/clock';
import type { PreferencesState } from './state';

export type CookiesAgreeType = PreferencesState['cookiesAgreeType'];

/** The preferences the browser's cookies mirror (SPEC 9 cookie list). */
export type MirroredPreferences = Pick<
  PreferencesState,
  | 'cookiesAgreeType'
  | 'leftSectionHidden'
  | 'rightSectionHidden'
  | 'appViewType'
  | 'marketsNameType'
  | 'groupByCountry'
  | 'timeZone'
  | 'is12h'
>;

/** What the cookies know besides the preferences: the site's 12-hour rule for the visitor's geo, and the host they came through. */
export interface CookieContext {
  /** The config decides the clock by geo (has_twelve_h_by_geo): its geo_with_twelve_format; null: the player's choice. */
  readonly twelveHourByGeo: boolean | null;
  /** seo_host: the host name the page was served under; null: not known (nothing written). */
  readonly seoHost: string | null;
}
export { twelveHourClock };
export const NO_COOKIE_CONTEXT: CookieContext = { twelveHourByGeo: null, seoHost: null };

const bit = (on: boolean): string => (on ? '1' : '0');
const readBit = (raw: string | undefined): boolean | undefined => (raw === '1' ? true : raw === '0' ? false : undefined);
const readZeroOne = (raw: string | undefined): 0 | 1 | undefined => (raw === '1' ? 1 : raw === '0' ? 0 : undefined);
function readOffset(raw: string | undefined): number | undefined {
  if (raw === undefined || !/^-?\d{1,2}$/.test(raw)) return undefined;
  const hours = Number(raw);
  return hours >= -12 && hours <= 14 ? hours : undefined;
}

type Patch = { -readonly [K in keyof PreferencesPatch]: PreferencesPatch[K] };
type MirroredKey = Exclude<keyof MirroredPreferences, 'cookiesAgreeType'>;

interface FunctionalMirror {
  readonly cookie: string;
  /** The preference a remembered value goes back into at boot; null: none (not the player's own choice). */
  readonly key: MirroredKey | null;
  readonly value: (p: MirroredPreferences, c: CookieContext) => string | null;
  /** The remembered value, or undefined when the cookie holds something we never write. */
  readonly read: (raw: string | undefined) => MirroredPreferences[MirroredKey] | undefined;
}

/** The functional cookies (SPEC 5: only while functional cookies are agreed), each with the value it mirrors. */
const FUNCTIONAL_MIRRORS: readonly FunctionalMirror[] = [
  { cookie: COOKIES.hideLeft, key: 'leftSectionHidden', value: (p) => bit(p.leftSectionHidden), read: readBit },
  { cookie: COOKIES.hideRight, key: 'rightSectionHidden', value: (p) => bit(p.rightSectionHidden), read: readBit },
  { cookie: COOKIES.appViewType, key: 'appViewType', value: (p) => String(p.appViewType), read: readZeroOne },
  { cookie: COOKIES.marketsNameType, key: 'marketsNameType', value: (p) => String(p.marketsNameType), read: readZeroOne },
  { cookie: COOKIES.isChampsGroupedByCountry, key: 'groupByCountry', value: (p) => bit(p.groupByCountry), read: readBit },
  { cookie: COOKIES.timezoneOffset, key: 'timeZone', value: (p) => String(p.timeZone), read: readOffset },
  { cookie: COOKIES.is12h, key: 'is12h', value: (p, c) => bit(twelveHourClock(p, c)), read: readBit },
  { cookie: COOKIES.seoHost, key: null, value: (_p, c) => c.seoHost, read: () => undefined },
];

function adoptMirrors(cookies: Readonly<Record<string, string | undefined>>, adopt: Patch, context: CookieContext): void {
  const patch = adopt as Record<string, unknown>;
  for (const mirror of FUNCTIONAL_MIRRORS) {
    // A clock the geo decides is the site's, not a choice the player made.
    if (mirror.key === null || (mirror.key === 'is12h' && context.twelveHourByGeo !== null)) continue;
    const value = mirror.read(cookies[mirror.cookie]);
    if (value !== undefined) patch[mirror.key] = value;
  }
}

/** What a tab does with its cookies after a preferences push: write, remove, or first adopt what a cookie remembers. */
export interface CookiePlan {
  readonly write: Readonly<Record<string, string>>;
  readonly remove: readonly string[];
  /** A patch for `preferences/set` when the cookies know more than the store (a fresh store); null otherwise. */
  readonly adopt: PreferencesPatch | null;
}

/**
 * SPEC 5: the hide_left / hide_right cookies may be written only when the
 * player agreed to functional cookies. The preference itself always applies.
 * Takes only the agreement, so a caller holding one field need not build a state.
 */
export function mayStoreFunctionalCookies(p: Pick<PreferencesState, 'cookiesAgreeType'>): boolean {
  return p.cookiesAgreeType !== null && p.cookiesAgreeType >= 1;
}

/**
 * Marketing cookies (the referral and affiliate tags of SPEC 9) need the
 * visitor's yes to all cookies (the banner's "Accept all", 2): under EU and
 * UK rules they are not needed to run the site.
 */
export function mayStoreMarketingCookies(p: Pick<PreferencesState, 'cookiesAgreeType'>): boolean {
  return p.cookiesAgreeType === 2;
}

/** The cookie's "0", "1" or "2"; anything else was not written by us and counts as no answer. */
export function readAgreeType(raw: string | undefined): CookiesAgreeType {
  return raw === '0' ? 0 : raw === '1' ? 1 : raw === '2' ? 2 : null;
}

/**
 * The event store is the truth and the cookies only mirror it, so the server
 * and the first paint know them: cookies_agree_type (a necessary cookie: it
 * records the answer) follows the preference; the functional ones
 * (FUNCTIONAL_MIRRORS: hide_left, hide_right, app_view_type,
 * markets_name_type, isChampsGroupedByCountry, tzo, is12h, seo_host) exist
 * only while functional cookies are agreed, and go when the agreement does.
 *
 * At boot (the tab's first push) a store that never heard the visitor's answer
 * but a cookie that did (storage cleared, another browser profile restored)
 * adopts the cookie's answer, and with functional cookies agreed the
 * preferences the cookies remember: they were written only under that agreement.
 */
export function planPreferenceCookies(
  p: MirroredPreferences,
  cookies: Readonly<Record<string, string | undefined>>,
  boot: boolean,
  context: CookieContext = NO_COOKIE_CONTEXT,
): CookiePlan {
  const remembered = readAgreeType(cookies[COOKIES.cookiesAgreeType]);
  if (boot && p.cookiesAgreeType === null && remembered !== null) {
    const adopt: Patch = { cookiesAgreeType: remembered };
    if (mayStoreFunctionalCookies({ cookiesAgreeType: remembered })) {
      adoptMirrors(cookies, adopt, context);
    }
    return { write: {}, remove: [], adopt };
  }

  const write: Record<string, string> = {};
  const remove: string[] = [];
  const has = (name: string): boolean => cookies[name] !== undefined;
  if (p.cookiesAgreeType === null) {
    if (has(COOKIES.cookiesAgreeType)) remove.push(COOKIES.cookiesAgreeType);
  } else if (remembered !== p.cookiesAgreeType) {
    write[COOKIES.cookiesAgreeType] = String(p.cookiesAgreeType);
  }
  const functional = mayStoreFunctionalCookies(p);
  for (const mirror of FUNCTIONAL_MIRRORS) {
    const value = functional ? mirror.value(p, context) : null;
    if (value === null) {
      if (!functional && has(mirror.cookie)) remove.push(mirror.cookie);
    } else if (cookies[mirror.cookie] !== value) {
      write[mirror.cookie] = value;
    }
  }
  return { write, remove, adopt: null };
}

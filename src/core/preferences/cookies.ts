import type { PreferencesPatch } from '../../protocol/preferences';
import { COOKIES } from '../../protocol/routes';
import type { PreferencesState } from './state';

export type CookiesAgreeType = PreferencesState['cookiesAgreeType'];

/** The preferences the browser's cookies mirror (SPEC 9 cookie list). */
export type MirroredPreferences = Pick<PreferencesState, 'cookiesAgreeType' | 'leftSectionHidden' | 'rightSectionHidden'>;

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

/** The cookie's "0", "1" or "2"; anything else was not written by us and counts as no answer. */
export function readAgreeType(raw: string | undefined): CookiesAgreeType {
  return raw === '0' ? 0 : raw === '1' ? 1 : raw === '2' ? 2 : null;
}

const sideValue = (hidden: boolean): string => (hidden ? '1' : '0');

/**
 * The event store is the truth and the cookies only mirror it, so the server
 * and the first paint know them: cookies_agree_type (a necessary cookie: it
 * records the answer) follows the preference; hide_left / hide_right exist
 * only while functional cookies are agreed, and go when the agreement does.
 *
 * At boot (the tab's first push) a store that never heard the visitor's answer
 * but a cookie that did (storage cleared, another browser profile restored)
 * adopts the cookie's answer, and with functional cookies agreed the columns
 * the cookies remember: they were written only under that agreement.
 */
export function planPreferenceCookies(
  p: MirroredPreferences,
  cookies: Readonly<Record<string, string | undefined>>,
  boot: boolean,
): CookiePlan {
  const remembered = readAgreeType(cookies[COOKIES.cookiesAgreeType]);
  if (boot && p.cookiesAgreeType === null && remembered !== null) {
    const adopt: { -readonly [K in keyof PreferencesPatch]: PreferencesPatch[K] } = { cookiesAgreeType: remembered };
    if (mayStoreFunctionalCookies({ cookiesAgreeType: remembered })) {
      const left = cookies[COOKIES.hideLeft];
      const right = cookies[COOKIES.hideRight];
      if (left === '0' || left === '1') adopt.leftSectionHidden = left === '1';
      if (right === '0' || right === '1') adopt.rightSectionHidden = right === '1';
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
  const sides = [
    [COOKIES.hideLeft, p.leftSectionHidden],
    [COOKIES.hideRight, p.rightSectionHidden],
  ] as const;
  for (const [name, hidden] of sides) {
    if (!mayStoreFunctionalCookies(p)) {
      if (has(name)) remove.push(name);
    } else if (cookies[name] !== sideValue(hidden)) {
      write[name] = sideValue(hidden);
    }
  }
  return { write, remove, adopt: null };
}

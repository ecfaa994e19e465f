import type { PreferencesState } from './state';

/**
 * SPEC 5: the hide_left / hide_right cookies may be written only when the
 * player agreed to functional cookies. The preference itself always applies.
 */
export function mayStoreFunctionalCookies(p: PreferencesState): boolean {
  return p.cookiesAgreeType !== null && p.cookiesAgreeType >= 1;
}

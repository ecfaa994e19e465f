import type { PreferencesState } from './state';

/**
 * SPEC 5: the hide_left / hide_right cookies may be written only when the
 * player agreed to functional cookies. The preference itself always applies.
 * Takes only the agreement, so a caller holding one field need not build a state.
 */
export function mayStoreFunctionalCookies(p: Pick<PreferencesState, 'cookiesAgreeType'>): boolean {
  return p.cookiesAgreeType !== null && p.cookiesAgreeType >= 1;
}

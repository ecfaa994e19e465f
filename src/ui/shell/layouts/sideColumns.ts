import { COOKIES } from '../../../protocol/routes';

export type Side = 'left' | 'right';

export const SIDE_COOKIE: Readonly<Record<Side, string>> = { left: COOKIES.hideLeft, right: COOKIES.hideRight };

/**
 * SPEC 5: the hide_left / hide_right cookies are functional cookies, stored
 * only when the visitor agreed to them (cookies_agree_type 1 or more).
 */
export function mayStoreFunctionalCookies(cookiesAgreeType: number | null | undefined): boolean {
  return typeof cookiesAgreeType === 'number' && cookiesAgreeType >= 1;
}

/**
 * SPEC 2 / 6: the registration widget shows to guests only, when the site
 * allows registration, the right column is expanded and the coupon is empty,
 * in the European (non-Asian) view.
 */
export function showsRegistrationWidget(facts: {
  readonly signedIn: boolean;
  readonly registrationAllowed: boolean;
  readonly rightCollapsed: boolean;
  readonly couponEmpty: boolean;
  readonly asianView: boolean;
}): boolean {
  return !facts.signedIn && facts.registrationAllowed && !facts.rightCollapsed && facts.couponEmpty && !facts.asianView;
}

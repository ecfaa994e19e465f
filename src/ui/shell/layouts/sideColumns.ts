export type Side = 'left' | 'right';

/** The display preference that folds each column (SPEC 3: left and right section hidden). */
export const SIDE_PREFERENCE = { left: 'leftSectionHidden', right: 'rightSectionHidden' } as const satisfies Readonly<Record<Side, string>>;

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

/**
 * How a part outside the phone's chrome (the quick coupon) opens the slip
 * where the player sees it: on a phone the slip is the bottom sheet, which
 * the phone's chrome owns and registers here while it is drawn. A module of
 * its own, so that neither lazy chunk pulls the other in.
 */
type Opener = () => void;

let opener: Opener | null = null;

/** The phone's chrome, while drawn: how to open its slip sheet (null when it goes). */
export function registerSlipSheet(open: Opener | null): void {
  opener = open;
}

/** Opens the slip sheet if the phone layout is drawn; false on a desktop layout, where the slip is a column. */
export function openSlipSheet(): boolean {
  if (!opener) return false;
  opener();
  return true;
}

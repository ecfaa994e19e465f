import type { CoreClient, ProjectionSource } from '../runtime/client';
import { AD_BAIT_REPORTED_MARK, observeAdBait } from './adBait';
import { followPolicyLogo } from './policyPixel';

type Core = Pick<CoreClient, 'dispatch'> & ProjectionSource;

/** A layout mounted again (the bare one and the main one) must not start a second set of listeners and pixel. */
let started = false;

/**
 * The site-wide notices' part of the page, started when it is idle (never
 * with the first load): it reports what only a tab can see to the worker,
 * whose notification rules raise the notices (docs/notifications.md): the
 * browser going offline and back (also when the page was loaded offline),
 * and the ad-blocker bait's fate; and it carries the policy pixel where the
 * site config says so. The stack that paints the notices is fetched now, so
 * the offline notice can be painted when the network is gone.
 */
export function startSiteNotices(core: Core, prefetchStack: () => void): void {
  if (started) return;
  started = true;
  // The notices are painted by the notification stack: it must be in hand before the network goes.
  prefetchStack();
  const report = (online: boolean) => void core.dispatch({ type: 'app/connectivity', payload: { online } }).catch(() => undefined);
  window.addEventListener('offline', () => report(false));
  window.addEventListener('online', () => report(true));
  if (!navigator.onLine) report(false);
  followPolicyLogo(core);
  // Offline, every request fails alike: the bait says nothing then.
  if (!navigator.onLine) return;
  void observeAdBait().then(async (observed) => {
    await core.dispatch({ type: 'app/ad-bait', payload: observed }).catch(() => undefined);
    performance.mark(AD_BAIT_REPORTED_MARK);
  });
}

import { useEffect } from 'react';
import { useCore } from '../core-access/coreContext';
import { whenIdleAfterLoad } from './prefetch';
import { useRemoteAppsIfAny } from './RemoteAppsContext';

/**
 * What the page starts once it is idle, from the layout as the header's
 * prefetch and the footer wait (never with the first load, and fetched with
 * what the idle page fetches, after its mark): the service worker (the
 * installed app, the offline shell, the app-version check: docs/pwa.md), the
 * site-wide notices' reports and the policy pixel (src/ui/siteNotices), and
 * the page's own facts for analytics (privacy signals, Web Vitals:
 * docs/analytics.md) and the third-party counters, which wait for the
 * worker's word (docs/analytics-counters.md).
 */
export function IdleStarts() {
  const core = useCore();
  const apps = useRemoteAppsIfAny();
  useEffect(
    () =>
      whenIdleAfterLoad(() => {
        import('./serviceWorker').then(
          (sw) => sw.registerServiceWorker(),
          (error: unknown) => console.warn('The service worker could not be registered', error),
        );
        import('../siteNotices/start').then(
          (notices) => notices.startSiteNotices(core, () => void apps?.prefetch('toaster')),
          () => undefined,
        );
        import('../analytics/pageReports').then(
          (reports) => reports.startPageReports(Promise.resolve(core)),
          () => undefined,
        );
        import('../analytics/counters').then(
          (counters) => counters.startCounters(core),
          () => undefined,
        );
      }),
    [core, apps],
  );
  return null;
}

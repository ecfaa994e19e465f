import { startCounters } from '../analytics/counters';
import { startPageReports } from '../analytics/pageReports';
import type { CoreClient, ProjectionSource } from '../runtime/client';
import { startSiteNotices } from '../siteNotices/start';
import { startOneTap } from '../session/oneTap/startOneTap';
import { registerServiceWorker } from './serviceWorker';

/** A layout mounted again (the bare one and the main one) asks again: the page's idle work starts once. */
let started = false;

/**
 * What the page starts once it is idle, in one chunk of its own (the first
 * load carries only the one import of it): the service worker (the installed
 * app, the offline shell, the app-version check: docs/pwa.md), the site-wide
 * notices' reports and the policy pixel (src/ui/siteNotices), the page's own
 * facts for analytics (privacy signals, Web Vitals: docs/analytics.md) and the
 * third-party counters, which wait for the worker's word
 * (docs/analytics-counters.md), and one-tap sign-in for a guest (src/ui/session/oneTap).
 */
export function startIdleWork(core: CoreClient & ProjectionSource, prefetchNotices: () => void): void {
  if (started) return;
  started = true;
  try {
    registerServiceWorker();
  } catch (error) {
    console.warn('The service worker could not be registered', error);
  }
  startSiteNotices(core, prefetchNotices);
  startPageReports(Promise.resolve(core));
  startCounters(core);
  startOneTap(core);
}

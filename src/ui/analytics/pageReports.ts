import type { Metric } from 'web-vitals';
import type { WebVitalName } from '../../protocol/analytics';
import type { CoreClient } from '../runtime/client';

type Dispatch = Pick<CoreClient, 'dispatch'>;

/**
 * What only the page can know, told to the worker's analytics (which decides
 * everything else, docs/analytics.md): its browser's Do Not Track and Global
 * Privacy Control, as the browser gives them (the worker reads them), and the
 * Web Vitals it measures. Loaded when the page is idle, never with the first
 * load; web-vitals comes in a chunk of its own.
 */
export async function startPageReports(connected: Promise<Dispatch>): Promise<void> {
  let client: Dispatch;
  try {
    client = await connected;
  } catch {
    return;
  }
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean };
  const doNotTrack = (nav.doNotTrack ?? (window as Window & { doNotTrack?: string | null }).doNotTrack ?? null)?.slice(0, 16) ?? null;
  const globalPrivacyControl = nav.globalPrivacyControl === true;
  await client.dispatch({ type: 'analytics/privacy-signals', payload: { doNotTrack, globalPrivacyControl } }).catch(() => undefined);
  // Measured whatever the signals say: the worker drops what it may not send.
  const vitals = await import('web-vitals').catch(() => null);
  if (!vitals) return;
  const report = (metric: Metric) => {
    void client
      .dispatch({
        type: 'analytics/web-vital',
        payload: { metric: metric.name as WebVitalName, value: Math.max(0, metric.value), rating: metric.rating, page: location.pathname },
      })
      .catch(() => undefined);
  };
  vitals.onLCP(report);
  vitals.onCLS(report);
  vitals.onINP(report);
  vitals.onTTFB(report);
}

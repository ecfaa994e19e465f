import { ANALYTICS_CONSENT_TYPE, type AnalyticsGate } from '../../protocol/analytics';

/** A tab's report: navigator.doNotTrack as the browser gives it, and navigator.globalPrivacyControl. */
export interface PrivacySignals {
  readonly doNotTrack: string | null;
  readonly globalPrivacyControl: boolean;
}

/**
 * Whether anything may be collected now: only with the answer "all cookies",
 * and only once the tabs said what their browser asks; one tab whose browser
 * sends Do Not Track or Global Privacy Control is enough to stop it (the
 * tabs share one browser, and so one visitor's wish).
 */
export function analyticsGate(cookiesAgreeType: number | null, signals: readonly PrivacySignals[]): AnalyticsGate {
  if (cookiesAgreeType !== ANALYTICS_CONSENT_TYPE) return 'no-consent';
  if (signals.length === 0) return 'signals-unknown';
  if (signals.some((s) => doNotTrackOn(s.doNotTrack) || s.globalPrivacyControl)) return 'privacy-signal';
  return 'allowed';
}

/** navigator.doNotTrack is '1' (or 'yes' in old engines) when on; anything else is off. */
export function doNotTrackOn(value: string | null | undefined): boolean {
  return value === '1' || value === 'yes';
}

import {
  ANALYTICS_METRICS_KEPT_MS,
  METRICS_ATTEMPTS_KEPT,
  type AnalyticsEventName,
  type AnalyticsGate,
  type AnalyticsMetrics,
} from '../../protocol/analytics';
import type { AnalyticsDraft, ParamValue } from './event';

export const NO_METRICS: AnalyticsMetrics = { auth: [], reg: [], lastAuthPopUpCallTime: null, lastRegCallTime: null, social: null };

const fresh = (at: number, now: number) => at <= now && now - at < ANALYTICS_METRICS_KEPT_MS;

/** SPEC 3 "kept 24 h": what is older than a day (or from a clock that went back) is gone. */
export function keptMetrics(metrics: AnalyticsMetrics, now: number): AnalyticsMetrics {
  const times = (list: readonly number[]) => list.filter((t) => fresh(t, now)).slice(-METRICS_ATTEMPTS_KEPT);
  const time = (t: number | null) => (t !== null && fresh(t, now) ? t : null);
  return {
    auth: times(metrics.auth),
    reg: times(metrics.reg),
    lastAuthPopUpCallTime: time(metrics.lastAuthPopUpCallTime),
    lastRegCallTime: time(metrics.lastRegCallTime),
    social: metrics.social !== null && fresh(metrics.social.at, now) ? metrics.social : null,
  };
}

export function metricsEmpty(m: AnalyticsMetrics): boolean {
  return m.auth.length === 0 && m.reg.length === 0 && m.lastAuthPopUpCallTime === null && m.lastRegCallTime === null && m.social === null;
}

export function sameMetrics(a: AnalyticsMetrics, b: AnalyticsMetrics): boolean {
  const sameList = (x: readonly number[], y: readonly number[]) => x.length === y.length && x.every((t, i) => t === y[i]);
  return (
    sameList(a.auth, b.auth) &&
    sameList(a.reg, b.reg) &&
    a.lastAuthPopUpCallTime === b.lastAuthPopUpCallTime &&
    a.lastRegCallTime === b.lastRegCallTime &&
    a.social?.countryCode === b.social?.countryCode &&
    a.social?.at === b.social?.at
  );
}

/**
 * What the worker writes to the log after the metrics moved: they are kept
 * only while collecting is allowed (the visitor agreed to all cookies, no
 * privacy signal); a refusal, a withdrawal or a signal erases what was kept.
 * While the tabs' signals are not known yet nothing is written or erased.
 */
export function metricsWrite(
  gate: AnalyticsGate,
  kept: AnalyticsMetrics | null,
  now: AnalyticsMetrics,
): { readonly kind: 'keep'; readonly metrics: AnalyticsMetrics } | { readonly kind: 'erase' } | null {
  if (gate === 'no-consent' || gate === 'privacy-signal') return kept === null ? null : { kind: 'erase' };
  if (gate !== 'allowed') return null;
  if (metricsEmpty(now)) return kept === null ? null : { kind: 'erase' };
  return kept !== null && sameMetrics(kept, now) ? null : { kind: 'keep', metrics: now };
}

const LOGIN_EVENTS: ReadonlySet<AnalyticsEventName> = new Set(['login_attempt', 'login_success', 'login_popup']);
const REGISTRATION_EVENTS: ReadonlySet<AnalyticsEventName> = new Set([
  'registration_attempt',
  'registration_done',
  'registration_popup',
  'registration_type',
  'registration_leave',
]);
/** SPEC 3's key for the social sign-in's country. */
export const SOCIAL_COUNTRY_PARAM = 'socialData.countryCode';

/**
 * SPEC 3's metrics on the login and registration events: when the pop-up
 * was last opened, and the social sign-in's country while kept. A param the
 * rule already set (the counters) stays as it is.
 */
export function withMetrics(draft: AnalyticsDraft, metrics: AnalyticsMetrics): AnalyticsDraft {
  const extra: Record<string, ParamValue> = {};
  if (LOGIN_EVENTS.has(draft.name) && metrics.lastAuthPopUpCallTime !== null) extra.lastAuthPopUpCallTime = metrics.lastAuthPopUpCallTime;
  if (REGISTRATION_EVENTS.has(draft.name) && metrics.lastRegCallTime !== null) extra.lastRegCallTime = metrics.lastRegCallTime;
  if ((LOGIN_EVENTS.has(draft.name) || REGISTRATION_EVENTS.has(draft.name)) && metrics.social !== null) {
    extra[SOCIAL_COUNTRY_PARAM] = metrics.social.countryCode;
  }
  return Object.keys(extra).length === 0 ? draft : { ...draft, params: { ...extra, ...draft.params } };
}

/**
 * A social sign-in or sign-up gives no country of its own (the provider's
 * data stays with the server), so SPEC 3's socialData.countryCode is the
 * site config's country at that moment.
 */
export function socialSignIn(metrics: AnalyticsMetrics, countryCode: string, now: number): AnalyticsMetrics {
  return { ...metrics, social: { countryCode: countryCode.slice(0, 8), at: now } };
}

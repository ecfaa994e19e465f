import { ANALYTICS_LIMITS, type AnalyticsEvent, type AnalyticsEventName } from '../../protocol/analytics';

export type ParamValue = string | number | boolean;

/** A fact to collect before its time and page are known. */
export interface AnalyticsDraft {
  readonly name: AnalyticsEventName;
  readonly params: Readonly<Record<string, ParamValue>>;
}

/** The page part of a path the collector keeps: no query or fragment (they may carry tokens or e-mail addresses). */
export function pageOf(path: string): string {
  const end = path.search(/[?#]/);
  return (end === -1 ? path : path.slice(0, end)).slice(0, ANALYTICS_LIMITS.pageMax);
}

/** A draft made an event within the collector's bounds: long strings cut, extra params left out. */
export function toEvent(draft: AnalyticsDraft, ts: number, page: string): AnalyticsEvent {
  const params: Record<string, ParamValue> = {};
  for (const [key, value] of Object.entries(draft.params).slice(0, ANALYTICS_LIMITS.paramsMax)) {
    if (key.length === 0 || key.length > ANALYTICS_LIMITS.paramKeyMax) continue;
    if (typeof value === 'number' && !Number.isFinite(value)) continue;
    params[key] = typeof value === 'string' ? value.slice(0, ANALYTICS_LIMITS.paramValueMax) : value;
  }
  return { name: draft.name, ts: Math.max(0, Math.round(ts)), page: pageOf(page), params };
}

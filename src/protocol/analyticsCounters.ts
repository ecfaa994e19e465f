import { z } from 'zod';

/**
 * Third-party analytics counters (SPEC 7 "other counters", SPEC 9 "counter
 * types 1 to 11"; docs/analytics-counters.md). The site config lists the
 * counters a site runs; each type is one provider kind, and the page loads
 * its script and calls its global only when the worker's analytics says so.
 */

import { COUNTER_SCRIPT_URL, COUNTER_TYPE_IDS } from './constants/analyticsCounters';

export {
  COUNTER_PIXEL_FILE,
  COUNTER_SCRIPT_PREFIX,
  COUNTER_TYPES,
  COUNTER_TYPE_IDS,
  COUNTERS_MAX,
  type CounterKind,
  type CounterType,
} from './constants/analyticsCounters';

export const counterConfigSchema = z
  .object({
    type: z.literal(COUNTER_TYPE_IDS),
    /** The provider's id of this site's counter (a container, counter or pixel id). */
    id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
    /** The provider's script (for the image pixel: the image URL): same-site path or https. */
    scriptUrl: z.string().max(2048).regex(COUNTER_SCRIPT_URL, 'must be an https URL or a path of this site'),
  })
  .strict();
export type CounterConfig = z.infer<typeof counterConfigSchema>;

/** A value a counter call carries (what a catalogue event's params hold). */
export type CounterValue = string | number | boolean;
export type CounterArg = CounterValue | { readonly [key: string]: CounterValue };

/**
 * One call on a provider, as data: the worker decides it (src/core/analytics/counters.ts),
 * the page makes it (src/ui/analytics/counters).
 */
export type CounterCall =
  /** window[target].push(value): a tag manager's dataLayer, a portal counter's queue. */
  | { readonly via: 'push'; readonly target: string; readonly value: { readonly [key: string]: CounterValue } }
  /** window[fn](...args): ym, gtag, fbq, snaptr, hj. */
  | { readonly via: 'call'; readonly fn: string; readonly args: readonly CounterArg[] }
  /** window[target][method](...args): ttq.track, mixpanel.track. */
  | { readonly via: 'method'; readonly target: string; readonly method: string; readonly args: readonly CounterArg[] }
  /** An image request: an affiliate postback. */
  | { readonly via: 'image'; readonly url: string };

/** One call for one counter, handed to one tab. */
export interface CounterDelivery {
  readonly counter: CounterConfig;
  readonly call: CounterCall;
}

/** What every tab sees: whether counters may run now, which, and a number that moves when deliveries wait. */
export interface AnalyticsCountersProjection {
  /** The worker's analytics gate is open and analytics installed: scripts may load, calls may be made. */
  readonly open: boolean;
  readonly counters: readonly CounterConfig[];
  /** Grows whenever a delivery joins an outbox: a tab then takes what is its own. */
  readonly version: number;
}

declare module './api' {
  interface ProjectionValues {
    analyticsCounters: AnalyticsCountersProjection;
  }
  interface QueryCatalogue {
    /** The deliveries waiting for the asking tab: its own page views, and the worker-wide facts no other tab took first. */
    takeCounterCalls: { input: Record<string, never>; output: readonly CounterDelivery[] };
  }
}

import type { AnalyticsEvent, AnalyticsGate } from '../../protocol/analytics';
import {
  COUNTER_PIXEL_FILE,
  COUNTER_SCRIPT_PREFIX,
  COUNTER_TYPES,
  type CounterArg,
  type CounterCall,
  type CounterConfig,
  type CounterKind,
  type CounterValue,
} from '../../protocol/analyticsCounters';

/**
 * What the third-party counters hear, and how each provider kind is called
 * (docs/analytics-counters.md has the same as tables). The worker decides
 * with these; the page only makes the calls.
 */

/**
 * The catalogue events counters receive, and whose they are: a page view
 * belongs to the tab that had it (each tab's window has its own counters);
 * the others are facts of the whole worker, forwarded by exactly one tab.
 * Names not here (Web Vitals, funnel attempts, errors) stay with the collector.
 */
export const COUNTER_EVENTS = {
  page_view: 'tab',
  login_success: 'worker',
  registration_done: 'worker',
  coupon_add: 'worker',
  coupon_place: 'worker',
  coupon_accepted: 'worker',
  deposit_started: 'worker',
  deposit_settled: 'worker',
} as const satisfies Partial<Record<AnalyticsEvent['name'], 'tab' | 'worker'>>;
export type CounterEventName = keyof typeof COUNTER_EVENTS;

export function counterScope(name: string): 'tab' | 'worker' | null {
  return Object.hasOwn(COUNTER_EVENTS, name) ? COUNTER_EVENTS[name as CounterEventName] : null;
}

/** Counters run only while the collector may send: the gate open and analytics installed (SPEC 9). */
export function countersOpen(gate: AnalyticsGate, installed: boolean): boolean {
  return gate === 'allowed' && installed;
}

/** A deposit that was paid; a refused or failed one is no purchase. */
function paid(event: AnalyticsEvent): boolean {
  return event.name !== 'deposit_settled' || event.params.status === 'succeeded';
}

type Params = { readonly [key: string]: CounterValue };

/** The vendor's names for the facts it has standard events for; null: the vendor has none, nothing is sent. */
type Names = Readonly<Record<CounterEventName, string | null>>;

const GTAG_NAMES: Names = {
  page_view: 'page_view',
  login_success: 'login',
  registration_done: 'sign_up',
  coupon_add: 'add_to_cart',
  coupon_place: 'bet_place',
  coupon_accepted: 'bet_accepted',
  deposit_started: 'begin_checkout',
  deposit_settled: 'purchase',
};
/** fbq standard events; the rest go as custom events (trackSingleCustom). */
const PIXEL_NAMES: Names = {
  page_view: 'PageView',
  login_success: null,
  registration_done: 'CompleteRegistration',
  coupon_add: 'AddToCart',
  coupon_place: null,
  coupon_accepted: null,
  deposit_started: 'InitiateCheckout',
  deposit_settled: 'Purchase',
};
const VIDEO_NAMES: Names = {
  page_view: null,
  login_success: null,
  registration_done: 'CompleteRegistration',
  coupon_add: 'AddToCart',
  coupon_place: null,
  coupon_accepted: 'PlaceAnOrder',
  deposit_started: 'InitiateCheckout',
  deposit_settled: 'CompletePayment',
};
const MESSENGER_NAMES: Names = {
  page_view: 'PAGE_VIEW',
  login_success: 'LOGIN',
  registration_done: 'SIGN_UP',
  coupon_add: 'ADD_CART',
  coupon_place: null,
  coupon_accepted: null,
  deposit_started: 'START_CHECKOUT',
  deposit_settled: 'PURCHASE',
};
/** An affiliate network pays for conversions only. */
const POSTBACK_NAMES: Names = {
  page_view: null,
  login_success: null,
  registration_done: 'registration',
  coupon_add: null,
  coupon_place: null,
  coupon_accepted: 'bet',
  deposit_started: null,
  deposit_settled: 'deposit',
};

const call = (fn: string, ...args: CounterArg[]): CounterCall => ({ via: 'call', fn, args });
const method = (target: string, name: string, ...args: CounterArg[]): CounterCall => ({ via: 'method', target, method: name, args });
const pushed = (value: Params): Params => value;
const withPage = (event: AnalyticsEvent): Params => ({ ...event.params, page: event.page });

/** One provider kind: the calls one event makes on it. */
type Mapper = (counter: CounterConfig, event: AnalyticsEvent, name: CounterEventName) => CounterCall[];

const MAPPERS: Readonly<Record<CounterKind, Mapper>> = {
  tagManager: (_counter, event) => [
    {
      via: 'push',
      target: 'dataLayer',
      value: pushed(event.name === 'page_view' ? { event: 'page_view', page_path: event.page } : { event: event.name, ...event.params }),
    },
  ],
  searchCounter: (counter, event) =>
    event.name === 'page_view'
      ? [call('ym', Number(counter.id) || counter.id, 'hit', event.page)]
      : [call('ym', Number(counter.id) || counter.id, 'reachGoal', event.name, { ...event.params })],
  siteTag: (counter, event, name) => {
    const params: Params = name === 'page_view' ? { page_path: event.page } : { ...event.params };
    return [call('gtag', 'event', GTAG_NAMES[name] ?? name, { ...params, send_to: counter.id })];
  },
  socialPixel: (counter, event, name) => {
    const standard = PIXEL_NAMES[name];
    const params = { ...event.params };
    return standard === null
      ? [call('fbq', 'trackSingleCustom', counter.id, event.name, params)]
      : [call('fbq', 'trackSingle', counter.id, standard, params)];
  },
  videoPixel: (_counter, event, name) => {
    if (name === 'page_view') return [method('ttq', 'page')];
    const standard = VIDEO_NAMES[name];
    return standard === null ? [] : [method('ttq', 'track', standard, { ...event.params })];
  },
  messengerPixel: (_counter, event, name) => {
    const standard = MESSENGER_NAMES[name];
    return standard === null ? [] : [call('snaptr', 'track', standard, { ...event.params })];
  },
  productAnalytics: (_counter, event) => [method('mixpanel', 'track', event.name, withPage(event))],
  heatmap: (_counter, event) => (event.name === 'page_view' ? [call('hj', 'stateChange', event.page)] : [call('hj', 'event', event.name)]),
  portalCounter: (counter, event) => [
    {
      via: 'push',
      target: '_tmr',
      value: pushed(
        event.name === 'page_view'
          ? { id: counter.id, type: 'pageView', url: event.page, start: event.ts }
          : { id: counter.id, type: 'reachGoal', goal: event.name },
      ),
    },
  ],
  imagePixel: (counter, event, name) => {
    const postback = POSTBACK_NAMES[name];
    if (postback === null) return [];
    const query = new URLSearchParams({ id: counter.id, event: postback, ts: String(event.ts) });
    if (typeof event.params.currency === 'string') query.set('currency', event.params.currency);
    const separator = counter.scriptUrl.includes('?') ? '&' : '?';
    return [{ via: 'image', url: `${counter.scriptUrl}${separator}${query.toString()}` }];
  },
  radar: () => [],
};

/** The calls one event makes on one counter: none for a name counters do not hear, or that this provider has no use for. */
export function counterCalls(counter: CounterConfig, event: AnalyticsEvent): CounterCall[] {
  if (counterScope(event.name) === null || !paid(event)) return [];
  return MAPPERS[COUNTER_TYPES[counter.type].kind](counter, event, event.name as CounterEventName);
}

/** The script a counter loads when it installs; the image pixel has none. */
export function counterScript(counter: CounterConfig): string | null {
  return COUNTER_TYPES[counter.type].kind === 'imagePixel' ? null : counter.scriptUrl;
}

/** The reference server's fake of each type (the demo config's counters point at them). */
export function referenceCounterUrl(type: CounterConfig['type']): string {
  const script = COUNTER_TYPES[type].script;
  return `${COUNTER_SCRIPT_PREFIX}${script === 'pixel' ? COUNTER_PIXEL_FILE : `${script}.js`}`;
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COUNTER_EVENTS,
  counterCalls,
  counterScope,
  countersOpen,
  counterScript,
  referenceCounterUrl,
} from '../../../src/core/analytics/counters';
import { ANALYTICS_EVENT_NAMES, type AnalyticsEvent } from '../../../src/protocol/analytics';
import { COUNTER_TYPE_IDS, COUNTER_TYPES, counterConfigSchema, type CounterConfig } from '../../../src/protocol/analyticsCounters';

const TS = Date.UTC(2026, 10, 29, 6);
const event = (name: AnalyticsEvent['name'], params: AnalyticsEvent['params'] = {}, page = '/en/live'): AnalyticsEvent => ({
  name,
  ts: TS,
  page,
  params,
});
const counter = (type: CounterConfig['type'], id = `id-${type}`): CounterConfig => ({ type, id, scriptUrl: referenceCounterUrl(type) });

const VIEW = event('page_view');
const REGISTERED = event('registration_done', { method: 'registration' });
const PAID = event('deposit_settled', { status: 'succeeded', currency: 'EUR' });

describe('which events counters hear', () => {
  it("a page view is a tab's; the listed facts are the worker's; the rest stay with the collector", () => {
    expect(counterScope('page_view')).toBe('tab');
    expect(counterScope('registration_done')).toBe('worker');
    expect(counterScope('performance')).toBeNull();
    expect(counterScope('login_attempt')).toBeNull();
    expect(counterScope('toString')).toBeNull();
    for (const name of Object.keys(COUNTER_EVENTS)) expect(ANALYTICS_EVENT_NAMES).toContain(name);
  });

  it('run only with the gate allowed and analytics installed', () => {
    expect(countersOpen('allowed', true)).toBe(true);
    for (const gate of ['no-consent', 'privacy-signal', 'signals-unknown'] as const) expect(countersOpen(gate, true)).toBe(false);
    expect(countersOpen('allowed', false)).toBe(false);
  });
});

/** The mapping, kind by kind (docs/analytics-counters.md has the same table). */
describe('the calls each provider kind gets', () => {
  it.each([
    [1, VIEW, [{ via: 'push', target: 'dataLayer', value: { event: 'page_view', page_path: '/en/live' } }]],
    [1, REGISTERED, [{ via: 'push', target: 'dataLayer', value: { event: 'registration_done', method: 'registration' } }]],
    [2, VIEW, [{ via: 'call', fn: 'ym', args: ['id-2', 'hit', '/en/live'] }]],
    [2, REGISTERED, [{ via: 'call', fn: 'ym', args: ['id-2', 'reachGoal', 'registration_done', { method: 'registration' }] }]],
    [3, VIEW, [{ via: 'call', fn: 'gtag', args: ['event', 'page_view', { page_path: '/en/live', send_to: 'id-3' }] }]],
    [3, REGISTERED, [{ via: 'call', fn: 'gtag', args: ['event', 'sign_up', { method: 'registration', send_to: 'id-3' }] }]],
    [3, PAID, [{ via: 'call', fn: 'gtag', args: ['event', 'purchase', { status: 'succeeded', currency: 'EUR', send_to: 'id-3' }] }]],
    [4, VIEW, [{ via: 'call', fn: 'fbq', args: ['trackSingle', 'id-4', 'PageView', {}] }]],
    [4, REGISTERED, [{ via: 'call', fn: 'fbq', args: ['trackSingle', 'id-4', 'CompleteRegistration', { method: 'registration' }] }]],
    [
      4,
      event('login_success', { method: 'password' }),
      [{ via: 'call', fn: 'fbq', args: ['trackSingleCustom', 'id-4', 'login_success', { method: 'password' }] }],
    ],
    [5, VIEW, [{ via: 'method', target: 'ttq', method: 'page', args: [] }]],
    [5, PAID, [{ via: 'method', target: 'ttq', method: 'track', args: ['CompletePayment', { status: 'succeeded', currency: 'EUR' }] }]],
    [5, event('login_success', { method: 'password' }), []],
    [6, VIEW, [{ via: 'call', fn: 'snaptr', args: ['track', 'PAGE_VIEW', {}] }]],
    [6, REGISTERED, [{ via: 'call', fn: 'snaptr', args: ['track', 'SIGN_UP', { method: 'registration' }] }]],
    [
      7,
      event('coupon_add', { bets: 2 }),
      [{ via: 'method', target: 'mixpanel', method: 'track', args: ['coupon_add', { bets: 2, page: '/en/live' }] }],
    ],
    [8, VIEW, [{ via: 'call', fn: 'hj', args: ['stateChange', '/en/live'] }]],
    [8, REGISTERED, [{ via: 'call', fn: 'hj', args: ['event', 'registration_done'] }]],
    [9, VIEW, [{ via: 'push', target: '_tmr', value: { id: 'id-9', type: 'pageView', url: '/en/live', start: TS } }]],
    [9, REGISTERED, [{ via: 'push', target: '_tmr', value: { id: 'id-9', type: 'reachGoal', goal: 'registration_done' } }]],
    [10, VIEW, []],
    [10, PAID, [{ via: 'image', url: `/counters/pixel.gif?id=id-10&event=deposit&ts=${TS}&currency=EUR` }]],
    [11, VIEW, []],
    [11, REGISTERED, []],
  ] as const)('type %i, %o', (type, given, calls) => {
    expect(counterCalls(counter(type), given)).toEqual(calls);
  });

  it('a search counter with a numeric id gets it as a number, as its API wants', () => {
    expect(counterCalls(counter(2, '90000001'), VIEW)).toEqual([{ via: 'call', fn: 'ym', args: [90000001, 'hit', '/en/live'] }]);
  });

  it('a refused or failed deposit is no purchase for any provider', () => {
    for (const type of COUNTER_TYPE_IDS) {
      expect(counterCalls(counter(type), event('deposit_settled', { status: 'refused', currency: 'EUR' }))).toEqual([]);
    }
  });

  it('an image pixel whose URL has a query adds to it', () => {
    const pixel: CounterConfig = { type: 10, id: 'a', scriptUrl: 'https://aff.example/p?src=site' };
    expect(counterCalls(pixel, REGISTERED)).toEqual([
      { via: 'image', url: `https://aff.example/p?src=site&id=a&event=registration&ts=${TS}` },
    ]);
    expect(counterScript(pixel)).toBeNull();
    expect(counterScript(counter(1))).toBe('/counters/tag-manager.js');
  });

  it("no event outside COUNTER_EVENTS reaches a counter, and every call names its provider's global", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COUNTER_TYPE_IDS),
        fc.constantFrom(...ANALYTICS_EVENT_NAMES),
        fc.string({ maxLength: 20 }),
        (type, name, page) => {
          const calls = counterCalls(counter(type), event(name, { status: 'succeeded' }, page));
          if (counterScope(name) === null) expect(calls).toEqual([]);
          const global = COUNTER_TYPES[type].global;
          for (const call of calls) {
            if (call.via === 'push') expect(call.target).toBe(global);
            if (call.via === 'call') expect(call.fn).toBe(global);
            if (call.via === 'method') expect(call.target).toBe(global);
            if (call.via === 'image') expect(global).toBeNull();
          }
        },
      ),
    );
  });
});

describe('the counter config', () => {
  it('takes the eleven types, an id and a same-site path or an https URL', () => {
    for (const type of COUNTER_TYPE_IDS) expect(counterConfigSchema.safeParse(counter(type)).success).toBe(true);
    expect(COUNTER_TYPE_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(counterConfigSchema.safeParse({ type: 12, id: 'a', scriptUrl: '/x.js' }).success).toBe(false);
    expect(counterConfigSchema.safeParse({ type: 1, id: 'a', scriptUrl: 'http://plain.example/x.js' }).success).toBe(false);
    expect(counterConfigSchema.safeParse({ type: 1, id: 'a', scriptUrl: '//host/x.js' }).success).toBe(false);
    expect(counterConfigSchema.safeParse({ type: 1, id: 'a', scriptUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(counterConfigSchema.safeParse({ type: 1, id: 'a b', scriptUrl: '/x.js' }).success).toBe(false);
  });
});

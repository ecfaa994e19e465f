import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { COUNTER_SCRIPTS } from '../../../server/analytics/counterScripts';
import { counterCalls, referenceCounterUrl } from '../../../src/core/analytics/counters';
import type { AnalyticsEvent } from '../../../src/protocol/analytics';
import { COUNTER_TYPES, type CounterConfig, type CounterType } from '../../../src/protocol/analyticsCounters';
import { adapterOf, type CounterWindow } from '../../../src/ui/analytics/counters';

const TS = Date.UTC(2026, 10, 29, 6);
const VIEW: AnalyticsEvent = { name: 'page_view', ts: TS, page: '/en/live', params: {} };
const REGISTERED: AnalyticsEvent = { name: 'registration_done', ts: TS, page: '/en/live', params: { method: 'registration' } };
const PAID: AnalyticsEvent = { name: 'deposit_settled', ts: TS, page: '/en/live', params: { status: 'succeeded', currency: 'EUR' } };

/** A fresh page whose scripts only run when the test evaluates them (the served stand-in, after the stub). */
function page() {
  const dom = new JSDOM('<!doctype html><html><head></head><body></body></html>', {
    runScripts: 'outside-only',
    url: 'https://site.test/en/live',
  });
  const win = dom.window as unknown as CounterWindow & { eval(code: string): unknown };
  const images: string[] = [];
  win.Image = class {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      images.push(url);
    }
  } as unknown as typeof Image;
  return { win, images };
}

/** Values from the page's realm, compared as data. */
const plain = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null)) as unknown;
/** The state each vendor's stub keeps until its script arrives. */
const QUEUES: Readonly<Record<CounterType, (win: CounterWindow) => unknown>> = {
  1: (win) => win.dataLayer,
  2: (win) => (win.ym as unknown as { a: unknown }).a,
  3: (win) => win.dataLayer,
  4: (win) => (win.fbq as unknown as { queue: unknown }).queue,
  5: (win) => win.ttq,
  6: (win) => (win.snaptr as unknown as { queue: unknown }).queue,
  7: (win) => win.mixpanel,
  8: (win) => (win.hj as unknown as { q: unknown }).q,
  9: (win) => win._tmr,
  10: () => null,
  11: () => null,
};

/** Per type: what the stub holds after install, a page view and a registration, and what the served stand-in then records. */
const CONTRACT: Readonly<Record<CounterType, { readonly queued: unknown; readonly recorded: unknown }>> = {
  1: {
    queued: [
      { 'gtm.start': TS, event: 'gtm.js' },
      { event: 'page_view', page_path: '/en/live' },
      { event: 'registration_done', method: 'registration' },
    ],
    recorded: [
      { 'gtm.start': TS, event: 'gtm.js' },
      { event: 'page_view', page_path: '/en/live' },
      { event: 'registration_done', method: 'registration' },
    ],
  },
  2: {
    queued: [
      [2001, 'init', { defer: true }],
      [2001, 'hit', '/en/live'],
      [2001, 'reachGoal', 'registration_done', { method: 'registration' }],
    ],
    recorded: [
      [2001, 'init', { defer: true }],
      [2001, 'hit', '/en/live'],
      [2001, 'reachGoal', 'registration_done', { method: 'registration' }],
    ],
  },
  3: {
    queued: [
      ['js', new Date(TS).toJSON()],
      ['config', 'c3', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/en/live', send_to: 'c3' }],
      ['event', 'sign_up', { method: 'registration', send_to: 'c3' }],
    ],
    recorded: [
      ['js', new Date(TS).toJSON()],
      ['config', 'c3', { send_page_view: false }],
      ['event', 'page_view', { page_path: '/en/live', send_to: 'c3' }],
      ['event', 'sign_up', { method: 'registration', send_to: 'c3' }],
    ],
  },
  4: {
    queued: [
      ['init', 'c4'],
      ['trackSingle', 'c4', 'PageView', {}],
      ['trackSingle', 'c4', 'CompleteRegistration', { method: 'registration' }],
    ],
    recorded: [
      ['init', 'c4'],
      ['trackSingle', 'c4', 'PageView', {}],
      ['trackSingle', 'c4', 'CompleteRegistration', { method: 'registration' }],
    ],
  },
  5: {
    queued: [['load', 'c5'], ['page'], ['track', 'CompleteRegistration', { method: 'registration' }]],
    recorded: [['load', 'c5'], ['page'], ['track', 'CompleteRegistration', { method: 'registration' }]],
  },
  6: {
    queued: [
      ['init', 'c6'],
      ['track', 'PAGE_VIEW', {}],
      ['track', 'SIGN_UP', { method: 'registration' }],
    ],
    recorded: [
      ['init', 'c6'],
      ['track', 'PAGE_VIEW', {}],
      ['track', 'SIGN_UP', { method: 'registration' }],
    ],
  },
  7: {
    queued: [
      ['init', 'c7'],
      ['track', 'page_view', { page: '/en/live' }],
      ['track', 'registration_done', { method: 'registration', page: '/en/live' }],
    ],
    recorded: [
      ['init', 'c7'],
      ['track', 'page_view', { page: '/en/live' }],
      ['track', 'registration_done', { method: 'registration', page: '/en/live' }],
    ],
  },
  8: {
    queued: [
      ['stateChange', '/en/live'],
      ['event', 'registration_done'],
    ],
    recorded: [
      ['stateChange', '/en/live'],
      ['event', 'registration_done'],
    ],
  },
  9: {
    queued: [
      { id: 'c9', type: 'pageView', url: '/en/live', start: TS },
      { id: 'c9', type: 'reachGoal', goal: 'registration_done' },
    ],
    recorded: [
      { id: 'c9', type: 'pageView', url: '/en/live', start: TS },
      { id: 'c9', type: 'reachGoal', goal: 'registration_done' },
    ],
  },
  10: { queued: null, recorded: null },
  11: { queued: null, recorded: [] },
};

const counterOf = (type: CounterType): CounterConfig => ({
  type,
  id: type === 2 ? '2001' : `c${type}`,
  scriptUrl: referenceCounterUrl(type),
});

describe('the counter adapters, one per provider kind', () => {
  it.each(Object.keys(CONTRACT).map(Number) as CounterType[])(
    'type %i: the stub queues what the worker decided; the served script replays it and takes over',
    (type) => {
      const { win, images } = page();
      const counter = counterOf(type);
      const adapter = adapterOf(counter);
      const realNow = Date.now;
      Date.now = () => TS;
      try {
        adapter.install(counter, win);
        for (const event of [VIEW, REGISTERED]) for (const call of counterCalls(counter, event)) adapter.send(call, win);
      } finally {
        Date.now = realNow;
      }
      const kind = COUNTER_TYPES[type].kind;
      // Dates come out as JSON: gtag('js', new Date()) is the moment of install.
      const queued = plain(QUEUES[type](win));
      if (type === 3) (queued as unknown[][])[0]![1] = new Date(TS).toJSON();
      expect(queued).toEqual(CONTRACT[type].queued);

      const scripts = [...win.document.head.querySelectorAll('script')].map((s) => [s.getAttribute('src'), s.dataset.analyticsCounter]);
      if (kind === 'imagePixel') {
        expect(scripts).toEqual([]);
        // No page views: an affiliate is paid for conversions.
        expect(images).toEqual([`/counters/pixel.gif?id=c10&event=registration&ts=${TS}`]);
        for (const call of counterCalls(counter, PAID)) adapter.send(call, win);
        expect(images.at(-1)).toBe(`/counters/pixel.gif?id=c10&event=deposit&ts=${TS}&currency=EUR`);
        return;
      }
      expect(scripts).toEqual([[`/counters/${COUNTER_TYPES[type].script}.js`, `${type}:${counter.id}`]]);

      // The reference server's stand-in, run in the page as the browser would once it arrived.
      win.eval(COUNTER_SCRIPTS.get(`${COUNTER_TYPES[type].script}.js`)!);
      const record = (win.__referenceCounters as Record<string, { loaded: boolean; calls: unknown[] }>)[kind]!;
      expect(record.loaded).toBe(true);
      const recorded = plain(record.calls);
      if (type === 3) (recorded as unknown[][])[0]![1] = new Date(TS).toJSON();
      expect(recorded).toEqual(CONTRACT[type].recorded);
      // A call after the script took over reaches it directly.
      const later = counterCalls(counter, { ...VIEW, page: '/en/line' });
      for (const call of later) adapter.send(call, win);
      expect(record.calls.length).toBe((CONTRACT[type].recorded as unknown[]).length + later.length);
    },
  );

  it('a tag manager and a site tag share the dataLayer, each stand-in recording its own', () => {
    const { win } = page();
    const tag = counterOf(1);
    const site = counterOf(3);
    adapterOf(tag).install(tag, win);
    adapterOf(site).install(site, win);
    win.eval(COUNTER_SCRIPTS.get('tag-manager.js')!);
    win.eval(COUNTER_SCRIPTS.get('site-tag.js')!);
    for (const counter of [tag, site]) for (const call of counterCalls(counter, VIEW)) adapterOf(counter).send(call, win);
    const records = win.__referenceCounters as Record<string, { calls: unknown[] }>;
    expect(plain(records.tagManager!.calls.at(-1))).toEqual({ event: 'page_view', page_path: '/en/live' });
    expect(plain(records.siteTag!.calls.at(-1))).toEqual(['event', 'page_view', { page_path: '/en/live', send_to: 'c3' }]);
    expect(records.tagManager!.calls.every((c) => !Array.isArray(c))).toBe(true);
  });
});

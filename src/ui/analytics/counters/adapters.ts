import { COUNTER_TYPES, type CounterKind } from '../../../protocol/constants/analyticsCounters';
import type { CounterCall, CounterConfig } from '../../../protocol/analyticsCounters';
import { counterScriptUrl } from './scriptPolicy';

/** The page's window, as far as counters touch it (a test passes jsdom's or a fake one). */
export type CounterWindow = Window & Record<string, unknown>;

/**
 * One provider kind in the page. `install` does what the vendor's snippet
 * does: defines the global as a queue, so calls made before the script
 * arrives are kept and replayed by it, then loads the script; `send` makes one
 * call the worker decided (src/core/analytics/counters.ts maps the events).
 */
export interface CounterAdapter {
  readonly kind: CounterKind;
  install(counter: CounterConfig, win: CounterWindow): void;
  send(call: CounterCall, win: CounterWindow): void;
}

type Queued = ((...args: unknown[]) => void) & Record<string, unknown>;

/**
 * A global function that queues its arguments on `queueKey` until the real
 * script replaces it, or (fbq, snaptr) sets `handlerKey` on it to take them.
 */
function queueFunction(win: CounterWindow, name: string, queueKey: string, handlerKey?: string): Queued {
  const existing = win[name];
  if (typeof existing === 'function') return existing as Queued;
  const fn = function (...args: unknown[]) {
    const handler = handlerKey === undefined ? undefined : fn[handlerKey];
    if (typeof handler === 'function') return void (handler as (...a: unknown[]) => void).apply(fn, args);
    const queue = (fn[queueKey] ??= []) as unknown[];
    queue.push(args);
  } as Queued;
  win[name] = fn;
  return fn;
}

/** An array global with methods that push [method, ...args] (ttq, mixpanel). */
function queueObject(win: CounterWindow, name: string, methods: readonly string[]): unknown[] & Record<string, unknown> {
  const target = (win[name] ??= []) as unknown[] & Record<string, unknown>;
  for (const method of methods) {
    if (typeof target[method] !== 'function') target[method] = (...args: unknown[]) => void target.push([method, ...args]);
  }
  return target;
}

function loadScript(counter: CounterConfig, win: CounterWindow): void {
  const doc = win.document;
  const script = doc.createElement('script');
  script.async = true;
  script.src = counterScriptUrl(counter.scriptUrl);
  // Lets a developer find each counter's tag in the elements panel.
  script.dataset.analyticsCounter = `${counter.type}:${counter.id}`;
  doc.head.appendChild(script);
}

/** Image requests kept until they end, so the browser does not drop them with their element. */
const pending = new Set<HTMLImageElement>();

/** The one way a decided call is made; every provider kind shares it. */
export function makeCall(call: CounterCall, win: CounterWindow): void {
  switch (call.via) {
    case 'push':
      ((win[call.target] ??= []) as unknown[]).push({ ...call.value });
      return;
    case 'call':
      (win[call.fn] as ((...args: unknown[]) => void) | undefined)?.(...call.args);
      return;
    case 'method': {
      const target = win[call.target] as Record<string, ((...args: unknown[]) => void) | undefined> | undefined;
      target?.[call.method]?.(...call.args);
      return;
    }
    case 'image': {
      const image = new (win.Image as typeof Image)(1, 1);
      const done = () => pending.delete(image);
      image.onload = done;
      image.onerror = done;
      pending.add(image);
      image.src = call.url;
      return;
    }
  }
}

function adapter(kind: CounterKind, stub: (counter: CounterConfig, win: CounterWindow) => void, script = true): CounterAdapter {
  return {
    kind,
    install(counter, win) {
      stub(counter, win);
      if (script) loadScript(counter, win);
    },
    send: makeCall,
  };
}

/** One adapter per kind of COUNTER_TYPES. */
export const COUNTER_ADAPTERS: Readonly<Record<CounterKind, CounterAdapter>> = {
  tagManager: adapter('tagManager', (_counter, win) => {
    const layer = (win.dataLayer ??= []) as unknown[];
    layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  }),
  searchCounter: adapter('searchCounter', (counter, win) => {
    const ym = queueFunction(win, 'ym', 'a');
    ym.l ??= Date.now();
    ym(Number(counter.id) || counter.id, 'init', { defer: true });
  }),
  siteTag: adapter('siteTag', (counter, win) => {
    const layer = (win.dataLayer ??= []) as unknown[];
    if (typeof win.gtag !== 'function') {
      // The vendor's gtag pushes its arguments object onto the shared dataLayer.
      win.gtag = function (...args: unknown[]) {
        layer.push(args);
      };
    }
    const gtag = win.gtag as (...args: unknown[]) => void;
    gtag('js', new Date());
    // Page views are the worker's to send, per tab.
    gtag('config', counter.id, { send_page_view: false });
  }),
  socialPixel: adapter('socialPixel', (counter, win) => {
    const fbq = queueFunction(win, 'fbq', 'queue', 'callMethod');
    fbq.version ??= '2.0';
    fbq('init', counter.id);
  }),
  videoPixel: adapter('videoPixel', (counter, win) => {
    const ttq = queueObject(win, 'ttq', ['page', 'track', 'identify', 'load']);
    (ttq.load as (id: string) => void)(counter.id);
  }),
  messengerPixel: adapter('messengerPixel', (counter, win) => {
    const snaptr = queueFunction(win, 'snaptr', 'queue', 'handleRequest');
    snaptr('init', counter.id);
  }),
  productAnalytics: adapter('productAnalytics', (counter, win) => {
    const mixpanel = queueObject(win, 'mixpanel', ['init', 'track']);
    (mixpanel.init as (id: string) => void)(counter.id);
  }),
  heatmap: adapter('heatmap', (counter, win) => {
    queueFunction(win, 'hj', 'q');
    win._hjSettings ??= { hjid: counter.id, hjsv: 6 };
  }),
  portalCounter: adapter('portalCounter', (_counter, win) => {
    win._tmr ??= [];
  }),
  imagePixel: adapter('imagePixel', () => undefined, false),
  radar: adapter('radar', () => undefined),
};

export function adapterOf(counter: CounterConfig): CounterAdapter {
  return COUNTER_ADAPTERS[COUNTER_TYPES[counter.type].kind];
}

// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import type { AnalyticsCountersProjection, CounterConfig, CounterDelivery } from '../../../src/protocol/analyticsCounters';
import { startCounters, type CounterWindow } from '../../../src/ui/analytics/counters';
import { flushMicrotasks } from '../../support/virtualClock';

const TAG: CounterConfig = { type: 1, id: 'GTM-T1', scriptUrl: '/counters/tag-manager.js' };
const VIEW: CounterDelivery = {
  counter: TAG,
  call: { via: 'push', target: 'dataLayer', value: { event: 'page_view', page_path: '/en/live' } },
};

/** The worker as the page sees it: the analyticsCounters projection and the take query, both set by the test. */
function fakeCore() {
  let view: AnalyticsCountersProjection | undefined;
  const listeners = new Set<() => void>();
  const outbox: CounterDelivery[] = [];
  let asked = 0;
  return {
    core: {
      subscribe: (_name: string, listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      getSnapshot: () => view,
      ask: async () => {
        asked += 1;
        return outbox.splice(0);
      },
    } as unknown as Parameters<typeof startCounters>[0],
    set(next: AnalyticsCountersProjection, deliveries: readonly CounterDelivery[] = []) {
      outbox.push(...deliveries);
      view = next;
      for (const listener of listeners) listener();
    },
    asked: () => asked,
  };
}

const win = window as unknown as CounterWindow;
const scripts = () => [...document.head.querySelectorAll('script[data-analytics-counter]')].map((s) => s.getAttribute('src'));
const layer = () => (win.dataLayer as { event?: string }[] | undefined)?.map((e) => e.event) ?? [];

afterEach(() => {
  document.head.innerHTML = '';
  delete win.dataLayer;
});

describe("the page's counters", () => {
  it('loads no script and makes no call while the worker keeps counters closed', async () => {
    const fake = fakeCore();
    startCounters(fake.core, win);
    fake.set({ open: false, counters: [TAG], version: 3 }, [VIEW]);
    await flushMicrotasks(5);
    expect(scripts()).toEqual([]);
    expect(fake.asked()).toBe(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('once open, loads each script once and makes the calls handed to this tab; after closing, makes no more', async () => {
    const fake = fakeCore();
    const stop = startCounters(fake.core, win);
    fake.set({ open: true, counters: [TAG], version: 1 }, [VIEW]);
    await flushMicrotasks(5);
    expect(scripts()).toEqual(['/counters/tag-manager.js']);
    expect(layer()).toEqual(['gtm.js', 'page_view']);

    fake.set({ open: true, counters: [TAG], version: 2 }, [VIEW]);
    await flushMicrotasks(5);
    expect(scripts()).toHaveLength(1);
    expect(layer()).toEqual(['gtm.js', 'page_view', 'page_view']);

    // Consent withdrawn: the loaded script stays (it cannot be unloaded), but it gets nothing more.
    fake.set({ open: false, counters: [TAG], version: 3 }, [VIEW]);
    await flushMicrotasks(5);
    expect(layer()).toEqual(['gtm.js', 'page_view', 'page_view']);
    expect(fake.asked()).toBe(2);
    stop();
  });
});

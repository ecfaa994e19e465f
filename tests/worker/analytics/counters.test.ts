import { describe, expect, it } from 'vitest';
import { ANALYTICS_LIMITS } from '../../../src/protocol/analytics';
import type { AnalyticsCountersProjection, CounterConfig, CounterDelivery } from '../../../src/protocol/analyticsCounters';
import type { CommandEnvelope } from '../../../src/protocol/envelope';
import { AnalyticsController } from '../../../src/worker/analytics';
import { CountersController } from '../../../src/worker/analytics/counters';
import { makeDemoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 6);
const QUIET = { doNotTrack: null, globalPrivacyControl: false };
const TAG: CounterConfig = { type: 1, id: 'GTM-T1', scriptUrl: '/counters/tag-manager.js' };
const config = makeDemoConfig({ analyticsCounters: [TAG] });

/** The analytics controller and the counters beside it, as src/worker/controllers.ts wires them, on a virtual clock. */
function harness() {
  const clock = new VirtualClock(NOW);
  const fetch = (async () => new Response(null, { status: 204 })) as unknown as typeof globalThis.fetch;
  const counters = new CountersController(clock);
  const analytics = new AnalyticsController({
    clock,
    fetch,
    log: { warn: () => undefined },
    random: () => 0.5,
    onRecorded: (event) => counters.noteEvent(event),
    onTabPage: (tabId, page) => counters.noteTabPage(tabId, page),
  });
  const core = coreLink(analytics, { clock, config, changed: () => counters.projectionChanged() });
  coreLink(counters, { clock, config, projections: { analytics: () => analytics.projections.analytics.value() } });
  let ids = 0;
  const envelope = (type: string, payload: unknown) => ({ id: `c${++ids}`, type, payload }) as CommandEnvelope;
  /** A tab reports its page to analytics, which passes it on to the counters as src/worker/controllers.ts wires them. */
  const visit = (tabId: string, here: string) => analytics.handle(tabId, envelope('analytics/page-view', { here }));
  const signals = (tabId: string, payload: { doNotTrack: string | null; globalPrivacyControl: boolean } = QUIET) =>
    analytics.handle(tabId, envelope('analytics/privacy-signals', payload));
  const agree = (type: 0 | 1 | 2) => core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: type } });
  const take = (tabId: string) => counters.queries.takeCounterCalls({}, tabId) as Promise<readonly CounterDelivery[]>;
  const view = () => counters.projections.analyticsCounters.value() as AnalyticsCountersProjection;
  /** What a tab's dataLayer would hold: the pushed objects' event names and pages. */
  const pushed = async (tabId: string) =>
    (await take(tabId)).map(({ call }) =>
      call.via === 'push' ? `${String(call.value.event)}${call.value.page_path ? ` ${String(call.value.page_path)}` : ''}` : call.via,
    );
  return { clock, counters, analytics, core, visit, signals, agree, take, view, pushed };
}

describe('the counters beside the analytics sender', () => {
  it('hands nothing to a tab before consent, nor after consent before install; then the page view of the tab that had it', async () => {
    const h = harness();
    h.signals('tab-1');
    h.visit('tab-1', '/en/live');
    await h.clock.advanceAsync(60_000);
    expect(h.view()).toMatchObject({ open: false });
    expect(await h.take('tab-1')).toEqual([]);

    const fresh = harness();
    await fresh.agree(2);
    fresh.signals('tab-1');
    fresh.visit('tab-1', '/en/live?token=x');
    await fresh.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs - 1);
    expect(fresh.view()).toMatchObject({ open: false, counters: [TAG] });
    expect(await fresh.take('tab-1')).toEqual([]);
    await fresh.clock.advanceAsync(1);
    expect(fresh.view().open).toBe(true);
    expect(fresh.view().version).toBeGreaterThan(0);
    expect(await fresh.pushed('tab-1')).toEqual(['page_view /en/live']);
    // Taken once: a second ask finds nothing.
    expect(await fresh.take('tab-1')).toEqual([]);
  });

  it('opens at once on a registration, and the registration is forwarded', async () => {
    const h = harness();
    await h.agree(2);
    h.signals('tab-1');
    h.visit('tab-1', '/en/live');
    expect(h.view().open).toBe(false);
    await h.core.dispatch({ type: 'session/record-sign-in', payload: { userId: 9, login: 'p9', method: 'registration' } });
    expect(h.analytics.projections.analytics.value().installed).toBe(true);
    expect(h.view().open).toBe(true);
    expect(await h.pushed('tab-1')).toEqual(['page_view /en/live', 'registration_done']);
  });

  it('gives each tab its own page views and a worker-wide fact to exactly one tab', async () => {
    const h = harness();
    await h.agree(2);
    h.signals('tab-1');
    h.signals('tab-2');
    h.visit('tab-1', '/en/live');
    h.visit('tab-2', '/en/line');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs);
    h.counters.noteEvent({ name: 'coupon_accepted', ts: NOW, page: '/en/live', params: {} });
    const [first, second] = await Promise.all([h.pushed('tab-2'), h.pushed('tab-1')]);
    expect(first).toEqual(['page_view /en/line', 'coupon_accepted']);
    expect(second).toEqual(['page_view /en/live']);
    // A later navigation of one tab is that tab's alone; the same page again is no new view.
    h.visit('tab-1', '/en/results');
    h.visit('tab-1', '/en/results?x=1');
    expect(await h.pushed('tab-2')).toEqual([]);
    expect(await h.pushed('tab-1')).toEqual(['page_view /en/results']);
  });

  it('forwards nothing under Global Privacy Control or Do Not Track, even after consent and install', async () => {
    for (const signal of [
      { doNotTrack: null, globalPrivacyControl: true },
      { doNotTrack: '1', globalPrivacyControl: false },
    ]) {
      const h = harness();
      await h.agree(2);
      h.signals('tab-1', signal);
      h.visit('tab-1', '/en/live');
      await h.clock.advanceAsync(60_000);
      h.counters.noteEvent({ name: 'registration_done', ts: NOW, page: '/en/live', params: {} });
      expect(h.view()).toMatchObject({ open: false, version: 0 });
      expect(await h.take('tab-1')).toEqual([]);
    }
  });

  it('stops when consent is withdrawn: what waited is dropped and nothing more is handed out', async () => {
    const h = harness();
    await h.agree(2);
    h.signals('tab-1');
    h.visit('tab-1', '/en/live');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs);
    expect(h.view().open).toBe(true);
    await h.agree(0);
    expect(h.view().open).toBe(false);
    expect(await h.take('tab-1')).toEqual([]);
    h.visit('tab-1', '/en/line');
    h.counters.noteEvent({ name: 'coupon_add', ts: NOW, page: '/en/line', params: { bets: 1 } });
    expect(await h.take('tab-1')).toEqual([]);
  });

  it('holds the facts between consent and install and forwards them at install; a closed tab drops its own', async () => {
    const h = harness();
    await h.agree(2);
    h.signals('tab-1');
    h.visit('tab-1', '/en/live');
    h.visit('tab-2', '/en/line');
    h.counters.releaseTab('tab-2');
    // As the analytics controller accepts it while waiting to install.
    h.counters.noteEvent({ name: 'deposit_started', ts: NOW, page: '/en/live', params: { currency: 'EUR' } });
    expect(await h.take('tab-1')).toEqual([]);
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs);
    expect(await h.pushed('tab-1')).toEqual(['page_view /en/live', 'deposit_started']);
    expect(await h.take('tab-2')).toEqual([]);
  });
});

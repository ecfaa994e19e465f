import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_LIMITS,
  analyticsBatchSchema,
  type AnalyticsProjection,
} from '../../../src/protocol/analytics';
import type { CommandEnvelope } from '../../../src/protocol/envelope';
import { AnalyticsController } from '../../../src/worker/analytics';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 4);
const QUIET = { doNotTrack: null, globalPrivacyControl: false };

interface Sent {
  readonly url: string;
  readonly init: RequestInit;
  readonly at: number;
}

/** The controller over the real core, a virtual clock and a collector that answers `statuses` in turn (the last repeating). */
function harness(statuses: readonly (number | Error)[] = [204]) {
  const clock = new VirtualClock(NOW);
  const sent: Sent[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    sent.push({ url, init, at: clock.now() });
    const status = statuses[Math.min(sent.length - 1, statuses.length - 1)] as number | Error;
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  }) as unknown as typeof globalThis.fetch;
  const warnings: string[] = [];
  const controller = new AnalyticsController({ clock, fetch, log: { warn: (m) => warnings.push(m) }, random: () => 0.5 });
  const core = coreLink(controller, { clock, config: demoConfig });
  let ids = 0;
  const envelope = (type: string, payload: unknown) => ({ id: `t${++ids}`, type, payload }) as CommandEnvelope;
  const tab = (type: string, payload: unknown, tabId = 'tab-1') => controller.handle(tabId, envelope(type, payload));
  const visit = (here: string) => tab('analytics/page-view', { here });
  const agree = (type: 0 | 1 | 2) => core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: type } });
  const events = () => sent.flatMap((s) => analyticsBatchSchema.parse(JSON.parse(String(s.init.body))).events);
  const report = () => controller.projections.analytics.value() as AnalyticsProjection;
  return { clock, controller, core, sent, events, tab, visit, agree, report, warnings, settle: () => flushMicrotasks(10) };
}

describe('the analytics sender', () => {
  it('sends nothing before the visitor agreed to all cookies, and drops what happened before', async () => {
    const h = harness();
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en/live');
    await h.agree(1);
    h.visit('/en/line');
    await h.clock.advanceAsync(60_000);
    expect(h.sent).toEqual([]);
    expect(h.report()).toMatchObject({ gate: 'no-consent', queued: 0, sent: 0 });

    await h.agree(2);
    await h.clock.advanceAsync(60_000);
    // Only the view of the page the visitor agreed on: the earlier views were never kept.
    expect(h.events().map((e) => [e.name, e.page])).toEqual([['page_view', '/en/line']]);
    expect(h.sent[0]?.url).toBe(`${ANALYTICS_COLLECTOR_PREFIX}${demoConfig.analyticsApiKey}`);
    expect(h.sent[0]?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(new Headers(h.sent[0]?.init.headers).get('x-requested-with')).toBe('XMLHttpRequest');
  });

  it('installs 10 s after the navigation: nothing leaves before, then one batch', async () => {
    const h = harness();
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en/live?token=secret');
    h.visit('/en/live/football');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs - 1);
    expect(h.sent).toEqual([]);
    expect(h.report()).toMatchObject({ gate: 'allowed', installed: false, queued: 2 });
    await h.clock.advanceAsync(1 + ANALYTICS_LIMITS.flushAfterMs);
    expect(h.sent).toHaveLength(1);
    expect(h.sent[0]?.at).toBe(NOW + ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs);
    expect(h.events().map((e) => e.page)).toEqual(['/en/live', '/en/live/football']);
    expect(h.report()).toMatchObject({ installed: true, queued: 0, sent: 2 });
  });

  it('installs at once on a registration', async () => {
    const h = harness();
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en/registration');
    await h.core.dispatch({ type: 'session/record-sign-in', payload: { userId: 9, login: 'p9', method: 'registration' } });
    expect(h.report().installed).toBe(true);
    await h.clock.advanceAsync(ANALYTICS_LIMITS.flushAfterMs);
    expect(h.events().map((e) => e.name)).toEqual(['page_view', 'registration_done']);
  });

  it('collects nothing while a tab reports Do Not Track or Global Privacy Control, and drops what it held', async () => {
    const h = harness();
    await h.agree(2);
    h.visit('/en/live');
    expect(h.report()).toMatchObject({ gate: 'signals-unknown', queued: 1 });
    h.tab('analytics/privacy-signals', QUIET, 'tab-1');
    h.tab('analytics/privacy-signals', { doNotTrack: null, globalPrivacyControl: true }, 'tab-2');
    expect(h.report()).toMatchObject({ gate: 'privacy-signal', queued: 0 });
    h.visit('/en/line');
    h.tab('analytics/web-vital', { metric: 'LCP', value: 1200, rating: 'good', page: '/en/line' });
    await h.clock.advanceAsync(60_000);
    expect(h.sent).toEqual([]);

    // The tab with the signal is gone: the other's browser sends none.
    h.controller.releaseTab('tab-2');
    h.tab('analytics/privacy-signals', { doNotTrack: '1', globalPrivacyControl: false }, 'tab-1');
    expect(h.report().gate).toBe('privacy-signal');
  });

  it('sends a Web Vital as a performance event within 10 s of its report', async () => {
    const h = harness();
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs);
    const reported = h.clock.now();
    h.tab('analytics/web-vital', { metric: 'CLS', value: 0.123456, rating: 'needs-improvement', page: '/en' });
    await h.clock.advanceAsync(10_000);
    const perf = h.sent.find((s) => String(s.init.body).includes('performance'));
    expect(perf && perf.at - reported).toBeLessThanOrEqual(10_000);
    expect(h.events().find((e) => e.name === 'performance')?.params).toEqual({ metric: 'CLS', value: 0.1235, rating: 'needs-improvement' });
  });

  it('retries a failed batch with growing waits, then drops it; a refused one is not retried', async () => {
    const h = harness([503, new Error('offline'), 204]);
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en');
    await h.clock.advanceAsync(60_000);
    expect(h.sent.map((s) => s.at - h.sent[0]!.at)).toEqual([0, 1_000, 3_000]);
    expect(h.report()).toMatchObject({ sent: 1, dropped: 0, queued: 0, lastError: null });

    const down = harness([500]);
    await down.agree(2);
    down.tab('analytics/privacy-signals', QUIET);
    down.visit('/en');
    await down.clock.advanceAsync(300_000);
    expect(down.sent).toHaveLength(ANALYTICS_LIMITS.sendAttempts);
    expect(down.report()).toMatchObject({ sent: 0, dropped: 1, queued: 0, lastError: 'collector answered 500' });
    expect(down.warnings).toEqual(['analytics batch dropped']);

    const refused = harness([403]);
    await refused.agree(2);
    refused.tab('analytics/privacy-signals', QUIET);
    refused.visit('/en');
    await refused.clock.advanceAsync(300_000);
    expect(refused.sent).toHaveLength(1);
    expect(refused.report().dropped).toBe(1);
  });

  it('drops a batch waiting to be retried when consent is withdrawn', async () => {
    const h = harness([503, 204]);
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs);
    expect(h.sent).toHaveLength(1);
    await h.agree(0);
    await h.clock.advanceAsync(60_000);
    expect(h.sent).toHaveLength(1);
    expect(h.report()).toMatchObject({ gate: 'no-consent', queued: 0 });
  });

  it('sends a full batch at once, at most batchMax events per request', async () => {
    const h = harness();
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en');
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs);
    for (let i = 0; i < ANALYTICS_LIMITS.batchMax * 2 + 3; i++) h.visit(`/en/page-${i}`);
    await h.clock.advanceAsync(ANALYTICS_LIMITS.flushAfterMs);
    expect(h.sent.map((s) => analyticsBatchSchema.parse(JSON.parse(String(s.init.body))).events.length)).toEqual([1, 20, 20, 3]);
  });

  it("turns the session's answers into funnel steps with SPEC 3's counters, only while collecting", async () => {
    const h = harness();
    h.controller.noteSessionRequest('login', { rejected: true, code: 'session.bad_credentials' } as never);
    await h.agree(2);
    h.tab('analytics/privacy-signals', QUIET);
    h.visit('/en/login');
    h.controller.noteSessionRequest('login', { rejected: true, code: 'session.bad_credentials' } as never);
    h.controller.noteSessionRequest('presence', { accepted: true, seq: 0, outcome: { kind: 'done' } });
    h.controller.noteSessionRequest('login', { accepted: true, seq: 0, outcome: { kind: 'signedIn', login: 'p' } });
    await h.clock.advanceAsync(ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs);
    expect(
      h
        .events()
        .filter((e) => e.name === 'login_attempt')
        .map((e) => e.params),
    ).toEqual([
      { request: 'login', result: 'session.bad_credentials', authTryCounter: 1 },
      { request: 'login', result: 'signedIn', authTryCounter: 2 },
    ]);
  });
});

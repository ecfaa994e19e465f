import { describe, expect, it } from 'vitest';
import type { AppState } from '../../../src/core/app';
import { ANALYTICS_LIMITS, ANALYTICS_METRICS_KEPT_MS, analyticsBatchSchema, type AnalyticsEvent } from '../../../src/protocol/analytics';
import type { CommandEnvelope } from '../../../src/protocol/envelope';
import type { Rejection } from '../../../src/protocol/rejections';
import type { SessionAccepted } from '../../../src/protocol/session';
import { AnalyticsController } from '../../../src/worker/analytics';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock } from '../../support/virtualClock';
import { coreLink } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 29, 4);
const QUIET = { doNotTrack: null, globalPrivacyControl: false };
const REFUSED = { rejected: true, code: 'session.bad_credentials' } as Rejection;
const SETTLE = ANALYTICS_LIMITS.installAfterNavigationMs + ANALYTICS_LIMITS.flushAfterMs;

/** The controller over the real core on a virtual clock, started as the host starts it; `initial`: the log an earlier run left. */
function harness(clock = new VirtualClock(NOW), initial?: AppState) {
  const bodies: string[] = [];
  const fetch = (async (_url: string, init: RequestInit) => {
    bodies.push(String(init.body));
    return new Response(null, { status: 204 });
  }) as unknown as typeof globalThis.fetch;
  const controller = new AnalyticsController({ clock, fetch, log: { warn: () => undefined }, random: () => 0.5 });
  const core = coreLink(controller, { clock, config: demoConfig, ...(initial ? { initial } : {}) });
  controller.start();
  let ids = 0;
  const tab = (type: string, payload: unknown, tabId = 'tab-1') =>
    controller.handle(tabId, { id: `t${++ids}`, type, payload } as CommandEnvelope);
  const agree = (type: 0 | 1 | 2) => core.dispatch({ type: 'preferences/set', payload: { cookiesAgreeType: type } });
  const events = (): AnalyticsEvent[] => bodies.flatMap((b) => analyticsBatchSchema.parse(JSON.parse(b)).events);
  const named = (name: string) => events().filter((e) => e.name === name);
  const answer = (kind: string, a: SessionAccepted | Rejection) => controller.noteSessionRequest(kind, a);
  /** Consent given, the tab's signals known, a page seen. */
  const collecting = async () => {
    await agree(2);
    tab('analytics/privacy-signals', QUIET);
    tab('analytics/page-view', { here: '/en/live' });
  };
  return { clock, controller, core, tab, agree, events, named, answer, collecting, kept: () => core.state().metrics.kept };
}

describe('page views and the funnel steps a page reports', () => {
  it("hears the page as analytics' own fact, with the route's section; the session's command is not read", async () => {
    const h = harness();
    await h.collecting();
    h.tab('analytics/page-view', { here: '/en/office/account?tab=x' });
    h.tab('analytics/page-view', { here: '/en/office/account' });
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('page_view').map((e) => [e.page, e.params.section])).toEqual([
      ['/en/live', 'betting'],
      ['/en/office/account', 'office'],
    ]);
    expect('prepare' in h.controller).toBe(false);
  });

  it("puts the pop-up's time on its event and on the attempts after it; leaving a finished form is no leave", async () => {
    const h = harness();
    await h.collecting();
    h.tab('analytics/funnel', { step: 'opened', form: 'login' });
    const opened = h.clock.now();
    h.clock.advance(30_000);
    h.answer('login', REFUSED);
    h.tab('analytics/funnel', { step: 'opened', form: 'registration' });
    h.tab('analytics/funnel', { step: 'type', type: 'phone' });
    h.tab('analytics/funnel', { step: 'left', form: 'registration', at: 'phone', how: 'exit' });
    await h.core.dispatch({ type: 'session/record-sign-in', payload: { userId: 9, login: 'p9', method: 'registration' } });
    h.tab('analytics/funnel', { step: 'left', form: 'registration', at: 'phone', how: 'exit' });
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('login_popup')[0]?.params).toEqual({ lastAuthPopUpCallTime: opened, authTryCounter: 0 });
    expect(h.named('login_attempt')[0]?.params).toMatchObject({ lastAuthPopUpCallTime: opened, authTryCounter: 1 });
    expect(h.named('registration_type')[0]?.params).toMatchObject({ type: 'phone', lastRegCallTime: opened + 30_000 });
    expect(h.named('registration_leave')).toHaveLength(1);
    expect(h.named('registration_done')[0]?.params.lastRegCallTime).toBe(opened + 30_000);
  });

  it("reports a refusal's fields and codes, and the site's country after a social step", async () => {
    const h = harness();
    await h.collecting();
    h.answer('registerFull', { rejected: true, code: 'session.field_errors', params: { 'field.email': 'taken' } } as Rejection);
    h.answer('registerSocial', { rejected: true, code: 'session.social_expired' } as Rejection);
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('field_error').map((e) => e.params)).toEqual([{ form: 'registration', field: 'email', code: 'taken' }]);
    const social = h.named('registration_attempt')[1];
    expect(social?.params).toMatchObject({ request: 'registerSocial', regTryCounter: 2, 'socialData.countryCode': demoConfig.countryCode });
    // No value of the form in what was sent.
    expect(JSON.stringify(h.events())).not.toContain('@');
  });

  it('collects no funnel step before consent', async () => {
    const h = harness();
    h.tab('analytics/privacy-signals', QUIET);
    h.tab('analytics/funnel', { step: 'opened', form: 'login' });
    await h.agree(2);
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('login_popup')).toEqual([]);
    expect(h.kept()).toBeNull();
  });
});

describe("SPEC 3's metrics kept 24 h", () => {
  it('survive a worker restart within 24 h, and count anew after', async () => {
    const clock = new VirtualClock(NOW);
    const first = harness(clock);
    await first.collecting();
    first.tab('analytics/funnel', { step: 'opened', form: 'login' });
    first.answer('login', REFUSED);
    first.answer('login', REFUSED);
    expect(first.kept()).toMatchObject({ auth: [NOW, NOW], lastAuthPopUpCallTime: NOW });
    first.controller.stop();

    clock.advance(ANALYTICS_METRICS_KEPT_MS - 1);
    const again = harness(clock, first.core.state());
    again.tab('analytics/privacy-signals', QUIET);
    again.tab('analytics/page-view', { here: '/en' });
    again.answer('login', REFUSED);
    await again.clock.advanceAsync(SETTLE);
    expect(again.named('login_attempt')[0]?.params).toMatchObject({ authTryCounter: 3, lastAuthPopUpCallTime: NOW });

    clock.advance(ANALYTICS_METRICS_KEPT_MS);
    const dayLater = harness(clock, again.core.state());
    dayLater.tab('analytics/privacy-signals', QUIET);
    dayLater.tab('analytics/page-view', { here: '/en' });
    dayLater.answer('login', REFUSED);
    await dayLater.clock.advanceAsync(SETTLE);
    const params = dayLater.named('login_attempt')[0]?.params;
    expect(params?.authTryCounter).toBe(1);
    expect(params).not.toHaveProperty('lastAuthPopUpCallTime');
  });

  it('follow what another host (a tab without a shared worker) kept in the log', async () => {
    const h = harness();
    await h.collecting();
    await h.clock.advanceAsync(0);
    const metrics = { auth: [NOW - 2, NOW - 1], reg: [], lastAuthPopUpCallTime: NOW - 2, lastRegCallTime: null, social: null };
    await h.core.dispatch({ type: 'metrics/keep', payload: { metrics } });
    h.answer('login', REFUSED);
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('login_attempt')[0]?.params).toMatchObject({ authTryCounter: 3, lastAuthPopUpCallTime: NOW - 2 });
    expect(h.kept()?.auth).toEqual([NOW - 2, NOW - 1, NOW]);
  });

  it('are erased when consent is withdrawn', async () => {
    const h = harness();
    await h.collecting();
    h.answer('registerFast', REFUSED);
    expect(h.kept()?.reg).toEqual([NOW]);
    await h.agree(1);
    expect(h.kept()).toBeNull();
    // And counted anew once agreed again.
    await h.agree(2);
    h.answer('registerFast', REFUSED);
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('registration_attempt').at(-1)?.params.regTryCounter).toBe(1);
  });

  it('are erased when a tab reports Do Not Track or Global Privacy Control', async () => {
    const h = harness();
    await h.collecting();
    h.tab('analytics/funnel', { step: 'opened', form: 'registration' });
    expect(h.kept()?.lastRegCallTime).toBe(NOW);
    h.tab('analytics/privacy-signals', { doNotTrack: null, globalPrivacyControl: true }, 'tab-2');
    await h.clock.advanceAsync(0);
    expect(h.kept()).toBeNull();
  });

  it('are not written while the tabs have not said whether they send a privacy signal', async () => {
    const h = harness();
    await h.agree(2);
    h.tab('analytics/page-view', { here: '/en' });
    h.answer('login', REFUSED);
    expect(h.kept()).toBeNull();
    h.tab('analytics/privacy-signals', QUIET);
    await h.clock.advanceAsync(0);
    expect(h.kept()?.auth).toEqual([NOW]);
  });
});

describe('settings and coupon facts through the log', () => {
  it('a setting the player changed is collected by name and value', async () => {
    const h = harness();
    await h.collecting();
    await h.core.dispatch({ type: 'preferences/set', payload: { compactView: !h.core.state().preferences.compactView } });
    await h.clock.advanceAsync(SETTLE);
    expect(h.named('setting_changed').map((e) => e.params.setting)).toEqual(['compactView']);
  });
});

import { describe, expect, it } from 'vitest';
import { LIMIT_TIMER_KEYS } from '../../../src/core/limits';
import { SESSION_PING_MS } from '../../../src/protocol/constants/limits';
import { AUTH_PATHS } from '../../../src/protocol/constants/auth';
import { REALITY_CHECK_HOLD, type LimitsProjection } from '../../../src/protocol/limits';
import type { ClientLimit } from '../../../src/protocol/schemas/limits';
import { LimitsController } from '../../../src/worker/limits/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json, type Answer } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/**
 * The responsible-gaming timers of the limits controller on a virtual clock,
 * over the real core and HTTP client and a scripted limit service: the
 * session limit's ping every 30 s and its logout at 0, and the reality
 * check's one reminder at each interval since sign-in.
 */
const NOW = 1_700_000_000_000;
const BASE = '/web-api/limit-service-api/api/external/web/v3';

const limit = (over: Partial<ClientLimit>): ClientLimit => ({
  id: 1,
  limitType: 31,
  limitValue: 1,
  limitBalance: null,
  used: null,
  resetsAt: null,
  limitState: 'ACTIVE',
  startedAt: NOW / 1000 - 60,
  endsAt: null,
  needApprove: false,
  pending: null,
  selfExcludeReason: null,
  label: 'Session limit',
  measure: 'hours',
  currencyIso: null,
  ...over,
});
const summary = (everySeconds: number | null, results: unknown[] = []) =>
  json(200, { status: 'ok', data: { startedAt: NOW / 1000, realityCheckEverySeconds: everySeconds, results } });

function harness(script: Readonly<Record<string, readonly Answer[]>>) {
  const clock = new VirtualClock(NOW);
  const { http, calls } = scriptedHttp(clock, {
    [`GET ${BASE}/availablelimits`]: [json(200, { data: [] })],
    [`GET ${BASE}/limits/history`]: [json(200, { data: [] })],
    [`POST ${AUTH_PATHS.logout}`]: [json(200, { status: 'ok' })],
    ...script,
  });
  const controller = new LimitsController({ clock, http, log: { warn: () => undefined, error: () => undefined } });
  const core = coreLink(controller, { clock, followSignOut: true });
  return {
    clock,
    calls,
    controller,
    dispatch: core.dispatch,
    state: core.state,
    view: (): LimitsProjection => controller.view(),
    async signIn() {
      await core.dispatch({ type: 'session/record-sign-in', payload: { userId: 7, login: 'p', method: 'password' } });
      core.setSession(signedIn());
      await flushMicrotasks(30);
    },
    pings: () => calls.filter((c) => c.url.pathname === `${BASE}/ping`).length,
  };
}

describe('the session-limit timer', () => {
  it('pings every 30 s while a session limit is set, then at 0 logs out with the notice in the log', async () => {
    const h = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({})] })],
      [`GET ${BASE}/session`]: [summary(null)],
      [`POST ${BASE}/ping`]: [
        json(200, { status: 'ok', sessionSecondsLeft: 95 }),
        json(200, { status: 'ok', sessionSecondsLeft: 65 }),
        json(200, { status: 'ok', sessionSecondsLeft: 35 }),
        json(200, { status: 'ok', sessionSecondsLeft: 0 }),
      ],
    });
    await h.signIn();
    // The first ping goes at once, to learn the time left; the rest every 30 s.
    expect(h.pings()).toBe(1);
    expect(h.controller.timers.pendingTimers().sort()).toEqual([LIMIT_TIMER_KEYS.sessionEnd, LIMIT_TIMER_KEYS.sessionPing].sort());
    await h.clock.advanceAsync(SESSION_PING_MS);
    await h.clock.advanceAsync(SESSION_PING_MS);
    expect(h.pings()).toBe(3);
    expect(h.state().session.userId).toBe(7);
    await h.clock.advanceAsync(SESSION_PING_MS);
    await flushMicrotasks(30);
    expect(h.pings()).toBe(4);
    expect(h.state().session.userId).toBeNull();
    expect(h.state().limits.sessionLimitEndedAt).toBe(NOW + 3 * SESSION_PING_MS);
    expect(h.view().sessionLimitEndedAt).toBe(NOW + 3 * SESSION_PING_MS);
    expect(h.calls.some((c) => c.url.pathname === AUTH_PATHS.logout)).toBe(true);
    // Signed out: no timer runs, no ping goes.
    expect(h.controller.timers.pendingTimers()).toEqual([]);
    await h.clock.advanceAsync(5 * SESSION_PING_MS);
    expect(h.pings()).toBe(4);
    await h.dispatch({ type: 'limits/dismissSessionLimitNotice', payload: {} });
    expect(h.view().sessionLimitEndedAt).toBeNull();
  });

  it('the local countdown logs out when the pings stop answering', async () => {
    const h = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({})] })],
      [`GET ${BASE}/session`]: [summary(null)],
      [`POST ${BASE}/ping`]: [json(200, { status: 'ok', sessionSecondsLeft: 40 }), new Error('offline')],
    });
    await h.signIn();
    await h.clock.advanceAsync(SESSION_PING_MS);
    expect(h.state().session.userId).toBe(7);
    await h.clock.advanceAsync(10_000);
    await flushMicrotasks(30);
    expect(h.state().session.userId).toBeNull();
    expect(h.state().limits.sessionLimitEndedAt).toBe(NOW + 40_000);
  });

  it('a refusal with the session limit code logs out; no session limit, no ping', async () => {
    const refused = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({})] })],
      [`GET ${BASE}/session`]: [summary(null)],
      [`POST ${BASE}/ping`]: [json(403, { error: { code: 'limits.session_limit_reached', message: 'used', params: {} } })],
    });
    await refused.signIn();
    await flushMicrotasks(30);
    expect(refused.state().session.userId).toBeNull();
    expect(refused.state().limits.sessionLimitEndedAt).toBe(NOW);

    const none = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({ limitValue: -1 })] })],
      [`GET ${BASE}/session`]: [summary(null)],
    });
    await none.signIn();
    await none.clock.advanceAsync(3 * SESSION_PING_MS);
    expect(none.pings()).toBe(0);
    expect(none.controller.timers.pendingTimers()).toEqual([]);
  });
});

describe('the reality check', () => {
  it('raises one reminder at each interval since sign-in, holds bets until acknowledged, then counts the next', async () => {
    const results = [{ currencyIso: 'RUB', staked: 10_000, returned: 2_500, net: -7_500 }];
    const h = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({ limitType: 32, limitValue: 5, measure: 'minutes' })] })],
      [`GET ${BASE}/session`]: [summary(300, results)],
    });
    await h.signIn();
    expect(h.controller.timers.pendingTimers()).toEqual([LIMIT_TIMER_KEYS.realityCheck]);
    await h.clock.advanceAsync(299_000);
    expect(h.view().realityCheck).toBeNull();
    await h.clock.advanceAsync(1_000);
    await flushMicrotasks(30);
    const reminder = h.view().realityCheck;
    expect(reminder).toMatchObject({ sessionStartedAt: NOW, dueAt: NOW + 300_000, results, acknowledgedAt: null });
    expect(await h.dispatch({ type: 'coupon/place', payload: {} } as never)).toMatchObject({ code: REALITY_CHECK_HOLD });
    // One reminder: no second one while it waits, however long.
    await h.clock.advanceAsync(900_000);
    expect(h.view().realityCheck?.key).toBe(reminder?.key);
    expect(h.controller.timers.pendingTimers()).toEqual([]);

    await h.dispatch({ type: 'limits/acknowledgeRealityCheck', payload: { key: reminder?.key as string } });
    expect(h.view().realityCheck).toBeNull();
    expect(await h.dispatch({ type: 'coupon/place', payload: {} } as never)).not.toMatchObject({ code: REALITY_CHECK_HOLD });
    // The next comes at the next whole interval after the one reminded of.
    await h.clock.advanceAsync(1_000);
    await flushMicrotasks(30);
    expect(h.view().realityCheck).toMatchObject({ dueAt: NOW + 1_200_000 });
  });

  it('an interval lengthened elsewhere after the timer was set reminds at the new interval, not the old', async () => {
    const h = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [limit({ limitType: 32, limitValue: 5, measure: 'minutes' })] })],
      // At sign-in every 5 minutes; when the timer fires the player has made it 15 (in another device).
      [`GET ${BASE}/session`]: [summary(300), summary(900)],
    });
    await h.signIn();
    await h.clock.advanceAsync(300_000);
    await flushMicrotasks(30);
    expect(h.view().realityCheck).toBeNull();
    expect(h.controller.timers.pendingTimers()).toEqual([LIMIT_TIMER_KEYS.realityCheck]);
    await h.clock.advanceAsync(600_000);
    await flushMicrotasks(30);
    expect(h.view().realityCheck).toMatchObject({ dueAt: NOW + 900_000 });
  });

  it('a reminder of an earlier session is dropped at sign-in; signing out drops a waiting one', async () => {
    const h = harness({
      [`GET ${BASE}/limits`]: [json(200, { data: [] })],
      [`GET ${BASE}/session`]: [summary(null)],
    });
    await h.dispatch({
      type: 'limits/raiseRealityCheck',
      payload: { sessionStartedAt: NOW - 3_600_000, dueAt: NOW - 60_000, results: null },
    });
    expect(h.state().limits.realityCheck).not.toBeNull();
    await h.signIn();
    expect(h.state().limits.realityCheck).toBeNull();
  });
});

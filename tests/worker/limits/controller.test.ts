import { describe, expect, it } from 'vitest';
import type { ClientLimit } from '../../../src/protocol/schemas/limits';
import type { SessionProjection } from '../../../src/protocol/session';
import { LimitsController } from '../../../src/worker/limits/controller';
import { LimitsDoor } from '../../../src/worker/limits/door';
import type { Controller } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json, type Answer } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/**
 * The limits controller over the real core (the limits context's decide and
 * evolve) and the real HTTP client, against a scripted limit service on a
 * virtual clock: what the worker sends for each change, what it reports
 * back, and the `limits` projection it keeps.
 */
const NOW = 1_700_000_000_000;
const BASE = '/web-api/limit-service-api/api/external/web/v3';
const HOUR_S = 3600;

const limit = (over: Partial<ClientLimit> = {}): ClientLimit => ({
  id: 1,
  limitType: 20,
  limitValue: 1_000_000,
  limitBalance: 200_000,
  used: 800_000,
  resetsAt: NOW / 1000 + 5 * HOUR_S,
  limitState: 'ACTIVE',
  startedAt: NOW / 1000 - HOUR_S,
  endsAt: null,
  needApprove: false,
  pending: null,
  selfExcludeReason: null,
  label: 'Deposit 24 h',
  measure: 'money',
  currencyIso: 'RUB',
  ...over,
});
const OPTIONS = { data: [{ type: 20, availableValues: [100_000, 1_000_000], measure: 'money', custom: true, min: 1, max: 999_999_999 }] };
const HISTORY = {
  data: [
    {
      at: NOW / 1000,
      limitType: 20,
      currencyIso: 'RUB',
      actor: 'player',
      action: 'set',
      oldValue: null,
      newValue: 1_000_000,
      state: 'ACTIVE',
    },
  ],
};
const change = (over: Record<string, unknown> = {}) => ({ limitType: 20, currencyIso: 'RUB', change: 'lower', effect: 'applied', ...over });
const refusal = (status: number, code: string, params: Record<string, string | number> = {}) =>
  json(status, { error: { code, message: code, params } });

function harness(script: Readonly<Record<string, readonly Answer[]>>, session: SessionProjection = signedIn(), lazy = false) {
  const clock = new VirtualClock(NOW);
  const { http, calls } = scriptedHttp(clock, {
    [`GET ${BASE}/limits`]: [json(200, { data: [limit()] })],
    [`GET ${BASE}/availablelimits`]: [json(200, OPTIONS)],
    [`GET ${BASE}/limits/history`]: [json(200, HISTORY)],
    ...script,
  });
  const log = { warn: () => undefined, error: () => undefined };
  const controller: Controller & { view?: () => unknown } = lazy
    ? new LimitsDoor({ clock, http, log })
    : new LimitsController({ clock, http, log });
  const core = coreLink(controller, { clock, session });
  const projection = () =>
    (controller.projections as { limits: { value: () => import('../../../src/protocol/limits').LimitsProjection } }).limits.value();
  return {
    clock,
    calls,
    controller,
    dispatch: core.dispatch,
    projection,
    state: core.state,
    signIn: core.setSession,
    settle: () => flushMicrotasks(20),
  };
}

const path = (call: { url: URL }) => call.url.pathname.slice(BASE.length);

describe('the limits projection', () => {
  it('loads the limits, the options and the history at sign-in, with used, left and when the window frees up', async () => {
    const h = harness({});
    await h.settle();
    const view = h.projection();
    expect(view.player).toBe('signedIn');
    expect(view.limits).toEqual({
      status: 'ready',
      value: [expect.objectContaining({ limitType: 20, kind: 'deposit', value: 1_000_000, used: 800_000, left: 200_000, state: 'active' })],
    });
    const first = view.limits?.status === 'ready' ? view.limits.value[0] : undefined;
    expect(first?.resetsAt).toBe(NOW + 5 * HOUR_S * 1000);
    expect(view.options).toEqual({
      status: 'ready',
      value: [expect.objectContaining({ limitType: 20, values: [100_000, 1_000_000], custom: true })],
    });
    expect(view.history).toEqual({ status: 'ready', value: [expect.objectContaining({ at: NOW, action: 'set', actor: 'player' })] });
    expect(h.calls.map((c) => `${c.method} ${path(c)}`).sort()).toEqual([
      'GET /availablelimits',
      'GET /limits',
      'GET /limits/history',
      // The session's facts for the reality check come with every load.
      'GET /session',
    ]);
  });

  it('tells a change waiting out its cooling-off (with its hours) from one that awaits the player’s confirmation', async () => {
    const waiting = { value: 2_000_000, requestedAt: NOW / 1000, effectiveAt: NOW / 1000 + 24 * HOUR_S, confirmBy: null, hoursLeft: 24 };
    const ripe = { ...waiting, effectiveAt: NOW / 1000 - 60, confirmBy: NOW / 1000 + 7 * 24 * HOUR_S, hoursLeft: 0 };
    const h = harness({
      [`GET ${BASE}/limits`]: [
        json(200, {
          data: [limit({ needApprove: true, pending: waiting }), limit({ id: 2, limitType: 21, needApprove: true, pending: ripe })],
        }),
      ],
    });
    await h.settle();
    const limits = h.projection().limits;
    const [a, b] = limits?.status === 'ready' ? limits.value : [];
    expect(a).toMatchObject({
      state: 'pending',
      pending: { value: 2_000_000, hoursLeft: 24, effectiveAt: NOW + 24 * HOUR_S * 1000, needsConfirmation: true },
    });
    expect(b).toMatchObject({ state: 'awaitingConfirmation', pending: { confirmBy: NOW + 7 * 24 * HOUR_S * 1000 } });
  });

  it('an open page moves on by itself: the limits are read again just after a pending change’s cooling-off ends', async () => {
    const waiting = {
      value: 2_000_000,
      requestedAt: NOW / 1000,
      effectiveAt: NOW / 1000 + 3,
      confirmBy: NOW / 1000 + 8 * 24 * HOUR_S,
      hoursLeft: 1,
    };
    const ripe = { ...waiting, hoursLeft: 0 };
    const h = harness({
      [`GET ${BASE}/limits`]: [
        json(200, { data: [limit({ needApprove: true, pending: waiting })] }),
        json(200, { data: [limit({ needApprove: true, pending: ripe })] }),
      ],
    });
    await h.settle();
    const stateOf = () => {
      const limits = h.projection().limits;
      return limits?.status === 'ready' ? limits.value[0]?.state : undefined;
    };
    expect(stateOf()).toBe('pending');
    const reads = () => h.calls.filter((c) => c.method === 'GET' && path(c) === '/limits').length;
    expect(reads()).toBe(1);
    h.clock.advance(3_000);
    await h.settle();
    expect(reads()).toBe(1);
    h.clock.advance(1_000);
    await h.settle();
    expect(reads()).toBe(2);
    expect(stateOf()).toBe('awaitingConfirmation');
    // The next moment is the confirmation window's end, days away: no read before it.
    h.clock.advance(24 * HOUR_S * 1000);
    await h.settle();
    expect(reads()).toBe(2);
  });

  it('says why the limits could not be loaded, and a guest has none and may not ask', async () => {
    const h = harness({ [`GET ${BASE}/limits`]: [refusal(404, 'x')] });
    await h.settle();
    expect(h.projection().limits).toEqual({ status: 'error', code: 'server_error' });
    const guest = harness({}, { ...NO_SESSION, status: 'signedOut' });
    await guest.settle();
    expect(guest.projection()).toMatchObject({ player: 'guest', limits: null, history: null });
    expect(guest.calls).toEqual([]);
    expect(await guest.controller.handle?.('tab', { id: '1', type: 'limitsView/refresh', payload: {} })).toMatchObject({
      rejected: true,
      code: 'limits.unauthorized',
    });
  });
});

describe('the changes the player asks for', () => {
  it('sends a lower as POST limits, records it as applied and loads the limits again', async () => {
    const h = harness({
      [`POST ${BASE}/limits`]: [json(200, { status: 'ok', changes: [change()], data: { questions: [], tokenGuid: null, limitsData: [] } })],
    });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'lower', limitType: 20, currencyIso: 'RUB', value: 500_000 } });
    await h.settle();
    const post = h.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({ limits: [{ limitType: 20, currencyIso: 'RUB', limitValue: 500_000 }] });
    expect(h.projection().asks).toEqual([expect.objectContaining({ action: 'lower', phase: 'done', effect: 'applied', value: 500_000 })]);
    expect(h.calls.filter((c) => c.method === 'GET' && path(c) === '/limits')).toHaveLength(2);
  });

  it('passes the server’s typed refusal through with its params, and sends each change once', async () => {
    const h = harness({ [`POST ${BASE}/limits`]: [refusal(409, 'limits.change_pending', { effectiveAt: NOW + 1000 })] });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'raise', limitType: 20, currencyIso: 'RUB', value: 5_000_000 } });
    await h.settle();
    expect(h.projection().asks).toEqual([
      expect.objectContaining({ phase: 'refused', error: { code: 'limits.change_pending', params: { effectiveAt: NOW + 1000 } } }),
    ]);
    expect(h.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('removes by DELETE limit, confirms and cancels by POST limitaction, keeping the success title', async () => {
    const action = (kind: string, title: string) =>
      json(200, {
        status: 'ok',
        title,
        change: change({ change: kind, effect: kind === 'confirm' ? 'confirmed' : 'cancelled' }),
        data: [],
      });
    const h = harness({
      [`DELETE ${BASE}/limit`]: [action('remove', 'responsible_gaming_cancel_limit_success')],
      [`POST ${BASE}/limitaction`]: [
        action('confirm', 'responsible_gaming_confirm_limit_success'),
        action('cancel', 'responsible_gaming_cancel_limit_success'),
      ],
    });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'remove', limitType: 20, currencyIso: 'RUB', value: null } });
    await h.settle();
    await h.dispatch({ type: 'limits/confirm', payload: { limitType: 21, currencyIso: 'RUB' } });
    await h.settle();
    await h.dispatch({ type: 'limits/cancel', payload: { limitType: 22, currencyIso: 'RUB' } });
    await h.settle();
    const del = h.calls.find((c) => c.method === 'DELETE');
    expect(Object.fromEntries(del?.url.searchParams ?? [])).toEqual({ limitType: '20', currencyIso: 'RUB' });
    const actions = h.calls.filter((c) => path(c) === '/limitaction').map((c) => JSON.parse(c.body ?? '') as unknown);
    expect(actions).toEqual([
      { action: 'confirm', limitType: 21, currencyIso: 'RUB' },
      { action: 'reject', limitType: 22, currencyIso: 'RUB' },
    ]);
    expect(h.projection().asks.map((a) => [a.action, a.phase, a.title])).toEqual([
      ['remove', 'done', null],
      ['confirm', 'done', 'responsible_gaming_confirm_limit_success'],
      ['cancel', 'done', 'responsible_gaming_cancel_limit_success'],
    ]);
  });

  it('refuses what cannot be sent: an unknown type, a removal with a value, a second change of a limit on its way', async () => {
    const h = harness({ [`POST ${BASE}/limits`]: [() => new Promise<Response>(() => undefined)] });
    await h.settle();
    expect(
      await h.dispatch({ type: 'limits/change', payload: { change: 'set', limitType: 99, currencyIso: null, value: 1 } }),
    ).toMatchObject({
      code: 'limits.unknown_type',
    });
    expect(
      await h.dispatch({ type: 'limits/change', payload: { change: 'remove', limitType: 20, currencyIso: 'RUB', value: 5 } }),
    ).toMatchObject({
      code: 'invalid_command',
    });
    expect(
      await h.dispatch({ type: 'limits/change', payload: { change: 'set', limitType: 33, currencyIso: null, value: 7 } }),
    ).toMatchObject({
      accepted: true,
    });
    expect(
      await h.dispatch({ type: 'limits/change', payload: { change: 'set', limitType: 33, currencyIso: null, value: 1 } }),
    ).toMatchObject({
      code: 'limits.change_in_progress',
    });
    // A report for an ask that is not on its way (forged or late) changes nothing.
    const before = h.state().limits;
    await h.dispatch({ type: 'limits/reportDone', payload: { key: 'nope', effect: 'applied', title: null } });
    expect(h.state().limits).toBe(before);
  });
});

describe('asks of an earlier session', () => {
  it('are never sent at a later sign-in (another player, or twice): they close as cancelled and are not shown', async () => {
    const h = harness({}, { ...NO_SESSION, status: 'signedOut' });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'set', limitType: 33, currencyIso: null, value: 7 } });
    await h.clock.advanceAsync(1000);
    h.signIn(signedIn());
    await h.settle();
    expect(h.calls.filter((c) => c.method !== 'GET')).toEqual([]);
    expect(h.state().limits.asks).toEqual([expect.objectContaining({ phase: 'refused', error: { code: 'cancelled', params: {} } })]);
    expect(h.projection().asks).toEqual([]);
    // The limit is free for a new change of this session.
    expect(
      await h.dispatch({ type: 'limits/change', payload: { change: 'set', limitType: 33, currencyIso: null, value: 1 } }),
    ).toMatchObject({
      accepted: true,
    });
  });
});

describe('the door', () => {
  it('loads the controller only once a player signs in, then shows what the server holds', async () => {
    const h = harness({}, { ...NO_SESSION, status: 'signedOut' }, true);
    await h.settle();
    expect(h.projection()).toMatchObject({ player: 'guest', limits: null });
    expect(h.calls).toEqual([]);
    h.signIn(signedIn());
    await h.settle();
    await h.settle();
    expect(h.projection().limits).toMatchObject({ status: 'ready' });
  });
});

describe('a time-out or self-exclusion', () => {
  const setAnswer = (limitType: number) =>
    json(200, {
      status: 'ok',
      changes: [change({ limitType, currencyIso: null, change: 'set' })],
      data: { questions: [], tokenGuid: null, limitsData: [] },
    });

  it.each([33, 30])('that starts (%i) signs every tab out with the notice, and loads nothing more', async (limitType) => {
    const h = harness({ [`POST ${BASE}/limits`]: [setAnswer(limitType)] });
    await h.settle();
    const reasonId = limitType === 30 ? 1 : undefined;
    await h.dispatch({
      type: 'limits/change',
      payload: { change: 'set', limitType, currencyIso: null, value: 7, ...(reasonId && { reasonId }) },
    });
    await h.settle();
    expect(h.state().session.playBlockNotice).toBe(true);
    expect(h.calls.filter((c) => c.method === 'GET' && path(c) === '/limits')).toHaveLength(1);
  });

  it('any other limit keeps the player signed in', async () => {
    const h = harness({
      [`POST ${BASE}/limits`]: [json(200, { status: 'ok', changes: [change()], data: { questions: [], tokenGuid: null, limitsData: [] } })],
    });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'lower', limitType: 20, currencyIso: 'RUB', value: 500_000 } });
    await h.settle();
    expect(h.state().session.playBlockNotice ?? false).toBe(false);
  });
});

describe('the time zone', () => {
  const zoneAnswer = json(200, { status: 'ok', timeZoneMinutes: 0 });

  it('is sent in minutes when the player changes it while signed in', async () => {
    const h = harness({ [`POST ${BASE}/timezone`]: [zoneAnswer, zoneAnswer] });
    await h.settle();
    expect(h.calls.filter((c) => path(c) === '/timezone')).toEqual([]);
    await h.dispatch({ type: 'preferences/set', payload: { timeZone: -5 } });
    await h.settle();
    const sent = h.calls.filter((c) => c.method === 'POST' && path(c) === '/timezone');
    expect(sent.map((c) => JSON.parse(c.body ?? ''))).toEqual([{ timeZoneMinutes: -300 }]);
  });

  it('a zone chosen before signing in is sent at sign-in; a guest sends nothing', async () => {
    const h = harness({ [`POST ${BASE}/timezone`]: [zoneAnswer] }, { ...NO_SESSION, status: 'signedOut' });
    await h.settle();
    await h.dispatch({ type: 'preferences/set', payload: { timeZone: 5 } });
    await h.settle();
    expect(h.calls.filter((c) => path(c) === '/timezone')).toEqual([]);
    h.signIn(signedIn());
    await h.settle();
    const sent = h.calls.filter((c) => c.method === 'POST' && path(c) === '/timezone');
    expect(sent.map((c) => JSON.parse(c.body ?? ''))).toEqual([{ timeZoneMinutes: 300 }]);
  });
});

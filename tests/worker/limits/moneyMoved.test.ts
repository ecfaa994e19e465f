import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import type { LimitsProjection } from '../../../src/protocol/limits';
import type { ClientLimit } from '../../../src/protocol/schemas/limits';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { createHttpClient } from '../../../src/worker/http/client';
import { LimitsController } from '../../../src/worker/limits/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/** After money moves (the wallet's balances change) the limits are read again, so the room the forms show stays true. */
const NOW = 1_700_000_000_000;
const BASE = '/web-api/limit-service-api/api/external/web/v3';
const deposit = (left: number): ClientLimit => ({
  id: 1,
  limitType: 20,
  limitValue: 100_000,
  limitBalance: left,
  used: 100_000 - left,
  resetsAt: NOW / 1000 + 3600,
  limitState: 'ACTIVE',
  startedAt: NOW / 1000,
  endsAt: null,
  needApprove: false,
  pending: null,
  selfExcludeReason: null,
  label: 'Deposit 24 h',
  measure: 'money',
  currencyIso: 'RUB',
});

describe('the limits follow the money', () => {
  it('reads the limits again when a balance moves, and not when nothing moved', async () => {
    const clock = new VirtualClock(NOW);
    const { http, calls } = scriptedHttp(clock, {
      [`GET ${BASE}/limits`]: [json(200, { data: [deposit(100_000)] }), json(200, { data: [deposit(40_000)] })],
      [`GET ${BASE}/availablelimits`]: [json(200, { data: [] })],
      [`GET ${BASE}/limits/history`]: [json(200, { data: [] })],
    });
    const controller = new LimitsController({ clock, http, log: { warn: () => undefined, error: () => undefined } });
    let money = 150_000;
    const wallet = () => ({ accounts: [{ id: 1, type: 0, currencyIso: 'RUB', money, isActive: true }] }) as unknown as WalletProjection;
    coreLink(controller, { clock, session: signedIn(), projections: { wallet } });
    const left = () => {
      const limits = (controller.projections.limits.value() as LimitsProjection).limits;
      return limits?.status === 'ready' ? limits.value[0]?.left : undefined;
    };
    const limitReads = () => calls.filter((c) => c.url.pathname === `${BASE}/limits`).length;
    controller.projectionChanged('wallet');
    await flushMicrotasks(20);
    expect(left()).toBe(100_000);

    controller.projectionChanged('wallet');
    await flushMicrotasks(20);
    expect(limitReads()).toBe(1);

    money = 210_000;
    controller.projectionChanged('wallet');
    await flushMicrotasks(20);
    expect(limitReads()).toBe(2);
    expect(left()).toBe(40_000);
  });
});

describe('the wallet and the limits follow each other', () => {
  it('without bouncing changes between their doors before either controller loaded', async () => {
    const { LimitsDoor } = await import('../../../src/worker/limits/door');
    const { WalletDoor } = await import('../../../src/worker/wallet/door');
    const { FakeTransport } = await import('../feed/fakeFeed');
    const clock = new VirtualClock(NOW);
    const { fetch } = fakeFetch(clock, [() => json(200, { data: [] })]);
    const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
    const log = { warn: () => undefined, error: () => undefined };
    const limits = new LimitsDoor({ clock, http, log });
    const wallet = new WalletDoor({ clock, http, transport: new FakeTransport(), random: () => 1, log });
    let marks = 0;
    // As the host does: a change is passed at once to the controllers that follow it.
    const linkFor = (other: { projectionChanged(name: 'wallet' | 'limits'): void }): ControllerLink => ({
      state: () => initialAppState,
      config: () => null,
      projection: (() => undefined) as ControllerLink['projection'],
      dispatch: async () => ({ accepted: true, seq: 1 }),
      changed: (name) => {
        if (++marks > 100) throw new Error('the doors bounce changes');
        other.projectionChanged(name as 'wallet' | 'limits');
      },
      newId: () => 'id',
    });
    limits.attach(linkFor(wallet));
    wallet.attach(linkFor(limits));
    limits.projectionChanged('session');
    wallet.projectionChanged('session');
    expect(marks).toBeLessThan(10);
  });
});

import { describe, expect, it } from 'vitest';
import { CASHBACK_PATHS, type CashbackAnswer, type CashbackPayout, type RewardItem } from '../../../src/protocol/schemas/cashback';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { CashbackController } from '../../../src/worker/cashback/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);

const payout = (id: number): CashbackPayout => ({
  id,
  periodStart: NOW - 7 * 86_400_000,
  periodEnd: NOW,
  currencyIso: 'RUB',
  netLoss: 200_000,
  amount: 10_000,
  points: 0,
  paidAt: NOW,
});

const answer = (history: CashbackPayout[], nextCursor: number | null): CashbackAnswer => ({
  tier: 'vip',
  points: 0,
  programs: [
    {
      id: 'vip',
      terms: {
        product: 'casino',
        mode: 'percent',
        percent: 5,
        pointsPer: null,
        period: 'weekly',
        tiers: ['vip'],
        minNetLoss: { RUB: 100_000 },
        cap: { RUB: 5_000_000 },
      },
      member: true,
      period: { start: NOW - 86_400_000, end: NOW + 6 * 86_400_000 },
      nextPayoutAt: NOW + 6 * 86_400_000 + 600_000,
      progress: [],
      history,
      nextCursor,
    },
  ],
});

const reward = (id: number): RewardItem => ({
  id: `cashback:${id}`,
  source: 'cashback',
  program: 'vip',
  bonusSource: null,
  at: NOW,
  currencyIso: 'RUB',
  amount: 10_000,
  points: 0,
});

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { history: [payout(3)], rewards: [reward(3)] };
  const { http, calls } = scriptedHttp(clock, {
    [CASHBACK_PATHS.programs]: [
      (call) => (call.url.searchParams.get('cursor') === '3' ? json(200, answer([payout(2)], null)) : json(200, answer(server.history, 3))),
    ],
    [CASHBACK_PATHS.rewards]: [
      (call) =>
        call.url.searchParams.get('cursor') === '1'
          ? json(200, { items: [reward(1)], nextCursor: null })
          : json(200, { items: server.rewards, nextCursor: 1 }),
    ],
  });
  const controller = new CashbackController({ http, log: { warn: () => undefined } });
  let wallet: Partial<WalletProjection> = { notices: [] };
  const core = coreLink(controller, { clock, projections: { wallet: () => wallet as WalletProjection } });
  return {
    controller,
    server,
    calls,
    settle: () => flushMicrotasks(20),
    signIn: () => core.setSession(signedIn()),
    signOut: () => core.setSession({ ...NO_SESSION, status: 'signedOut' }),
    channel(id: number, event: Record<string, unknown>) {
      wallet = { ...wallet, notices: [{ id, at: NOW, event: event as never }] };
      controller.projectionChanged('wallet');
    },
  };
}

describe('the cashback controller', () => {
  it('reads nothing until a page asks, then the programs; a guest is refused and sees nothing', async () => {
    const h = harness();
    expect(await h.controller.handle('tab', { id: 'a', type: 'cashback/reload', payload: {} })).toMatchObject({
      code: 'wallet.unauthorized',
    });
    h.signIn();
    await h.settle();
    expect(h.calls).toHaveLength(0);
    await h.controller.handle('tab', { id: 'b', type: 'cashback/reload', payload: {} });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ player: 'signedIn', cashback: { tier: 'vip', programs: [{ history: [{ id: 3 }] }] } });
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', cashback: null, rewards: null });
  });

  it('reads again when the channel tells of a payout or a bonus, not of other events, and pages the history', async () => {
    const h = harness();
    h.signIn();
    await h.controller.handle('tab', { id: 'b', type: 'cashback/reload', payload: {} });
    await h.settle();
    const reads = h.calls.length;
    h.channel(1, { type: 'withdrawal_status' });
    await h.settle();
    expect(h.calls.length).toBe(reads);
    h.server.history = [payout(4), payout(3)];
    h.channel(2, { type: 'cashback_changed', program: 'vip', periodStart: NOW });
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().cashback?.programs[0]?.history.map((p) => p.id)).toEqual([4, 3]);
    await h.controller.handle('tab', { id: 'm', type: 'cashback/more', payload: { program: 'vip' } });
    await h.settle();
    expect(h.controller.view().cashback?.programs[0]).toMatchObject({ nextCursor: null });
    expect(h.controller.view().cashback?.programs[0]?.history.map((p) => p.id)).toEqual([4, 3, 2]);
  });

  it('reads the rewards when asked, the next page on "more", and again on a payout', async () => {
    const h = harness();
    h.signIn();
    await h.controller.handle('tab', { id: 'r', type: 'cashback/rewards', payload: {} });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ rewards: [{ id: 'cashback:3' }], rewardsCursor: 1 });
    await h.controller.handle('tab', { id: 's', type: 'cashback/moreRewards', payload: {} });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ rewards: [{ id: 'cashback:3' }, { id: 'cashback:1' }], rewardsCursor: null });
    h.server.rewards = [reward(5), reward(3)];
    h.channel(3, { type: 'cashback_changed', program: 'vip', periodStart: NOW });
    await h.settle();
    expect(h.controller.view().rewards?.map((r) => r.id)).toEqual(['cashback:5', 'cashback:3']);
    expect(await h.controller.handle('tab', { id: 't', type: 'cashback/more', payload: { program: 'gold' } })).toMatchObject({
      code: 'invalid_command',
    });
  });
});

describe('the club points exchange', () => {
  function exchangeHarness() {
    const clock = new VirtualClock(NOW);
    const net = { down: false, refuse: false, held: 300 };
    const { http, calls } = scriptedHttp(clock, {
      [CASHBACK_PATHS.programs]: [() => json(200, { ...answer([], null), points: net.held })],
      [CASHBACK_PATHS.exchange]: [
        () =>
          net.down
            ? new TypeError('Failed to fetch')
            : net.refuse
              ? json(409, { error: { code: 'wallet.bonus_running', message: 'running', params: { currency: 'RUB' } } })
              : ((net.held = 100), json(200, { points: 100, bonusId: 9, amount: 20_000, currency: 'RUB' })),
      ],
    });
    const controller = new CashbackController({ http, log: { warn: () => undefined } });
    const core = coreLink(controller, { clock, projections: { wallet: () => ({ notices: [] }) as unknown as WalletProjection } });
    core.setSession(signedIn());
    /** A command answered after every retry the client makes on the virtual clock. */
    async function send(id: string, points: number) {
      const answered = h.controller.handle('tab', { id, type: 'cashback/exchange', payload: { points, currency: 'RUB' } });
      for (let i = 0; i < 50; i += 1) {
        await flushMicrotasks(20);
        clock.runAll();
      }
      return answered;
    }
    const h = { controller, calls, net, send, settle: () => flushMicrotasks(20) };
    return h;
  }
  const keysOf = (calls: readonly { url: URL; headers: Headers }[]) =>
    calls.filter((c) => c.url.pathname === CASHBACK_PATHS.exchange).map((c) => c.headers.get('idempotency-key'));

  it('checks the step and the points held before sending, and sends a lost exchange again under the same key', async () => {
    const h = exchangeHarness();
    await h.controller.handle('tab', { id: 'r', type: 'cashback/reload', payload: {} });
    await h.settle();
    expect(await h.send('a', 150)).toMatchObject({ code: 'wallet.points_step', params: { step: 100 } });
    expect(await h.send('b', 400)).toMatchObject({ code: 'wallet.points_short', params: { points: 300 } });
    expect(keysOf(h.calls)).toHaveLength(0);

    h.net.down = true;
    expect(await h.send('c', 200)).toMatchObject({ code: 'wallet.network_error' });
    expect(h.controller.view().exchange).toMatchObject({ status: 'refused', code: 'wallet.network_error' });
    const lost = keysOf(h.calls);
    expect(lost.length).toBeGreaterThan(0);
    h.net.down = false;
    expect(await h.send('d', 200)).toEqual({ accepted: true, seq: 0 });
    expect(new Set(keysOf(h.calls))).toEqual(new Set([lost[0]]));
    expect(h.controller.view()).toMatchObject({ exchange: { status: 'done', points: 200, amount: 20_000 }, cashback: { points: 100 } });

    // A refusal of the server's is shown with its values; the next exchange goes under a new key.
    h.net.refuse = true;
    await h.send('e', 100);
    expect(h.controller.view().exchange).toEqual({ status: 'refused', code: 'wallet.bonus_running', params: { currency: 'RUB' } });
    expect(new Set(keysOf(h.calls)).size).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { PLAYER_EVENTS_PATH, WALLET_PATHS } from '../../../src/protocol/schemas/wallet';
import { DEPOSIT_START_ATTEMPTS, WALLET_RESEND_MS } from '../../../src/worker/wallet/controller';
import { CHANNEL_HEARTBEAT_SLACK_MS } from '../../../src/worker/wallet/channel';
import { json, type RecordedCall } from '../http/fakeFetch';
import { account, signedIn } from '../coupon/harness';
import { intent, walletError, walletHarness, withdrawal } from './harness';

const depositCommand = {
  type: 'wallet/startDeposit',
  payload: { accountId: 11, methodId: 'card', amount: 5_000, currencyIso: 'EUR', lang: 'en' },
} as const;
const withdrawCommand = {
  type: 'wallet/requestWithdrawal',
  payload: { accountId: 11, methodId: 'card', amount: 3_000, currencyIso: 'EUR' },
} as const;
const callsTo = (calls: readonly RecordedCall[], path: string) => calls.filter((c) => c.url.pathname === path);

describe('the wallet controller: a deposit', () => {
  it('sends the recorded deposit with its key, shows the provider page to go to, then the outcome the server reports', async () => {
    const h = walletHarness({
      [WALLET_PATHS.withdrawals]: [json(200, { items: [] })],
      [WALLET_PATHS.deposits]: [
        json(200, { intent: intent(), redirectUrl: '/pay-provider/checkout/pi_0123456789abcdef0123', repeated: false }),
      ],
      [WALLET_PATHS.deposit]: [
        json(200, { intent: intent({ status: 'processing' }) }),
        json(200, { intent: intent({ status: 'succeeded', movementId: 9 }) }),
      ],
    });
    await h.settle();
    expect(await h.dispatch(depositCommand)).toMatchObject({ accepted: true });
    await h.settle();
    const posted = callsTo(h.calls, WALLET_PATHS.deposits);
    expect(posted).toHaveLength(1);
    const key = h.state().wallet.deposit?.key as string;
    expect(posted[0]?.headers.get('idempotency-key')).toBe(`wallet-${key}`);
    expect(JSON.parse(posted[0]?.body ?? '{}')).toEqual({ accountId: 11, methodId: 'card', amount: 5_000, currencyIso: 'EUR', lang: 'en' });
    expect(h.view().deposit).toMatchObject({
      phase: 'redirect',
      redirectUrl: '/pay-provider/checkout/pi_0123456789abcdef0123',
      intent: { status: 'created' },
    });

    // Back from the provider: the page says which intent; the worker asks the server, never the URL.
    await h.dispatch({ type: 'wallet/returnFromProvider', payload: { intentId: 'pi_0123456789abcdef0123' } });
    h.stream().send('hello', { lastEventId: 99, heartbeatMs: 15_000 });
    await h.settle();
    expect(h.view().deposit).toMatchObject({ phase: 'waiting', status: 'processing' });
    h.push({ type: 'deposit_status', intentId: 'pi_0123456789abcdef0123', status: 'succeeded', reason: null });
    await h.settle();
    expect(h.view().deposit).toMatchObject({ phase: 'settled', status: 'succeeded', intent: { movementId: 9 } });
    expect(h.view().notices.map((n) => n.event.type)).toEqual(['deposit_status']);
  });

  it('sends again with the same key after a lost answer, and gives up after a few tries without moving anything', async () => {
    const h = walletHarness({ [WALLET_PATHS.withdrawals]: [json(200, { items: [] })], [WALLET_PATHS.deposits]: [new Error('offline')] });
    await h.settle();
    await h.dispatch(depositCommand);
    // The HTTP policy's own retries (1 s doubling) and then the controller's waits; every attempt carries the same key.
    for (const ms of [...WALLET_RESEND_MS, 30_000, 30_000, 30_000]) await h.settle(ms + 7_000);
    const keys = new Set(callsTo(h.calls, WALLET_PATHS.deposits).map((c) => c.headers.get('idempotency-key')));
    expect(keys.size).toBe(1);
    expect(callsTo(h.calls, WALLET_PATHS.deposits).length).toBe(DEPOSIT_START_ATTEMPTS * 4);
    expect(h.view().deposit).toMatchObject({ phase: 'refused', error: { code: 'network_error' } });
    await h.dispatch({ type: 'wallet/dismissDeposit', payload: {} });
    expect(h.view().deposit).toBeNull();
  });

  it('shows a typed refusal with the server code, and refuses a bad amount before sending', async () => {
    const h = walletHarness({
      [WALLET_PATHS.withdrawals]: [json(200, { items: [] })],
      [WALLET_PATHS.deposits]: [walletError(422, 'wallet.amount_above_max', { max: 4_000 })],
    });
    await h.settle();
    expect(await h.dispatch({ ...depositCommand, payload: { ...depositCommand.payload, amount: 50.5 } })).toMatchObject({
      code: 'wallet.amount_too_precise',
    });
    expect(callsTo(h.calls, WALLET_PATHS.deposits)).toHaveLength(0);
    await h.dispatch(depositCommand);
    await h.settle();
    expect(h.view().deposit).toMatchObject({ phase: 'refused', error: { code: 'wallet.amount_above_max', params: { max: 4_000 } } });
  });
});

describe('the wallet controller: withdrawals', () => {
  it('never takes a lost answer for a no: the request goes again with its key until the server answers', async () => {
    const h = walletHarness({
      [`GET ${WALLET_PATHS.withdrawals}`]: [json(200, { items: [] }), json(200, { items: [withdrawal()] })],
      [`POST ${WALLET_PATHS.withdrawals}`]: [
        ...Array.from({ length: 6 }, () => json(503, {})),
        json(200, { withdrawal: withdrawal(), balance: { accountId: 11, money: 97_000, currencyIso: 'EUR' }, repeated: true }),
      ],
    });
    await h.settle();
    await h.dispatch(withdrawCommand);
    for (let i = 0; i < 6; i++) await h.settle(30_000);
    const posts = h.calls.filter((c) => c.url.pathname === WALLET_PATHS.withdrawals && c.method === 'POST');
    expect(posts.length).toBeGreaterThan(1);
    expect(new Set(posts.map((c) => c.headers.get('idempotency-key'))).size).toBe(1);
    expect(h.state().wallet.asks[0]).toMatchObject({ phase: 'done', withdrawalId: 4, status: 'pending' });
    expect(h.sessionRequests).toContainEqual({ kind: 'refreshAccounts' });
    expect(h.view().withdrawals).toMatchObject({ status: 'ready', value: [{ id: 4 }] });
  });

  it('a typed refusal is final; a cancel follows the withdrawal status the channel reports', async () => {
    const h = walletHarness({
      [`GET ${WALLET_PATHS.withdrawals}`]: [json(200, { items: [] })],
      [`POST ${WALLET_PATHS.withdrawals}`]: [
        walletError(409, 'wallet.insufficient_withdrawable', { withdrawable: 0, reason: 'turnover_required' }),
        json(200, { withdrawal: withdrawal(), balance: { accountId: 11, money: 1, currencyIso: 'EUR' }, repeated: false }),
      ],
      [WALLET_PATHS.cancelWithdrawal]: [
        json(200, {
          withdrawal: withdrawal({ status: 'cancelled' }),
          balance: { accountId: 11, money: 4, currencyIso: 'EUR' },
          repeated: false,
        }),
      ],
    });
    await h.settle();
    await h.dispatch(withdrawCommand);
    await h.settle();
    expect(h.state().wallet.asks[0]).toMatchObject({
      phase: 'refused',
      error: { code: 'wallet.insufficient_withdrawable', params: { reason: 'turnover_required' } },
    });
    await h.dispatch(withdrawCommand);
    await h.settle();
    await h.dispatch({ type: 'wallet/cancelWithdrawal', payload: { withdrawalId: 4 } });
    await h.settle();
    expect(h.state().wallet.asks.map((a) => [a.kind, a.phase, a.status])).toEqual([
      ['request', 'refused', null],
      ['request', 'done', 'cancelled'],
      ['cancel', 'done', 'cancelled'],
    ]);
  });
});

describe('the player channel in the worker', () => {
  it('opens one connection while signed in; a balance event updates every account shown and refreshes the session at once', async () => {
    const h = walletHarness({
      [WALLET_PATHS.withdrawals]: [json(200, { items: [] })],
      [WALLET_PATHS.withdrawable]: [
        json(200, {
          accountId: 11,
          currencyIso: 'EUR',
          balance: 100_000,
          withdrawable: 100_000,
          reasons: [],
          verificationThreshold: null,
          verified: true,
        }),
      ],
    });
    await h.settle();
    expect(h.transport.streams.map((s) => s.url)).toEqual([PLAYER_EVENTS_PATH]);
    expect(h.view().channel.status).toBe('connecting');
    h.hello(120);
    expect(h.view().channel.status).toBe('live');
    await h.controller.handle('tab-1', { id: 'x', type: 'walletView/loadWithdrawable', payload: { accountId: 11 } });
    await h.settle();
    const before = h.calls.length;
    h.push({ type: 'balance', movementId: 5, kind: 'deposit', accounts: [{ accountId: 11, money: 150_000, currencyIso: 'EUR' }] });
    expect(h.view().accounts).toEqual([{ id: 11, type: 0, currencyIso: 'EUR', money: 150_000, isActive: true }]);
    expect(h.pushes.at(-1)).toBe('wallet');
    expect(h.sessionRequests).toEqual([{ kind: 'refreshAccounts' }]);
    await h.settle();
    // The withdrawable amount shown is loaded again after the movement.
    expect(h.calls.slice(before).map((c) => c.url.pathname)).toContain(WALLET_PATHS.withdrawable);
    // The session's fresh accounts replace the channel's numbers.
    h.setSession(signedIn([account({ money: 150_000 })]));
    expect(h.view().accounts[0]?.money).toBe(150_000);
    h.signOut();
    expect(h.transport.open_).toHaveLength(0);
    expect(h.view()).toMatchObject({ player: 'guest', channel: { status: 'idle' } });
  });

  it('reconnects after a drop with backoff on the clock, resuming after the last event; silence past 2 heartbeats is a drop', async () => {
    const h = walletHarness({ [WALLET_PATHS.withdrawals]: [json(200, { items: [] })] });
    await h.settle();
    h.hello(120, 2_000);
    const seen = h.push({ type: 'payment_request_reply', requestId: 3 });
    h.stream().fail('network');
    expect(h.view().channel).toMatchObject({ status: 'offline', attempt: 1, retryAt: h.clock.now() + 1_000 });
    await h.settle(999);
    expect(h.transport.open_).toHaveLength(0);
    await h.settle(1);
    expect(h.transport.last.url).toBe(`${PLAYER_EVENTS_PATH}?lastEventId=${seen.id}`);
    h.hello(seen.id, 2_000);
    // An event the server sends twice across the resume is applied once.
    h.stream().send('payment_request_reply', seen, seen.id);
    expect(h.view().notices).toHaveLength(1);
    const opened = h.transport.streams.length;
    await h.settle(2 * 2_000 + CHANNEL_HEARTBEAT_SLACK_MS - 1);
    expect(h.transport.streams.length).toBe(opened);
    h.stream().send('heartbeat', { at: 1 });
    await h.settle(2 * 2_000 + CHANNEL_HEARTBEAT_SLACK_MS);
    expect(h.view().channel.status).toBe('offline');
  });

  it('is not opened for a guest, and a guest gets no server data', async () => {
    const h = walletHarness({}, { session: { ...signedIn(), status: 'signedOut', userId: null } });
    await h.settle();
    expect(h.transport.streams).toHaveLength(0);
    expect(
      h.controller.handle('tab-1', { id: 'x', type: 'walletView/loadMethods', payload: { direction: 'deposit', currencyIso: 'EUR' } }),
    ).toMatchObject({
      code: 'wallet.unauthorized',
    });
  });
});

describe('what pages ask of the wallet', () => {
  it('methods, a watched history with more pages, reloaded after a movement, and its CSV link', async () => {
    const item = (entryId: number, amount: number) => ({
      entryId,
      movementId: entryId,
      kind: 'deposit',
      accountId: 11,
      accountType: 0,
      currencyIso: 'EUR',
      amount,
      balanceAfter: 10_000,
      createdAt: 1,
      reference: null,
      memo: null,
    });
    const h = walletHarness({
      [WALLET_PATHS.withdrawals]: [json(200, { items: [] })],
      [WALLET_PATHS.methods]: [
        json(200, {
          direction: 'deposit',
          currencyIso: 'EUR',
          country: 'de',
          methods: [
            {
              id: 'card',
              name: 'Card',
              direction: 'deposit',
              currencyIso: 'EUR',
              min: 200,
              max: 1_000_000,
              step: 1,
              fee: { fixed: 0, percentBp: 0 },
              processing: { minMinutes: 0, maxMinutes: 0 },
            },
          ],
        }),
      ],
      [WALLET_PATHS.history]: [
        json(200, { items: [item(9, 100), item(8, 200)], nextCursor: '8' }),
        json(200, { items: [item(7, 300)], nextCursor: null }),
        json(200, { items: [item(10, 50), item(9, 100)], nextCursor: '9' }),
      ],
    });
    await h.settle();
    h.hello();
    h.controller.handle('tab-1', { id: 'a', type: 'walletView/loadMethods', payload: { direction: 'deposit', currencyIso: 'EUR' } });
    h.controller.handle('tab-1', { id: 'b', type: 'walletView/watchHistory', payload: { kind: 'deposit', limit: 2 } });
    await h.settle();
    expect(h.view().methods['deposit:EUR']).toMatchObject({ status: 'ready', value: [{ id: 'card' }] });
    expect(h.view().history).toMatchObject({ status: 'ready', nextCursor: '8', csvUrl: `${WALLET_PATHS.historyCsv}?kind=deposit` });
    h.controller.handle('tab-1', { id: 'c', type: 'walletView/loadMoreHistory', payload: {} });
    await h.settle();
    expect(h.view().history.items.map((i) => i.entryId)).toEqual([9, 8, 7]);
    expect(callsTo(h.calls, WALLET_PATHS.history)[1]?.url.searchParams.get('cursor')).toBe('8');
    h.push({ type: 'balance', movementId: 10, kind: 'deposit', accounts: [{ accountId: 11, money: 10_000, currencyIso: 'EUR' }] });
    await h.settle();
    expect(h.view().history.items.map((i) => i.entryId)).toEqual([10, 9]);
    h.controller.releaseTab('tab-1');
    expect(h.view().history.status).toBe('idle');
  });
});

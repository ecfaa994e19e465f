import { beforeAll, describe, expect, it } from 'vitest';
import { BETS_PATHS } from '../../../src/protocol/schemas/bets';
import { PLACEMENT_RESEND_MS, QUOTE_DEBOUNCE_MS } from '../../../src/worker/coupon/controller';
import { MY_BETS_REFRESH_MS } from '../../../src/worker/coupon/myBets';
import { couponInfo } from '../../support/bets';
import { flushMicrotasks } from '../../support/virtualClock';
import { json } from '../http/fakeFetch';
import { betsServer, placed, playerCoupon, refused } from './answers';
import { account, couponHarness, signedIn } from './harness';

async function settle(h: { clock: { advance(ms: number): void } }, ms = 0) {
  await flushMicrotasks(10);
  // A first-use module (cash-out, my bets) comes through a dynamic import, which resolves after a real turn of the loop.
  await new Promise((resolve) => setTimeout(resolve, 0));
  h.clock.advance(ms);
  await flushMicrotasks(10);
}

// Loaded once here, so a test's first sale or watch does not wait for the module's transform.
beforeAll(async () => {
  await Promise.all([import('../../../src/worker/coupon/cashOut'), import('../../../src/worker/coupon/myBets')]);
});

describe('the coupon controller', () => {
  it('places from the active account, and follows a switch of it in the header', async () => {
    const server = betsServer({});
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    expect(h.state().coupon).toMatchObject({ accountId: 11, currencyIso: 'EUR', userId: 7 });
    h.setSession(signedIn([account({ isActive: false }), account({ id: 12, iso: 'USD', type: 9, isActive: true })]));
    await settle(h);
    expect(h.state().coupon).toMatchObject({ accountId: 12, currencyIso: 'USD' });
  });

  it('quotes the draft once the edits pause, and the quote reaches the slip: limits, suspended and moved bets', async () => {
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [
        json(
          200,
          couponInfo({
            bets: [{ marketId: 1001, gameId: 501, state: 'suspended', coef: 2, isLive: true, isDepend: false }],
            minBetAmount: 200,
            maxBetAmount: 9000,
          }),
        ),
      ],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.8);
    expect(h.controller.projection().quoting).toBe(true);
    await settle(h, QUOTE_DEBOUNCE_MS - 1);
    expect(server.bodiesOf(BETS_PATHS.couponInfo)).toHaveLength(0);
    await settle(h, 1);
    expect(server.bodiesOf(BETS_PATHS.couponInfo)).toEqual([
      { typeId: 0, accountId: 11, bets: [{ marketId: 1001, gameId: 501, blockId: 1 }], promoCode: null },
    ]);
    const view = h.controller.projection();
    expect(view).toMatchObject({ quoting: false, minBetAmount: 200, maxBetAmount: 9000, promoCodes: ['FREEBET100'] });
    // The default changeCoefAction (2) accepts a rise: the slip takes the new coefficient as the one the player agreed to.
    expect(view.bets[0]).toMatchObject({ lock: 'blocked', coefText: '2', clickedCoefText: '2', move: null });
  });

  it('an answer to an older draft is dropped when a newer one is on its way', async () => {
    let releaseFirst: () => void = () => undefined;
    const first = new Promise<void>((resolve) => (releaseFirst = resolve));
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [
        async () => {
          await first;
          return json(200, couponInfo({ minBetAmount: 111 }));
        },
        json(200, couponInfo({ minBetAmount: 222 })),
      ],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.8);
    await settle(h, QUOTE_DEBOUNCE_MS);
    await h.addBet(2, 2.1);
    await settle(h, QUOTE_DEBOUNCE_MS);
    expect(h.controller.projection().minBetAmount).toBe(222);
    releaseFirst();
    await settle(h);
    expect(h.controller.projection()).toMatchObject({ minBetAmount: 222, quoting: false });
    expect(server.bodiesOf(BETS_PATHS.couponInfo)).toHaveLength(2);
  });

  it('sends the placement the coupon recorded, reports the answer and refreshes the balance', async () => {
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [json(200, couponInfo())],
      [BETS_PATHS.place]: [(body) => placed((body as { refId: string }).refId, '4242')],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.5);
    await settle(h, QUOTE_DEBOUNCE_MS);
    await h.dispatch({ type: 'coupon/place', payload: {} });
    expect(h.controller.projection().phase).toBe('placing');
    await settle(h);
    const [sent] = server.bodiesOf(BETS_PATHS.place) as { refId: string; accountId: number; bets: unknown[] }[];
    expect(sent).toMatchObject({ accountId: 11, bets: [{ marketId: 1001 }] });
    expect(h.controller.projection()).toMatchObject({ phase: 'accepted', success: { couponId: '4242' }, placing: null });
    expect(h.moneyMoved()).toBe(1);
  });

  it('a refusal for moved coefficients records the error and shows the new coefficient to confirm (changeCoefAction 0)', async () => {
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [json(200, couponInfo())],
      [BETS_PATHS.place]: [
        refused(409, 'coef_changed', { coefChanges: [{ marketId: 1001, gameId: 501, requested: 1.5, current: 1.4, direction: 'fall' }] }),
      ],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.dispatch({ type: 'coupon/changeSettings', payload: { changes: { changeCoefAction: 0 } } });
    await h.addBet(1, 1.5);
    await settle(h, QUOTE_DEBOUNCE_MS);
    await h.dispatch({ type: 'coupon/place', payload: {} });
    await settle(h);
    const view = h.controller.projection();
    expect(view).toMatchObject({ phase: 'failed', lastError: { code: 'coef_changed' } });
    expect(view.bets[0]).toMatchObject({ coefText: '1.4', clickedCoefText: '1.5', move: 'fall', lock: 'coefChanged' });
    expect(view.placeRefusal?.code).toBe('coupon.coef_change_unconfirmed');
  });

  it('a placement whose answer is lost goes again with the same refId, never a new one', async () => {
    let attempts = 0;
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [json(200, couponInfo())],
      [BETS_PATHS.place]: [
        (body) => {
          attempts++;
          // The HTTP policy retries four times; the fifth attempt (after the controller's first resend) answers.
          return attempts <= 4 ? new TypeError('connection reset') : placed((body as { refId: string }).refId);
        },
      ],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.5);
    await settle(h, QUOTE_DEBOUNCE_MS);
    await h.dispatch({ type: 'coupon/place', payload: {} });
    for (let i = 0; i < 6; i++) await settle(h, 4000);
    expect(h.controller.projection().placing).toEqual(null);
    await settle(h, PLACEMENT_RESEND_MS[0]!);
    const refIds = new Set((server.bodiesOf(BETS_PATHS.place) as { refId: string }[]).map((b) => b.refId));
    expect(refIds.size).toBe(1);
    expect(attempts).toBe(5);
    expect(h.controller.projection().phase).toBe('accepted');
  });

  it('sends a sale at the offer the player saw and reports it; a moved offer comes back with the new amount', async () => {
    const server = betsServer({
      [BETS_PATHS.sell]: [
        refused(409, 'cashout_offer_changed', {
          offer: {
            couponId: '77',
            cashout: { available: true, amount: 640 },
            insurance: { available: false, reason: 'prepaid' },
            currentReturn: 0,
            maxReturn: 900,
            quotedAt: 1,
          },
        }),
        () =>
          json(200, {
            couponId: '77',
            amount: 640,
            balance: { accountId: 11, money: 100_640 },
            coupon: playerCoupon('77', { status: 'sold', soldAmount: 640 }),
          }),
      ],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.dispatch({ type: 'coupon/sell', payload: { couponId: '77', amount: 700 } });
    await settle(h);
    expect(h.state().coupon.placedCouponStatus['77']?.lastOutcome).toMatchObject({
      status: 'sellFailed',
      code: 'cashout_offer_changed',
      params: { offer: 640 },
    });
    await h.dispatch({ type: 'coupon/sell', payload: { couponId: '77', amount: 640 } });
    await settle(h);
    expect(h.state().coupon.placedCouponStatus['77']).toMatchObject({ soldAmount: 640, lastOutcome: { status: 'sold', amount: 640 } });
    expect(server.bodiesOf(BETS_PATHS.sell)).toEqual([
      { couponId: '77', minAmount: 700 },
      { couponId: '77', minAmount: 640 },
    ]);
    expect(h.moneyMoved()).toBe(1);
  });

  it('keeps a watched page of my bets fresh, and stops when no tab watches', async () => {
    let loads = 0;
    const server = betsServer({
      [BETS_PATHS.history]: [() => json(200, { items: [playerCoupon(String(100 + ++loads))], page: 1, pageSize: 10, total: 1 })],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    expect(
      await h.controller.handle('tab-1', { id: 'w1', type: 'myBets/watch', payload: { filter: 'open', page: 1, lang: 'ru' } }),
    ).toEqual({
      accepted: true,
      seq: 0,
    });
    await settle(h);
    expect(h.controller.myBetsProjection()).toMatchObject({ status: 'ready', filter: 'open', total: 1, items: [{ id: '101' }] });
    expect(server.sent.at(-1)?.url.searchParams.get('status')).toBe('open');
    expect(server.sent.at(-1)?.url.searchParams.get('lang')).toBe('ru');
    await settle(h, MY_BETS_REFRESH_MS);
    expect(h.controller.myBetsProjection().items[0]?.id).toBe('102');
    h.controller.releaseTab('tab-1');
    await settle(h, MY_BETS_REFRESH_MS * 3);
    expect(loads).toBe(2);
    expect(h.controller.myBetsProjection().status).toBe('idle');
  });

  it('auto-max: the stake follows the balance within the maximum, decided once in the worker', async () => {
    const server = betsServer({ [BETS_PATHS.couponInfo]: [json(200, couponInfo({ maxBetAmount: 30_000 }))] });
    const h = couponHarness([(call) => server.answer(call)], { session: signedIn([account({ money: 20_000 })]) });
    await settle(h);
    await h.dispatch({ type: 'coupon/changeSettings', payload: { changes: { isAutoMax: true } } });
    await h.addBet(1, 1.5);
    await settle(h);
    expect(h.state().coupon.amount).toBe(20_000);
    // The balance rises above the maximum: the maximum binds.
    h.setSession(signedIn([account({ money: 90_000 })]));
    await settle(h, QUOTE_DEBOUNCE_MS);
    expect(h.state().coupon.amount).toBe(30_000);
  });

  it('refuses a malformed watch with a typed reason', () => {
    const h = couponHarness([json(200, {})]);
    expect(
      h.controller.handle('tab-1', { id: 'w', type: 'myBets/watch', payload: { filter: 'nope', page: 0, lang: 'x' } as never }),
    ).toMatchObject({ rejected: true, code: 'invalid_command' });
  });

  it('a guest fills the slip but nothing is quoted or placed', async () => {
    const server = betsServer({});
    const h = couponHarness([(call) => server.answer(call)], {
      session: { ...signedIn(), status: 'signedOut', accounts: null, activeAccount: null, userId: null },
    });
    await settle(h);
    await h.addBet(1, 1.5);
    await settle(h, QUOTE_DEBOUNCE_MS * 2);
    expect(server.sent).toEqual([]);
    expect(h.controller.projection()).toMatchObject({ player: 'guest', account: null, placeRefusal: { code: 'coupon.no_account' } });
  });
});

describe('a hold of another context', () => {
  it('a waiting reality check shows on Place before any press, in the projection every tab paints, and goes with the answer', async () => {
    const h = couponHarness([]);
    await h.addBet(1, 1.9);
    expect(h.controller.projection().placeRefusal?.code).not.toBe('coupon.reality_check_pending');
    const started = h.clock.now();
    await h.dispatch({ type: 'limits/raiseRealityCheck', payload: { sessionStartedAt: started, dueAt: started + 60_000, results: null } });
    h.controller.projectionChanged();
    expect(h.controller.projection().placeRefusal).toMatchObject({ code: 'coupon.reality_check_pending' });
    const key = h.state().limits.realityCheck?.key ?? '';
    await h.dispatch({ type: 'limits/acknowledgeRealityCheck', payload: { key } });
    h.controller.projectionChanged();
    expect(h.controller.projection().placeRefusal?.code).not.toBe('coupon.reality_check_pending');
  });
});

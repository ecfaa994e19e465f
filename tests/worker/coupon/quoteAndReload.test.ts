import { describe, expect, it } from 'vitest';
import { BETS_PATHS } from '../../../src/protocol/schemas/bets';
import { QUOTE_DEBOUNCE_MS } from '../../../src/worker/coupon/controller';
import { couponInfo } from '../../support/bets';
import { flushMicrotasks } from '../../support/virtualClock';
import { json } from '../http/fakeFetch';
import { betsServer, placed, refused } from './answers';
import { couponHarness } from './harness';

async function settle(h: { clock: { advance(ms: number): void } }, ms = 0) {
  await flushMicrotasks(10);
  h.clock.advance(ms);
  await flushMicrotasks(10);
}

describe('a quote that fails', () => {
  it('is said in the slip with its reason, and goes away when the next draft is quoted', async () => {
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [refused(404, 'account_not_found'), json(200, couponInfo({ minBetAmount: 333 }))],
    });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.8);
    await settle(h, QUOTE_DEBOUNCE_MS);
    expect(h.controller.projection()).toMatchObject({ quoting: false, quoteFailure: { code: 'account_not_found' } });
    expect(h.changed).toContain('coupon');
    await h.addBet(2, 2.1);
    // A new draft: the old failure no longer describes it.
    expect(h.controller.projection().quoteFailure).toBeNull();
    await settle(h, QUOTE_DEBOUNCE_MS);
    expect(h.controller.projection()).toMatchObject({ quoting: false, quoteFailure: null, minBetAmount: 333 });
  });

  it('the connection lost past the HTTP retries says network_error', async () => {
    const server = betsServer({ [BETS_PATHS.couponInfo]: [new TypeError('connection reset')] });
    const h = couponHarness([(call) => server.answer(call)]);
    await settle(h);
    await h.addBet(1, 1.8);
    await settle(h, QUOTE_DEBOUNCE_MS);
    for (let i = 0; i < 6 && h.controller.projection().quoting; i++) await settle(h, 4000);
    expect(h.controller.projection()).toMatchObject({ quoting: false, quoteFailure: { code: 'network_error' } });
  });
});

describe('a placement on its way when the worker stops (reload, browser closed)', () => {
  it('is sent again by the next worker from the recorded coupon, with the same refId, and the answer is recorded', async () => {
    const lost = betsServer({
      [BETS_PATHS.couponInfo]: [json(200, couponInfo())],
      [BETS_PATHS.place]: [new TypeError('connection reset')],
    });
    const before = couponHarness([(call) => lost.answer(call)]);
    await settle(before);
    await before.addBet(1, 1.5);
    await settle(before, QUOTE_DEBOUNCE_MS);
    await before.dispatch({ type: 'coupon/place', payload: {} });
    await settle(before);
    const recorded = before.state();
    const refId = recorded.coupon.pendingPlacement?.refId;
    expect(refId).toBeDefined();
    expect(recorded.coupon.phase).toBe('placing');
    before.controller.stop();

    // The next worker starts from the recorded state alone.
    const server = betsServer({
      [BETS_PATHS.couponInfo]: [json(200, couponInfo())],
      [BETS_PATHS.place]: [(body) => placed((body as { refId: string }).refId, '5151')],
    });
    const after = couponHarness([(call) => server.answer(call)], { state: recorded });
    await settle(after);
    const sent = server.bodiesOf(BETS_PATHS.place) as { refId: string }[];
    expect(sent.map((b) => b.refId)).toEqual([refId]);
    expect(after.controller.projection()).toMatchObject({ phase: 'accepted', success: { couponId: '5151' }, placing: null });
    expect(after.moneyMoved()).toBe(1);
  });
});

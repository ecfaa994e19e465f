import { describe, expect, it } from 'vitest';
import { decide, evolve, initialCouponState, type CouponState } from '../../../src/core/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import type { CouponCommand, CouponEvent } from '../../../src/protocol/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, rejection, run, runAll, signedIn } from './flow';

/** The coupon C1 placed from this slip (stake 150.00), with a context whose ids continue from ref-1. */
function withPlaced(): { state: CouponState; ctx: ReturnType<typeof context> } {
  const ctx = context();
  const s = runAll(
    signedIn(),
    [
      cmd('coupon/addBet', { bet: newBet(0, 2) }),
      cmd('coupon/addBet', { bet: newBet(1, 3) }),
      cmd('coupon/place', {}),
      cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C1' }),
    ],
    ctx,
  );
  return { state: s, ctx };
}

describe('sell (cash-out): a server round trip for any placed coupon', () => {
  it('sell records the request with a fresh requestId; the state keeps it pending', () => {
    const { state, ctx } = withPlaced();
    const { state: s, events } = run(state, cmd('coupon/sell', { couponId: 'C77', amount: 12000 }), ctx);
    expect(events).toEqual([{ type: 'coupon/sellRequested', v: 1, payload: { requestId: 'ref-2', couponId: 'C77', amount: 12000 } }]);
    expect(s.pendingRequests).toEqual([{ requestId: 'ref-2', kind: 'sell', couponId: 'C77', amount: 12000 }]);
    expect(s.placedCouponStatus).toEqual({});
  });

  it('the worker reports the sale: sold, the request done, the outcome kept per coupon', () => {
    const { state, ctx } = withPlaced();
    let s = run(state, cmd('coupon/sell', { couponId: 'C1', amount: 12000 }), ctx).state;
    const { state: sold, events } = run(s, cmd('coupon/reportSold', { requestId: 'ref-2', amount: 11900 }), ctx);
    expect(events).toEqual([{ type: 'coupon/sold', v: 2, payload: { requestId: 'ref-2', couponId: 'C1', amount: 11900 } }]);
    expect(sold.pendingRequests).toEqual([]);
    expect(sold.placedCouponStatus.C1).toEqual({
      soldAmount: 11900,
      insuredAmount: null,
      lastOutcome: { status: 'sold', requestId: 'ref-2', amount: 11900 },
    });
    expect(sold.successCoupon?.soldAmount).toBe(11900);
    // a sold coupon is neither sold nor insured again
    expect(rejection(sold, cmd('coupon/sell', { couponId: 'C1', amount: 100 }), ctx)).toEqual({
      rejected: true,
      code: 'coupon.already_sold',
      params: { couponId: 'C1' },
    });
    expect(rejection(sold, cmd('coupon/insure', { couponId: 'C1', amount: 100 }), ctx).code).toBe('coupon.already_sold');
    s = sold;
    expect(s.bets).toHaveLength(0);
  });

  it('a refused sale keeps its reason for the slip; the player may try again', () => {
    const { state, ctx } = withPlaced();
    let s = run(state, cmd('coupon/sell', { couponId: 'C9', amount: 12000 }), ctx).state;
    const { state: failed, events } = run(
      s,
      cmd('coupon/reportSellFailed', { requestId: 'ref-2', code: 'offer_changed', params: { amount: 11000 } }),
      ctx,
    );
    expect(events).toEqual([
      {
        type: 'coupon/sellFailed',
        v: 1,
        payload: { requestId: 'ref-2', couponId: 'C9', code: 'offer_changed', params: { amount: 11000 } },
      },
    ]);
    expect(failed.pendingRequests).toEqual([]);
    expect(failed.placedCouponStatus.C9).toEqual({
      soldAmount: null,
      insuredAmount: null,
      lastOutcome: { status: 'sellFailed', requestId: 'ref-2', code: 'offer_changed', params: { amount: 11000 } },
    });
    s = run(failed, cmd('coupon/sell', { couponId: 'C9', amount: 11000 }), ctx).state;
    expect(s.pendingRequests.map((r) => r.requestId)).toEqual(['ref-3']);
  });

  it('refuses a second request for a coupon while one is pending, a zero amount and unknown request ids', () => {
    const { state, ctx } = withPlaced();
    const s = run(state, cmd('coupon/sell', { couponId: 'C1', amount: 12000 }), ctx).state;
    expect(rejection(s, cmd('coupon/sell', { couponId: 'C1', amount: 12000 }), ctx)).toEqual({
      rejected: true,
      code: 'coupon.request_pending',
      params: { couponId: 'C1', requestId: 'ref-2' },
    });
    expect(rejection(s, cmd('coupon/insure', { couponId: 'C1', amount: 100 }), ctx).code).toBe('coupon.request_pending');
    expect(rejection(s, cmd('coupon/sell', { couponId: 'C2', amount: 0 }), ctx).code).toBe('coupon.amount_zero');
    expect(rejection(s, cmd('coupon/reportSold', { requestId: 'nope', amount: 1 }), ctx)).toEqual({
      rejected: true,
      code: 'coupon.unknown_request',
      params: { requestId: 'nope' },
    });
    // a sell request is not answered by an insurance report
    expect(rejection(s, cmd('coupon/reportInsured', { requestId: 'ref-2', amount: 1 }), ctx).code).toBe('coupon.unknown_request');
    expect(rejection(s, cmd('coupon/reportInsureFailed', { requestId: 'ref-2', code: 'x' }), ctx).code).toBe('coupon.unknown_request');
    // an answered request cannot be answered twice
    const sold = run(s, cmd('coupon/reportSold', { requestId: 'ref-2', amount: 12000 }), ctx).state;
    expect(rejection(sold, cmd('coupon/reportSold', { requestId: 'ref-2', amount: 12000 }), ctx).code).toBe('coupon.unknown_request');
  });

  it('requests for different coupons wait side by side, and a placement in progress does not stop them', () => {
    const { state, ctx } = withPlaced();
    let s = runAll(state, [cmd('coupon/addBet', { bet: newBet(4, 2) }), cmd('coupon/place', {})], ctx);
    expect(s.phase).toBe('placing');
    s = runAll(s, [cmd('coupon/sell', { couponId: 'C1', amount: 12000 }), cmd('coupon/insure', { couponId: 'C2', amount: 5000 })], ctx);
    expect(s.pendingRequests.map((r) => [r.kind, r.couponId])).toEqual([
      ['sell', 'C1'],
      ['insure', 'C2'],
    ]);
  });

  it('pending requests survive a reload: folding the same events gives them back', () => {
    const { state, ctx } = withPlaced();
    const log: CouponEvent[] = [];
    const commands: CouponCommand[] = [
      cmd('coupon/sell', { couponId: 'C1', amount: 12000 }),
      cmd('coupon/insure', { couponId: 'C2', amount: 5000 }),
    ];
    let s = state;
    for (const c of commands) {
      const d = decide(s, c, ctx);
      if (isRejection(d)) throw new Error(d.code);
      log.push(...d);
      s = d.reduce(evolve, s);
    }
    const reloaded = log.reduce(evolve, state);
    expect(reloaded.pendingRequests).toEqual(s.pendingRequests);
    expect(reloaded.pendingRequests).toHaveLength(2);
  });
});

describe('insurance: the same round trip', () => {
  it('insure, insured; not twice, and never above the stake of the coupon this slip placed', () => {
    const { state, ctx } = withPlaced();
    expect(rejection(state, cmd('coupon/insure', { couponId: 'C1', amount: 20000 }), ctx)).toMatchObject({
      code: 'coupon.insurance_above_stake',
      params: { max: 15000 },
    });
    let s = run(state, cmd('coupon/insure', { couponId: 'C1', amount: 5000 }), ctx).state;
    expect(s.pendingRequests).toEqual([{ requestId: 'ref-2', kind: 'insure', couponId: 'C1', amount: 5000 }]);
    const { state: insured, events } = run(s, cmd('coupon/reportInsured', { requestId: 'ref-2', amount: 5000 }), ctx);
    expect(events).toEqual([{ type: 'coupon/insured', v: 2, payload: { requestId: 'ref-2', couponId: 'C1', amount: 5000 } }]);
    expect(insured.placedCouponStatus.C1).toMatchObject({ insuredAmount: 5000, lastOutcome: { status: 'insured', amount: 5000 } });
    expect(insured.successCoupon?.insuredAmount).toBe(5000);
    expect(rejection(insured, cmd('coupon/insure', { couponId: 'C1', amount: 100 }), ctx).code).toBe('coupon.already_insured');
    // an insured coupon can still be sold
    s = run(insured, cmd('coupon/sell', { couponId: 'C1', amount: 9000 }), ctx).state;
    expect(s.pendingRequests[0]).toMatchObject({ kind: 'sell', couponId: 'C1' });
  });

  it('a refused insurance is kept as the last outcome', () => {
    const s = runAll(
      initialCouponState,
      [
        cmd('coupon/insure', { couponId: 'C5', amount: 5000 }),
        cmd('coupon/reportInsureFailed', { requestId: 'ref-1', code: 'not_insurable' }),
      ],
      context(),
    );
    expect(s.placedCouponStatus.C5?.lastOutcome).toEqual({ status: 'insureFailed', requestId: 'ref-1', code: 'not_insurable', params: {} });
    expect(s.pendingRequests).toEqual([]);
  });
});

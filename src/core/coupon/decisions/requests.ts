import type { CouponEvent } from '../../../protocol/coupon';
import { reject } from '../../../protocol/rejections';
import type { Decision } from '../../shared/decision';
import type { CouponState } from '../state';
import { ev, type CouponDecideContext, type CouponDecisions } from './shared';

/**
 * A sell (cash-out) or insure request for a placed coupon: the server's
 * offer the player accepted goes out with a fresh requestId, and the worker
 * reports the answer. One request per coupon at a time; a sold coupon can be
 * neither sold nor insured again, an insured one not insured again.
 */
function request(
  state: CouponState,
  kind: 'sell' | 'insure',
  couponId: string,
  amount: number,
  ctx: CouponDecideContext,
): Decision<CouponEvent> {
  if (amount <= 0) return reject('coupon.amount_zero');
  const pending = state.pendingRequests.find((r) => r.couponId === couponId);
  if (pending) return reject('coupon.request_pending', { couponId, requestId: pending.requestId });
  const status = state.placedCouponStatus[couponId];
  const last = state.successCoupon?.id === couponId ? state.successCoupon : null;
  if ((status?.soldAmount ?? last?.soldAmount ?? null) !== null) return reject('coupon.already_sold', { couponId });
  if (kind === 'insure') {
    if ((status?.insuredAmount ?? last?.insuredAmount ?? null) !== null) return reject('coupon.already_insured', { couponId });
    // The stake is known here only for the coupon this slip placed; the server checks the others.
    if (last && amount > last.payload.amount) return reject('coupon.insurance_above_stake', { max: last.payload.amount });
  }
  const requestId = ctx.newId();
  return [
    kind === 'sell'
      ? ev({ type: 'coupon/sellRequested', payload: { requestId, couponId, amount } })
      : ev({ type: 'coupon/insureRequested', payload: { requestId, couponId, amount } }),
  ];
}

/** The request the worker reports on, if it is the one the coupon waits for. */
function pendingOf(state: CouponState, requestId: string, kind: 'sell' | 'insure') {
  return state.pendingRequests.find((r) => r.requestId === requestId && r.kind === kind);
}

/** Selling (cash-out) and insuring placed coupons, and the worker's report of the server's answer. */
export const REQUEST_DECISIONS: CouponDecisions<
  'coupon/sell' | 'coupon/insure' | 'coupon/reportSold' | 'coupon/reportInsured' | 'coupon/reportSellFailed' | 'coupon/reportInsureFailed'
> = {
  'coupon/sell': (state, p, ctx) => request(state, 'sell', p.couponId, p.amount, ctx),
  'coupon/insure': (state, p, ctx) => request(state, 'insure', p.couponId, p.amount, ctx),
  'coupon/reportSold': (state, p) => {
    const pending = pendingOf(state, p.requestId, 'sell');
    if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
    return [ev({ type: 'coupon/sold', payload: { requestId: p.requestId, couponId: pending.couponId, amount: p.amount } })];
  },
  'coupon/reportInsured': (state, p) => {
    const pending = pendingOf(state, p.requestId, 'insure');
    if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
    return [ev({ type: 'coupon/insured', payload: { requestId: p.requestId, couponId: pending.couponId, amount: p.amount } })];
  },
  'coupon/reportSellFailed': (state, p) => {
    const pending = pendingOf(state, p.requestId, 'sell');
    if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
    const payload = { requestId: p.requestId, couponId: pending.couponId, code: p.code, params: p.params ?? {} };
    return [ev({ type: 'coupon/sellFailed', payload })];
  },
  'coupon/reportInsureFailed': (state, p) => {
    const pending = pendingOf(state, p.requestId, 'insure');
    if (!pending) return reject('coupon.unknown_request', { requestId: p.requestId });
    const payload = { requestId: p.requestId, couponId: pending.couponId, code: p.code, params: p.params ?? {} };
    return [ev({ type: 'coupon/insureFailed', payload })];
  },
};

import { describe, expect, it } from 'vitest';
import type { CouponState } from '../../../src/core/coupon';
import type { CouponEventOf } from '../../../src/protocol/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, run, runAll, signedIn } from './flow';

/** One context for the file: every placement draws a new refId from one counter. */
const ctx = context();

const withBets = (odds: number[], s: CouponState = signedIn()) =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );
const refOf = (s: CouponState) => {
  const placing = run(s, cmd('coupon/place', {}), ctx).events.find((e) => e.type === 'coupon/placing') as CouponEventOf<'coupon/placing'>;
  return placing.payload.refId;
};
const failed = (s: CouponState, code: string) => {
  const placing = run(s, cmd('coupon/place', {}), ctx);
  const refId = (placing.events.find((e) => e.type === 'coupon/placing') as CouponEventOf<'coupon/placing'>).payload.refId;
  return { refId, state: run(placing.state, cmd('coupon/reportError', { refId, code })).state };
};

describe('placing again after a placement nobody answered', () => {
  it('the same bets go again with the same refId, whatever else changed: the server answers the first answer or ref_id_conflict', () => {
    const { refId, state } = failed(withBets([2, 3]), 'unconfirmed');
    expect(state.lastError).toEqual({ code: 'unconfirmed', params: {}, unconfirmed: { refId, marketIds: [1000, 1001] } });
    expect(refOf(state)).toBe(refId);
    expect(refOf(run(state, cmd('coupon/setAmount', { amount: 20_000 })).state)).toBe(refId);
  });

  it('other bets are another coupon: a new refId', () => {
    const { refId, state } = failed(withBets([2, 3]), 'unconfirmed');
    expect(refOf(run(state, cmd('coupon/addBet', { bet: newBet(5, 1.7) })).state)).not.toBe(refId);
    expect(refOf(run(state, cmd('coupon/deleteBet', { marketId: 1001 })).state)).not.toBe(refId);
  });

  it('a placement the server answered (refused) is over: the next one gets a new refId', () => {
    const { refId, state } = failed(withBets([2, 3]), 'insufficient_balance');
    expect(state.lastError).toEqual({ code: 'insufficient_balance', params: {} });
    expect(refOf(state)).not.toBe(refId);
  });

  it('once the resent placement is answered, the kept refId is gone', () => {
    const first = failed(withBets([2, 3]), 'unconfirmed');
    const again = failed(first.state, 'ref_id_conflict');
    expect(again.refId).toBe(first.refId);
    expect(refOf(again.state)).not.toBe(first.refId);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { couponCost, couponStake, prepaidPart, type CouponState } from '../../../src/core/coupon';
import type { CouponEventOf } from '../../../src/protocol/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, run, runAll, signedIn } from './flow';

const withBets = (odds: number[], s: CouponState = signedIn()) =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );
/** A coupon holding the WELCOME250-like voucher of 250.00 at `stake`. */
const withVoucher = (stake: number, voucher = 25_000, odds = [2, 3]) =>
  runAll(withBets(odds), [
    cmd('coupon/setAmount', { amount: stake }),
    cmd('coupon/setPromoCode', { code: 'WELCOME250', source: 'manual' }),
    cmd('coupon/serverInfo', { availablePrepaidAmount: voucher }),
  ]);
const placing = (s: CouponState, prepaidAmount?: number) => {
  const events = run(s, cmd('coupon/place', prepaidAmount === undefined ? {} : { prepaidAmount })).events;
  return (events.find((e) => e.type === 'coupon/placing') as CouponEventOf<'coupon/placing'>).payload.payload;
};

describe('prepaidPart: a voucher pays at most itself and the stake', () => {
  it('takes the smallest of voucher, stake and what was asked, never below 0', () => {
    expect(prepaidPart(25_000, 15_000)).toBe(15_000);
    expect(prepaidPart(25_000, 30_000)).toBe(25_000);
    expect(prepaidPart(25_000, 30_000, 10_000)).toBe(10_000);
    expect(prepaidPart(25_000, 30_000, 0)).toBe(0);
    expect(prepaidPart(0, 30_000)).toBe(0);
  });

  it('property: prepaid + debit is the stake, prepaid never exceeds voucher or stake', () => {
    const minor = fc.integer({ min: 0, max: 1e12 });
    fc.assert(
      fc.property(minor, minor, fc.option(minor, { nil: undefined }), (voucher, stake, requested) => {
        const prepaid = prepaidPart(voucher, stake, requested);
        expect(prepaid).toBeGreaterThanOrEqual(0);
        expect(prepaid).toBeLessThanOrEqual(Math.min(voucher, stake));
        if (requested !== undefined) expect(prepaid).toBeLessThanOrEqual(requested);
        else expect(prepaid).toBe(Math.min(voucher, stake));
      }),
    );
  });
});

describe('couponCost on a coupon state', () => {
  it('a 250.00 voucher on the default 150.00 stake pays the whole stake: nothing leaves the balance', () => {
    expect(couponCost(withVoucher(15_000))).toEqual({ stake: 15_000, prepaid: 15_000, debit: 0 });
  });

  it('a stake above the voucher: the balance pays the difference', () => {
    expect(couponCost(withVoucher(40_000))).toEqual({ stake: 40_000, prepaid: 25_000, debit: 15_000 });
  });

  it('no voucher without a promo code, and none on many singles (SPEC 5)', () => {
    const s = withVoucher(40_000);
    const removed = run(s, cmd('coupon/setPromoCode', { code: null, source: 'manual' })).state;
    expect(couponCost(removed)).toEqual({ stake: 40_000, prepaid: 0, debit: 40_000 });
    expect(couponCost({ ...s, typeId: 9 }).prepaid).toBe(0);
  });

  it('reads the stake each type puts at risk: the sum of the singles, the first block of a conditional', () => {
    const s = withBets([2, 3, 4]);
    const singles = runAll({ ...s, typeId: 9 }, [
      cmd('coupon/setAmount', { amount: 1_000 }),
      cmd('coupon/setAmountByBet', { marketId: 1001, amount: 5_000 }),
    ]);
    expect(couponStake(singles)).toBe(1_000 + 5_000 + 1_000);
    const conditional = {
      ...s,
      typeId: 5 as const,
      amount: 2_000,
      bets: s.bets.map((b, i) => ({ ...b, blockId: i === 0 ? 1 : 2 })),
      amountByBlockId: { '1': 3_000, '2': 'max' as const },
    };
    expect(couponStake(conditional)).toBe(3_000);
  });
});

describe('coupon/place sends the prepaid part the core computed', () => {
  it('the voucher never pays more than the stake (a 250.00 voucher on 150.00 sends 150.00)', () => {
    expect(placing(withVoucher(15_000))).toMatchObject({ amount: 15_000, prepaidAmount: 15_000, promoCode: 'WELCOME250' });
    // Even when asked for the whole voucher.
    expect(placing(withVoucher(15_000), 25_000).prepaidAmount).toBe(15_000);
  });

  it('a stake above the voucher sends the whole voucher; the rest is the debit', () => {
    expect(placing(withVoucher(40_000)).prepaidAmount).toBe(25_000);
  });

  it('asked for less, pays less; without a code, nothing', () => {
    expect(placing(withVoucher(40_000), 5_000).prepaidAmount).toBe(5_000);
    expect(placing(run(withBets([2, 3]), cmd('coupon/serverInfo', { availablePrepaidAmount: 25_000 })).state, 25_000).prepaidAmount).toBe(
      0,
    );
  });
});

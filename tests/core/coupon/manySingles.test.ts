import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxReturn, totalCoef, totalStake, type CouponSpec } from '../../../src/core/coupon';
import { cmd, run, runAll, signedIn } from './flow';
import { couponSpecArb, newBet, openStatusArb } from '../../arbitraries/coupon';

describe('many singles: the total coefficient is weighted by each single stake', () => {
  it('odds 2, 3, 1.5 staking 1.00, 2.00, 3.00: 12.50 back for 6.00 is 2.083, not the plain mean 2.167', () => {
    const spec: CouponSpec = { typeId: 9, legs: [{ odds: 2 }, { odds: 3 }, { odds: 1.5 }], stake: 100, legStakes: [100, 200, 300] };
    expect(totalCoef(spec)).toBe(2.083);
    expect(maxReturn(spec)).toBe(1250);
  });

  it('equal stakes (or none given) give the plain mean; all stakes 0 too', () => {
    const legs = [{ odds: 2 }, { odds: 3 }, { odds: 1.5 }];
    expect(totalCoef({ typeId: 9, legs, stake: 100 })).toBe(2.167);
    expect(totalCoef({ typeId: 9, legs, stake: 100, legStakes: [700, 700, 700] })).toBe(2.167);
    expect(totalCoef({ typeId: 9, legs, stake: 0, legStakes: [0, 0, 0] })).toBe(2.167);
  });

  it('a negative or fractional single stake is refused', () => {
    expect(() => totalCoef({ typeId: 9, legs: [{ odds: 2 }, { odds: 3 }], stake: 100, legStakes: [100, -1] })).toThrow(
      expect.objectContaining({ code: 'invalid_stake' }),
    );
    expect(() => totalCoef({ typeId: 9, legs: [{ odds: 2 }, { odds: 3 }], stake: 100, legStakes: [100, 1.5] })).toThrow(
      expect.objectContaining({ code: 'invalid_stake' }),
    );
  });

  it('the slip coefficient follows the stake by bet', () => {
    let s = runAll(signedIn(), [cmd('coupon/addBet', { bet: newBet(0, 2) }), cmd('coupon/addBet', { bet: newBet(1, 3) })]);
    s = runAll(s, [cmd('coupon/changeType', { typeId: 9 }), cmd('coupon/setAmount', { amount: 100 })]);
    expect(s.coef).toBe(2.5);
    s = run(s, cmd('coupon/setAmountByBet', { marketId: 1001, amount: 300 })).state;
    expect(s.coef).toBe(2.75); // (100 x 2 + 300 x 3) / 400
  });

  it('the common stake moves every single, those with a stake of their own too, in one command', () => {
    let s = runAll(signedIn(), [
      cmd('coupon/addBet', { bet: newBet(0, 2) }),
      cmd('coupon/addBet', { bet: newBet(1, 3) }),
      cmd('coupon/changeType', { typeId: 9 }),
    ]);
    s = run(s, cmd('coupon/setAmountByBet', { marketId: 1001, amount: 300 })).state;
    const { state, events } = run(s, cmd('coupon/setAmount', { amount: 200 }));
    expect(events.map((e) => e.type)).toEqual(['coupon/amountSet', 'coupon/betAmountSet']);
    expect(state.amount).toBe(200);
    expect(state.amountByBetId['1001']).toBe(200);
    // Outside many singles the stakes by bet are left alone.
    const express = run(runAll(s, [cmd('coupon/changeType', { typeId: 1 })]), cmd('coupon/setAmount', { amount: 500 }));
    expect(express.events.map((e) => e.type)).toEqual(['coupon/amountSet']);
  });

  it('property: with every single open, coefficient x total stake is the max return (within the 3-decimal rounding)', () => {
    fc.assert(
      fc.property(couponSpecArb({ typeId: 9, status: openStatusArb }), (spec) => {
        const stake = totalStake(spec);
        expect(Math.abs(totalCoef(spec) * stake - maxReturn(spec))).toBeLessThanOrEqual(stake * 0.0005 + 1);
      }),
      { numRuns: 300 },
    );
  });
});

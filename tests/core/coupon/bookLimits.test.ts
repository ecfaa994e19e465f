import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { antiExpressMaxQuote, couponReturns, maxReturn, type CouponSpec } from '../../../src/core/coupon';
import { BOOK_RETURN_LIMIT, MAX_ODDS_RISE, couponSpecArb, isWithinBookLimits, maxPossibleReturn } from '../../arbitraries/coupon';

/** Odds 3.8 to 25.7, product about 9.86e11: 9 x that is in limits, 6762 x that is not. */
const conditionalOdds = [3.8, 12.5, 14.6, 16.2, 17.9, 19.3, 20.8, 21.4, 22.2, 25.7];

/**
 * The shrunk counterexample of the review: a conditional whose only block is
 * block 2 takes its stake from blockStakes (6762), not from spec.stake (9).
 */
const blockTwoOnly: CouponSpec = {
  typeId: 5,
  legs: conditionalOdds.map((odds, i) => ({ odds, block: 2, id: i + 1 })),
  stake: 9,
  blockStakes: { 2: 6762, 3: 'max', 4: 'max' },
};

describe('generated coupons stay within book limits', () => {
  it('a conditional is bounded by its first block stake, not by spec.stake (regression)', () => {
    expect(isWithinBookLimits(blockTwoOnly)).toBe(false);
    // Priced as it is, it still fits a safe integer; raised by MAX_ODDS_RISE on its lowest leg it does not.
    expect(maxReturn(blockTwoOnly)).toBeGreaterThan(BOOK_RETURN_LIMIT);
    const raised = { ...blockTwoOnly, legs: blockTwoOnly.legs.map((l, i) => (i === 0 ? { ...l, odds: l.odds + MAX_ODDS_RISE } : l)) };
    expect(() => maxReturn(raised)).toThrow(expect.objectContaining({ code: 'return_out_of_range' }));
    // The same legs with the coupon's own stake in block 1 are a coupon a book could take.
    const fromStake: CouponSpec = { ...blockTwoOnly, legs: blockTwoOnly.legs.map((l) => ({ ...l, block: 1 })) };
    expect(isWithinBookLimits(fromStake)).toBe(true);
  });

  it('many singles are bounded by each single stake x its odds', () => {
    const spec: CouponSpec = { typeId: 9, legs: [{ odds: 30 }, { odds: 1.5 }], stake: 1, legStakes: [400_000_000_000, 1] };
    expect(maxPossibleReturn(spec)).toBeCloseTo(12_000_000_000_001.5, -1);
    expect(isWithinBookLimits(spec)).toBe(false);
    expect(isWithinBookLimits({ ...spec, legStakes: [300_000_000_000, 1] })).toBe(true);
  });

  it('an anti-express is bounded by the stake x its quote, whatever the legs', () => {
    const spec: CouponSpec = { typeId: 6, legs: [{ odds: 2 }, { odds: 3 }], stake: 9_000_000_000_000, antiExpressCoef: 1.2 };
    expect(isWithinBookLimits(spec)).toBe(false);
    expect(isWithinBookLimits({ ...spec, stake: 8_000_000_000_000 })).toBe(true);
  });

  it('the bound is never below the real max return, and one leg raised by MAX_ODDS_RISE stays a safe integer, for every type', () => {
    fc.assert(
      fc.property(couponSpecArb(), fc.nat(), (spec, at) => {
        const { max } = couponReturns(spec);
        expect(max).toBeLessThanOrEqual(Math.ceil(maxPossibleReturn(spec) * (1 + 1e-9)) + 1);
        const i = at % spec.legs.length;
        const raised = {
          ...spec,
          legs: spec.legs.map((l, j) => (j === i ? { ...l, odds: (Math.round(l.odds * 1000) + MAX_ODDS_RISE * 1000) / 1000 } : l)),
        };
        expect(Number.isSafeInteger(maxReturn(raised))).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('the anti-express generator quotes at or below A/(A-1)', () => {
    fc.assert(
      fc.property(couponSpecArb({ typeId: 6 }), (spec) => {
        const quote = spec.antiExpressCoef ?? 0;
        expect(quote).toBeGreaterThan(1);
        expect(quote).toBeLessThanOrEqual(antiExpressMaxQuote(spec.legs.map((l) => l.odds)));
      }),
      { numRuns: 300 },
    );
  });
});

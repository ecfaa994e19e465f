import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insurancePremium } from '../../../src/core/coupon';

describe('insurancePremium: a whole percentage of the insured amount, rounded up to a minor unit', () => {
  it('matches the examples of server/README.md', () => {
    expect(insurancePremium(10_000, 23)).toBe(2_300);
    expect(insurancePremium(1, 1)).toBe(1);
    expect(insurancePremium(101, 10)).toBe(11);
    expect(insurancePremium(0, 50)).toBe(0);
    expect(insurancePremium(15_000, 100)).toBe(15_000);
  });

  it('is the least whole number of minor units not below amount x percent / 100', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 0, max: 100 }), (amount, percent) => {
        const premium = insurancePremium(amount, percent);
        expect(Number.isInteger(premium)).toBe(true);
        expect(premium * 100).toBeGreaterThanOrEqual(amount * percent);
        expect((premium - 1) * 100).toBeLessThan(amount * percent);
      }),
    );
  });

  it('refuses amounts that are not minor units and percentages out of 0..100', () => {
    expect(() => insurancePremium(1.5, 10)).toThrow(RangeError);
    expect(() => insurancePremium(-1, 10)).toThrow(RangeError);
    expect(() => insurancePremium(100, 101)).toThrow(RangeError);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { conversionLegs, countStake, qualifyingAmount, returnLegs, wageringLeft, type Wagering } from '../../../src/core/bonus';
import { BONUS_WAGERING_TERMS } from '../../../src/protocol/constants/bonus';
import { COUPON_TYPE } from '../../../src/protocol/constants/couponTypes';

const NOW = 1_800_000_000_000;
const active = (requirement: number, wagered = 0): Wagering => ({
  status: 'active',
  requirement,
  wagered,
  deadline: NOW + 1000,
  maxConversion: 0,
  counted: new Set(),
});
const express = (amount: number, legOddsMilli: number[]) => ({
  product: 'sport' as const,
  typeId: COUPON_TYPE.express,
  legOddsMilli,
  amount,
});

describe('which stake qualifies', () => {
  const { minLegs, minLegOddsMilli } = BONUS_WAGERING_TERMS.sport;
  const enough = Array.from({ length: minLegs }, () => minLegOddsMilli);

  it('counts an accumulator of enough legs each at the least odds', () => {
    expect(qualifyingAmount('sport', express(500, enough))).toBe(500);
  });

  it('counts nothing for a single, too few legs, a leg below the odds, or the other product', () => {
    expect(qualifyingAmount('sport', { ...express(500, enough), typeId: COUPON_TYPE.single })).toBe(0);
    expect(qualifyingAmount('sport', express(500, enough.slice(1)))).toBe(0);
    expect(qualifyingAmount('sport', express(500, [...enough.slice(1), minLegOddsMilli - 1]))).toBe(0);
    expect(qualifyingAmount('casino', express(500, enough))).toBe(0);
  });

  it('counts slot rounds at their weight for a casino bonus and no other game', () => {
    const weight = BONUS_WAGERING_TERMS.casino.weightPercent;
    expect(qualifyingAmount('casino', { product: 'casino', engine: 'slot', amount: 1000 })).toBe(Math.floor((1000 * weight) / 100));
    expect(qualifyingAmount('casino', { product: 'casino', engine: 'keno', amount: 1000 })).toBe(0);
  });
});

describe('counting stakes down', () => {
  const stakes = fc.array(fc.record({ id: fc.constantFrom('a', 'b', 'c', 'd', 'e'), amount: fc.integer({ min: -10, max: 5000 }) }), {
    maxLength: 30,
  });

  it('never takes the requirement below zero, and a stake id never counts twice', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 20_000 }), stakes, (requirement, list) => {
        let w = active(requirement);
        const countedIds: string[] = [];
        for (const s of list) {
          const verdict = countStake(w, s.id, s.amount, NOW);
          if (verdict.kind === 'counted') {
            countedIds.push(s.id);
            w = verdict.wagering;
          }
          expect(wageringLeft(w)).toBeGreaterThanOrEqual(0);
          expect(w.wagered).toBeLessThanOrEqual(Math.max(requirement, 0));
        }
        expect(new Set(countedIds).size).toBe(countedIds.length);
      }),
    );
  });

  it('says met exactly when nothing is left to stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), fc.integer({ min: 1, max: 10_000 }), (requirement, amount) => {
        const verdict = countStake(active(requirement), 'x', amount, NOW);
        expect(verdict.kind).toBe('counted');
        if (verdict.kind === 'counted') expect(verdict.met).toBe(wageringLeft(verdict.wagering) === 0);
      }),
    );
  });

  it('ignores stakes after the deadline and on a bonus that is not active', () => {
    expect(countStake(active(100), 'x', 50, NOW + 1000)).toEqual({ kind: 'ignored', reason: 'past_deadline' });
    expect(countStake({ ...active(100), status: 'forfeited' }, 'x', 50, NOW)).toEqual({ kind: 'ignored', reason: 'not_active' });
  });
});

describe('the ledger of each ending', () => {
  const sum = (legs: readonly { amount: number }[]) => legs.reduce((total, leg) => total + leg.amount, 0);

  it('converts at most the cap, the rest back to promotions, summing to zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (balance, cap) => {
        const legs = conversionLegs(balance, cap);
        expect(sum(legs)).toBe(0);
        const toMain = legs.find((leg) => leg.role === 'main')?.amount ?? 0;
        expect(toMain).toBeLessThanOrEqual(cap);
        expect(toMain).toBe(balance > 0 ? Math.min(balance, cap) : 0);
        expect(legs.every((leg) => leg.amount !== 0)).toBe(true);
      }),
    );
  });

  it('returns what is left to promotions on expiry or forfeit, summing to zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100, max: 1_000_000 }), (balance) => {
        const legs = returnLegs(balance);
        expect(sum(legs)).toBe(0);
        expect(legs.length).toBe(balance > 0 ? 2 : 0);
      }),
    );
  });
});

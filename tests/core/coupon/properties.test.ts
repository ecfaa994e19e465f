import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinations, firstLinesSum } from '../../../src/core/coupon/combinatorics';
import {
  couponReturns,
  lineCount,
  lines,
  maxReturn,
  splitStake,
  stakeSplit,
  totalCoef,
  type CouponSpec,
  type Leg,
} from '../../../src/core/coupon';
import {
  couponSpecArb,
  isWithinBookLimits,
  legsArb,
  oddsArb,
  openStatusArb,
  orderFreeTypes,
  stakeArb,
  statusArb,
  settledStatusArb,
} from '../../arbitraries/coupon';

/** Independent exact product: thousandths as bigints, rounded half up (all positive). */
function exactProduct(odds: readonly number[]): number {
  let num = 1n;
  let den = 1n;
  for (const o of odds) {
    num *= BigInt(Math.round(o * 1000));
    den *= 1000n;
  }
  return Number((num * 2000n + den) / (2n * den)) / 1000;
}

function permute<T>(items: readonly T[], order: readonly number[]): T[] {
  return order.map((i) => items[i] as T);
}

const permutationOf = (n: number): fc.Arbitrary<number[]> =>
  fc.shuffledSubarray(
    Array.from({ length: n }, (_, i) => i),
    { minLength: n, maxLength: n },
  );

describe('coupon properties', () => {
  it('express coefficient is the product of the legs (rounded once)', () => {
    fc.assert(
      fc.property(fc.array(oddsArb(20), { minLength: 2, maxLength: 15 }), (odds) => {
        const spec: CouponSpec = { typeId: 1, legs: odds.map((o) => ({ odds: o })), stake: 1000 };
        expect(totalCoef(spec)).toBe(exactProduct(odds));
      }),
    );
  });

  /** Each line as [leg ids, stake, coef], sorted: what the slip lists, whatever the order of the legs. */
  const linesById = (spec: CouponSpec): Array<[string, number | string, number]> =>
    [...lines(spec)]
      .map((l): [string, number | string, number] => [
        l.legs
          .map((i) => spec.legs[i]?.id ?? -1)
          .sort((a, b) => a - b)
          .join(','),
        l.stake,
        l.coef,
      ])
      .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));

  it('lines, line stakes and returns do not depend on leg order (except chain and conditional)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...orderFreeTypes).chain((typeId) => couponSpecArb({ typeId, maxLegs: 7 })),
        fc.integer(),
        (spec, seed) => {
          const n = spec.legs.length;
          const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => ((a * 7919 + seed) % 13) - ((b * 7919 + seed) % 13));
          const shuffled: CouponSpec = {
            ...spec,
            legs: permute(spec.legs, order),
            ...(spec.legStakes ? { legStakes: permute(spec.legStakes, order) } : {}),
          };
          expect(couponReturns(shuffled)).toEqual(couponReturns(spec));
          expect(totalCoef(shuffled)).toBe(totalCoef(spec));
          expect(lineCount(shuffled)).toBe(lineCount(spec));
          expect(linesById(shuffled)).toEqual(linesById(spec));
        },
      ),
    );
  });

  it('order independence also holds for explicit permutations of a system with bankers, line stakes included', () => {
    fc.assert(
      fc.property(
        couponSpecArb({ typeId: 2, maxLegs: 8 }).chain((s) => fc.tuple(fc.constant(s), permutationOf(s.legs.length))),
        ([spec, order]) => {
          const shuffled = { ...spec, legs: permute(spec.legs, order) };
          expect(couponReturns(shuffled)).toEqual(couponReturns(spec));
          expect(linesById(shuffled)).toEqual(linesById(spec));
        },
      ),
    );
  });

  it('a void leg equals removing it, for an express', () => {
    fc.assert(
      fc.property(legsArb(2, 10), fc.constantFrom(2 as const, 3 as const), fc.nat(), stakeArb, (rest, voidStatus, at, stake) => {
        fc.pre(isWithinBookLimits({ typeId: 1, legs: rest, stake: stake * 2 }));
        const voidLeg: Leg = { odds: 1.85, status: voidStatus };
        const i = at % (rest.length + 1);
        const withVoid = [...rest.slice(0, i), voidLeg, ...rest.slice(i)];
        expect(couponReturns({ typeId: 1, legs: withVoid, stake })).toEqual(couponReturns({ typeId: 1, legs: rest, stake }));
      }),
    );
  });

  it('a system k/n with k = n equals the express', () => {
    fc.assert(
      fc.property(legsArb(3, 12), stakeArb, (legs, stake) => {
        const system: CouponSpec = { typeId: 2, systemValue: legs.length, legs, stake };
        fc.pre(isWithinBookLimits(system));
        const express: CouponSpec = { typeId: 1, legs, stake };
        expect(couponReturns(system)).toEqual(couponReturns(express));
        expect(totalCoef(system)).toBe(totalCoef(express));
        expect(lineCount(system)).toBe(1);
      }),
    );
  });

  it('lucky has 2^n - 1 lines and patent 2^n - n - 1, and enumeration agrees with the count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 8 }), (n) => {
        const legs = Array.from({ length: n }, () => ({ odds: 2 }));
        const lucky: CouponSpec = { typeId: 7, legs, stake: 1000 };
        const patent: CouponSpec = { typeId: 8, legs, stake: 1000 };
        expect(lineCount(lucky)).toBe(2 ** n - 1);
        expect(lineCount(patent)).toBe(2 ** n - n - 1);
        expect([...lines(lucky)].length).toBe(2 ** n - 1);
        expect([...lines(patent)].length).toBe(2 ** n - n - 1);
      }),
    );
  });

  it('split stakes add up to the total stake in minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 500 }), (total, parts) => {
        const split = splitStake(total, parts);
        expect(split.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...split) - Math.min(...split)).toBeLessThanOrEqual(1);
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom(0, 1, 2, 4, 7, 8).chain((typeId) => couponSpecArb({ typeId: typeId as 0, maxLegs: 7 })),
        (spec) => {
          const stakes = [...lines(spec)].map((l) => l.stake as number);
          expect(stakes.reduce((a, b) => a + b, 0)).toBe(spec.stake);
          expect(Math.min(...stakes)).toBeGreaterThanOrEqual(1);
          // the remainder goes to the first lines: stakes never rise along the list
          expect(stakes.every((st, i) => i === 0 || st <= (stakes[i - 1] as number))).toBe(true);
          expect(stakeSplit(spec).total).toBe(spec.stake);
        },
      ),
    );
  });

  it('every line pays its own stake x its product: the return is the sum over the lines, for every split type', () => {
    /** Leg factor in units of 1/2000, computed here from COUPON.md's table. */
    const factor2000 = (leg: Leg, outlook: 'current' | 'max'): bigint => {
      const m = BigInt(Math.round(leg.odds * 1000));
      const s = leg.status ?? -2;
      if (s < 0) return outlook === 'max' ? 2n * m : 0n;
      return [0n, 2n * m, 2000n, 2000n, m + 1000n, 1000n, m][s] as bigint;
    };
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4, 7, 8).chain((typeId) => couponSpecArb({ typeId: typeId as 2, maxLegs: 8 })),
        fc.constantFrom('current' as const, 'max' as const),
        (spec, outlook) => {
          const all = [...lines(spec)];
          const longest = Math.max(...all.map((l) => l.legs.length));
          const den = 2000n ** BigInt(longest);
          let num = 0n;
          for (const line of all) {
            let p = BigInt(line.stake as number) * 2000n ** BigInt(longest - line.legs.length);
            for (const i of line.legs) p *= factor2000(spec.legs[i] as Leg, outlook);
            num += p;
          }
          const byLines = Number((2n * num + den) / (2n * den));
          expect(couponReturns(spec)[outlook]).toBe(byLines);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('firstLinesSum equals walking the first subsets in lexicographic order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.bigInt({ min: 0n, max: 60_000n }), { minLength: 1, maxLength: 9 }),
        fc.nat(),
        fc.nat(),
        (values, kSeed, countSeed) => {
          const k = 1 + (kSeed % values.length);
          const subsets = [...combinations(values.length, k)];
          const count = countSeed % subsets.length;
          const walked = subsets.slice(0, count).reduce((sum, c) => sum + c.reduce((p, i) => p * (values[i] as bigint), 1n), 0n);
          expect(firstLinesSum(values, k, BigInt(count))).toBe(walked);
        },
      ),
    );
  });

  it('split types refuse a stake that cannot give every line 1 minor unit', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(2, 4, 7, 8).chain((typeId) => couponSpecArb({ typeId: typeId as 2, maxLegs: 8 })),
        (spec) => {
          const short = { ...spec, stake: lineCount(spec) - 1 };
          for (const fn of [() => couponReturns(short), () => stakeSplit(short), () => [...lines(short)]]) {
            expect(fn).toThrow(expect.objectContaining({ code: 'stake_below_lines' }));
          }
          expect(() => couponReturns({ ...spec, stake: lineCount(spec) })).not.toThrow();
        },
      ),
    );
  });

  it('max return >= current return >= 0, for every type and any statuses', () => {
    fc.assert(
      fc.property(couponSpecArb(), (spec) => {
        const { current, max } = couponReturns(spec);
        expect(current).toBeGreaterThanOrEqual(0);
        expect(max).toBeGreaterThanOrEqual(current);
        expect(Number.isSafeInteger(max)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('settling an open leg keeps the return between current and max', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(0, 1, 2, 3, 4, 7, 8, 9)
          .chain((typeId) => couponSpecArb({ typeId: typeId as 0, status: openStatusArb, maxLegs: 6 })),
        fc.array(settledStatusArb, { minLength: 12, maxLength: 12 }),
        (spec, settled) => {
          const before = couponReturns(spec);
          const after = couponReturns({ ...spec, legs: spec.legs.map((l, i) => ({ ...l, status: settled[i] ?? 1 })) });
          expect(after.current).toBe(after.max);
          expect(after.max).toBeLessThanOrEqual(before.max);
          expect(after.current).toBeGreaterThanOrEqual(before.current);
        },
      ),
    );
  });

  it('raising any leg odds never lowers the max return', () => {
    const monotoneSpec = fc.oneof(
      fc.constantFrom(0, 1, 2, 3, 4, 6, 7, 8, 9).chain((typeId) => couponSpecArb({ typeId: typeId as 0, status: statusArb })),
      // conditional: with settled lost blocks a bigger win can pay a block that then loses, so only open legs
      couponSpecArb({ typeId: 5, status: openStatusArb }),
    );
    fc.assert(
      fc.property(monotoneSpec, fc.nat(), fc.integer({ min: 1, max: 5000 }), (spec, at, rise) => {
        const i = at % spec.legs.length;
        const raised = spec.legs.map((l, j) => (j === i ? { ...l, odds: (Math.round(l.odds * 1000) + rise) / 1000 } : l));
        expect(maxReturn({ ...spec, legs: raised })).toBeGreaterThanOrEqual(maxReturn(spec));
      }),
      { numRuns: 500 },
    );
  });

  it('the closed-form max return equals summing every line by hand (floats, lines in the given order)', () => {
    fc.assert(
      fc.property(legsArb(3, 9, { status: statusArb }), fc.integer({ min: 1, max: 1e6 }), fc.nat(), (legs, stakeSeed, kSeed) => {
        const k = 2 + (kSeed % (legs.length - 1));
        let count = 0;
        for (const _ of combinations(legs.length, k)) count++;
        const stake = count + stakeSeed;
        const spec: CouponSpec = { typeId: 2, systemValue: k, legs, stake };
        fc.pre(isWithinBookLimits(spec));
        const f = (l: Leg): number => {
          const s = l.status ?? -2;
          if (s < 0) return l.odds;
          return [0, l.odds, 1, 1, (l.odds + 1) / 2, 0.5, l.odds / 2][s] as number;
        };
        const stakes = splitStake(stake, count);
        let byHand = 0;
        let index = 0;
        for (const combo of combinations(legs.length, k)) {
          byHand += (stakes[index] as number) * combo.reduce((p, i) => p * f(legs[i] as Leg), 1);
          index++;
        }
        expect(Math.abs(maxReturn(spec) - byHand)).toBeLessThanOrEqual(0.5 + byHand * 1e-12);
      }),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderCoupon, parseCouponArgs } from '../../../scripts/coupon';
import { historyLinesOf, type PlacedCouponLegs } from '../../../src/core/betHistory';
import { amountText } from '../../../src/core/format';
import type { BetStatusId } from '../../../src/protocol/constants/couponTypes';

const SETTLED: readonly BetStatusId[] = [-2, 0, 1, 2, 3, 4, 5, 6];

/** A placed system k/n coupon, its legs at these statuses, none a banker (block 1). */
function systemCoupon(odds: readonly number[], statuses: readonly BetStatusId[], k: number, amount: number): PlacedCouponLegs {
  return {
    typeId: 2,
    systemValue: k,
    amount,
    expressBonusCoef: null,
    legs: odds.map((coef, i) => ({ market: { coef }, statusId: statuses[i] as BetStatusId, blockId: 1 })),
  };
}

/** What the coupon CLI prints for each line: "return 48.00 RUB" or a range "0.00 RUB..48.00 RUB". */
function cliReturns(odds: readonly number[], statuses: readonly BetStatusId[], k: number, amount: number): string[] {
  const text = renderCoupon(
    parseCouponArgs([
      '--type',
      '2',
      '--system',
      String(k),
      '--odds',
      odds.join(','),
      '--status',
      statuses.join(','),
      '--stake',
      amountText(amount, 2),
      '--lines',
      '200',
    ]),
  );
  return text
    .split('\n')
    .filter((l) => l.startsWith('  #'))
    .map((l) => (l.split('return ')[1] ?? '').replace(/ RUB/g, ''));
}

const range = (current: number, max: number): string =>
  current === max ? amountText(current, 2) : `${amountText(current, 2)}..${amountText(max, 2)}`;

describe("a placed system coupon's lines in the office history", () => {
  it('states each line as the coupon CLI prints it (one core, one set of numbers)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 6 }).chain((n) =>
          fc.record({
            odds: fc.array(
              fc.integer({ min: 1001, max: 20_000 }).map((m) => m / 1000),
              { minLength: n, maxLength: n },
            ),
            statuses: fc.array(fc.constantFrom(...SETTLED), { minLength: n, maxLength: n }),
            k: fc.integer({ min: 2, max: n - 1 }),
            amount: fc.integer({ min: 100, max: 1_000_000 }),
          }),
        ),
        ({ odds, statuses, k, amount }) => {
          const got = historyLinesOf(systemCoupon(odds, statuses, k, amount), 200);
          if (!got) throw new Error('a system coupon has lines');
          expect(got.more).toBe(0);
          expect(got.lines.map((l) => range(l.currentReturn, l.maxReturn))).toEqual(cliReturns(odds, statuses, k, amount));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists the first lines and counts the rest', () => {
    const big = systemCoupon(Array(10).fill(2), Array(10).fill(-2), 5, 100_000);
    const got = historyLinesOf(big, 50);
    expect(got?.lines).toHaveLength(50);
    expect(got?.more).toBe(252 - 50);
    expect(got?.lines[0]).toMatchObject({ index: 0, legs: [0, 1, 2, 3, 4], coef: 32, status: 'open', currentReturn: 0 });
  });

  it('names each line by its outcome', () => {
    const got = historyLinesOf(systemCoupon([2, 3.5, 2.4], [1, 0, 1], 2, 3000), 10);
    expect(got?.lines.map((l) => [l.legs, l.stake, l.status, l.currentReturn])).toEqual([
      [[0, 1], 1000, 'lost', 0],
      [[0, 2], 1000, 'won', 4800],
      [[1, 2], 1000, 'lost', 0],
    ]);
  });

  it('has no lines for coupons that are not systems', () => {
    expect(historyLinesOf({ ...systemCoupon([2, 3], [-2, -2], 2, 1000), typeId: 1, systemValue: null }, 10)).toBeNull();
    expect(historyLinesOf({ ...systemCoupon([2], [-2], 2, 1000), typeId: 0, systemValue: null }, 10)).toBeNull();
  });
});

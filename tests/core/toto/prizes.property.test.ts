import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combinationsOf, hitsDistribution, payoutOf, poolOf, resultOf } from '../../../src/core/toto';
import { TOTO_SIGNS, type TotoResult, type TotoSign } from '../../../src/protocol/toto';

const GAMES = 6;
const sign = fc.constantFrom<TotoSign>(...TOTO_SIGNS);
const pick = fc.uniqueArray(sign, { minLength: 1, maxLength: 3 });
const picks = fc.array(pick, { minLength: GAMES, maxLength: GAMES });
const results = fc.array(fc.constantFrom<TotoResult>(...TOTO_SIGNS, 'void'), { minLength: GAMES, maxLength: GAMES });
/** The tiers below the top at most 100 % together; the top takes the rest (as a section's shares must sum to 100). */
const shares = fc
  .array(fc.integer({ min: 0, max: 25 }), { maxLength: 4 })
  .map((lower) => [100 - lower.reduce((a, b) => a + b, 0), ...lower]);

/** Every combination of a coupon, listed one by one (what the distribution must count without listing). */
function combinations(p: readonly (readonly TotoSign[])[]): TotoSign[][] {
  return p.reduce<TotoSign[][]>((all, signs) => all.flatMap((combo) => signs.map((s) => [...combo, s])), [[]]);
}

describe('toto rules', () => {
  it('counts combinations as the product of the signs picked per game', () => {
    fc.assert(
      fc.property(picks, (p) => {
        expect(combinationsOf(p)).toBe(p.reduce((n, signs) => n * signs.length, 1));
        expect(combinationsOf(p)).toBe(combinations(p).length);
      }),
    );
  });

  it('counts the right signs of every combination, a void game right whatever was picked', () => {
    fc.assert(
      fc.property(picks, results, (p, r) => {
        const expected = new Array<number>(GAMES + 1).fill(0);
        for (const combo of combinations(p)) {
          const right = combo.filter((s, i) => r[i] === 'void' || r[i] === s).length;
          expected[right] = (expected[right] ?? 0) + 1;
        }
        expect(hitsDistribution(p, r)).toEqual(expected);
      }),
    );
  });

  it('pays out the pool plus the jackpot less what is carried over, whatever the coupons and shares', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(picks, fc.integer({ min: 1, max: 5_000 })), { maxLength: 6 }),
        results,
        shares,
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (coupons, r, sharesPct, marginPct, jackpot) => {
          const stakes = coupons.reduce((sum, [p, stake]) => sum + combinationsOf(p) * stake, 0);
          const pool = poolOf({ stakes, marginPct, sharesPct, jackpot });
          expect(pool.margin + pool.pool).toBe(stakes);
          expect(pool.tierAmounts.reduce((a, b) => a + b, 0)).toBe(pool.pool + jackpot);
          const hits = coupons.map(([p], couponId) => ({ couponId: couponId + 1, distribution: hitsDistribution(p, r) }));
          const payout = payoutOf(pool, GAMES, hits);
          expect(payout.paid + payout.carryOver).toBe(pool.pool + jackpot);
          expect([...payout.prizes.values()].every((n) => Number.isInteger(n) && n > 0)).toBe(true);
          for (const tier of payout.tiers) expect(tier.carried).toBe(tier.winners === 0 ? tier.amount : tier.amount % tier.winners);
        },
      ),
    );
  });

  it('reads 1, X or 2 from the scores, and a game never played as void', () => {
    expect(
      resultOf([
        [1, 0],
        [1, 1],
      ]),
    ).toBe('1');
    expect(resultOf([[2, 2]])).toBe('X');
    expect(resultOf([[0, 1]])).toBe('2');
    expect(resultOf([])).toBe('void');
  });
});

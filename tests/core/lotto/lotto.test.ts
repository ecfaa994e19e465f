import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOTTO_CONFIG } from '../../../server/config/lotto';
import { serverSeedHash } from '../../../src/core/casino/fair';
import {
  choose,
  expectedReturn,
  linePrize,
  lottoBalls,
  matchesOf,
  returnPercent,
  ticketResult,
  verifyLottoDraw,
} from '../../../src/core/lotto';

/** Every k-subset of 1..n, in order. */
function* subsets(n: number, k: number, from = 1): Generator<number[]> {
  if (k === 0) return yield [];
  for (let first = from; first <= n - k + 1; first += 1) for (const rest of subsets(n, k - 1, first + 1)) yield [first, ...rest];
}

describe('lotto prizes', () => {
  it('recomputes the 5/36 return by counting every possible draw against one line', () => {
    const five = LOTTO_CONFIG.lotteries.find((l) => l.id === '5-36')!;
    const line = [1, 2, 3, 4, 5];
    let won = 0n;
    let draws = 0n;
    for (const draw of subsets(36, 5)) {
      draws += 1n;
      won += BigInt(linePrize(five.prizes, matchesOf(line, draw), 1));
    }
    expect(expectedReturn(36, 5, five.prizes)).toEqual({ numerator: won, denominator: draws });
    expect(returnPercent(36, 5, five.prizes)).toBe(54.2319);
  });

  it('keeps every demo table between 50 % and 60 %, the 6/49 one at 54.07 %', () => {
    for (const l of LOTTO_CONFIG.lotteries) expect(returnPercent(l.balls, l.drawn, l.prizes)).toSatisfy((r: number) => r >= 50 && r <= 60);
    const six = LOTTO_CONFIG.lotteries.find((l) => l.id === '6-49')!;
    // C(6,k)·C(43,6−k) for k = 2..6 weighted by 1, 12, 150, 2000, 200000, over C(49,6).
    expect(expectedReturn(49, 6, six.prizes)).toEqual({ numerator: 7_560_740n, denominator: 13_983_816n });
  });

  it('the hypergeometric chances of a line sum to one', () => {
    for (const [n, k] of [
      [49, 6],
      [36, 5],
      [12, 4],
    ] as const) {
      const all = Array.from({ length: k + 1 }, (_, m) => choose(k, m) * choose(n - k, k - m)).reduce((a, b) => a + b, 0n);
      expect(all).toBe(choose(n, k));
    }
  });

  it('counts matches and pays each line its multiple, whatever the numbers', () => {
    const six = LOTTO_CONFIG.lotteries.find((l) => l.id === '6-49')!;
    const set = fc.uniqueArray(fc.integer({ min: 1, max: 49 }), { minLength: 6, maxLength: 6 });
    fc.assert(
      fc.property(fc.array(set, { minLength: 1, maxLength: 4 }), set, (lines, balls) => {
        const { matches, win } = ticketResult(lines, balls, six.prizes, 100);
        lines.forEach((line, i) => expect(matches[i]).toBe(line.filter((n) => balls.includes(n)).length));
        const expected = matches.reduce((sum, m) => sum + (six.prizes.find((p) => p.matches === m)?.multiplier ?? 0) * 100, 0);
        expect(win).toBe(expected);
      }),
      { numRuns: 200 },
    );
  });
});

describe('lotto fairness', () => {
  it('any draw recomputed from its seed gives the stored result, and another seed or draw does not verify', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.constantFrom(...LOTTO_CONFIG.lotteries),
        fc.integer({ min: 1, max: 10_000_000 }),
        (seed, l, drawNo) => {
          const result = lottoBalls(seed, l.id, drawNo, l.balls, l.drawn);
          expect(new Set(result).size).toBe(l.drawn);
          expect(result.every((n) => n >= 1 && n <= l.balls)).toBe(true);
          const record = { lottery: l.id, drawNo, seed, seedHash: serverSeedHash(seed), balls: l.balls, drawn: l.drawn, result };
          expect(verifyLottoDraw(record)).toBe(true);
          expect(verifyLottoDraw({ ...record, seedHash: serverSeedHash(`${seed}x`) })).toBe(false);
          expect(verifyLottoDraw({ ...record, result: [...result].reverse() })).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});

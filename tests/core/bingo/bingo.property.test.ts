import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballsOf, gameBalls, gameCard, meets, prizeAmounts, prizePool, prizesAt, sharesOf, verifyGame } from '../../../src/core/bingo';
import { serverSeedHash } from '../../../src/core/casino/fair';
import type { BingoVariant } from '../../../src/protocol/bingo';

const variant = fc.constantFrom<BingoVariant>('75', '90');
const seed = fc.stringMatching(/^[0-9a-f]{64}$/);

describe('bingo cards and balls from the seed', () => {
  it('are well formed: every ball once; a 75-ball card by its columns with a free centre, a 90-ball ticket 5 a row', () => {
    fc.assert(
      fc.property(variant, seed, fc.nat(500), (v, s, serial) => {
        expect([...gameBalls(v, s)].sort((a, b) => a - b)).toEqual(Array.from({ length: ballsOf(v) }, (_, i) => i + 1));
        const cells = gameCard(v, s, serial);
        const numbers = cells.filter((n) => n > 0);
        expect(new Set(numbers).size).toBe(numbers.length);
        if (v === '75') {
          expect(cells).toHaveLength(25);
          expect(cells[12]).toBe(0);
          cells.forEach((n, i) => i !== 12 && expect(Math.floor((n - 1) / 15)).toBe(i % 5));
        } else {
          expect(cells).toHaveLength(27);
          expect(numbers).toHaveLength(15);
          for (let r = 0; r < 3; r += 1) expect(cells.slice(r * 9, r * 9 + 9).filter((n) => n > 0)).toHaveLength(5);
          cells.forEach((n, i) => n > 0 && expect(Math.min(8, Math.floor(n / 10))).toBe(i % 9));
          for (let c = 0; c < 9; c += 1) {
            const column = [0, 1, 2].map((r) => cells[r * 9 + c] as number).filter((n) => n > 0);
            expect(column.length).toBeGreaterThan(0);
            expect([...column].sort((a, b) => a - b)).toEqual(column);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('recomputed from the seed give the stored balls and cards; another seed or order does not verify', () => {
    fc.assert(
      fc.property(
        variant,
        seed,
        seed,
        fc.integer({ min: 2, max: 75 }),
        fc.array(fc.nat(300), { maxLength: 5 }),
        (v, s, other, n, serials) => {
          const called = gameBalls(v, s).slice(0, n);
          const cards = serials.map((serial) => ({ serial, cells: gameCard(v, s, serial) }));
          const check = (x: string, balls: number[]) =>
            verifyGame({ variant: v, seed: x, seedHash: serverSeedHash(s), called: balls, cards });
          expect(check(s, called)).toBe(true);
          if (other !== s) expect(check(other, called)).toBe(false);
          expect(check(s, [...called].reverse())).toBe(false);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('bingo prizes', () => {
  it('shares always sum to the pool: margin, the three prizes, and every prize split among its winners', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 50 }),
        fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 40 })),
        fc.array(fc.integer({ min: 1, max: 500 }), { minLength: 3, maxLength: 3 }),
        (sold, margin, [line, two], winners) => {
          const pool = prizePool(sold, margin);
          expect(pool).toBeGreaterThanOrEqual(0);
          expect(pool).toBeLessThanOrEqual(sold);
          const amounts = prizeAmounts(pool, [line, two, 100 - line - two]);
          expect(amounts.reduce((a, b) => a + b, 0)).toBe(pool);
          amounts.forEach((amount, i) => {
            const shares = sharesOf(amount, winners[i] as number);
            expect(shares.reduce((a, b) => a + b, 0)).toBe(amount);
            expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
          });
        },
      ),
    );
  });

  it('are claimed in order, each by every card meeting it on the ball it was won, the full house always', () => {
    fc.assert(
      fc.property(variant, seed, fc.integer({ min: 1, max: 6 }), (v, s, count) => {
        const balls = gameBalls(v, s);
        const cards = Array.from({ length: count }, (_, i) => ({ cardId: i + 1, cells: gameCard(v, s, i) }));
        const prizes = prizesAt(v, balls, balls.length, cards, [1, 2, 3]);
        const at = prizes.map((p) => p.wonAtBall as number);
        expect(at.every((n) => n > 0)).toBe(true);
        expect(at[0]).toBeLessThanOrEqual(at[1] as number);
        expect(at[1]).toBeLessThanOrEqual(at[2] as number);
        prizes.forEach((p) => {
          const called = new Set(balls.slice(0, p.wonAtBall as number));
          const before = new Set(balls.slice(0, (p.wonAtBall as number) - 1));
          const meeting = cards.filter((c) => meets(p.prize, v, c.cells, called)).map((c) => c.cardId);
          expect(p.winners).toEqual(meeting);
          // Nobody had it a ball earlier, unless the prize before it was not yet won then.
          const opened = p.prize === 'line' ? 0 : (prizes[p.prize === 'twoLines' ? 0 : 1]?.wonAtBall as number);
          if (opened < (p.wonAtBall as number)) expect(cards.some((c) => meets(p.prize, v, c.cells, before))).toBe(false);
        });
      }),
      { numRuns: 60 },
    );
  });
});

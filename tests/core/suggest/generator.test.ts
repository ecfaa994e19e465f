import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkGeneratorAsk, generateCoupon, GENERATOR_LIMITS } from '../../../src/core/suggest';
import { indexGame } from '../../support/catalogueIndex';

const games = Array.from({ length: 60 }, (_, i) =>
  indexGame(i + 1, [1.2 + (i % 10) * 0.25, 3 + (i % 4), 5 + (i % 7)], { sportId: i % 3 === 0 ? 3 : 1, status: i % 5 === 0 ? 2 : 1 }),
);
const product = (coefs: readonly number[]) => coefs.reduce((p, c) => p * c, 1);

describe('bet generator', () => {
  it('proposes the asked number of legs, one per game, of the asked sports, near the target', () => {
    const legs = generateCoupon(games, { target: 10, legs: 4, sportIds: [1], seed: 42 });
    expect(legs).toHaveLength(4);
    expect(new Set(legs?.map((l) => l.game.gameId)).size).toBe(4);
    for (const leg of legs ?? []) expect(leg.game.sportId).toBe(1);
    const total = product(legs?.map((l) => l.outcome.coef) ?? []);
    expect(total).toBeGreaterThan(7);
    expect(total).toBeLessThan(14);
  });

  it('the same seed gives the same coupon; other seeds others', () => {
    const ask = { target: 20, legs: 5, sportIds: [], seed: 7 };
    const ids = (seed: number) => generateCoupon(games, { ...ask, seed })?.map((l) => l.outcome.outcomeId);
    expect(ids(7)).toEqual(ids(7));
    const seen = new Set([1, 2, 3, 4, 5, 6].map((seed) => JSON.stringify(ids(seed))));
    expect(seen.size).toBeGreaterThan(3);
  });

  it('null when too few open games fit; suspended markets and finished games never count', () => {
    const closed = games
      .slice(0, 6)
      .map((g, i) => (i < 3 ? { ...g, status: 4 as const } : { ...g, main: g.main && { ...g.main, isSuspended: true } }));
    expect(generateCoupon(closed, { target: 5, legs: 2, sportIds: [], seed: 1 })).toBeNull();
    expect(generateCoupon(games, { target: 5, legs: 3, sportIds: [99], seed: 1 })).toBeNull();
  });

  it('checks what the player asked', () => {
    expect(checkGeneratorAsk({ target: 10, legs: 3, sportIds: [] })).toEqual({ ok: true });
    expect(checkGeneratorAsk({ target: 1.2, legs: 3, sportIds: [] })).toEqual({ ok: false, field: 'target' });
    expect(checkGeneratorAsk({ target: Number.NaN, legs: 3, sportIds: [] })).toEqual({ ok: false, field: 'target' });
    expect(checkGeneratorAsk({ target: 10, legs: 11, sportIds: [] })).toEqual({ ok: false, field: 'legs' });
    expect(checkGeneratorAsk({ target: 10, legs: 2.5, sportIds: [] })).toEqual({ ok: false, field: 'legs' });
    expect(checkGeneratorAsk({ target: 10, legs: 3, sportIds: [0] })).toEqual({ ok: false, field: 'sportIds' });
  });

  it('for any seed and ask: distinct open games, outcomes within range, total within a factor of 3 of a reachable target', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: GENERATOR_LIMITS.legs.min, max: 6 }),
        fc.double({ min: 2, max: 60, noNaN: true }),
        (seed, legCount, target) => {
          const legs = generateCoupon(games, { target, legs: legCount, sportIds: [], seed });
          expect(legs).toHaveLength(legCount);
          expect(new Set(legs?.map((l) => l.game.gameId)).size).toBe(legCount);
          for (const l of legs ?? []) {
            expect(l.outcome.coef).toBeGreaterThanOrEqual(GENERATOR_LIMITS.coef.min);
            expect(l.outcome.coef).toBeLessThanOrEqual(GENERATOR_LIMITS.coef.max);
          }
          const total = product(legs?.map((l) => l.outcome.coef) ?? []);
          // Comfortably reachable: each leg's share of the target among prices every window of games offers.
          const share = target ** (1 / legCount);
          if (share >= 1.5 && share <= 6) {
            expect(total / target).toBeLessThan(3);
            expect(target / total).toBeLessThan(3);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

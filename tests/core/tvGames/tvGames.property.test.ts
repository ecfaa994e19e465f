import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chainSeed, terminalHash } from '../../../src/core/casino/shared/hashChain';
import { chanceOf, offersOf, selectionsOf, tvDrawBalls, verifyTvDraw, wins } from '../../../src/core/tvGames';
import type { TvRules } from '../../../src/protocol/tvGames';
import { TV_GAMES_CONFIG } from '../../../server/config/tvGames';

/** Small shows, so every draw can be counted: k ≤ n / 2 keeps each chance at most a half. */
const smallRules: fc.Arbitrary<TvRules> = fc
  .record({ balls: fc.integer({ min: 4, max: 12 }), colours: fc.integer({ min: 1, max: 4 }), marginPct: fc.integer({ min: 0, max: 15 }) })
  .chain((r) => fc.integer({ min: 1, max: Math.floor(r.balls / 2) }).map((drawn) => ({ ...r, drawn })));

function* subsets(n: number, k: number, from = 1): Generator<number[]> {
  if (k === 0) {
    yield [];
    return;
  }
  for (let b = from; b <= n - k + 1; b += 1) for (const rest of subsets(n, k - 1, b + 1)) yield [b, ...rest];
}

/** Every draw counted: each set of balls with each of its balls first (all orders are equally likely, and only the first matters). */
function countedChance(rules: TvRules, selection: string): { wins: number; cases: number } {
  let won = 0;
  let cases = 0;
  for (const set of subsets(rules.balls, rules.drawn))
    for (const first of set) {
      cases += 1;
      if (wins(rules, selection, [first, ...set.filter((b) => b !== first)])) won += 1;
    }
  return { wins: won, cases };
}

/** p × odds against 1 / (1 + m): never above, below by at most the rounding of the odds to a hundredth. */
function expectFairReturn(rules: TvRules): void {
  for (const offer of offersOf(rules)) {
    const { wins: w, cases } = chanceOf(rules, offer.selection);
    const p = w / cases;
    const fair = 1 / (1 + rules.marginPct / 100);
    const back = (p * offer.odds) / 100;
    expect(back).toBeLessThanOrEqual(fair + 1e-12);
    expect(back).toBeGreaterThan(fair - p * 0.01 - 1e-12);
  }
}

describe('TV game markets', () => {
  it('have the chances of counting every draw of a small show', () => {
    fc.assert(
      fc.property(smallRules, (rules) => {
        for (const selection of selectionsOf(rules)) {
          const counted = countedChance(rules, selection);
          const exact = chanceOf(rules, selection);
          expect(exact.wins * counted.cases).toBe(counted.wins * exact.cases);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('return 1 / (1 + margin) within the odds rounding, in every show configured and any small one', () => {
    for (const show of TV_GAMES_CONFIG.shows) expectFairReturn(show.rules);
    fc.assert(fc.property(smallRules, expectFairReturn), { numRuns: 60 });
  });

  it('split the balls into the configured colours, every colour at least once', () => {
    for (const show of TV_GAMES_CONFIG.shows)
      for (const c of Array.from({ length: show.rules.colours }, (_, i) => i))
        expect(chanceOf(show.rules, `colour-${c}`).wins).toBeGreaterThan(0);
  });
});

describe('a TV draw from its chain seed', () => {
  it('recomputed from the revealed seed gives the balls drawn; another index or salt does not', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{64}$/),
        fc.integer({ min: 1, max: 20 }),
        fc.string({ minLength: 1, maxLength: 20 }),
        fc.constantFrom(...TV_GAMES_CONFIG.shows.map((s) => s.rules)),
        (secret, index, salt, rules) => {
          const length = 20;
          const seed = chainSeed(secret, length, index);
          const drawn = tvDrawBalls(rules, seed, salt);
          expect(new Set(drawn).size).toBe(rules.drawn);
          expect(drawn.every((b) => b >= 1 && b <= rules.balls)).toBe(true);
          const proof = { rules, seed, index, terminalHash: terminalHash(secret, length), salt };
          expect(verifyTvDraw(proof)).toEqual(drawn);
          expect(verifyTvDraw({ ...proof, index: index === 1 ? 2 : index - 1 })).toBeNull();
          expect(verifyTvDraw({ ...proof, salt: `${salt}x` })).not.toEqual(drawn);
        },
      ),
      { numRuns: 30 },
    );
  });
});

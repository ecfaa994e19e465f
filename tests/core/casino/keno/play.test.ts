import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawBalls } from '../../../../src/core/casino/keno/draw';
import { kenoEngine } from '../../../../src/core/casino/keno/engine';
import { KENO_TABLES } from '../../../../src/core/casino/keno/paytables';
import { fairDraws, type FairDraws } from '../../../../src/core/casino/fair';

const table = KENO_TABLES.standard;
const seeds = fc.record({ serverSeed: fc.string({ minLength: 1 }), clientSeed: fc.string(), nonce: fc.nat() });
const picks = fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { minLength: 1, maxLength: 10 });

/** Draws that answer int(n) from a fixed list, to walk every sequence. */
function scripted(ints: readonly number[]): FairDraws {
  let read = 0;
  return {
    float: () => 0,
    int: () => ints[read++] ?? 0,
    get count() {
      return read;
    },
  };
}

describe('the keno draw', () => {
  it('draws 20 distinct numbers of 1..80, reading 20 fair numbers, the same again from the same seeds', () => {
    fc.assert(
      fc.property(seeds, picks, fc.integer({ min: 1, max: 10_000 }), (round, chosen, stake) => {
        const draws = fairDraws(round);
        const { outcome, win } = kenoEngine.play(draws, { picks: chosen, stake }, table);
        expect(outcome.drawn).toHaveLength(20);
        expect(new Set(outcome.drawn).size).toBe(20);
        expect(outcome.drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
        expect(draws.count).toBe(20);
        expect(outcome.hits).toEqual(chosen.filter((n) => outcome.drawn.includes(n)));
        expect(outcome.multiplier).toBe(table.pays[chosen.length - 1]?.[outcome.hits.length]);
        expect(win).toBe(Math.floor((stake * outcome.multiplier) / 100));
        expect(outcome.pay).toBe(win);
        expect(kenoEngine.play(fairDraws(round), { picks: chosen, stake }, table)).toEqual({ outcome, win });
      }),
      { numRuns: 200 },
    );
  });

  it('is a fair shuffle: every sequence of draws gives a different ordered draw (6 balls, 3 drawn)', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 6; a += 1)
      for (let b = 0; b < 5; b += 1) for (let c = 0; c < 4; c += 1) seen.add(drawBalls(scripted([a, b, c]), 6, 3).join(','));
    expect(seen.size).toBe(6 * 5 * 4);
  });

  it('refuses repeated, out-of-range, too many or no picks and a non-positive stake', () => {
    expect(kenoEngine.refuse({ picks: [1, 2, 3], stake: 100 }, table)).toBeNull();
    expect(kenoEngine.refuse({ picks: [1, 1], stake: 100 }, table)).toBe('keno.refused.picks');
    expect(kenoEngine.refuse({ picks: [0], stake: 100 }, table)).toBe('keno.refused.picks');
    expect(kenoEngine.refuse({ picks: [81], stake: 100 }, table)).toBe('keno.refused.picks');
    expect(kenoEngine.refuse({ picks: [], stake: 100 }, table)).toBe('keno.refused.picks');
    expect(kenoEngine.refuse({ picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stake: 100 }, table)).toBe('keno.refused.picks');
    expect(kenoEngine.refuse({ picks: [5], stake: 0 }, table)).toBe('keno.refused.stake');
    expect(kenoEngine.stakeOf({ picks: [5], stake: 250 })).toBe(250);
  });

  it('replays a known round from its seeds, so a published verification stays valid', () => {
    const round = { serverSeed: 'keno-server-seed', clientSeed: 'player', nonce: 7 };
    const { outcome, win } = kenoEngine.play(fairDraws(round), { picks: [3, 8, 20, 21, 22], stake: 100 }, table);
    expect(outcome.drawn).toEqual([38, 76, 54, 46, 66, 53, 65, 3, 37, 45, 64, 47, 34, 79, 8, 25, 22, 33, 20, 56]);
    expect(outcome.hits).toEqual([3, 8, 20, 22]);
    expect(win).toBe(1400);
  });
});

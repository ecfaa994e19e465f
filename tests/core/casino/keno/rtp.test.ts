import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kenoEngine } from '../../../../src/core/casino/keno/engine';
import { KENO_TABLES } from '../../../../src/core/casino/keno/paytables';
import { choose, kenoRtps, pickCountReturn } from '../../../../src/core/casino/keno/rtp';

/** Every way to draw `drawn` of 1..balls, as sets. */
function subsets(balls: number, drawn: number, from = 1): number[][] {
  if (drawn === 0) return [[]];
  const out: number[][] = [];
  for (let first = from; first <= balls - drawn + 1; first += 1) {
    for (const rest of subsets(balls, drawn - 1, first + 1)) out.push([first, ...rest]);
  }
  return out;
}

describe('keno RTP', () => {
  it('equals a brute-force enumeration of every draw on small keno variants', () => {
    const variant = fc
      .record({ balls: fc.integer({ min: 2, max: 10 }), drawn: fc.integer({ min: 1, max: 5 }), picks: fc.integer({ min: 1, max: 5 }) })
      .filter(({ balls, drawn, picks }) => drawn <= balls && picks <= balls)
      .chain((shape) =>
        fc.record({
          shape: fc.constant(shape),
          pays: fc.array(fc.nat(100_000), { minLength: shape.picks + 1, maxLength: shape.picks + 1 }),
        }),
      );
    fc.assert(
      fc.property(variant, ({ shape: { balls, drawn, picks }, pays }) => {
        const draws = subsets(balls, drawn);
        expect(BigInt(draws.length)).toBe(choose(balls, drawn));
        // The player's picks are 1..picks: by symmetry any picks give the same return.
        const total = draws.reduce((sum, draw) => sum + (pays[draw.filter((n) => n <= picks).length] ?? 0), 0);
        const exact = pickCountReturn(pays, picks, balls, drawn);
        // total / (draws x 100) === num / den, cross-multiplied so nothing is rounded.
        expect(BigInt(total) * exact.den).toBe(exact.num * BigInt(draws.length) * 100n);
      }),
      { numRuns: 200 },
    );
  });

  it('pins the standard paytable: each pick count returns between 90 % and 96 %', () => {
    const rtps = kenoRtps(KENO_TABLES.standard.pays);
    expect(KENO_TABLES.standard.rtps).toEqual(rtps);
    const expected = [
      0.95, 0.932911392, 0.915774099, 0.926225673, 0.917278924, 0.929070929, 0.919179691, 0.940054318, 0.918050845, 0.935653152,
    ];
    expect(rtps).toHaveLength(10);
    rtps.forEach((rtp, index) => {
      expect(rtp).toBeCloseTo(expected[index] ?? 0, 8);
      expect(rtp).toBeGreaterThanOrEqual(0.9);
      expect(rtp).toBeLessThanOrEqual(0.96);
    });
  });

  it('quotes the worst pick count as the game RTP', () => {
    expect(kenoEngine.exactRtp(KENO_TABLES.standard)).toBeCloseTo(0.915774099, 8);
  });

  it('pays 1 pick 3.8 x with probability exactly 1/4', () => {
    const { num, den } = pickCountReturn([0, 380], 1, 80, 20);
    expect(num * 100n).toBe(den * 95n);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SlotTable } from '../../../../src/protocol/casino/slot';
import { slotEngine } from '../../../../src/core/casino/slot/engine';
import { roundVariance } from '../../../../src/core/casino/slot/moments';
import { SLOT_PAYLINES } from '../../../../src/core/casino/slot/paylines';
import { exactRtpFraction } from '../../../../src/core/casino/slot/rtp';
import { combinations, scriptedDraws } from './scriptedDraws';

/**
 * The exact RTP and variance against a brute force on tiny tables: every
 * stop combination of the base spin and, when it awards a free spin, every
 * combination of that free spin, each played through the real play() with
 * the draws scripted. No shortcut of rtp.ts or moments.ts is used here.
 */
const pays = fc.array(fc.nat({ max: 30 }), { minLength: 6, maxLength: 6 });

const tinyTable = fc
  .record({
    regular: fc.integer({ min: 1, max: 3 }),
    pays: fc.array(pays, { minLength: 5, maxLength: 5 }),
    lineCount: fc.integer({ min: 1, max: 6 }),
    stripLengths: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 5, maxLength: 5 }),
    seed: fc.array(fc.nat({ max: 99 }), { minLength: 15, maxLength: 15 }),
    freeSpinsScatters: fc.integer({ min: 1, max: 5 }),
    freeSpins: fc.integer({ min: 0, max: 1 }),
    freeSpinsMultiplier: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ regular, pays: p, lineCount, stripLengths, seed, ...rest }): SlotTable => {
    const symbolCount = regular + 2;
    return {
      symbols: [
        { name: 'wild', kind: 'wild' as const, pays: p[0] ?? [] },
        { name: 'scatter', kind: 'scatter' as const, pays: p[1] ?? [] },
        ...Array.from({ length: regular }, (_, i) => ({ name: `high${i + 1}`, kind: 'high' as const, pays: p[i + 2] ?? [] })),
      ],
      // All 20 lines are played in the real tables; a prefix keeps the brute force quick, and the first lines vary the rows.
      paylines: SLOT_PAYLINES.slice(0, lineCount).map((l) => [...l]),
      reels: stripLengths.map((length, reel) => Array.from({ length }, (_, i) => (seed[reel * 3 + i] ?? 0) % symbolCount)),
      ...rest,
    };
  });

/** Sum of the round's win and its square over every equally likely draw sequence, and how many there are per base spin. */
function bruteForce(table: SlotTable): { sum: bigint; sumSquares: bigint; perBase: bigint } {
  const lengths = table.reels.map((r) => r.length);
  const spins = lengths.reduce((n, l) => n * l, 1);
  let sum = 0n;
  let sumSquares = 0n;
  for (const base of combinations(lengths)) {
    // Zeros stand in for the free spin's stops until we know whether there is one.
    const first = slotEngine.play(scriptedDraws([...base, 0, 0, 0, 0, 0]), { lineBet: 1 }, table);
    if (first.outcome.freeSpinsAwarded === 0) {
      // Weigh it as many times as a triggered spin has free-spin combinations.
      sum += BigInt(first.win * spins);
      sumSquares += BigInt(first.win * first.win * spins);
      continue;
    }
    for (const free of combinations(lengths)) {
      const { win } = slotEngine.play(scriptedDraws([...base, ...free]), { lineBet: 1 }, table);
      sum += BigInt(win);
      sumSquares += BigInt(win * win);
    }
  }
  return { sum, sumSquares, perBase: BigInt(spins) * BigInt(spins) };
}

describe('the slot exact RTP and variance', () => {
  it('equal a brute force over every stop combination on small tables', () => {
    fc.assert(
      fc.property(tinyTable, (table) => {
        const lines = table.paylines.length;
        const { sum, sumSquares, perBase } = bruteForce(table);
        const rtp = exactRtpFraction(table);
        // sum / (perBase * lines) stakes per stake equals num / den, exactly.
        expect(rtp.num * perBase * BigInt(lines)).toBe(sum * rtp.den);
        const mean = Number(sum) / Number(perBase) / lines;
        const variance = Number(sumSquares) / Number(perBase) / (lines * lines) - mean * mean;
        expect(roundVariance(table)).toBeCloseTo(variance, 9);
      }),
      { numRuns: 60 },
    );
  });
});

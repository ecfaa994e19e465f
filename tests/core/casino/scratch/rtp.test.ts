import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SCRATCH_CELLS, type ScratchTable } from '../../../../src/protocol/casino/scratch';
import { scratchRtp, scratchWins, SCRATCH_TABLES } from '../../../../src/core/casino/scratch';
import { rtpOf } from '../../../../src/core/casino/engines';

/** Every card of the table, each weighted by its chance: the RTP by brute force (symbols^9 cards). */
function bruteForceRtp(table: ScratchTable): number {
  const n = table.symbols.length;
  const total = table.symbols.reduce((sum, s) => sum + s.weight, 0);
  let paid = 0n;
  const cells: string[] = new Array<string>(SCRATCH_CELLS).fill('');
  const walk = (at: number, weight: bigint): void => {
    if (at === SCRATCH_CELLS) {
      const prize = scratchWins(cells, table).reduce((sum, w) => sum + w.prize, 0);
      paid += weight * BigInt(prize);
      return;
    }
    for (let i = 0; i < n; i += 1) {
      const symbol = table.symbols[i];
      if (!symbol) continue;
      cells[at] = symbol.id;
      walk(at + 1, weight * BigInt(symbol.weight));
    }
  };
  walk(0, 1n);
  return Number(paid) / Number(BigInt(total) ** BigInt(SCRATCH_CELLS));
}

const smallTable = fc
  .array(fc.record({ weight: fc.integer({ min: 1, max: 9 }), prize: fc.integer({ min: 0, max: 20 }) }), { minLength: 2, maxLength: 3 })
  .map((symbols): ScratchTable => ({ symbols: symbols.map((s, i) => ({ id: `s${i}`, ...s })) }));

describe('the scratch card RTP', () => {
  it('equals the brute-force enumeration of every card on small tables', () => {
    fc.assert(
      fc.property(smallTable, (table) => {
        expect(scratchRtp(table)).toBeCloseTo(bruteForceRtp(table), 12);
      }),
      { numRuns: 12 },
    );
  });

  it('is under 100 % and reasonable for both variants, and the registry reads it', () => {
    for (const variant of ['standard', 'deluxe'] as const) {
      const rtp = scratchRtp(SCRATCH_TABLES[variant]);
      expect(rtp).toBeGreaterThan(0.9);
      expect(rtp).toBeLessThan(0.98);
      expect(rtpOf('scratch', variant)).toBe(rtp);
    }
    expect(rtpOf('scratch', 'nope')).toBeNull();
  });
});

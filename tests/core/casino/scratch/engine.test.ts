import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDraws } from '../../../../src/core/casino/fair';
import { scratchEngine, SCRATCH_TABLES } from '../../../../src/core/casino/scratch';

const seeds = fc.record({
  serverSeed: fc.string({ minLength: 8, maxLength: 64 }),
  clientSeed: fc.string({ maxLength: 20 }),
  nonce: fc.nat(),
});

describe('the scratch engine', () => {
  it('replays the same card from the same seeds, and pays what its wins say', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('standard' as const, 'deluxe' as const),
        (s, stake, variant) => {
          const table = SCRATCH_TABLES[variant];
          const first = scratchEngine.play(fairDraws(s), { stake }, table);
          const again = scratchEngine.play(fairDraws(s), { stake }, table);
          expect(again).toEqual(first);
          expect(first.outcome.cells).toHaveLength(9);
          expect(first.win).toBe(first.outcome.wins.reduce((sum, w) => sum + w.prize * stake, 0));
          for (const w of first.outcome.wins) {
            expect(w.cells.length).toBeGreaterThanOrEqual(3);
            for (const at of w.cells) expect(first.outcome.cells[at]).toBe(w.symbol);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('measures near its exact RTP over many cards (within 5 standard deviations)', () => {
    const table = SCRATCH_TABLES.standard;
    const rounds = 40_000;
    let sum = 0;
    let squares = 0;
    for (let nonce = 0; nonce < rounds; nonce += 1) {
      const { win } = scratchEngine.play(fairDraws({ serverSeed: 'bench', clientSeed: 'rtp', nonce }), { stake: 1 }, table);
      sum += win;
      squares += win * win;
    }
    const mean = sum / rounds;
    const sd = Math.sqrt((squares / rounds - mean * mean) / rounds);
    expect(Math.abs(mean - scratchEngine.exactRtp(table))).toBeLessThan(5 * sd);
  });

  it('refuses a stake that is not a whole positive amount', () => {
    expect(scratchEngine.refuse({ stake: 0 }, SCRATCH_TABLES.standard)).toBe('scratch.refused.stake');
    expect(scratchEngine.refuse({ stake: 100 }, SCRATCH_TABLES.standard)).toBeNull();
  });
});

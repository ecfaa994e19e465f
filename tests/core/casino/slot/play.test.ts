import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slotOutcomeSchema, type SlotGrid } from '../../../../src/protocol/casino/slot';
import { fairDraws } from '../../../../src/core/casino/fair';
import { evaluateGrid, gridAt } from '../../../../src/core/casino/slot/evaluate';
import { slotEngine } from '../../../../src/core/casino/slot/engine';
import { SLOT_TABLES } from '../../../../src/core/casino/slot/tables';
import { scriptedDraws } from './scriptedDraws';

const table = SLOT_TABLES.medium;
const named = (name: string): number => table.symbols.findIndex((s) => s.name === name);
const [W, S, H1, L1, L2, L3, L4, L5] = ['wild', 'scatter', 'high1', 'low1', 'low2', 'low3', 'low4', 'low5'].map(named) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** A grid from its three rows, written as they look. */
const rows = (...r: number[][]): SlotGrid => [0, 1, 2, 3, 4].map((reel) => r.map((row) => row[reel] ?? -1));

describe('a slot grid', () => {
  it('pays a run from the left with wilds standing in, and the wild run alone when it pays more', () => {
    const grid = rows([L1, L2, L3, L4, L5], [H1, W, H1, L2, L3], [L3, L4, L5, L1, L2]);
    const spin = evaluateGrid(grid, table, 5, 1);
    // Payline 0 is the middle row: high1 x3 (a wild on reel 2) pays 40 line bets.
    expect(spin.lineWins).toContainEqual({ line: 0, symbol: H1, count: 3, pay: 40 * 5 });
    const wilds = rows([W, W, W, L1, L2], [L2, L3, L4, L5, L1], [L3, L4, L5, L1, L2]);
    // Payline 1 is the top row: three wilds (50) beat wild-wild-wild-low1 as four low1 (25).
    expect(evaluateGrid(wilds, table, 1, 1).lineWins).toContainEqual({ line: 1, symbol: W, count: 3, pay: 50 });
  });

  it('never lets a wild stand in for the scatter, and pays scatters anywhere on the total stake', () => {
    const grid = rows([S, W, S, L1, L2], [L2, L3, L4, S, L1], [L3, L4, L5, L1, L2]);
    const spin = evaluateGrid(grid, table, 2, 3);
    expect(spin.lineWins.filter((w) => w.symbol === S)).toEqual([]);
    expect(spin.scatters).toBe(3);
    // 3 scatters pay 2 total stakes (20 lines x 2), times the multiplier 3.
    expect(spin.scatterPay).toBe(2 * 20 * 2 * 3);
  });

  it('shows each reel from its stop downwards, round the strip', () => {
    const last = table.reels.map((strip) => strip.length - 1);
    const grid = gridAt(table, last);
    table.reels.forEach((strip, reel) => expect(grid[reel]).toEqual([strip.at(-1), strip[0], strip[1]]));
  });
});

describe('a slot round', () => {
  it('is decided by its seeds alone, draws five stops per spin, and fits its schema', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.nat(),
        fc.constantFrom('low', 'medium', 'high'),
        (serverSeed, clientSeed, nonce, variant) => {
          const seeds = { serverSeed, clientSeed, nonce };
          const bet = { lineBet: 3 };
          const draws = fairDraws(seeds);
          const once = slotEngine.play(draws, bet, SLOT_TABLES[variant]);
          expect(slotEngine.play(fairDraws(seeds), bet, SLOT_TABLES[variant])).toEqual(once);
          expect(draws.count).toBe(5 * (1 + once.outcome.freeSpins.length));
          expect(slotOutcomeSchema.parse(once.outcome)).toEqual(once.outcome);
          expect(once.win).toBe(once.outcome.totalWin);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('plays all the free spins inside the round when 3 scatters land, multiplied, with no retrigger', () => {
    // Stops that show a scatter on reels 1, 2 and 3 (each strip has one), then free spins that show scatters again.
    const scatterStops = table.reels.map((strip) => strip.indexOf(S));
    const stops = [...scatterStops, ...Array.from({ length: 10 }, () => scatterStops).flat()];
    const { outcome, win } = slotEngine.play(scriptedDraws(stops), { lineBet: 1 }, table);
    expect(outcome.base.scatters).toBe(5);
    expect(outcome.freeSpinsAwarded).toBe(10);
    expect(outcome.freeSpins).toHaveLength(10);
    for (const free of outcome.freeSpins) expect(free.win).toBe(evaluateGrid(free.grid, table, 1, 3).win);
    expect(win).toBe(outcome.base.win + outcome.freeSpins.reduce((s, f) => s + f.win, 0));
  });

  it('stakes the line bet on all 20 paylines and refuses a line bet that is not a positive whole number', () => {
    expect(slotEngine.stakeOf({ lineBet: 5 })).toBe(100);
    expect(slotEngine.refuse({ lineBet: 5 }, table)).toBeNull();
    expect(slotEngine.refuse({ lineBet: 0.5 }, table)).toBe('casinoSlot.refused.line_bet');
    expect(slotEngine.refuse({ lineBet: 1 }, { ...table, paylines: table.paylines.slice(1) })).toBe('casinoSlot.refused.table');
  });
});

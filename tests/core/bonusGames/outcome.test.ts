import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairDraws } from '../../../src/core/casino/fair';
import {
  expectedOfTable,
  lineOfTicket,
  nextTryDayAt,
  playBonusGame,
  replayBonusGame,
  tableTotal,
  tryDayOf,
} from '../../../src/core/bonusGames';
import {
  BONUS_GAMES,
  BONUS_GAME_EXPECTED,
  BONUS_GAME_OPTIONS,
  BONUS_GAME_TABLES,
  BONUS_GAME_TABLE_TOTAL,
} from '../../../src/protocol/constants/bonusGames';

const seedsArb = fc.record({
  serverSeed: fc.string({ minLength: 16, maxLength: 64 }),
  clientSeed: fc.string({ minLength: 1, maxLength: 32 }),
  nonce: fc.nat({ max: 1_000_000 }),
});

describe('the bonus games prize tables', () => {
  it.each(BONUS_GAMES)('%s: the chances add up to exactly 1, every line can be won', (game) => {
    const table = BONUS_GAME_TABLES[game];
    expect(tableTotal(table)).toBe(BONUS_GAME_TABLE_TOTAL);
    expect(table.reduce((p, l) => p + l.weight / BONUS_GAME_TABLE_TOTAL, 0)).toBeCloseTo(1, 12);
    for (const l of table) expect(l.weight).toBeGreaterThan(0);
  });

  it.each(BONUS_GAMES)('%s: the stated expected value is the table’s', (game) => {
    expect(expectedOfTable(BONUS_GAME_TABLES[game])).toEqual(BONUS_GAME_EXPECTED[game]);
  });

  it('gives each line a run of tickets exactly as wide as its weight', () => {
    const table = BONUS_GAME_TABLES.fortuna;
    const counts = table.map(() => 0);
    for (let ticket = 0; ticket < BONUS_GAME_TABLE_TOTAL; ticket += 1) counts[lineOfTicket(table, ticket)]! += 1;
    expect(counts).toEqual(table.map((l) => l.weight));
    expect(() => lineOfTicket(table, BONUS_GAME_TABLE_TOTAL)).toThrow(RangeError);
  });
});

describe('a try of a bonus game', () => {
  it('recomputed from its seeds is the outcome played', () => {
    fc.assert(
      fc.property(seedsArb, fc.constantFrom(...BONUS_GAMES), (seeds, game) => {
        const played = playBonusGame(game, fairDraws(seeds));
        expect(replayBonusGame(game, seeds)).toEqual(played);
        expect(played.line).toBe(lineOfTicket(BONUS_GAME_TABLES[game], played.ticket));
        expect(played.others).toHaveLength(Math.max(0, BONUS_GAME_OPTIONS[game] - 1));
      }),
      { numRuns: 200 },
    );
  });

  it('takes its prize from the first draw: the ticket is that draw over the table total', () => {
    const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'player', nonce: 7 };
    expect(playBonusGame('chest', fairDraws(seeds)).ticket).toBe(fairDraws(seeds).int(BONUS_GAME_TABLE_TOTAL));
  });

  it('wins each line about as often as its weight says over many nonces', () => {
    const table = BONUS_GAME_TABLES.lottery;
    const counts = table.map(() => 0);
    const tries = 20_000;
    for (let nonce = 0; nonce < tries; nonce += 1)
      counts[playBonusGame('lottery', fairDraws({ serverSeed: 'seed', clientSeed: 'c', nonce })).line]! += 1;
    for (const [i, l] of table.entries()) expect(Math.abs(counts[i]! / tries - l.weight / BONUS_GAME_TABLE_TOTAL)).toBeLessThan(0.015);
  });
});

describe('the daily try day', () => {
  it('is the UTC day and the next starts at the next UTC midnight', () => {
    const at = Date.parse('2026-11-30T23:59:59.999Z');
    expect(tryDayOf(at)).toBe('2026-11-30');
    expect(nextTryDayAt(at)).toBe(Date.parse('2026-12-01T00:00:00Z'));
    expect(tryDayOf(nextTryDayAt(at))).toBe('2026-12-01');
  });

  it('never puts an instant after its next day start', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (at) => {
        expect(nextTryDayAt(at)).toBeGreaterThan(at);
        expect(tryDayOf(nextTryDayAt(at) - 1)).toBe(tryDayOf(at));
      }),
    );
  });
});

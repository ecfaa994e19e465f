import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  casinoHistoryApiQuery,
  casinoHistorySearchOf,
  NO_CASINO_HISTORY_FILTERS,
  outcomeEntries,
  readCasinoHistorySearch,
  winMultiplier,
} from '../../../../src/core/casino/history';

describe('the casino history address', () => {
  it('reads a game and real days, and drops what is not', () => {
    expect(readCasinoHistorySearch('?game=12&from=2026-11-01&to=2026-11-30')).toEqual({
      gameId: '12',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect(readCasinoHistorySearch('?game=a%20b&from=2026-02-30&to=soon')).toEqual(NO_CASINO_HISTORY_FILTERS);
    expect(readCasinoHistorySearch('')).toEqual(NO_CASINO_HISTORY_FILTERS);
  });

  it('writes back what it reads (round trip)', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2099, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(
        fc.constantFrom('', '12', 'scratch-standard'),
        fc.constantFrom('', 'x').chain((f) => (f ? day : fc.constant(''))),
        fc.option(day, { nil: '' }),
        (gameId, from, to) => {
          const filters = { gameId, from, to };
          expect(readCasinoHistorySearch(casinoHistorySearchOf(filters))).toEqual(filters);
        },
      ),
    );
    expect(casinoHistorySearchOf(NO_CASINO_HISTORY_FILTERS)).toBe('');
  });

  it("asks the server for the visitor's days as instants, the last day included, and refuses a reversed range", () => {
    const asked = casinoHistoryApiQuery({ gameId: '12', from: '2026-11-01', to: '2026-11-02' }, 3, 60);
    expect(asked).toEqual({
      ok: true,
      query: { page: '3', gameId: '12', from: String(Date.UTC(2026, 10, 1) - 3_600_000), to: String(Date.UTC(2026, 10, 3) - 3_600_000) },
    });
    expect(casinoHistoryApiQuery(NO_CASINO_HISTORY_FILTERS, 1, 0)).toEqual({ ok: true, query: { page: '1' } });
    expect(casinoHistoryApiQuery({ gameId: '', from: '2026-11-02', to: '2026-11-01' }, 1, 0)).toEqual({ ok: false });
  });
});

describe("a round's outcome as a list", () => {
  it("names each field as the engine's schema does, spells out lists of values and counts the rest", () => {
    const keno = { drawn: Array.from({ length: 20 }, (_, i) => i + 1), hits: [3, 7], multiplier: 380, pay: 1900 };
    expect(outcomeEntries(keno)).toEqual([
      { key: 'drawn', value: '1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20' },
      { key: 'hits', value: '3, 7' },
      { key: 'multiplier', value: '380' },
      { key: 'pay', value: '1900' },
    ]);
    const slot = {
      base: { grid: [['A'], ['B']], lineWins: [{ line: 1 }], scatters: 2, scatterPay: 0, win: 50 },
      freeSpinsAwarded: 0,
      freeSpins: [],
      totalWin: 50,
    };
    expect(outcomeEntries(slot)).toEqual([
      { key: 'base.grid', value: '[2]' },
      { key: 'base.lineWins', value: '[1]' },
      { key: 'base.scatters', value: '2' },
      { key: 'base.scatterPay', value: '0' },
      { key: 'base.win', value: '50' },
      { key: 'freeSpinsAwarded', value: '0' },
      { key: 'freeSpins', value: '' },
      { key: 'totalWin', value: '50' },
    ]);
    expect(outcomeEntries({ deep: { deeper: { deepest: 1 } }, gone: null })).toEqual([{ key: 'deep.deeper', value: '{1}' }]);
    expect(outcomeEntries({ many: Array.from({ length: 25 }, () => 0) })[0]?.value.endsWith('+ 5')).toBe(true);
  });

  it('never throws on any JSON, and every entry has a key', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const entry of outcomeEntries(value)) expect(entry.key).not.toBe('');
      }),
    );
  });

  it('gives the win multiple of the stake in hundredths, rounded down', () => {
    expect(winMultiplier(100, 150)).toBe(150);
    expect(winMultiplier(300, 100)).toBe(33);
    expect(winMultiplier(100, 0)).toBe(0);
    expect(winMultiplier(0, 10)).toBe(0);
  });
});

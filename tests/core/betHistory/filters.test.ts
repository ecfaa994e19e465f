import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  historyApiQuery,
  historySearchOf,
  NO_HISTORY_FILTERS,
  readHistorySearch,
  type HistoryAddress,
  type HistoryFilters,
} from '../../../src/core/betHistory';
import { HISTORY_MODES, OFFICE_HISTORY_STATUSES } from '../../../src/protocol/constants/betHistory';
import { COUPON_TYPE_IDS } from '../../../src/protocol/constants/couponTypes';
import { historyQuerySchema } from '../../../src/protocol/schemas/bets';

const DAY = 86_400_000;
const dayText = (t: number): string => new Date(t).toISOString().slice(0, 10);
const day = fc.integer({ min: Date.UTC(2000, 0, 1) / DAY, max: Date.UTC(2099, 11, 31) / DAY }).map((d) => dayText(d * DAY));
const id = fc.integer({ min: 0, max: 2_147_483_647 });

const filters: fc.Arbitrary<HistoryFilters> = fc.record({
  status: fc.constantFrom(...OFFICE_HISTORY_STATUSES),
  from: fc.oneof(fc.constant(''), day),
  to: fc.oneof(fc.constant(''), day),
  sportId: fc.option(id, { nil: null }),
  typeId: fc.option(fc.constantFrom(...COUPON_TYPE_IDS), { nil: null }),
  mode: fc.option(fc.constantFrom(...HISTORY_MODES), { nil: null }),
  accountId: fc.option(id, { nil: null }),
});
const address: fc.Arbitrary<HistoryAddress> = fc.record({ filters, page: fc.integer({ min: 1, max: 2_147_483_647 }) });
/** Offsets of real time zones, in minutes east of UTC. */
const offset = fc.integer({ min: -12 * 60, max: 14 * 60 });

describe('history filters in the address', () => {
  it('reads back what it wrote: a reload shows the same filters and page', () => {
    fc.assert(
      fc.property(address, (a) => {
        expect(readHistorySearch(historySearchOf(a))).toEqual(a);
      }),
    );
  });

  it('writes nothing for no filter on the first page', () => {
    expect(historySearchOf({ filters: NO_HISTORY_FILTERS, page: 1 })).toBe('');
    expect(readHistorySearch('')).toEqual({ filters: NO_HISTORY_FILTERS, page: 1 });
  });

  it('drops what makes no sense in a hand-edited address instead of failing', () => {
    expect(readHistorySearch('?status=maybe&from=2026-02-30&to=yesterday&sport=-1&type=12&mode=both&account=1e3&page=0')).toEqual({
      filters: NO_HISTORY_FILTERS,
      page: 1,
    });
    expect(readHistorySearch('?sport=99999999999').filters.sportId).toBeNull();
  });

  it('never crashes on any address', () => {
    fc.assert(
      fc.property(fc.string(), (search) => {
        const read = readHistorySearch(search);
        expect(OFFICE_HISTORY_STATUSES).toContain(read.filters.status);
        expect(read.page).toBeGreaterThanOrEqual(1);
      }),
    );
  });
});

describe('history filters to the server query', () => {
  it('always makes a query the server accepts, or says the range is upside down', () => {
    fc.assert(
      fc.property(filters, offset, (f, minutes) => {
        const asked = historyApiQuery(f, minutes);
        if (!asked.ok) {
          expect(asked.problem).toBe('range');
          expect(f.from !== '' && f.to !== '' && f.to < f.from).toBe(true);
          return;
        }
        const parsed = historyQuerySchema.safeParse({ ...asked.query, page: '1', pageSize: '20' });
        expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
      }),
    );
  });

  it("covers the visitor's whole days: from their first midnight to the midnight after the last day", () => {
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), offset, (from, span, minutes) => {
        const to = dayText(Date.parse(from) + span * DAY);
        const asked = historyApiQuery({ ...NO_HISTORY_FILTERS, from, to }, minutes);
        if (!asked.ok) throw new Error('a forward range was refused');
        expect(Number(asked.query.from)).toBe(Date.parse(from) - minutes * 60_000);
        expect(Number(asked.query.to) - Number(asked.query.from)).toBe((span + 1) * DAY);
      }),
    );
  });

  it('maps each filter to its query field, and no filter to status=all alone', () => {
    expect(historyApiQuery(NO_HISTORY_FILTERS, 0)).toEqual({ ok: true, query: { status: 'all' } });
    expect(historyApiQuery({ status: 'won', from: '2026-11-01', to: '', sportId: 1, typeId: 2, mode: 'live', accountId: 7 }, 180)).toEqual({
      ok: true,
      query: { status: 'won', from: String(Date.UTC(2026, 10, 1) - 180 * 60_000), sportId: '1', typeId: '2', mode: 'live', accountId: '7' },
    });
    expect(historyApiQuery({ ...NO_HISTORY_FILTERS, from: '2026-11-02', to: '2026-11-01' }, 0)).toEqual({ ok: false, problem: 'range' });
  });
});

import { describe, expect, it } from 'vitest';
import { BETS_PATHS, type HistoryAnswer } from '../../../src/protocol/schemas/bets';
import { createHttpClient } from '../../../src/worker/http/client';
import { loadBetHistory } from '../../../src/worker/officeHistory/load';
import { couponView, legView } from '../../support/bets';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from '../http/fakeFetch';

const quiet = { warn: () => undefined };

function wired(answer: Answer) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  const { fetch, calls } = fakeFetch(clock, [answer]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  return { http, calls };
}

/** A settled system 2/3: legs won, lost, won at 2, 3.5 and 2.4, 30.00 RUB. */
const system = couponView('41', {
  typeId: 2,
  placedTypeId: 2,
  systemValue: 2,
  amount: 3_000,
  stake: 3_000,
  status: 'won',
  payout: 4_800,
  offer: null,
  legs: [
    legView(0, { statusId: 1, market: { ...legView(0).market, coef: 2 } }),
    legView(1, { statusId: 0, market: { ...legView(1).market, coef: 3.5 } }),
    legView(2, { statusId: 1, market: { ...legView(2).market, coef: 2.4 } }),
  ],
});

const page = (extra: Partial<HistoryAnswer> = {}): HistoryAnswer => ({
  items: [system, couponView('40')],
  page: 2,
  pageSize: 20,
  total: 45,
  sports: [{ id: 1, name: 'Football' }],
  ...extra,
});

describe('the office history page in the worker', () => {
  it("asks the server for the address's filters in the visitor's days and adds each system coupon's settled lines", async () => {
    const { http, calls } = wired(json(200, page()));
    const result = await loadBetHistory(
      http,
      { search: '?status=won&from=2026-11-01&to=2026-11-02&sport=1&type=2&mode=line&page=2', lang: 'de', utcOffsetMinutes: 60 },
      quiet,
    );
    const asked = calls[0]?.url;
    expect(asked?.pathname).toBe(BETS_PATHS.history);
    expect(Object.fromEntries(asked?.searchParams ?? [])).toEqual({
      status: 'won',
      from: String(Date.UTC(2026, 10, 1) - 3_600_000),
      to: String(Date.UTC(2026, 10, 3) - 3_600_000),
      sportId: '1',
      typeId: '2',
      mode: 'line',
      page: '2',
      pageSize: '20',
      lang: 'de',
    });
    if (result.status !== 'ok') throw new Error(result.status);
    expect(result.items[0]?.lines?.lines.map((l) => [l.legs, l.status, l.currentReturn])).toEqual([
      [[0, 1], 'lost', 0],
      [[0, 2], 'won', 4_800],
      [[1, 2], 'lost', 0],
    ]);
    expect(result.items[1]?.lines).toBeNull();
    expect(result.items[0]?.printHref).toBe('/de/print-coupon/41');
    expect(result.filters).toMatchObject({ status: 'won', sportId: 1, typeId: 2, mode: 'line' });
    // The CSV carries the same filters (no paging); the pages keep them.
    const csv = new URL(result.csvUrl, 'http://site');
    expect(csv.pathname).toBe(BETS_PATHS.historyCsv);
    expect(csv.searchParams.get('from')).toBe(String(Date.UTC(2026, 10, 1) - 3_600_000));
    expect(csv.searchParams.has('page')).toBe(false);
    expect(result.pageSearch).toEqual({
      previous: '?status=won&from=2026-11-01&to=2026-11-02&sport=1&type=2&mode=line',
      next: '?status=won&from=2026-11-01&to=2026-11-02&sport=1&type=2&mode=line&page=3',
    });
  });

  it('does not ask the server when the last day is before the first', async () => {
    const { http, calls } = wired(json(200, page()));
    const result = await loadBetHistory(http, { search: '?from=2026-11-05&to=2026-11-01', lang: 'en', utcOffsetMinutes: 0 }, quiet);
    expect(result).toMatchObject({ status: 'badRange' });
    expect(calls).toHaveLength(0);
  });

  it('says signed out on 401 and error on anything else', async () => {
    const signedOut = wired(json(401, { error: { code: 'unauthorized', message: 'no session', params: {} } }));
    expect(await loadBetHistory(signedOut.http, { search: '', lang: 'en', utcOffsetMinutes: 0 }, quiet)).toEqual({ status: 'signedOut' });
    const broken = wired(json(200, { items: 'nope' }));
    expect((await loadBetHistory(broken.http, { search: '', lang: 'en', utcOffsetMinutes: 0 }, quiet)).status).toBe('error');
  });
});

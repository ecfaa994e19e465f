// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { BetHistoryQuery, BetHistoryResult } from '../../../src/protocol/officeHistory';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { BetsHistoryPage } from '../../../src/ui/office/history/BetsHistoryPage';
import { NO_SESSION } from '../../../src/worker/session';
import { couponView } from '../../support/bets';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/history over the fake core: it hands the worker its address, paints
 * what comes back (loading, list, empty, error, a guest), puts the form's
 * filters into the address, and opens a coupon onto the lines the worker sent.
 */
afterEach(cleanup);

const FILTERS = { status: 'all', from: '', to: '', sportId: null, typeId: null, mode: null, accountId: null } as const;

const ok = (over: Partial<Extract<BetHistoryResult, { status: 'ok' }>> = {}): BetHistoryResult => ({
  status: 'ok',
  filters: FILTERS,
  page: 1,
  pageSize: 20,
  total: 1,
  items: [
    {
      coupon: couponView('41', { typeId: 2, placedTypeId: 2, systemValue: 2, status: 'won', payout: 4_800, offer: null }),
      lines: {
        lines: [
          { index: 0, legs: [0, 1], coef: 7, stake: 1_000, status: 'lost', currentReturn: 0, maxReturn: 0 },
          { index: 1, legs: [0, 2], coef: 4.8, stake: 1_000, status: 'won', currentReturn: 4_800, maxReturn: 4_800 },
        ],
        more: 1,
      },
      printHref: '/en/print-coupon/41',
    },
  ],
  sports: [{ id: 1, name: 'Football' }],
  csvUrl: '/web-api/bets/history.csv?status=all&lang=en',
  pageSearch: { previous: null, next: null },
  ...over,
});

function coreWith(answer: (input: BetHistoryQuery) => BetHistoryResult, signedIn = true): FakeCore & { asked: BetHistoryQuery[] } {
  const core = readyCore() as FakeCore & { asked: BetHistoryQuery[] };
  core.asked = [];
  core.push('session', { ...NO_SESSION, status: signedIn ? 'signedIn' : 'signedOut', userId: signedIn ? 7 : null });
  core.ask = ((name: string, input: BetHistoryQuery) => {
    if (name !== 'loadBetHistory') return Promise.reject(new Error(`unexpected ${name}`));
    core.asked.push(input);
    return Promise.resolve(answer(input));
  }) as FakeCore['ask'];
  return core;
}

function show(core: FakeCore, path = '/en/office/history') {
  const resolution = { kind: 'page', routeId: 'officeHistory', params: {}, query: {}, language: 'en' } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <BetsHistoryPage resolution={resolution} /> }], { initialEntries: [path] });
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return router;
}

describe('office/history', () => {
  it("asks the worker for its address and paints the coupons; a coupon's button opens it onto its lines", async () => {
    const core = coreWith(() => ok());
    show(core, '/en/office/history?status=won');
    const item = await screen.findByTestId('history-item');
    expect(core.asked[0]).toMatchObject({ search: '?status=won', lang: 'en' });
    expect(screen.getByTestId('history-csv').getAttribute('href')).toBe('/web-api/bets/history.csv?status=all&lang=en');
    const toggle = within(item).getByTestId('history-item-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(item).queryByTestId('history-lines')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const rows = within(item).getAllByTestId('history-line');
    expect(rows.map((r) => r.getAttribute('data-line-status'))).toEqual(['lost', 'won']);
    expect(within(item).getAllByTestId('history-line-return')[1]?.textContent).toContain('48');
    expect(within(item).getByText(/1 more line/)).toBeTruthy();
    expect(within(item).getByTestId('history-print').getAttribute('href')).toBe('/en/print-coupon/41');
  });

  it('puts the applied filters into the address, and the worker reads that address', async () => {
    const core = coreWith(() => ok());
    const router = show(core);
    await screen.findByTestId('history-item');
    fireEvent.change(screen.getByTestId('history-filter-status'), { target: { value: 'lost' } });
    fireEvent.change(screen.getByTestId('history-filter-sport'), { target: { value: '1' } });
    fireEvent.click(screen.getByTestId('history-filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?status=lost&sport=1'));
    await waitFor(() => expect(core.asked.at(-1)?.search).toBe('?status=lost&sport=1'));
    fireEvent.click(screen.getByTestId('history-filter-reset'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows empty, bad range and error states, and retries', async () => {
    let result: BetHistoryResult = ok({ items: [], total: 0 });
    const core = coreWith(() => result);
    show(core);
    await screen.findByTestId('history-empty');
    expect(screen.queryByTestId('history-csv')).toBeNull();
    cleanup();
    result = { status: 'badRange', filters: { ...FILTERS, from: '2026-11-05', to: '2026-11-01' } };
    show(core, '/en/office/history?from=2026-11-05&to=2026-11-01');
    await screen.findByTestId('history-bad-range');
    cleanup();
    result = { status: 'error', message: 'down' };
    show(core);
    await screen.findByTestId('history-error');
    result = ok();
    fireEvent.click(within(screen.getByTestId('history-error')).getByRole('button'));
    await screen.findByTestId('history-item');
  });

  it('asks a guest to sign in and asks the worker nothing', async () => {
    const core = coreWith(() => ok(), false);
    show(core);
    await waitFor(() => expect(screen.getByTestId('history-page').getAttribute('data-state')).toBe('guest'));
    expect(core.asked).toEqual([]);
  });
});

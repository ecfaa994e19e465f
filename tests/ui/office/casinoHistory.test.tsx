// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type {
  CasinoHistoryAsk,
  CasinoHistoryResult,
  CasinoHistoryRoundRow,
  CasinoHistoryRow,
  CasinoHistorySharedRow,
} from '../../../src/protocol/officeCasinoHistory';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { CasinoHistoryPage } from '../../../src/ui/office/casinoHistory/CasinoHistoryPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/casino-history over the fake core: it hands the worker its address
 * and page, paints the rounds (and appends the next page on "load more"),
 * the empty list with the way to the lobby, an error with retry, and opens a
 * round onto its outcome and seeds.
 */
afterEach(cleanup);

const row = (id: string, over: Partial<CasinoHistoryRoundRow> = {}): CasinoHistoryRoundRow => ({
  kind: 'round',
  id,
  playedAt: Date.UTC(2026, 10, 28, 18),
  gameId: '12',
  gameName: 'Book of Sands',
  provider: 'Nordlight',
  currency: 'RUB',
  stake: 20_000,
  win: 76_000,
  freeSpin: false,
  net: 56_000,
  multiplier: 380,
  outcome: [{ key: 'hits', value: '3, 7' }],
  serverSeedHash: 'ab12',
  clientSeed: 'mine',
  nonce: 4,
  serverSeed: null,
  verifyCommand: null,
  ...over,
});

const ok = (page: number, items: CasinoHistoryRow[], hasMore: boolean): CasinoHistoryResult => ({
  status: 'ok',
  filters: { gameId: '', from: '', to: '' },
  page,
  total: 3,
  items,
  hasMore,
  games: [{ id: '12', name: 'Book of Sands' }],
});

function coreWith(answer: (input: CasinoHistoryAsk) => CasinoHistoryResult): FakeCore & { asked: CasinoHistoryAsk[] } {
  const core = readyCore() as FakeCore & { asked: CasinoHistoryAsk[] };
  core.asked = [];
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
  core.ask = ((name: string, input: CasinoHistoryAsk) => {
    if (name !== 'loadCasinoHistory') return Promise.reject(new Error(`unexpected ${name}`));
    core.asked.push(input);
    return Promise.resolve(answer(input));
  }) as FakeCore['ask'];
  return core;
}

function show(core: FakeCore, path = '/en/office/casino-history') {
  const resolution = { kind: 'page', routeId: 'officeCasinoHistory', params: {}, query: {}, language: 'en' } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <CasinoHistoryPage resolution={resolution} /> }], { initialEntries: [path] });
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return router;
}

describe('office/casino-history', () => {
  it('paints the rounds of its address, appends the next page on "load more", and opens a round by keyboard', async () => {
    const core = coreWith((input) =>
      input.page === 1
        ? ok(
            1,
            [row('9'), row('8', { win: 0, net: -20_000, multiplier: 0, serverSeed: 'seed-8', verifyCommand: 'npm run verify-round -- x' })],
            true,
          )
        : ok(2, [row('7', { freeSpin: true, net: 76_000 })], false),
    );
    show(core, '/en/office/casino-history?game=12');
    const items = await screen.findAllByTestId('casino-history-item');
    expect(core.asked[0]).toMatchObject({ search: '?game=12', page: 1 });
    expect(items.map((i) => i.getAttribute('data-round-id'))).toEqual(['9', '8']);
    expect(within(items[0]!).getByTestId('casino-history-game').textContent).toBe('Book of Sands');
    expect(within(items[0]!).getByText('Nordlight')).toBeTruthy();
    expect(within(items[0]!).getByTestId('casino-history-stake').textContent).toContain('200');
    expect(within(items[1]!).getByTestId('casino-history-net').className).toContain('casino-history__net--down');
    expect(screen.queryByTestId('casino-history-free-spin')).toBeNull();
    expect(screen.getByTestId('casino-history-total').textContent).toContain('3');

    fireEvent.click(screen.getByTestId('casino-history-more'));
    await screen.findByText('Round 7');
    // A free spin says so: its stake was the operator's.
    expect(screen.getByTestId('casino-history-free-spin').textContent).toBe('Free spin');
    expect(core.asked[1]).toMatchObject({ search: '?game=12', page: 2 });
    expect(screen.getAllByTestId('casino-history-item')).toHaveLength(3);
    expect(screen.queryByTestId('casino-history-more')).toBeNull();
    // The keyboard goes on from the first round the page brought.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(screen.getAllByTestId('casino-history-item')[2]!).getByTestId('casino-history-item-toggle'),
      ),
    );

    const toggle = within(items[1]!).getByTestId('casino-history-item-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const details = within(items[1]!).getByTestId('casino-history-details');
    expect(within(details).getByTestId('casino-history-outcome').textContent).toContain('3, 7');
    expect(within(details).getByTestId('casino-history-server-seed').textContent).toBe('seed-8');
    expect(within(details).getByTestId('casino-history-verify').textContent).toBe('npm run verify-round -- x');
    // The round not yet rotated says how to reveal its seed instead.
    fireEvent.click(within(items[0]!).getByTestId('casino-history-item-toggle'));
    expect(within(items[0]!).getByTestId('casino-history-server-seed').textContent).toContain('Not revealed');
  });

  it("opens a shared-table bet onto its round's result, its chips and the seed chain", async () => {
    const bet: CasinoHistorySharedRow = {
      kind: 'shared',
      id: '9',
      playedAt: Date.UTC(2026, 10, 28, 19),
      gameId: '4001',
      gameName: 'Riviera Roulette',
      provider: 'Nordlight',
      currency: 'RUB',
      stake: 3_000,
      win: 36_000,
      freeSpin: false,
      net: 33_000,
      multiplier: 1200,
      table: 'roulette',
      result: [{ key: 'pocket', pocket: 17, colour: 'black' }],
      selection: [
        { key: 'chip', bet: 'straight', numbers: '17', stake: 1_000 },
        { key: 'chip', bet: 'red', numbers: '', stake: 2_000 },
        { key: 'won' },
      ],
      roundHash: 'a'.repeat(64),
      chainIndex: 3,
      terminalHash: 'b'.repeat(64),
      salt: 'salty',
      seed: null,
      verifyCommand: null,
    };
    // An own round of the same id stays its own row beside the bet.
    show(coreWith(() => ok(1, [bet, row('9')], false)));
    const items = await screen.findAllByTestId('casino-history-item');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['shared', 'round']);
    expect(within(items[0]!).getByText('Bet 9')).toBeTruthy();
    fireEvent.click(within(items[0]!).getByTestId('casino-history-item-toggle'));
    expect(within(items[0]!).getByTestId('casino-history-result').textContent).toContain('17 black');
    const selection = within(items[0]!).getByTestId('casino-history-selection').textContent ?? '';
    expect(selection).toContain('Straight 17');
    expect(selection).toContain('Red');
    expect(selection).toContain('Won');
    expect(within(items[0]!).getByTestId('casino-history-seeds').textContent).toContain('a'.repeat(64));
    expect(within(items[0]!).getByTestId('casino-history-chain-seed').textContent).toContain('once the round is over');
    expect(within(items[0]!).queryByTestId('casino-history-verify')).toBeNull();
  });

  it('puts the filters into the address, which starts the list again', async () => {
    const core = coreWith(() => ok(1, [row('9')], false));
    const router = show(core);
    await screen.findByTestId('casino-history-item');
    fireEvent.change(screen.getByTestId('casino-history-filter-game'), { target: { value: '12' } });
    fireEvent.change(screen.getByTestId('casino-history-filter-from'), { target: { value: '2026-11-01' } });
    fireEvent.click(screen.getByTestId('casino-history-filter-apply'));
    await screen.findByTestId('casino-history-item');
    expect(router.state.location.search).toBe('?game=12&from=2026-11-01');
    expect(core.asked.at(-1)).toMatchObject({ search: '?game=12&from=2026-11-01', page: 1 });
  });

  it('says there are no rounds yet with the way to the lobby', async () => {
    show(coreWith(() => ok(1, [], false)));
    const empty = await screen.findByTestId('casino-history-empty');
    expect(empty.textContent).toContain('No casino rounds yet');
    expect(within(empty).getByTestId('casino-history-lobby').getAttribute('href')).toBe('/en/casino-lobby');
  });

  it('shows an error with a retry that asks again', async () => {
    let calls = 0;
    const core = coreWith(() => {
      calls += 1;
      return calls === 1 ? { status: 'error', message: 'offline' } : ok(1, [row('9')], false);
    });
    show(core);
    const error = await screen.findByTestId('casino-history-error');
    fireEvent.click(within(error).getByRole('button'));
    await screen.findByTestId('casino-history-item');
    expect(core.asked).toHaveLength(2);
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LEADERBOARD_POLL_MS,
  type Tournament,
  type TournamentAnswer,
  type TournamentResult,
  type TournamentsResult,
} from '../../../src/protocol/casino/tournaments';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { TOURNAMENT_PAGES } from '../../../src/ui/casino/tournaments/pages';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/** The tournament pages paint what the worker answers: a fake core stands in for it. */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const T0 = Date.UTC(2026, 10, 29, 12);
const tournament = (over: Partial<Tournament>): Tournament => ({
  id: 1,
  name: 'Multiplier Week',
  prize: '1st 50,000 RUB',
  metric: 'multiplier',
  currencyIso: 'RUB',
  minStake: 100,
  startsAt: T0,
  endsAt: T0 + 86_400_000,
  status: 'running',
  ...over,
});

const board = (over: Partial<TournamentAnswer> = {}): TournamentAnswer => ({
  tournament: tournament({}),
  leaders: [
    { place: 1, player: 'al***', score: 12.5, me: false },
    { place: 2, player: 'bo***', score: 3, me: false },
  ],
  own: { place: 31, player: 'me***', score: 1.2, me: true },
  players: 31,
  at: T0 + 3_600_000,
  ...over,
});

function answering(core: FakeCore, answers: { board?: () => TournamentResult; list?: () => TournamentsResult }) {
  const asked: unknown[] = [];
  Object.assign(core, {
    casinoTournament: (input: unknown) => {
      asked.push(input);
      return Promise.resolve(answers.board?.() ?? { status: 'notFound' });
    },
    casinoTournaments: () => Promise.resolve(answers.list?.() ?? { status: 'ok', tournaments: [] }),
  });
  return asked;
}

function show(core: FakeCore, page: keyof typeof TOURNAMENT_PAGES, params: Record<string, string> = {}, lang = 'en') {
  const Page = TOURNAMENT_PAGES[page];
  const resolution = { params, language: lang, query: {} } as unknown as PageResolution;
  render(withCore(core, createI18n(lang), <MemoryRouter>{<Page resolution={resolution} />}</MemoryRouter>));
}

const flush = () => act(async () => {});

describe('a tournament page', () => {
  it('shows the rules, the top of the board and the player own place below it', async () => {
    const core = readyCore();
    answering(core, { board: () => ({ status: 'ok', board: board() }) });
    show(core, 'bonusCasinoTournament', { id: '1' });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Multiplier Week' })).toBeTruthy();
    expect(screen.getByText('Prizes: 1st 50,000 RUB')).toBeTruthy();
    const rows = screen.getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['PlacePlayerBest multiplier', '1al***× 12.5', '2bo***× 3', '31You (me***)× 1.2']);
    expect(screen.getByText(/^31 players · updated/)).toBeTruthy();
  });

  it('reads the board again while the tournament runs', async () => {
    vi.useFakeTimers();
    const core = readyCore();
    let score = 12.5;
    const asked = answering(core, {
      board: () => ({ status: 'ok', board: board({ leaders: [{ place: 1, player: 'al***', score, me: false }], own: null }) }),
    });
    show(core, 'bonusCasinoTournament', { id: '1' });
    await flush();
    expect(asked).toEqual([{ id: 1 }]);
    score = 20;
    await act(async () => {
      vi.advanceTimersByTime(LEADERBOARD_POLL_MS);
    });
    await flush();
    expect(asked).toHaveLength(2);
    expect(screen.getByText('× 20')).toBeTruthy();
  });

  it('says when the board is empty, when the tournament does not exist, and offers a retry after an error', async () => {
    const core = readyCore();
    let result: TournamentResult = {
      status: 'ok',
      board: board({ tournament: tournament({ status: 'upcoming' }), leaders: [], own: null, players: 0 }),
    };
    answering(core, { board: () => result });
    show(core, 'bonusCasinoTournament', { id: '1' });
    await flush();
    expect(screen.getByText('The leaderboard opens when the tournament starts.')).toBeTruthy();
    cleanup();

    result = { status: 'notFound' };
    show(core, 'bonusCasinoTournament', { id: '404' });
    await flush();
    expect(screen.getByText('This tournament does not exist.')).toBeTruthy();
    cleanup();

    result = { status: 'error', message: 'network' };
    show(core, 'bonusCasinoTournament', { id: '1' });
    await flush();
    expect(screen.getByRole('alert').textContent).toContain('could not be loaded');
    result = { status: 'ok', board: board() };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Multiplier Week' })).toBeTruthy();
  });
});

describe('the tournaments and casino bonus pages', () => {
  const list = (): TournamentsResult => ({
    status: 'ok',
    tournaments: [
      tournament({ id: 1 }),
      tournament({ id: 2, name: 'Weekend Wager Race', status: 'upcoming', metric: 'wagered' }),
      tournament({ id: 3, name: 'Keno Classic', status: 'finished' }),
    ],
  });

  it('lists running and upcoming first, the finished apart, each linking to its board', async () => {
    const core = readyCore();
    answering(core, { list });
    show(core, 'bonusCasinoTournaments');
    await flush();
    const sections = screen.getAllByRole('list');
    expect(sections[0]?.textContent).toContain('Multiplier Week');
    expect(sections[0]?.textContent).toContain('Weekend Wager Race');
    expect(sections[1]?.textContent).toContain('Keno Classic');
    expect(screen.getByRole('link', { name: 'Keno Classic' }).getAttribute('href')).toBe('/en/bonus/casino/tournaments/3');
  });

  it('shows no casino offers plainly, and the running tournaments', async () => {
    const core = readyCore();
    answering(core, { list });
    show(core, 'bonusCasino', {}, 'ar');
    await flush();
    expect(screen.getByText('لا توجد عروض كازينو الآن')).toBeTruthy();
    expect(screen.getByText('Multiplier Week')).toBeTruthy();
    expect(screen.queryByText('Keno Classic')).toBeNull();
  });

  it('says an offer is not available and links back to the bonuses', async () => {
    show(readyCore(), 'bonusCasinoItem', { id: '7' });
    await flush();
    expect(screen.getByText('This offer is not available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Casino bonuses' }).getAttribute('href')).toBe('/en/bonus/casino');
  });

  it('shows an empty list plainly', async () => {
    const core = readyCore();
    answering(core, { list: () => ({ status: 'ok', tournaments: [] }) });
    show(core, 'bonusCasinoTournaments');
    await flush();
    expect(screen.getAllByText('No tournaments here right now.')).toHaveLength(2);
  });
});

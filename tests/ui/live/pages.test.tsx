// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../src/ui/design/Toaster';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BETTING_STATE,
  EMPTY_LIVE_PROJECTION,
  type CatalogueEntry,
  type LiveGameView,
  type LiveProjection,
  type MenuSportView,
} from '../../../src/protocol/live-client';
import type { Statistic } from '../../../src/protocol/schemas/live';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { CyberMainPage } from '../../../src/ui/live/cyberPages';
import { FilterBar } from '../../../src/ui/live/FilterBar';
import { GameDetail } from '../../../src/ui/live/GameDetail';
import { GameList } from '../../../src/ui/live/GameList';
import { LivePlain } from '../../../src/ui/live/frames';
import { MultiPage } from '../../../src/ui/live/MultiPage';
import { SectionPage } from '../../../src/ui/live/sectionPages';
import { StatisticPage } from '../../../src/ui/live/statisticPages';
import { SideSportsMenu } from '../../../src/ui/live/SideSportsMenu';
import { TopEvents } from '../../../src/ui/live/TopEvents';
import { FakeCore } from '../fakeCore';

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

function game(gameId: number, extra: Partial<LiveGameView> = {}): LiveGameView {
  return {
    gameId,
    sportId: 1,
    champId: 101,
    champName: 'Premier League',
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    startTime: 1_700_000_000_000,
    isTop: true,
    hasVideo: false,
    gameNumber: null,
    periodScores: [],
    rowMarketIds: [gameId * 10],
    sportSlug: 'football',
    isCyber: false,
    team1Slug: `home-${gameId}`,
    team2Slug: `away-${gameId}`,
    status: 2,
    period: 1,
    score1: 0,
    score2: 0,
    fullScore: '0:0 (0:0)',
    timeSec: 60,
    markets: [
      {
        marketId: gameId * 10,
        typeId: 1,
        name: 'Result',
        param: null,
        isSuspended: false,
        outcomes: [
          { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef: 1.5, text: '1.5', dir: null, changes: 0, at: 0 },
          { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: 2.5, text: '2.5', dir: null, changes: 0, at: 0 },
        ],
      },
    ],
    ...extra,
  };
}

const sport = (sportId: number, name: string, gamesCount: number, isCyber = false): MenuSportView => {
  const champs = [{ champId: sportId * 100 + 1, sportId, name: `${name} league`, nameEng: `${name} league`, country: 'World', gamesCount }];
  return {
    sportId,
    nameEng: name,
    name,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    isCyber,
    gamesCount,
    champs,
    groups: [{ country: null, champs }],
  };
};

const ready = (data: unknown): CatalogueEntry => ({ status: 'ready', data }) as CatalogueEntry;

function live(extra: Partial<LiveProjection> = {}): LiveProjection {
  return { ...EMPTY_LIVE_PROJECTION, feed: { status: 'online', attempt: 0, retryAt: null }, ...extra };
}

function renderWith(core: FakeCore, element: ReactNode, path = '/en') {
  const router = createMemoryRouter([{ path: '/:lng/*', element }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createI18n('en')}>
      <CoreProvider client={core}>
        <RouterProvider router={router} />
      </CoreProvider>
      <Toaster />
    </I18nextProvider>,
  );
  return router;
}

const resolution = (params: Record<string, string>, query: Record<string, string> = {}): PageResolution =>
  ({
    kind: 'page',
    routeId: 'bettingSection',
    group: 'betting',
    params,
    layout: 'main',
    meta: {},
    query,
    language: 'en',
    direction: 'ltr',
    httpStatus: 200,
  }) as unknown as PageResolution;

describe('game links', () => {
  it('a cyber game links to its cyber route, another game to its section route', () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    const cyber = game(2, {
      sportId: 40,
      sportSlug: 'cs2',
      isCyber: true,
      champId: 4001,
      champName: 'IEM Major',
      opponent1: 'Natus Vincere',
      opponent2: 'Team Spirit',
    });
    act(() => core.push('live', live({ lists: { home: [1, 2] }, games: { 1: game(1), 2: cyber } })));
    const links = screen.getAllByTestId('game-link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      '/en/live/sports/1-football/101-premier-league/1-home-1-away-1',
      '/en/cyber/real/cs2/4001-iem-major/live/2-natus-vincere-team-spirit',
    ]);
  });
});

describe('the left sports menu', () => {
  it('shows the sports of the chosen section with counts; switches section as a betting-state command, by click and arrow', async () => {
    const core = new FakeCore();
    renderWith(core, <SideSportsMenu lang="en" />);
    await waitFor(() =>
      expect(core.dispatched.find((c) => c.type === 'live/watch')?.payload).toMatchObject({ catalogue: ['menu:live', 'menu:line'] }),
    );
    expect(screen.getByTestId('side-menu-loading')).toBeTruthy();
    act(() => {
      core.push('betting', DEFAULT_BETTING_STATE);
      core.push(
        'live',
        live({
          catalogue: {
            'menu:live': ready({ kind: 'menu', section: 'live', sports: [sport(1, 'Football', 7), sport(40, 'CS2', 2, true)] }),
            'menu:line': ready({ kind: 'menu', section: 'line', sports: [sport(4, 'Tennis', 3)] }),
          },
        }),
      );
    });
    expect((screen.getByTestId('side-menu-tab-live') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: /Live/ }).closest('label')?.textContent).toContain('9');
    expect(screen.getByTestId('side-menu-sport-1').getAttribute('href')).toBe('/en/live/sports/1-football');
    expect(screen.getByTestId('side-menu-sport-40').getAttribute('href')).toBe('/en/live/cyber/40-cs2');
    expect(screen.getByTestId('side-menu-sport-1').textContent).toContain('7');

    fireEvent.click(screen.getByTestId('side-menu-tab-line'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { currentBettingType: 'line' } } });
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, currentBettingType: 'line' }));
    expect(screen.getByTestId('side-menu-sport-4').getAttribute('href')).toBe('/en/line/sports/4-tennis');
    // A native radio group: one name, so the browser keeps one option in the tab order and the arrows move between them.
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(new Set(radios.map((r) => r.name)).size).toBe(1);
    expect(radios.map((r) => r.checked)).toEqual([false, true]);
    fireEvent.click(screen.getByTestId('side-menu-tab-live'));
    await waitFor(() =>
      expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { currentBettingType: 'live' } } }),
    );
  });

  it('says when the menu failed, with a retry, and when a section has no sports', () => {
    const core = new FakeCore();
    renderWith(core, <SideSportsMenu lang="en" />);
    act(() =>
      core.push(
        'live',
        live({
          catalogue: {
            'menu:live': { status: 'error', code: 'network-error' },
            'menu:line': ready({ kind: 'menu', section: 'line', sports: [] }),
          },
        }),
      ),
    );
    expect(screen.getByTestId('side-menu-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('live-retry'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'live/reloadCatalogue', payload: { key: 'menu:live' } });
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, currentBettingType: 'line' }));
    expect(screen.getByTestId('side-menu-empty')).toBeTruthy();
  });
});

describe('the section page', () => {
  it('shows loading while the menu loads, the error with a retry (not "empty") when it failed, and empty only when empty', () => {
    const core = new FakeCore();
    renderWith(core, <SectionPage resolution={resolution({ section: 'live' })} />, '/en/live');
    act(() => core.push('live', live({ catalogue: { 'menu:live': { status: 'loading' } } })));
    expect(screen.getAllByTestId('live-list-loading').length).toBeGreaterThan(0);
    expect(screen.queryByTestId('live-list-empty')).toBeNull();
    act(() => core.push('live', live({ catalogue: { 'menu:live': { status: 'error', code: 'live_unavailable' } } })));
    expect(screen.getByTestId('live-list-error')).toBeTruthy();
    expect(screen.queryByTestId('live-list-empty')).toBeNull();
    fireEvent.click(screen.getAllByTestId('live-retry')[0]!);
    expect(core.dispatched.at(-1)).toEqual({ type: 'live/reloadCatalogue', payload: { key: 'menu:live' } });
    act(() => core.push('live', live({ catalogue: { 'menu:live': ready({ kind: 'menu', section: 'live', sports: [] }) } })));
    expect(screen.getByTestId('live-list-empty')).toBeTruthy();
  });

  it('watches one list per sport and groups games by championship when the player asks', async () => {
    const core = new FakeCore();
    renderWith(core, <SectionPage resolution={resolution({ section: 'live' })} />, '/en/live');
    act(() =>
      core.push(
        'live',
        live({
          catalogue: { 'menu:live': ready({ kind: 'menu', section: 'live', sports: [sport(1, 'Football', 2)] }) },
          lists: { 'sport:1:live': [1, 2] },
          games: { 1: game(1), 2: game(2, { champName: 'LaLiga' }) },
        }),
      ),
    );
    await waitFor(() =>
      expect(
        core.dispatched.some((c) => c.type === 'live/watch' && (c.payload as { topics: string[] }).topics.includes('sport:1:live')),
      ).toBe(true),
    );
    expect(screen.queryAllByTestId('live-group')).toHaveLength(0);
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, groupByCategories: true }));
    expect(screen.getAllByTestId('live-group').map((g) => g.querySelector('h3')?.textContent)).toEqual(['Premier League', 'LaLiga']);
  });
});

describe('the filters', () => {
  it('every control is a betting-state command; the bar shows what the worker holds', async () => {
    const core = new FakeCore();
    renderWith(core, <FilterBar />);
    fireEvent.click(screen.getByTestId('live-filter-time-firstPeriod'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { timeFilter: 'firstPeriod' } } });
    fireEvent.click(screen.getByTestId('live-filter-videos'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { onlyWithVideos: true } } });
    // The worker's answers, then its state (another tab changed it since): the state wins.
    await act(async () => undefined);
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, timeFilter: 'recommended', upcomingEvents: true }));
    expect((screen.getByTestId('live-filter-time-recommended') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('live-filter-upcoming') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByTestId('live-filter-reset'));
    expect(core.dispatched.at(-1)).toEqual({
      type: 'betting/set',
      payload: { changes: { timeFilter: 'all', onlyWithVideos: false, groupByCategories: false, upcomingEvents: false } },
    });
  });

  it('a list the filters empty says so and offers to show all', () => {
    const core = new FakeCore();
    renderWith(core, <GameList topic="sport:1:live" lang="en" />);
    act(() => core.push('live', live({ lists: { 'sport:1:live': [] }, filteredOut: { 'sport:1:live': 3 } })));
    expect(screen.getByTestId('live-list-empty').textContent).toContain('Your filters hide every game here.');
    expect(screen.getByTestId('live-list-hidden').textContent).toContain('3');
    fireEvent.click(screen.getByText('Show all'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { timeFilter: 'all', onlyWithVideos: false } } });
  });
});

describe('cyber, statistic and multi pages', () => {
  it('the cyber main page lists the disciplines of the sports map and narrows to the picked ones', async () => {
    const core = new FakeCore();
    renderWith(core, <CyberMainPage resolution={resolution({ type: 'real' })} />, '/en/cyber/real');
    const sports = [sport(1, 'Football', 1), sport(40, 'CS2', 1, true), sport(41, 'Dota 2', 1, true)];
    act(() => core.push('live', live({ catalogue: { sports: ready({ kind: 'sports', sports }) } })));
    await waitFor(() =>
      expect(core.dispatched.filter((c) => c.type === 'live/watch').map((c) => (c.payload as { topics: string[] }).topics)).toContainEqual([
        'sport:40:live',
        'sport:40:line',
        'sport:41:live',
        'sport:41:line',
      ]),
    );
    expect(screen.getByTestId('live-cyber-discipline-cs2').getAttribute('href')).toBe('/en/cyber/real/cs2');
    expect(screen.queryByTestId('live-cyber-discipline-football')).toBeNull();
    fireEvent.click(screen.getByTestId('live-cyber-filter-dota-2'));
    expect(core.dispatched.filter((c) => c.type === 'betting/set').at(-1)).toEqual({
      type: 'betting/set',
      payload: { changes: { cyberFilterTypes: ['dota-2'] } },
    });
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, cyberFilterTypes: ['dota-2'] }));
    await waitFor(() =>
      expect(core.dispatched.filter((c) => c.type === 'live/watch').at(-1)?.payload).toMatchObject({
        topics: ['sport:41:live', 'sport:41:line'],
      }),
    );
  });

  it('a cyber type with no games says so', () => {
    const core = new FakeCore();
    renderWith(core, <CyberMainPage resolution={resolution({ type: 'virtual' })} />, '/en/cyber/virtual');
    act(() => core.push('live', live({ catalogue: { sports: ready({ kind: 'sports', sports: [sport(40, 'CS2', 1, true)] }) } })));
    expect(screen.getByTestId('live-cyber-empty')).toBeTruthy();
  });

  it('the statistic page shows head-to-head, recent results and the table; an error offers a retry', async () => {
    const core = new FakeCore();
    renderWith(core, <StatisticPage resolution={resolution({}, { gameId: '7' })} />, '/en/statistic');
    await waitFor(() =>
      expect(core.dispatched.find((c) => c.type === 'live/watch')?.payload).toMatchObject({ catalogue: ['statistic:game:7'] }),
    );
    act(() => core.push('live', live({ catalogue: { 'statistic:game:7': { status: 'error', code: 'network-error' } } })));
    fireEvent.click(screen.getByTestId('live-retry'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'live/reloadCatalogue', payload: { key: 'statistic:game:7' } });
    const row = {
      gameId: 3,
      sportId: 1,
      champId: 101,
      sportName: 'Football',
      champName: 'P',
      opponent1: 'Arsenal',
      opponent2: 'Chelsea',
      startTime: 1,
      finishedAt: 2,
      score1: 2,
      score2: 1,
      fullScore: '2:1 (1:0, 1:1)',
    };
    const statistic: Statistic = {
      champ: { champId: 101, sportId: 1, name: 'Premier League', nameEng: 'Premier League', country: 'England', gamesCount: 3 },
      game: {
        gameId: 7,
        status: 1,
        startTime: 5,
        score1: 0,
        score2: 0,
        team1: { slug: 'arsenal', name: 'Arsenal' },
        team2: { slug: 'chelsea', name: 'Chelsea' },
      },
      headToHead: [],
      recent1: [row],
      recent2: [],
      standings: [{ team: { slug: 'arsenal', name: 'Arsenal' }, played: 1, won: 1, drawn: 0, lost: 0, scored: 2, conceded: 1, points: 3 }],
    };
    act(() => core.push('live', live({ catalogue: { 'statistic:game:7': ready({ kind: 'statistic', statistic }) } })));
    expect(screen.getByTestId('live-h2h-empty')).toBeTruthy();
    expect(screen.getByTestId('live-recent1').textContent).toContain('Arsenal — Chelsea');
    expect(screen.getByTestId('live-recent2-empty')).toBeTruthy();
    expect(screen.getByTestId('live-standings').querySelector('.is-highlighted')?.textContent).toContain('Arsenal');
    expect(screen.getByRole('link', { name: 'Chelsea' }).getAttribute('href')).toBe('/en/team/live/chelsea');
  });

  it('multi shows the picked games side by side and adds one from the games in play', async () => {
    const core = new FakeCore();
    const router = renderWith(core, <MultiPage resolution={resolution({}, { games: '1' })} />, '/en/multi?games=1');
    act(() => core.push('live', live({ lists: { home: [1, 2], 'game:1': [1] }, games: { 1: game(1), 2: game(2) } })));
    expect(screen.getByTestId('live-multi-game-1').textContent).toContain('Home 1');
    expect(screen.queryByTestId('live-multi-add-1')).toBeNull();
    fireEvent.click(screen.getByTestId('live-multi-add-2'));
    await waitFor(() => expect(router.state.location.search).toBe('?games=1,2'));
  });
});

describe('a locked outcome', () => {
  it('of a finished game in the coupon does nothing but say why: its bet stays for the slip to show', async () => {
    const core = new FakeCore();
    renderWith(
      core,
      <LivePlain>
        <GameList topic="game:1" lang="en" />
      </LivePlain>,
    );
    act(() => core.push('live', live({ lists: { 'game:1': [1] }, games: { 1: game(1, { status: 4 }) }, inCoupon: { 101: true } })));
    const button = screen.getByTestId('live-outcome-101');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(core.dispatched.some((c) => c.type.startsWith('coupon/'))).toBe(false);
    expect((await screen.findByTestId('live-notice')).textContent).toContain('finished');
  });
});

describe('a filter change shows at once', () => {
  it('before the worker answers, and gives way to the worker state when it arrives or the change is refused', async () => {
    const core = new FakeCore();
    let answer: (value: { accepted: true; seq: number } | { rejected: true; code: 'invalid_command' }) => void = () => undefined;
    core.answer = () => new Promise((resolve) => (answer = resolve));
    renderWith(core, <FilterBar />);
    act(() => core.push('betting', DEFAULT_BETTING_STATE));
    fireEvent.click(screen.getByTestId('live-filter-time-firstPeriod'));
    expect((screen.getByTestId('live-filter-time-firstPeriod') as HTMLInputElement).checked).toBe(true);
    await act(async () => answer({ rejected: true, code: 'invalid_command' }));
    expect((screen.getByTestId('live-filter-time-all') as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByTestId('live-filter-time-secondPeriod'));
    await act(async () => answer({ accepted: true, seq: 1 }));
    expect((screen.getByTestId('live-filter-time-secondPeriod') as HTMLInputElement).checked).toBe(true);
    // Another tab changed it meanwhile: the worker's state wins.
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, timeFilter: 'recommended' }));
    expect((screen.getByTestId('live-filter-time-recommended') as HTMLInputElement).checked).toBe(true);
  });
});

describe('the game page tools', () => {
  const wideGame = { 'game:1': [1] };
  it('the wide scoreboard control is the betting state command and really changes the layout', async () => {
    const core = new FakeCore();
    renderWith(core, <GameDetail gameId={1} lang="en" />, '/en/live');
    act(() => core.push('live', live({ lists: wideGame, games: { 1: game(1, { score1: 2, score2: 1, fullScore: '2:1 (1:0, 1:1)' }) } })));
    act(() => core.push('betting', DEFAULT_BETTING_STATE));
    const toggle = screen.getByTestId('live-wide-scoreboard');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByTestId('live-scoreboard')).toBeNull();
    expect(screen.getByTestId('live-score').textContent).toContain('2:1');

    fireEvent.click(toggle);
    expect(core.dispatched.at(-1)).toEqual({ type: 'betting/set', payload: { changes: { wideScoreboard: true } } });
    // Shown at once: a table with a column per period and the total, a row per team.
    const board = screen.getByTestId('live-scoreboard');
    expect([...board.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Team', 'P1', 'P2', 'Total']);
    expect([...board.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['Home 1', '1', '1', '2'],
      ['Away 1', '0', '1', '1'],
    ]);
    expect(screen.getByTestId('live-wide-scoreboard').getAttribute('aria-pressed')).toBe('true');

    // Another tab switched it back: the worker's state wins.
    await act(async () => undefined);
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, wideScoreboard: false }));
    expect(screen.queryByTestId('live-scoreboard')).toBeNull();
    act(() => core.push('betting', { ...DEFAULT_BETTING_STATE, wideScoreboard: true }));
    expect(screen.getByTestId('live-scoreboard')).toBeTruthy();
  });

  it('a game not started has no scoreboard to widen', () => {
    const core = new FakeCore();
    renderWith(core, <GameDetail gameId={1} lang="en" />, '/en/line');
    act(() => core.push('live', live({ lists: wideGame, games: { 1: game(1, { status: 1, period: 0, timeSec: null }) } })));
    expect(screen.getByTestId('live-score').textContent).toContain('Not started');
    expect(screen.queryByTestId('live-wide-scoreboard')).toBeNull();
  });

  it('links the championship to champs/{champId} and opens the multi view with the game', async () => {
    const core = new FakeCore();
    const router = renderWith(core, <GameDetail gameId={1} lang="en" />, '/en/live');
    act(() => core.push('live', live({ lists: wideGame, games: { 1: game(1) } })));
    expect(screen.getByTestId('live-game-champ').getAttribute('href')).toBe('/en/champs/101-premier-league');
    expect(screen.getByTestId('live-stats-open')).toBeTruthy();
    fireEvent.click(screen.getByTestId('live-add-to-multi'));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/en/multi?games=1'));
  });
});

describe('links to the other betting pages', () => {
  const menu = {
    'menu:live': ready({ kind: 'menu', section: 'live', sports: [sport(1, 'Football', 2)] }),
    'menu:line': ready({ kind: 'menu', section: 'line', sports: [sport(1, 'Football', 2)] }),
  };
  it('a section page links results, multi, every championship and the cyber hub', () => {
    const core = new FakeCore();
    renderWith(core, <SectionPage resolution={resolution({ section: 'live' })} />, '/en/live');
    act(() => core.push('live', live({ catalogue: menu })));
    const links = screen.getByTestId('live-section-links');
    expect([...links.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Results', '/en/results/live'],
      ['Multi view', '/en/multi'],
      ['All championships', '/en/champs'],
      ['Cyber sports', '/en/cyber/real'],
    ]);
    expect(screen.getByTestId('live-filter-upcoming')).toBeTruthy();
  });

  it('a line page offers no "upcoming events": its games are the upcoming ones', () => {
    const core = new FakeCore();
    renderWith(core, <SectionPage resolution={resolution({ section: 'line' })} />, '/en/line');
    act(() => core.push('live', live({ catalogue: menu })));
    expect(screen.getByTestId('live-filter-videos')).toBeTruthy();
    expect(screen.queryByTestId('live-filter-upcoming')).toBeNull();
    expect(screen.getByTestId('live-link-results').getAttribute('href')).toBe('/en/results/live');
  });

  it('grouped lists name each championship with a link to its page', () => {
    const core = new FakeCore();
    renderWith(core, <GameList topic="sport:1:live" lang="en" group />);
    act(() =>
      core.push(
        'live',
        live({ lists: { 'sport:1:live': [1, 2] }, games: { 1: game(1), 2: game(2, { champId: 202, champName: 'LaLiga: Primera' }) } }),
      ),
    );
    expect(screen.getAllByTestId('live-group').map((g) => g.querySelector('h3 a')?.getAttribute('href'))).toEqual([
      '/en/champs/101-premier-league',
      '/en/champs/202-laliga-primera',
    ]);
    expect(screen.getAllByTestId('live-group').map((g) => g.querySelector('h3')?.textContent)).toEqual([
      'Premier League',
      'LaLiga: Primera',
    ]);
  });

  it('the left sports menu links the cyber hub', () => {
    const core = new FakeCore();
    renderWith(core, <SideSportsMenu lang="en" />);
    act(() => core.push('live', live({ catalogue: menu })));
    expect(screen.getByTestId('side-menu-cyber').getAttribute('href')).toBe('/en/cyber/real');
  });
});

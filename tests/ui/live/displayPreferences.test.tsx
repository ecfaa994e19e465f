// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_BETTING_STATE,
  EMPTY_LIVE_PROJECTION,
  type BetGeneratorAnswer,
  type BetGeneratorRequest,
  type CatalogueEntry,
  type LiveGameView,
  type LiveProjection,
  type MenuSportView,
  type SuggestedCoupon,
} from '../../../src/protocol/live-client';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../src/protocol/preferences';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { DocumentAttributes } from '../../../src/ui/app/DocumentAttributes';
import { createRemoteApps } from '../../../src/ui/apps/createRemoteApps';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { GameList } from '../../../src/ui/live/GameList';
import { SectionPage } from '../../../src/ui/live/sectionPages';
import { SideSportsMenu } from '../../../src/ui/live/SideSportsMenu';
import { slipProjection } from '../../support/bets';
import { FakeCore, readyCore } from '../fakeCore';
import { renderSlip, slipCore } from '../coupon/slipFixtures';

afterEach(cleanup);

const outcome = (outcomeId: number, name: string, coef: number) => ({
  outcomeId,
  typeId: 1,
  kind: 1,
  name,
  coef,
  text: String(coef),
  dir: null,
  changes: 0,
  at: 0,
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
    period: 2,
    score1: 2,
    score2: 1,
    fullScore: '2:1 (1:0, 1:1)',
    timeSec: 3000,
    markets: [
      { marketId: gameId * 10, typeId: 1, name: '1X2', param: null, isSuspended: false, outcomes: [outcome(gameId * 100 + 1, '1', 1.5)] },
      {
        marketId: gameId * 10 + 1,
        typeId: 3,
        name: 'HCP -1.5',
        param: -1.5,
        isSuspended: false,
        outcomes: [outcome(gameId * 100 + 3, 'H1 -1.5', 2.1), outcome(gameId * 100 + 4, 'H2 1.5', 1.7)],
      },
      {
        marketId: gameId * 10 + 2,
        typeId: 4,
        name: 'TOT 2.5',
        param: 2.5,
        isSuspended: false,
        outcomes: [outcome(gameId * 100 + 5, 'O 2.5', 1.9), outcome(gameId * 100 + 6, 'U 2.5', 1.9)],
      },
    ],
    ...extra,
  };
}

const live = (extra: Partial<LiveProjection> = {}): LiveProjection => ({
  ...EMPTY_LIVE_PROJECTION,
  feed: { status: 'online', attempt: 0, retryAt: null },
  ...extra,
});
const ready = (data: unknown): CatalogueEntry => ({ status: 'ready', data }) as CatalogueEntry;

function sport(sportId: number, name: string, gamesCount: number, groups?: MenuSportView['groups']): MenuSportView {
  const champs = [
    { champId: sportId * 100 + 1, sportId, name: 'Premier League', nameEng: 'Premier League', country: 'England', gamesCount },
    { champId: sportId * 100 + 2, sportId, name: 'LaLiga', nameEng: 'LaLiga', country: 'Spain', gamesCount: 1 },
  ];
  return {
    sportId,
    nameEng: name,
    name,
    slug: name.toLowerCase(),
    isCyber: false,
    gamesCount,
    champs,
    groups: groups ?? [{ country: null, champs }],
  };
}

const resolution = (params: Record<string, string>): PageResolution =>
  ({ kind: 'page', routeId: 'bettingSection', layout: 'main', language: 'en', dir: 'ltr', params, meta: {} }) as unknown as PageResolution;

function renderWith(core: FakeCore, element: ReactNode, path = '/en/live') {
  const router = createMemoryRouter([{ path: '/:lng/*', element }], { initialEntries: [path] });
  const i18n = createI18n('en');
  render(
    <I18nextProvider i18n={i18n}>
      <CoreProvider client={core}>
        <RemoteAppsProvider apps={createRemoteApps(i18n)}>
          <RouterProvider router={router} />
        </RemoteAppsProvider>
      </CoreProvider>
    </I18nextProvider>,
  );
}

function prefer(core: FakeCore, changes: Partial<Preferences>) {
  act(() => core.push('preferences', { ...(core.getSnapshot('preferences') ?? DEFAULT_PREFERENCES), ...changes }));
}

const watchedTopics = (core: FakeCore): string[] => {
  const last = core.dispatched.filter((c) => c.type === 'live/watch').at(-1);
  return (last?.payload as { topics: string[] } | undefined)?.topics ?? [];
};

describe('the game rows paint what the worker carries for the display preferences', () => {
  it('game number and period scores only when the view carries them', () => {
    const core = readyCore();
    renderWith(core, <GameList topic="home" lang="en" />);
    act(() => core.push('live', live({ lists: { home: [1] }, games: { 1: game(1) } })));
    expect(screen.queryByTestId('live-game-number')).toBeNull();
    expect(screen.queryByTestId('live-period-scores')).toBeNull();
    act(() => core.push('live', live({ lists: { home: [1] }, games: { 1: game(1, { gameNumber: 1, periodScores: ['1:0', '1:1'] }) } })));
    expect(screen.getByTestId('live-game-number').textContent).toBe('No. 1');
    expect(screen.getByTestId('live-period-scores').textContent).toContain('(1:0, 1:1)');
  });

  it('the row shows the markets the worker chose: 1X2, or the Asian handicap and total', () => {
    const core = readyCore();
    renderWith(core, <GameList topic="home" lang="en" />);
    act(() => core.push('live', live({ lists: { home: [1] }, games: { 1: game(1) } })));
    const row = () => within(screen.getByTestId('live-game-1'));
    expect(
      row()
        .getAllByTestId('live-row-market')
        .map((m) => m.dataset.market),
    ).toEqual(['10']);
    act(() => core.push('live', live({ lists: { home: [1] }, games: { 1: game(1, { rowMarketIds: [11, 12] }) } })));
    expect(
      row()
        .getAllByTestId('live-row-market')
        .map((m) => m.dataset.market),
    ).toEqual(['11', '12']);
    expect(row().getByTestId('live-outcome-105').textContent).toContain('O 2.5');
  });
});

describe('the section page and menus', () => {
  it('sports only: headers with counts, and a sport’s games (and its feed topic) only once opened', async () => {
    const core = readyCore();
    core.push('betting', DEFAULT_BETTING_STATE);
    renderWith(core, <SectionPage resolution={resolution({ section: 'live' })} />);
    const catalogue = {
      'menu:live': ready({ kind: 'menu', section: 'live', sports: [sport(1, 'Football', 7), sport(3, 'Basketball', 2)] }),
    };
    act(() => core.push('live', live({ catalogue, lists: { 'sport:1:live': [1] }, games: { 1: game(1) } })));
    await waitFor(() => expect(watchedTopics(core)).toEqual(['sport:1:live', 'sport:3:live']));
    expect(screen.queryByTestId('live-sport-headers')).toBeNull();

    act(() =>
      core.push(
        'live',
        live({ catalogue, display: { sportsOnly: true, row: 'european' }, lists: { 'sport:1:live': [1] }, games: { 1: game(1) } }),
      ),
    );
    // The headers are fetched when the preference is on: they arrive a moment later.
    expect((await screen.findByTestId('live-sport-header-1')).textContent).toContain('Football 7');
    expect(screen.queryByTestId('live-game-1')).toBeNull();
    await waitFor(() => expect(watchedTopics(core)).toEqual([]));
    fireEvent.click(screen.getByTestId('live-sport-header-1'));
    expect(screen.getByTestId('live-sport-header-1').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('live-game-1')).toBeTruthy();
    await waitFor(() => expect(watchedTopics(core)).toEqual(['sport:1:live']));
  });

  it('championships under their country when the worker grouped them', () => {
    const core = readyCore();
    core.push('betting', DEFAULT_BETTING_STATE);
    renderWith(core, <SideSportsMenu lang="en" />, '/en/live/sports/1-football');
    const plain = sport(1, 'Football', 7);
    act(() => core.push('live', live({ catalogue: { 'menu:live': ready({ kind: 'menu', section: 'live', sports: [plain] }) } })));
    expect(screen.queryAllByTestId('live-country')).toHaveLength(0);
    const byCountry = sport(1, 'Football', 7, [
      { country: 'England', champs: [plain.champs[0]!] },
      { country: 'Spain', champs: [plain.champs[1]!] },
    ]);
    act(() => core.push('live', live({ catalogue: { 'menu:live': ready({ kind: 'menu', section: 'live', sports: [byCountry] }) } })));
    expect(screen.getAllByTestId('live-country').map((c) => c.textContent)).toEqual(['EnglandPremier League 7', 'SpainLaLiga 1']);
  });
});

const suggested: SuggestedCoupon = {
  coef: 3.6,
  coefText: '3.6',
  legs: [1, 2].map((gameId) => ({
    gameId,
    sportId: 1,
    champName: 'Premier League',
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    startTime: 1_700_000_000_000,
    isLive: false,
    marketName: 'Result',
    outcomeName: '1',
    coef: 1.9,
    coefText: '1.9',
    bet: {
      market: { id: gameId * 1000 + 1, sportId: 1, typeId: 1, coef: 1.9, kind: 1, isLive: false, champId: 101, gameId, param: null },
      gameStatus: 1,
      startTime: 1_700_000_000_000,
      timeSec: null,
      opponent1: `Home ${gameId}`,
      opponent2: `Away ${gameId}`,
      fullScore: '',
      isBlocked: false,
    },
  })),
};

class GeneratorCore extends FakeCore {
  readonly generatorAsks: BetGeneratorRequest[] = [];
  betGenerator(input: BetGeneratorRequest): Promise<BetGeneratorAnswer> {
    this.generatorAsks.push(input);
    return Promise.resolve({ status: 'ok', seed: 5, coupon: suggested });
  }
}

describe('suggested coupons', () => {
  it('the accumulator of the day shows when its preference is on, and "add to slip" sends each leg and the express type', async () => {
    const core = readyCore();
    core.push('betting', DEFAULT_BETTING_STATE);
    prefer(core, { accumulatorOfDayLine: false });
    renderWith(core, <SectionPage resolution={resolution({ section: 'line' })} />, '/en/line');
    const catalogue = {
      'menu:line': ready({ kind: 'menu', section: 'line', sports: [] }),
      'accumulator:line': ready({ kind: 'accumulator', section: 'line', coupon: suggested }),
    };
    act(() => core.push('live', live({ catalogue, inCoupon: { 2001: true } })));
    expect(screen.queryByTestId('accumulator-line')).toBeNull();
    prefer(core, { accumulatorOfDayLine: true });
    expect(screen.getAllByTestId('suggested-leg')).toHaveLength(2);
    expect(screen.getByTestId('suggested-total').textContent).toBe('3.6');
    await waitFor(() =>
      expect(core.dispatched.some((c) => c.type === 'live/watch' && JSON.stringify(c.payload).includes('accumulator:line'))).toBe(true),
    );
    fireEvent.click(screen.getByTestId('suggested-add'));
    await waitFor(() => expect(core.dispatched.at(-1)).toEqual({ type: 'coupon/changeType', payload: { typeId: 1 } }));
    // The leg already in the coupon is not sent again.
    expect(
      core.dispatched
        .filter((c) => c.type === 'coupon/addBet')
        .map((c) => (c.payload as { bet: { market: { id: number } } }).bet.market.id),
    ).toEqual([1001]);
  });

  it('the bet generator shows when its preference is on and asks the worker with the player’s choices', async () => {
    const core = new GeneratorCore();
    core.push('preferences', { ...DEFAULT_PREFERENCES, betGenerator: false, accumulatorOfDayLive: false });
    core.push('betting', DEFAULT_BETTING_STATE);
    renderWith(core, <SectionPage resolution={resolution({ section: 'live' })} />);
    act(() =>
      core.push(
        'live',
        live({
          catalogue: {
            'menu:live': ready({ kind: 'menu', section: 'live', sports: [sport(1, 'Football', 7), sport(3, 'Basketball', 2)] }),
          },
        }),
      ),
    );
    expect(screen.queryByTestId('bet-generator')).toBeNull();
    prefer(core, { betGenerator: true });
    // Fetched when turned on: it arrives a moment later.
    await screen.findByTestId('bet-generator');
    fireEvent.change(screen.getByTestId('generator-target'), { target: { value: '12,5' } });
    fireEvent.change(screen.getByTestId('generator-legs'), { target: { value: '4' } });
    fireEvent.click(screen.getByTestId('generator-sport-3'));
    fireEvent.click(screen.getByTestId('generator-submit'));
    await screen.findByTestId('generator-legs-list');
    expect(core.generatorAsks).toEqual([{ target: 12.5, legs: 4, sportIds: [3] }]);
    expect(screen.getAllByTestId('suggested-coef').map((c) => c.textContent)).toEqual(['1.9', '1.9']);
  });
});

describe('painting-only preferences', () => {
  it('team marks in the slip rows when team logos in the coupon are on', () => {
    const core = slipCore(slipProjection());
    renderSlip(core);
    // Two bets, two teams each: initials of "Home 1" and "Away 1".
    expect(screen.getAllByTestId('team-mark').map((m) => m.textContent)).toEqual(['H1', 'A1', 'H1', 'A1']);
    prefer(core, { teamLogosInCoupon: false });
    expect(screen.queryAllByTestId('team-mark')).toHaveLength(0);
  });

  it('light version, font size and compact rows reach the root element for the styles', () => {
    const core = readyCore();
    const i18n = createI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <CoreProvider client={core}>
          <RemoteAppsProvider apps={createRemoteApps(i18n)}>
            <DocumentAttributes lang="en" />
          </RemoteAppsProvider>
        </CoreProvider>
      </I18nextProvider>,
    );
    const html = document.documentElement;
    expect([html.dataset.light, html.dataset.fontSize, html.dataset.compact]).toEqual(['false', 'medium', 'false']);
    prefer(core, { lightVersion: true, fontSize: 'large', compactView: true });
    expect([html.dataset.light, html.dataset.fontSize, html.dataset.compact]).toEqual(['true', 'large', 'true']);
  });
});

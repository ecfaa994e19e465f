// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from '../../../src/ui/design/Toaster';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_LIVE_PROJECTION, type LiveGameView, type LiveProjection } from '../../../src/protocol/live-client';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { TopEvents } from '../../../src/ui/live/TopEvents';
import { ResultsPage } from '../../../src/ui/live/ResultsPage';
import { GamePage } from '../../../src/ui/live/gamePage';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { FakeCore } from '../fakeCore';

afterEach(() => {
  cleanup();
  act(() => clearToasts());
});

function game(gameId: number, extra: Partial<LiveGameView> = {}, suspended = false): LiveGameView {
  return {
    gameId,
    sportId: 1,
    champId: 101,
    champName: 'Premier',
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
    score1: 1,
    score2: 0,
    fullScore: '1:0 (1:0)',
    timeSec: 600,
    markets: [
      {
        marketId: gameId * 10,
        typeId: 1,
        name: 'Match result',
        param: null,
        isSuspended: suspended,
        outcomes: [
          { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef: 1.5, text: '1.5', dir: null, changes: 0, at: 0 },
          { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: 2.5, text: '2.5', dir: null, changes: 0, at: 0 },
        ],
      },
    ],
    ...extra,
  };
}

function projection(games: LiveGameView[], extra: Partial<LiveProjection> = {}): LiveProjection {
  return {
    ...EMPTY_LIVE_PROJECTION,
    feed: { status: 'online', attempt: 0, retryAt: null },
    topics: ['home'],
    lists: { home: games.map((g) => g.gameId) },
    games: Object.fromEntries(games.map((g) => [g.gameId, g])),
    ...extra,
  };
}

function renderWith(core: FakeCore, element: React.ReactNode, path = '/en') {
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

const resolution = (params: Record<string, string>): PageResolution =>
  ({
    kind: 'page',
    routeId: 'bettingGame',
    group: 'betting',
    params,
    layout: 'default',
    meta: {},
    query: {},
    language: 'en',
    direction: 'ltr',
    httpStatus: 200,
  }) as unknown as PageResolution;

describe('top events', () => {
  it('watches the home topic while shown and stops when it leaves', async () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    await waitFor(() => expect(core.dispatched.some((c) => c.type === 'live/watch')).toBe(true));
    const watch = core.dispatched.find((c) => c.type === 'live/watch');
    expect(watch?.payload).toMatchObject({ topics: ['home'] });
    cleanup();
    expect(core.dispatched.at(-1)).toMatchObject({
      type: 'live/unwatch',
      payload: { watchId: (watch?.payload as { watchId: string }).watchId },
    });
  });

  it('shows loading, then live and line games, and an empty state', async () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, feed: { status: 'connecting', attempt: 0, retryAt: null } }));
    expect(screen.getAllByTestId('live-list-loading')).toHaveLength(2);
    act(() => core.push('live', projection([game(1), game(2, { status: 1 })])));
    expect(screen.getByTestId('live-list-home-live').querySelector('[data-testid="live-game-1"]')).toBeTruthy();
    expect(screen.getByTestId('live-list-home-line').querySelector('[data-testid="live-game-2"]')).toBeTruthy();
    act(() => core.push('live', projection([game(1)])));
    expect(screen.getByTestId('live-list-home-line').textContent).toContain('No games here right now.');
  });

  it('flashes a changed coefficient in its direction for a moment, again on every change', async () => {
    vi.useFakeTimers();
    try {
      const core = new FakeCore();
      renderWith(core, <TopEvents />);
      act(() => core.push('live', projection([game(1)])));
      const span = screen.getByTestId('live-outcome-101').querySelector('[data-testid="live-coef"]')!;
      expect(span.className).not.toContain('live-flash');
      const moved = game(1);
      const outcomes = moved.markets[0]!.outcomes.map((o, i) =>
        i === 0 ? { ...o, coef: 1.6, text: '1.6', dir: 'up' as const, changes: 1 } : o,
      );
      act(() => core.push('live', projection([{ ...moved, markets: [{ ...moved.markets[0]!, outcomes }] }])));
      expect(span.className).toContain('live-move--up');
      expect(span.className).toContain('live-flash');
      expect(span.textContent).toBe('1.6');
      act(() => void vi.advanceTimersByTime(1000));
      // The tint goes; the arrow of the last move stays.
      expect(span.className).not.toContain('live-flash');
      expect(span.className).toContain('live-move--up');
      const again = outcomes.map((o, i) => (i === 0 ? { ...o, coef: 1.7, text: '1.7', changes: 2 } : o));
      act(() => core.push('live', projection([{ ...moved, markets: [{ ...moved.markets[0]!, outcomes: again }] }])));
      expect(span.className).toContain('live-flash');
      expect(screen.getByTestId('live-outcome-102').getAttribute('data-dir')).toBe('');
      expect(screen.getByTestId('live-outcome-102').querySelector('.live-flash')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('adds an outcome to the coupon, removes it when it is in, and shows a refusal translated', async () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    act(() => core.push('live', projection([game(1)])));
    fireEvent.click(screen.getByTestId('live-outcome-101'));
    // Shown at once, before the worker's answer comes back.
    expect(screen.getByTestId('live-outcome-101').getAttribute('aria-pressed')).toBe('true');
    const add = core.dispatched.find((c) => c.type === 'coupon/addBet');
    expect(add?.payload).toMatchObject({
      bet: { market: { id: 101, gameId: 1, coef: 1.5, isLive: true, sportId: 1, champId: 101 }, fullScore: '1:0' },
    });

    expect(screen.getByTestId('live-outcome-101').getAttribute('data-in-coupon')).toBe('false');
    act(() => core.push('live', projection([game(1)], { inCoupon: { 101: true } })));
    expect(screen.getByTestId('live-outcome-101').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('live-outcome-101').getAttribute('data-in-coupon')).toBe('true');
    fireEvent.click(screen.getByTestId('live-outcome-101'));
    expect(core.dispatched.at(-1)).toEqual({ type: 'coupon/deleteBet', payload: { marketId: 101 } });

    core.answer = () => ({ rejected: true, code: 'coupon.too_many_bets' });
    fireEvent.click(screen.getByTestId('live-outcome-102'));
    expect((await screen.findByTestId('live-notice')).textContent).toContain('The coupon is full.');
    // The refusal takes the optimistic selection back.
    expect(screen.getByTestId('live-outcome-102').getAttribute('aria-pressed')).toBe('false');
  });

  it('a suspended outcome is locked and cannot be added', async () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    act(() => core.push('live', projection([game(1, {}, true)])));
    const button = screen.getByTestId('live-outcome-101');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.querySelector('[data-testid="live-lock"]')).toBeTruthy();
    fireEvent.click(button);
    expect(core.dispatched.some((c) => c.type === 'coupon/addBet')).toBe(false);
    expect((await screen.findByTestId('live-notice')).textContent).toContain('suspended');
  });

  it('says when the feed is offline and keeps the games on screen', () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    act(() => core.push('live', projection([game(1)], { feed: { status: 'offline', attempt: 2, retryAt: 5 } })));
    expect(screen.getByTestId('live-feed-banner').textContent).toContain('Connection to live odds lost');
    expect(screen.getByTestId('live-game-1')).toBeTruthy();
    act(() => core.push('live', projection([game(1)])));
    expect(screen.queryByTestId('live-feed-banner')).toBeNull();
  });

  it('leaves saying it to the site-wide offline notice while that is on screen (one thing, not two)', () => {
    const core = new FakeCore();
    renderWith(core, <TopEvents />);
    const offlineNotice = { id: 'n1', kind: 'offline' as const, lane: 'regular' as const, params: {}, link: null, closesAt: null };
    act(() => core.push('live', projection([game(1)], { feed: { status: 'offline', attempt: 1, retryAt: 5 } })));
    expect(screen.getByTestId('live-feed-banner')).toBeTruthy();
    act(() => core.push('notifications', { shown: [offlineNotice], queued: 0 }));
    expect(screen.queryByTestId('live-feed-banner')).toBeNull();
    // The player closed the offline notice: the feed's own banner says it again.
    act(() => core.push('notifications', { shown: [], queued: 0 }));
    expect(screen.getByTestId('live-feed-banner')).toBeTruthy();
  });
});

describe('game and results pages', () => {
  it('a game page watches its game topic and lists every market', async () => {
    const core = new FakeCore();
    renderWith(
      core,
      <GamePage
        resolution={resolution({ section: 'live', menuSection: 'sports', sport: '1-football', champ: '101-p', game: '1-home-away' })}
      />,
      '/en/live',
    );
    await waitFor(() =>
      expect(core.dispatched.filter((c) => c.type === 'live/watch').map((c) => (c.payload as { topics: string[] }).topics)).toContainEqual([
        'game:1',
      ]),
    );
    expect(screen.getByTestId('live-list-loading')).toBeTruthy();
    act(() => core.push('live', projection([game(1)], { lists: { 'game:1': [1] } })));
    expect(screen.getByTestId('live-game-title').textContent).toContain('Home 1');
    expect(screen.getByTestId('live-market-10')).toBeTruthy();
    act(() => core.push('live', projection([], { lists: { 'game:1': [] } })));
    expect(screen.getByTestId('live-game-missing')).toBeTruthy();
  });

  it('results show loading, error and rows from the catalogue', () => {
    const core = new FakeCore();
    renderWith(core, <ResultsPage resolution={resolution({ resultsType: 'zone' })} />);
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, catalogue: { 'results:zone': { status: 'loading' } } }));
    expect(screen.getByTestId('live-list-loading')).toBeTruthy();
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, catalogue: { 'results:zone': { status: 'error', code: 'network-error' } } }));
    expect(screen.getByTestId('live-list-error')).toBeTruthy();
    const row = {
      gameId: 5,
      sportId: 40,
      champId: 9,
      sportName: 'CS2',
      champName: 'Major',
      opponent1: 'A',
      opponent2: 'B',
      startTime: 1,
      finishedAt: 2,
      score1: 2,
      score2: 1,
      fullScore: '2:1 (1:0, 1:1)',
    };
    act(() =>
      core.push('live', {
        ...EMPTY_LIVE_PROJECTION,
        catalogue: { 'results:zone': { status: 'ready', data: { kind: 'results', results: [row] } } },
      }),
    );
    expect(screen.getByTestId('live-results').textContent).toContain('2:1 (1:0, 1:1)');
  });
});

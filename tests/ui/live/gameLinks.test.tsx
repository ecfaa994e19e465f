// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LIVE_PROJECTION, type LiveGameView } from '../../../src/protocol/live-client';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { GameRow } from '../../../src/ui/live/GameRow';
import { arrives, ScriptedApps } from '../apps/fakeApps';
import { FakeCore } from '../fakeCore';

afterEach(cleanup);

const game = (gameId: number, isCyber: boolean): LiveGameView => ({
  gameId,
  sportId: isCyber ? 40 : 1,
  champId: 101,
  champName: 'League',
  opponent1: `Home ${gameId}`,
  opponent2: `Away ${gameId}`,
  startTime: 1_700_000_000_000,
  isTop: true,
  hasVideo: false,
  gameNumber: null,
  periodScores: [],
  rowMarketIds: [],
  sportSlug: isCyber ? 'cs2' : 'football',
  isCyber,
  team1Slug: `home-${gameId}`,
  team2Slug: `away-${gameId}`,
  status: 2,
  period: 1,
  score1: 0,
  score2: 0,
  fullScore: '0:0 (0:0)',
  timeSec: 60,
  markets: [],
});

describe('a game link', () => {
  it("fetches the game's app when pointed at or focused: a sport's game app, a cyber game's own, each once", async () => {
    const s = new ScriptedApps().script('bettingGame', arrives({ pages: {} })).script('cyberGame', arrives({ pages: {} }));
    const core = new FakeCore();
    const rows = (
      <CoreProvider client={core}>
        <GameRow gameId={1} lang="en" />
        <GameRow gameId={2} lang="en" />
      </CoreProvider>
    );
    const router = createMemoryRouter([{ path: '*', element: rows }], { initialEntries: ['/en/live'] });
    render(
      <I18nextProvider i18n={s.i18n}>
        <RemoteAppsProvider apps={s.apps}>
          <RouterProvider router={router} />
        </RemoteAppsProvider>
      </I18nextProvider>,
    );
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, games: { 1: game(1, false), 2: game(2, true) } }));
    const [sport, cyber] = screen.getAllByTestId('game-link');
    expect(s.imports).toEqual([]);
    fireEvent.pointerEnter(sport!);
    await waitFor(() => expect(s.apps.inMemoryApp('bettingGame')).not.toBeNull());
    fireEvent.focus(cyber!);
    await waitFor(() => expect(s.apps.inMemoryApp('cyberGame')).not.toBeNull());
    fireEvent.pointerEnter(sport!);
    expect(s.imports).toEqual(['bettingGame', 'cyberGame']);
  });

  it('outside an app loader (a list drawn on its own) it is a plain link', () => {
    const core = new FakeCore();
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <CoreProvider client={core}>
              <GameRow gameId={1} lang="en" />
            </CoreProvider>
          ),
        },
      ],
      {
        initialEntries: ['/en/live'],
      },
    );
    render(<RouterProvider router={router} />);
    act(() => core.push('live', { ...EMPTY_LIVE_PROJECTION, games: { 1: game(1, false) } }));
    fireEvent.pointerEnter(screen.getByTestId('game-link'));
    expect(screen.getByTestId('game-link').getAttribute('href')).toBe('/en/live/sports/1-football/101-league/1-home-1-away-1');
  });
});

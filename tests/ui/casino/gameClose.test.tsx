// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LeaveGameResult } from '../../../src/protocol/casino/firstGame';
import type { CasinoLaunchResult } from '../../../src/protocol/casino/launchQuery';
import type { ProjectionValues } from '../../../src/protocol/api';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { GamePage } from '../../../src/ui/casino/game/GamePage';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { NO_SESSION } from '../../../src/worker/session/controller';
import { readyCore, withCore } from '../fakeCore';

/** Closing a game asks the worker where to go: the thank-you page after a first real-money session, back otherwise. */
afterEach(cleanup);

const LAUNCHED: CasinoLaunchResult = {
  status: 'ok',
  frameUrl: 'http://127.0.0.1:8081/game-frame/#token=t',
  frameOrigin: 'http://127.0.0.1:8081',
  expiresAt: 1,
};

function show(query: Record<string, string>, leave: LeaveGameResult) {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo' });
  core.push('limits', { realityCheck: null, sessionLimitEndedAt: null } as unknown as ProjectionValues['limits']);
  const asked: unknown[] = [];
  Object.assign(core, {
    casinoLaunch: () => Promise.resolve(LAUNCHED),
    casinoLeaveGame: (input: unknown) => {
      asked.push(input);
      return Promise.resolve(leave);
    },
  });
  const resolution = {
    routeId: 'slotsGame',
    params: { gameId: '1001', gameName: 'book-of-sands' },
    query,
    language: 'en',
    direction: 'ltr',
  };
  const router = createMemoryRouter(
    [
      { path: '/en/slots/game/:id/:name', element: <GamePage resolution={resolution as unknown as PageResolution} /> },
      { path: '/en/slots/thankyou', element: <p>thank-you page</p> },
    ],
    { initialEntries: ['/en/slots/game/1001/book-of-sands'] },
  );
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return { router, asked };
}

const flush = () => act(async () => {});

describe('closing the game page', () => {
  it('goes to the thank-you page of the section when the worker says the session was the first real-money game', async () => {
    const { router, asked } = show({}, { to: 'thankYou', section: 'slots' });
    await flush();
    await flush();
    fireEvent.click(screen.getByTestId('game-close'));
    await flush();
    expect(asked).toEqual([{ gameId: '1001' }]);
    expect(router.state.location.pathname).toBe('/en/slots/thankyou');
  });

  it('does not ask for a demo game', async () => {
    const { router, asked } = show({ demo: '1' }, { to: 'thankYou', section: 'slots' });
    await flush();
    await flush();
    fireEvent.click(screen.getByTestId('game-close'));
    await flush();
    expect(asked).toEqual([]);
    expect(router.state.location.pathname).toBe('/en/slots/game/1001/book-of-sands');
  });
});

describe("the game frame's address", () => {
  it('is made once with the look of its launch: a theme switched mid-game does not send the frame anywhere', async () => {
    document.documentElement.dataset.theme = 'dark';
    show({}, { to: 'back' });
    await flush();
    await flush();
    const frame = screen.getByTestId('game-iframe');
    const first = frame.getAttribute('src');
    expect(first).toBe('http://127.0.0.1:8081/game-frame/#token=t&lang=en&theme=dark&dir=ltr');
    document.documentElement.dataset.theme = 'light';
    // Anything that paints the page again (the close button turning busy here) must keep the address.
    fireEvent.click(screen.getByTestId('game-close'));
    await flush();
    expect(screen.getByTestId('game-iframe').getAttribute('src')).toBe(first);
    delete document.documentElement.dataset.theme;
  });
});

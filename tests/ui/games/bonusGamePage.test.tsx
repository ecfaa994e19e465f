// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BonusGamesProjection } from '../../../src/protocol/bonusGames';
import { BONUS_GAMES } from '../../../src/protocol/constants/bonusGames';
import type { BonusGameTry } from '../../../src/protocol/schemas/bonusGames';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { BonusGamePage } from '../../../src/ui/games/BonusGamePage';
import { FakeSessionCore, renderAt } from '../session/fakeSessionCore';

afterEach(cleanup);

const resolution = (gameRoute: string, lang = 'en') =>
  ({
    kind: 'page',
    routeId: 'bonusGame',
    language: lang,
    params: { gameRoute },
    query: {},
    meta: { remoteApp: 'games', preloader: 'games', headerTheme: 'games', footerTheme: 'default' },
  }) as unknown as PageResolution;

const view = (over: Partial<BonusGamesProjection> = {}): BonusGamesProjection => ({
  player: 'signedIn',
  status: 'ready',
  list: {
    player: 'signedIn',
    blocked: false,
    currency: 'RUB',
    games: BONUS_GAMES.map((game) => ({ game, dailyAvailable: true, nextDailyAt: null, unlockedTries: 0 })),
  },
  busy: null,
  lastTry: null,
  refusal: null,
  ...over,
});

const chestTry: BonusGameTry = {
  id: 9,
  game: 'chest',
  kind: 'daily',
  line: 2,
  prize: { kind: 'freeSpins', count: 10 },
  ticket: 750,
  others: [0, 3],
  currency: 'RUB',
  bonusId: null,
  freeSpinGrantId: 4,
  serverSeedHash: 'cd'.repeat(32),
  clientSeed: 'mine',
  nonce: 3,
  playedAt: Date.UTC(2026, 10, 30, 12),
};

function show(gameRoute: string, projection: BonusGamesProjection, lang = 'en') {
  const core = new FakeSessionCore();
  core.push('bonusGames', projection);
  renderAt(core, <BonusGamePage resolution={resolution(gameRoute, lang)} />, `/${lang}/bonus-games/${gameRoute}`, lang);
  return core;
}

describe('a bonus game page', () => {
  it('plays the pick as today’s free try and opens the picked chest on the drawn prize, the others on theirs', async () => {
    const core = show('chest', view());
    await screen.findByTestId('pick-board');
    fireEvent.click(screen.getByTestId('pick-1'));
    expect(core.dispatched).toContainEqual({ type: 'bonusGames/play', payload: { game: 'chest', use: 'daily' } });
    act(() => core.push('bonusGames', view({ lastTry: chestTry })));
    expect(screen.getByTestId('pick-1').textContent).toBe('10 FS');
    expect(screen.getByTestId('pick-1').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('pick-0').textContent).toBe('–');
    expect(screen.getByTestId('pick-2').textContent).toBe('300');
    expect(screen.getByTestId('try-result').textContent).toContain('You won Free spins: 10');
    expect(screen.getByTestId('prize-link').getAttribute('href')).toBe('/en/office/bonuses/deposit');
  });

  it('says when the next free try comes after a refused second one, in the player’s language', async () => {
    const nextAt = Date.now() + 2 * 3_600_000 + 5 * 60_000 + 30_000;
    show('fortuna', view({ refusal: { game: 'fortuna', use: 'daily', code: 'bonus_games.daily_used', nextAt } }), 'de');
    expect((await screen.findByTestId('try-refusal')).textContent).toBe(
      'Der heutige Gratisversuch dieses Spiels ist gespielt. Der nächste kommt in 02:05.',
    );
  });

  it('shows a guest the game and a sign-in button, and a game that is not one the 404 page', async () => {
    show('safe', view({ player: 'guest', list: { ...view().list!, player: 'guest', currency: null } }));
    expect(await screen.findByTestId('games-sign-in')).toBeTruthy();
    expect((screen.getByTestId('pick-0') as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    show('roulette', view());
    expect(await screen.findByTestId('not-found')).toBeTruthy();
  });
});

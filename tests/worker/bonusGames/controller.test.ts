import { describe, expect, it } from 'vitest';
import { BONUS_GAMES } from '../../../src/protocol/constants/bonusGames';
import { IDEMPOTENCY_HEADER } from '../../../src/protocol/constants/wallet';
import { BONUS_GAME_PATHS, type BonusGameListAnswer, type BonusGameTry } from '../../../src/protocol/schemas/bonusGames';
import { BonusGamesController } from '../../../src/worker/bonusGames/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/bonusGames/calls';
import { NO_SESSION } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);
const NEXT_DAY = Date.UTC(2026, 11, 1);

const list = (player: 'guest' | 'signedIn', fortunaPlayed = false): BonusGameListAnswer => ({
  player,
  blocked: false,
  currency: player === 'guest' ? null : 'RUB',
  games: BONUS_GAMES.map((game) => ({
    game,
    dailyAvailable: player === 'signedIn' && !(game === 'fortuna' && fortunaPlayed),
    nextDailyAt: game === 'fortuna' && fortunaPlayed ? NEXT_DAY : null,
    unlockedTries: 0,
  })),
});

const tried: BonusGameTry = {
  id: 7,
  game: 'fortuna',
  kind: 'daily',
  line: 1,
  prize: { kind: 'bonus', amount: 5000 },
  ticket: 400,
  others: [],
  currency: 'RUB',
  bonusId: 3,
  freeSpinGrantId: null,
  serverSeedHash: 'ab'.repeat(32),
  clientSeed: 'client',
  nonce: 0,
  playedAt: NOW,
};

function harness() {
  const clock = new VirtualClock(NOW);
  const server = { played: false, lose: 0 };
  let player: 'guest' | 'signedIn' = 'guest';
  const { http, calls } = scriptedHttp(clock, {
    [BONUS_GAME_PATHS.list]: [() => json(200, list(player, server.played))],
    [BONUS_GAME_PATHS.play]: [
      () => {
        // A lost answer: the try may have been played, the controller cannot know.
        if (server.lose > 0) {
          server.lose -= 1;
          return new TypeError('Failed to fetch');
        }
        if (server.played) return json(409, { error: { code: 'bonus_games.daily_used', message: 'played', nextAt: NEXT_DAY } });
        server.played = true;
        return json(201, { try: tried, repeated: false, state: list('signedIn', true).games[0] });
      },
    ],
  });
  const controller = new BonusGamesController({ http, log: { info: () => undefined, warn: () => undefined, error: () => undefined } });
  const core = coreLink(controller, { clock });
  return {
    controller,
    clock,
    server,
    calls,
    settle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await flushMicrotasks(30);
      }
    },
    signIn: () => {
      player = 'signedIn';
      core.setSession(signedIn());
    },
    signOut: () => {
      player = 'guest';
      core.setSession({ ...NO_SESSION, status: 'signedOut' });
    },
  };
}

const play = { id: 'p', type: 'bonusGames/play', payload: { game: 'fortuna', use: 'daily' } } as const;
const playKeys = (h: ReturnType<typeof harness>) =>
  h.calls.filter((c) => c.url.pathname === BONUS_GAME_PATHS.play).map((c) => c.headers.get(IDEMPOTENCY_HEADER));

describe('the bonus games controller', () => {
  it('shows a guest the games and refuses a guest’s try without asking the server', async () => {
    const h = harness();
    h.signOut();
    await h.controller.handle('tab', { id: 'w', type: 'bonusGames/watch', payload: {} });
    await h.settle();
    expect(h.controller.view()).toMatchObject({ player: 'guest', status: 'ready', list: { player: 'guest' } });
    expect(await h.controller.handle('tab', play)).toMatchObject({ rejected: true, code: 'bonus_games.sign_in' });
    expect(playKeys(h)).toEqual([]);
  });

  it('reads the list again as the player signs in, plays a try and shows it; the second is refused with when the next comes', async () => {
    const h = harness();
    h.signOut();
    await h.controller.handle('tab', { id: 'w', type: 'bonusGames/watch', payload: {} });
    await h.settle();
    h.signIn();
    await h.settle();
    expect(h.controller.view().list?.games[0]).toMatchObject({ game: 'fortuna', dailyAvailable: true });
    expect(await h.controller.handle('tab', play)).toEqual({ accepted: true, seq: 0 });
    expect(h.controller.view()).toMatchObject({ busy: null, lastTry: { id: 7 }, refusal: null });
    expect(h.controller.view().list?.games[0]).toMatchObject({ dailyAvailable: false, nextDailyAt: NEXT_DAY });
    expect(await h.controller.handle('tab', { ...play, id: 'q' })).toMatchObject({ rejected: true, code: 'bonus_games.daily_used' });
    expect(h.controller.view().refusal).toEqual({ game: 'fortuna', use: 'daily', code: 'bonus_games.daily_used', nextAt: NEXT_DAY });
    const [first, second] = playKeys(h);
    expect(first).toMatch(/^bonus-game-fortuna-/);
    expect(second).not.toBe(first);
  });

  it('sends a try whose answer was lost again with the same key, so it cannot be played twice', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    // The first attempt and the client's three retries (a second apart, doubling) all lost.
    h.server.lose = 4;
    const lost = h.controller.handle('tab', play);
    await h.clock.advanceAsync(20_000);
    expect(await lost).toMatchObject({ rejected: true, code: 'bonus_games.network_error' });
    expect(await h.controller.handle('tab', { ...play, id: 'again' })).toEqual({ accepted: true, seq: 0 });
    const keys = playKeys(h);
    expect(keys).toHaveLength(5);
    expect(new Set(keys).size).toBe(1);
    expect(h.controller.view().lastTry?.id).toBe(7);
  });
});

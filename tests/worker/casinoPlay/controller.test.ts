import { describe, expect, it } from 'vitest';
import { CASINO_FIRST_GAME_PATH, type FirstGame } from '../../../src/protocol/casino/firstGame';
import { CASINO_PATHS } from '../../../src/protocol/casino/play';
import { createHttpClient } from '../../../src/worker/http/client';
import { CasinoPlayController } from '../../../src/worker/casinoPlay/controller';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from '../http/fakeFetch';

function wired(answers: readonly Answer[], signedIn: boolean) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  const { fetch, calls } = fakeFetch(clock, answers);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const controller = new CasinoPlayController({ http, log: { warn: () => undefined } });
  controller.attach({
    projection: () => (signedIn ? { status: 'signedIn', userId: 7 } : { status: 'signedOut' }),
  } as unknown as ControllerLink);
  return { controller, calls };
}

const launched = { frameUrl: 'http://127.0.0.1:8081/game-frame/#token=t', frameOrigin: 'http://127.0.0.1:8081', expiresAt: 1 };

describe('the casino launch in the worker', () => {
  it('launches a real-money game for a player and a demo for a guest', async () => {
    const player = wired([json(200, { first: null }), json(200, launched)], true);
    expect(await player.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: false })).toEqual({
      status: 'ok',
      ...launched,
    });
    expect(player.calls.map((c) => c.url.pathname)).toEqual([CASINO_FIRST_GAME_PATH, CASINO_PATHS.launch]);
    const guest = wired([json(200, launched)], false);
    expect((await guest.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: true })).status).toBe('ok');
  });

  it('asks a guest to sign in for real money without calling, and names an unknown game', async () => {
    const guest = wired([], false);
    expect(await guest.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: false })).toEqual({ status: 'signedOut' });
    expect(guest.calls).toHaveLength(0);
    const missing = wired(
      [json(200, { first: null }), json(404, { error: { code: 'game_not_found', message: 'No game', params: {} } })],
      true,
    );
    expect(await missing.controller.queries.casinoLaunch({ gameId: 'nope', demo: false })).toEqual({ status: 'notFound' });
  });
});

const first = (gameId: string): FirstGame => ({
  gameId,
  game: null,
  section: 'slots',
  firstRoundAt: 1,
  rounds: 3,
  staked: 300,
  won: 120,
  currency: 'RUB',
});

describe('closing a real-money game', () => {
  it('leads to the thank-you page of its section when that session held the player first real-money round', async () => {
    const { controller, calls } = wired(
      [json(200, { first: null }), json(200, launched), json(200, { first: first('slot-classic') })],
      true,
    );
    await controller.queries.casinoLaunch({ gameId: 'slot-classic', demo: false });
    expect(await controller.queries.casinoLeaveGame({ gameId: 'slot-classic' })).toEqual({ to: 'thankYou', section: 'slots' });
    expect(calls).toHaveLength(3);
  });

  it("keeps the first launch's answer through a token refresh: a long crash sitting still ends on the thank-you page", async () => {
    const { controller, calls } = wired(
      [
        json(200, { first: null }),
        json(200, launched),
        json(200, launched),
        json(200, { first: { ...first('1095'), section: 'crash-games' } }),
      ],
      true,
    );
    await controller.queries.casinoLaunch({ gameId: '1095', demo: false });
    // Ten minutes in, after the first bet: the refresh asks for a token only.
    expect((await controller.queries.casinoLaunch({ gameId: '1095', demo: false, refresh: true })).status).toBe('ok');
    expect(calls.map((c) => c.url.pathname)).toEqual([CASINO_FIRST_GAME_PATH, CASINO_PATHS.launch, CASINO_PATHS.launch]);
    expect(await controller.queries.casinoLeaveGame({ gameId: '1095' })).toEqual({ to: 'thankYou', section: 'crash-games' });
  });

  it('goes back when nothing was played, and reads no more once a first game is known', async () => {
    const { controller, calls } = wired(
      [
        json(200, { first: null }),
        json(200, launched),
        json(200, { first: null }),
        json(200, { first: first('keno-classic') }),
        json(200, launched),
      ],
      true,
    );
    await controller.queries.casinoLaunch({ gameId: 'slot-classic', demo: false });
    expect(await controller.queries.casinoLeaveGame({ gameId: 'slot-classic' })).toEqual({ to: 'back' });
    // Launched again, the first game is now another's: going back, and that is remembered.
    await controller.queries.casinoLaunch({ gameId: 'slot-classic', demo: false });
    expect(calls).toHaveLength(5);
    expect(await controller.queries.casinoLeaveGame({ gameId: 'slot-classic' })).toEqual({ to: 'back' });
    expect(calls).toHaveLength(5);
  });

  it('goes back without a read for a guest or a game never launched for real money', async () => {
    const guest = wired([], false);
    expect(await guest.controller.queries.casinoLeaveGame({ gameId: 'slot-classic' })).toEqual({ to: 'back' });
    const player = wired([], true);
    expect(await player.controller.queries.casinoLeaveGame({ gameId: 'slot-classic' })).toEqual({ to: 'back' });
    expect([...guest.calls, ...player.calls]).toHaveLength(0);
  });
});

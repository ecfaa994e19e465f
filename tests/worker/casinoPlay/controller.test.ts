import { describe, expect, it } from 'vitest';
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
  controller.attach({ projection: () => ({ status: signedIn ? 'signedIn' : 'signedOut' }) } as unknown as ControllerLink);
  return { controller, calls };
}

const launched = { frameUrl: 'http://127.0.0.1:8081/game-frame/#token=t', frameOrigin: 'http://127.0.0.1:8081', expiresAt: 1 };

describe('the casino launch in the worker', () => {
  it('launches a real-money game for a player and a demo for a guest', async () => {
    const player = wired([json(200, launched)], true);
    expect(await player.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: false })).toEqual({
      status: 'ok',
      ...launched,
    });
    expect(player.calls[0]?.url.pathname).toBe(CASINO_PATHS.launch);
    const guest = wired([json(200, launched)], false);
    expect((await guest.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: true })).status).toBe('ok');
  });

  it('asks a guest to sign in for real money without calling, and names an unknown game', async () => {
    const guest = wired([], false);
    expect(await guest.controller.queries.casinoLaunch({ gameId: 'scratch-standard', demo: false })).toEqual({ status: 'signedOut' });
    expect(guest.calls).toHaveLength(0);
    const missing = wired([json(404, { error: { code: 'game_not_found', message: 'No game', params: {} } })], true);
    expect(await missing.controller.queries.casinoLaunch({ gameId: 'nope', demo: false })).toEqual({ status: 'notFound' });
  });
});

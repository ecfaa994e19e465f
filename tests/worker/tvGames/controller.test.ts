import { describe, expect, it } from 'vitest';
import { offersOf } from '../../../src/core/tvGames';
import { TV_PATHS, type TvBet, type TvDraw, type TvShow } from '../../../src/protocol/tvGames';
import { TvGamesController } from '../../../src/worker/tvGames/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/tvGames/calls';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport } from '../feed/fakeFeed';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);
const rules = { balls: 42, drawn: 7, colours: 6, marginPct: 6 };

const draw = (drawId: number, balls: number[], phase: TvDraw['phase'] = 'drawing'): TvDraw => ({
  drawId,
  show: 'lucky-7-42',
  phase,
  closesAt: NOW,
  serverNow: NOW,
  ballMs: 3000,
  balls,
  chainIndex: drawId,
  terminalHash: 'cd'.repeat(32),
  salt: 'salt',
  seed: phase === 'ended' ? 'ab'.repeat(32) : null,
  fixed: false,
  endedAt: phase === 'ended' ? NOW : null,
  nextOpensAt: phase === 'ended' ? NOW + 9000 : null,
});

const show: TvShow = {
  id: 'lucky-7-42',
  rules,
  currency: 'RUB',
  minStake: 1000,
  maxStake: 5_000_000,
  bettingMs: 150_000,
  ballMs: 3000,
  sumLine: 150.5,
  ballColours: Array.from({ length: 42 }, (_, i) => Math.floor((i * 6) / 42)),
  offers: offersOf(rules),
  draw: draw(1, [], 'betting'),
};

const bet = (status: TvBet['status']): TvBet => ({
  betId: 5,
  drawId: 1,
  selection: 'firstOver',
  stake: 1000,
  odds: 188,
  status,
  payout: status === 'won' ? 1880 : 0,
  at: NOW,
});

function harness() {
  const clock = new VirtualClock(NOW);
  const transport = new FakeTransport();
  const server = { betStatus: 200, settled: false, showReads: 0 };
  const { http, calls } = scriptedHttp(clock, {
    [TV_PATHS.shows]: [() => json(200, { shows: [show] })],
    [TV_PATHS.show]: [
      () => {
        server.showReads += 1;
        return json(200, { show, lastDraws: [], myBets: [bet(server.settled ? 'won' : 'open')] });
      },
    ],
    [TV_PATHS.bet]: [
      () =>
        server.betStatus === 200
          ? json(200, { bet: bet('open'), balance: 9000 })
          : json(server.betStatus, { error: { code: 'betting_closed', message: 'closed' } }),
    ],
  });
  const controller = new TvGamesController({
    http,
    transport,
    clock,
    log: { info: () => undefined, warn: () => undefined, error: () => undefined },
  });
  const core = coreLink(controller, { clock });
  core.setSession(signedIn());
  return {
    controller,
    clock,
    transport,
    server,
    calls,
    settle: async () => {
      for (let i = 0; i < 3; i++) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        await flushMicrotasks(30);
      }
    },
  };
}

describe('the TV games controller', () => {
  it('follows a show over one stream for every tab, takes each ball, and reads the bets again when the draw ends', async () => {
    const h = harness();
    await h.controller.handle('tab-1', { id: 'a', type: 'tvGames/watch', payload: { show: 'lucky-7-42' } });
    await h.controller.handle('tab-2', { id: 'b', type: 'tvGames/watch', payload: { show: 'lucky-7-42' } });
    await h.settle();
    expect(h.transport.streams).toHaveLength(1);
    expect(h.transport.last.url).toBe(`${TV_PATHS.stream}?show=lucky-7-42`);
    h.transport.last.send('draw', draw(1, [30, 2]));
    await h.settle();
    expect(h.controller.view().watched['lucky-7-42']?.draw?.balls).toEqual([30, 2]);
    // An older event arriving late does not take balls back.
    h.transport.last.send('draw', draw(1, [30]));
    await h.settle();
    expect(h.controller.view().watched['lucky-7-42']?.draw?.balls).toEqual([30, 2]);
    h.server.settled = true;
    h.transport.last.send('draw', draw(1, [30, 2, 4, 6, 8, 10, 12], 'ended'));
    await h.settle();
    expect(h.controller.view().watched['lucky-7-42']?.myBets[0]?.status).toBe('won');
    h.controller.releaseTab('tab-1');
    expect(h.transport.last.closed).toBe(false);
    await h.controller.handle('tab-2', { id: 'c', type: 'tvGames/unwatch', payload: { show: 'lucky-7-42' } });
    expect(h.transport.last.closed).toBe(true);
  });

  it('bets with a key of its own and keeps a refusal by its code', async () => {
    const h = harness();
    await h.controller.handle('tab', { id: 'a', type: 'tvGames/watch', payload: { show: 'lucky-7-42' } });
    await h.settle();
    const payload = { show: 'lucky-7-42', drawId: 1, selection: 'firstOver', stake: 1000 };
    expect(await h.controller.handle('tab', { id: 'b', type: 'tvGames/bet', payload })).toEqual({ accepted: true, seq: 0 });
    const sent = h.calls.find((c) => c.url.pathname === TV_PATHS.bet);
    expect(JSON.parse(String(sent?.body))).toMatchObject({ ...payload, idempotencyKey: expect.stringMatching(/^tv-lucky-7-42-/) });
    h.server.betStatus = 409;
    expect(await h.controller.handle('tab', { id: 'c', type: 'tvGames/bet', payload })).toMatchObject({
      rejected: true,
      code: 'tvGames.betting_closed',
    });
    expect(h.controller.view().refusal).toEqual({ show: 'lucky-7-42', code: 'tvGames.betting_closed' });
    expect(await h.controller.handle('tab', { id: 'd', type: 'tvGames/bet', payload: { ...payload, selection: 'nope' } })).toMatchObject({
      rejected: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { gameCard } from '../../../src/core/bingo';
import { BINGO_PATHS, type BingoGame, type BingoRoom } from '../../../src/protocol/bingo';
import { BingoController } from '../../../src/worker/bingo/controller';
// Loaded up front: the controller's dynamic import of it then resolves within a settle, not after a first transform.
import '../../../src/worker/bingo/calls';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { FakeTransport } from '../feed/fakeFeed';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 30, 12);
const SEED = 'ab'.repeat(32);
const cells = gameCard('75', SEED, 0);

const game = (called: number[], phase: BingoGame['phase'] = 'calling'): BingoGame => ({
  gameId: 7,
  room: 'speed-75',
  variant: '75',
  phase,
  startsAt: NOW,
  serverNow: NOW,
  ballMs: 4000,
  seedHash: 'cd'.repeat(32),
  seed: null,
  called,
  cards: 1,
  players: 1,
  pool: 90,
  prizes: [],
});

const room: BingoRoom = {
  id: 'speed-75',
  variant: '75',
  cardPrice: 100,
  currency: 'RUB',
  maxCards: 6,
  marginPct: 10,
  sharesPct: [15, 25, 60],
  buyMs: 120_000,
  ballMs: 4000,
  game: game([], 'buying'),
};

function harness() {
  const clock = new VirtualClock(NOW);
  const transport = new FakeTransport();
  const server = { buyStatus: 200 };
  const { http, calls } = scriptedHttp(clock, {
    [BINGO_PATHS.rooms]: [() => json(200, { rooms: [room] })],
    [BINGO_PATHS.room]: [() => json(200, { room, myCards: [{ cardId: 1, gameId: 7, serial: 0, cells }], myWins: [] })],
    [BINGO_PATHS.buy]: [
      () =>
        server.buyStatus === 200
          ? json(200, { cards: [{ cardId: 1, gameId: 7, serial: 0, cells }], balance: 900 })
          : json(server.buyStatus, { error: { code: 'buying_closed', message: 'closed' } }),
    ],
  });
  const controller = new BingoController({
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

describe('the bingo controller', () => {
  it('follows a room over one stream for every tab, daubs the cards as balls come, and closes it when no tab watches', async () => {
    const h = harness();
    await h.controller.handle('tab-1', { id: 'a', type: 'bingo/watch', payload: { room: 'speed-75' } });
    await h.controller.handle('tab-2', { id: 'b', type: 'bingo/watch', payload: { room: 'speed-75' } });
    await h.settle();
    expect(h.transport.streams).toHaveLength(1);
    expect(h.transport.last.url).toBe(`${BINGO_PATHS.stream}?room=speed-75`);
    const numbers = cells.filter((n) => n > 0);
    h.transport.last.send('game', game(numbers.slice(0, 3)));
    await h.settle();
    const card = h.controller.view().watched['speed-75']?.myCards[0];
    expect(card?.daubed.filter(Boolean)).toHaveLength(4); // three balls and the free centre
    expect(card?.toGo).toBe(21);
    h.controller.releaseTab('tab-1');
    expect(h.transport.last.closed).toBe(false);
    await h.controller.handle('tab-2', { id: 'c', type: 'bingo/unwatch', payload: { room: 'speed-75' } });
    expect(h.transport.last.closed).toBe(true);
    expect(h.controller.view().watched['speed-75']).toBeUndefined();
  });

  it('buys with a key of its own and keeps a refusal by its code', async () => {
    const h = harness();
    await h.controller.handle('tab', { id: 'a', type: 'bingo/watch', payload: { room: 'speed-75' } });
    await h.settle();
    expect(await h.controller.handle('tab', { id: 'b', type: 'bingo/buy', payload: { room: 'speed-75', count: 1 } })).toEqual({
      accepted: true,
      seq: 0,
    });
    const sent = h.calls.find((c) => c.url.pathname === BINGO_PATHS.buy);
    expect(JSON.parse(String(sent?.body))).toMatchObject({
      room: 'speed-75',
      count: 1,
      idempotencyKey: expect.stringMatching(/^bingo-speed-75-/),
    });
    h.server.buyStatus = 409;
    expect(await h.controller.handle('tab', { id: 'c', type: 'bingo/buy', payload: { room: 'speed-75', count: 1 } })).toMatchObject({
      rejected: true,
      code: 'bingo.buying_closed',
    });
    expect(h.controller.view().refusal).toEqual({ room: 'speed-75', code: 'bingo.buying_closed' });
  });

  it('opens the stream again after it ended, while a tab watches', async () => {
    const h = harness();
    await h.controller.handle('tab', { id: 'a', type: 'bingo/watch', payload: { room: 'speed-75' } });
    await h.settle();
    h.transport.last.fail();
    await h.settle();
    expect(h.transport.streams).toHaveLength(1);
    // The reconnect waits on the worker's clock.
    h.clock.advance(2_000);
    await h.settle();
    expect(h.transport.streams).toHaveLength(2);
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { ProjectionMessage } from '../../../src/protocol/api';
import type { NewBet } from '../../../src/protocol/coupon';
import type { LiveProjection } from '../../../src/protocol/live-client';
import type { HttpClient } from '../../../src/worker/http';
import { createLiveController } from '../../../src/worker/live/controller';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { ShellController, type ShellEffects } from '../../../src/worker/shell/controller';
import { resolveForTab } from '../../../src/worker/shell/route';
import { openEventStore } from '../../../src/worker/store';
import { applyLivePatch } from '../../../src/ui/runtime/livePatch';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock, flushMicrotasks } from '../../support/virtualClock';
import { FakeTransport, game } from '../feed/fakeFeed';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };

/** A host with the real live controller on a fake feed: what bootHost wires, minus the browser. */
async function start() {
  const clock = new VirtualClock(1_700_000_000_000);
  const transport = new FakeTransport();
  const http = {
    get: async () => ({ ok: false, failure: { status: 'network-error', notify: true, message: 'down' } }),
    post: async () => ({ ok: true, value: { data: { connectionId: 'c1', topics: [], seq: 1 } } }),
  } as unknown as HttpClient;
  const live = createLiveController({ clock, transport, http, random: () => 1 });
  const store = await openEventStore({ idb: new IDBFactory(), log: quiet, onFault: () => undefined });
  const effects: ShellEffects = {
    loadSiteConfig: async () => ({ ok: true, config: demoConfig }),
    decideLanguage: () => ({ kind: 'unknown' }),
    resolveRoute: (query, config) => resolveForTab(query, config, false),
  };
  let ids = 0;
  const host = await Host.start({
    kind: 'shared',
    store,
    clock,
    controllers: [new ShellController(effects, { clock, log: quiet }), live],
    log: quiet,
    newId: () => `id-${++ids}`,
    whenTabGone: () => new Promise(() => undefined),
  });
  await flushMicrotasks();
  const pushes: ProjectionMessage[] = [];
  const { api } = host.attach('tab-a', { push: (batch) => void pushes.push(...batch) });
  return { clock, transport, api, pushes };
}

function betOn(outcomeId: number, gameId: number, coef: number, isBlocked = false): NewBet {
  return {
    market: { id: outcomeId, sportId: 1, typeId: 1, coef, kind: 1, isLive: true, champId: 101, gameId, param: null },
    gameStatus: 2,
    startTime: 1000,
    timeSec: 60,
    opponent1: `Home ${gameId}`,
    opponent2: `Away ${gameId}`,
    fullScore: '0:0',
    isBlocked,
  };
}

/** Watches `home` from the tab and delivers a snapshot of these games. */
async function watchHome(s: Awaited<ReturnType<typeof start>>, games: ReturnType<typeof game>[]) {
  await s.api.dispatch({ id: 'w1', type: 'live/watch', payload: { watchId: 'w', topics: ['home'], catalogue: [] } });
  s.clock.advance(0);
  s.transport.last.hello({ seq: 1 });
  s.transport.last.snapshot(1, games);
}

describe('the host pushes the live projection as patches', () => {
  it('sends the whole projection once, then per frame only the games that moved', async () => {
    const s = await start();
    await s.api.subscribe('live');
    await watchHome(s, [game(1), game(2), game(3)]);
    s.clock.advance(16);
    // The whole projection first (pushed as the watch command was answered), then patches against it.
    const [first, ...rest] = s.pushes.filter((p) => p.name === 'live');
    if (!first || !('value' in first)) throw new Error('expected the whole projection first');
    let tab = first.value as LiveProjection;
    for (const later of rest) if ('patch' in later) tab = applyLivePatch(structuredClone(tab), structuredClone(later.patch)).value;
    expect(Object.keys(tab.games)).toEqual(['1', '2', '3']);

    s.pushes.length = 0;
    s.transport.last.delta(2, 1, [{ t: 'coef', gameId: 2, marketId: 20, outcomeId: 201, coef: 1.9 }]);
    s.clock.advance(16);
    const patches = s.pushes.filter((p) => p.name === 'live');
    expect(patches).toHaveLength(1);
    const pushed = patches[0];
    if (!pushed || !('patch' in pushed)) throw new Error('expected a patch');
    const patch = pushed.patch;
    // One odds moved: that outcome goes over the wire, not its game, nor all three games.
    expect(patch.games).toEqual({});
    expect(Object.keys(patch.gameParts)).toEqual(['2']);
    expect(patch.gameParts[2]?.outcomes).toEqual({ 0: { 0: expect.objectContaining({ outcomeId: 201, coef: 1.9 }) } });
    expect(patch.gameParts[2]?.markets).toEqual({});
    expect(patch.lists).toEqual({});
    tab = applyLivePatch(structuredClone(tab), structuredClone(patch)).value;
    expect(tab.games[2]?.markets[0]?.outcomes[0]).toMatchObject({ coef: 1.9, dir: 'up', changes: 1 });

    // A frame without a change of the live projection sends nothing for it.
    s.pushes.length = 0;
    s.clock.advance(16);
    expect(s.pushes.filter((p) => p.name === 'live')).toHaveLength(0);
  });

  it('a new subscription of the same tab gets the whole projection again, not a patch against what it never had', async () => {
    const s = await start();
    const first = await s.api.subscribe('live');
    await watchHome(s, [game(1)]);
    s.clock.advance(16);
    await s.api.unsubscribe(first);
    const second = await s.api.subscribe('live');
    s.pushes.length = 0;
    s.clock.advance(16);
    const pushed = s.pushes.filter((p) => p.subscriptionId === second);
    expect(pushed).toHaveLength(1);
    expect('value' in pushed[0]!).toBe(true);
  });
});

describe('a clicked bet is checked against the feed before the coupon decides it', () => {
  it('refuses an outcome whose market the feed has suspended, though the page still showed it open', async () => {
    const s = await start();
    await watchHome(s, [game(1)]);
    s.transport.last.delta(2, 1, [{ t: 'market', gameId: 1, marketId: 10, isSuspended: true }]);
    const answer = await s.api.dispatch({ id: 'a1', type: 'coupon/addBet', payload: { bet: betOn(101, 1, 1.5, false) } });
    expect(answer).toMatchObject({ rejected: true, code: 'coupon.live_suspended' });
    expect(await s.api.exportLog()).not.toContain('coupon/betAdded');
    // The same click once the market reopens goes in.
    s.transport.last.delta(3, 2, [{ t: 'market', gameId: 1, marketId: 10, isSuspended: false }]);
    expect(await s.api.dispatch({ id: 'a2', type: 'coupon/addBet', payload: { bet: betOn(101, 1, 1.5, false) } })).toMatchObject({
      accepted: true,
    });
  });

  it('refuses an outcome of a game the feed says has finished', async () => {
    const s = await start();
    await watchHome(s, [game(1)]);
    s.transport.last.delta(2, 1, [
      { t: 'game', gameId: 1, status: 4, period: 2, score1: 1, score2: 0, fullScore: '1:0 (1:0, 0:0)', timeSec: 5400 },
    ]);
    const answer = await s.api.dispatch({ id: 'a1', type: 'coupon/placeOneClick', payload: { bet: betOn(102, 1, 2.5) } });
    expect(answer).toMatchObject({ rejected: true, code: 'coupon.live_game_finished' });
  });

  it('adds at the coefficient and score the feed has now, not the ones of a frame-old click', async () => {
    const s = await start();
    await watchHome(s, [game(1)]);
    s.transport.last.delta(2, 1, [
      { t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.45 },
      { t: 'game', gameId: 1, status: 2, period: 1, score1: 1, score2: 0, fullScore: '1:0 (1:0)', timeSec: 70 },
    ]);
    expect(await s.api.dispatch({ id: 'a1', type: 'coupon/addBet', payload: { bet: betOn(101, 1, 1.5) } })).toMatchObject({
      accepted: true,
    });
    const added = (await s.api.exportLog())
      .trim()
      .split('\n')
      .map(
        (line) => JSON.parse(line) as { type: string; payload: { bet: { market: { coef: number }; fullScore: string; timeSec: number } } },
      )
      .find((e) => e.type === 'coupon/betAdded');
    expect(added?.payload.bet.market.coef).toBe(1.45);
    expect(added?.payload.bet.fullScore).toBe('1:0');
    expect(added?.payload.bet.timeSec).toBe(70);
  });

  it('lets a bet of a game the feed does not hold through to the coupon, which follows the game from then on', async () => {
    const s = await start();
    expect(await s.api.dispatch({ id: 'a1', type: 'coupon/addBet', payload: { bet: betOn(501, 5, 1.8) } })).toMatchObject({
      accepted: true,
    });
    s.clock.advance(0);
    expect(s.transport.last.topics).toEqual(['game:5']);
  });
});

import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, LiveProjection } from '../../../src/protocol/live-client';
import { LIVE_INDEX_PATH, type CatalogueIndex } from '../../../src/protocol/schemas/live';
import type { HttpClient } from '../../../src/worker/http';
import { createLiveController, type LiveController } from '../../../src/worker/live/controller';
import { INDEX_FRESH_MS } from '../../../src/worker/live/catalogueIndex';
import { CATALOGUE_REFRESH_MS } from '../../../src/worker/live/liveService';
import { Host } from '../../../src/worker/runtime/host';
import type { Logger } from '../../../src/worker/runtime/ports';
import { ShellController, type ShellEffects } from '../../../src/worker/shell/controller';
import { resolveForTab } from '../../../src/worker/shell/route';
import { openEventStore } from '../../../src/worker/store';
import { catalogueIndex, champ, indexGame } from '../../support/catalogueIndex';
import { demoConfig } from '../../support/demoConfig';
import { VirtualClock, flushMicrotasks } from '../../support/virtualClock';
import { FakeTransport } from '../feed/fakeFeed';

const quiet: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const NOW = Date.UTC(2025, 5, 1, 9);

function worldAt(bump: number): CatalogueIndex {
  const games = [
    indexGame(1, [1.5 + bump, 4, 6], { champId: 101, startTime: NOW + 3_600_000, isTop: true }),
    indexGame(2, [1.6, 4, 6], { champId: 102, startTime: NOW + 7_200_000 }),
    indexGame(3, [1.7, 4, 6], { champId: 103, startTime: NOW + 1_800_000, opponent1: 'Zenit', team1Slug: 'zenit' }),
    indexGame(4, [1.8, 4, 6], { champId: 104, startTime: NOW + 1_800_000, status: 2, opponent2: 'Zenit Kazan', team2Slug: 'zenit-kazan' }),
    // Tomorrow in UTC+3: not in today's accumulator.
    indexGame(5, [1.9, 4, 6], { champId: 105, startTime: NOW + 20 * 3_600_000 }),
  ];
  return catalogueIndex(games, [
    champ(101, 1, 'Premier League', 'England', 1),
    champ(102, 1, 'LaLiga', 'Spain', 1),
    champ(103, 1, 'Russian Premier League', 'Russia', 1),
    champ(104, 1, 'UEFA Europa League', 'Europe', 1),
    champ(105, 1, 'Eredivisie', 'Netherlands', 1),
  ]);
}

async function start() {
  const clock = new VirtualClock(NOW);
  const transport = new FakeTransport();
  const calls: string[] = [];
  let world = worldAt(0);
  const get = (async (path: string, o: { schema: { parse(v: unknown): unknown }; query?: Record<string, string> }) => {
    calls.push(`${path}?lang=${o.query?.lang ?? ''}`);
    if (path !== LIVE_INDEX_PATH) return { ok: false, failure: { status: 'network-error', notify: true, message: 'down' } };
    return { ok: true, value: o.schema.parse({ data: world, seq: 1, serverTs: 1 }) };
  }) as unknown as HttpClient['get'];
  const http = {
    get,
    post: async () => ({ ok: true, value: { data: { connectionId: 'c1', topics: [], seq: 1 } } }),
  } as unknown as HttpClient;
  const live: LiveController = createLiveController({ clock, transport, http, random: () => 0.25 });
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
  const { api } = host.attach('tab-a', { push: () => undefined });
  return {
    clock,
    api,
    live,
    calls,
    indexCalls: () => calls.filter((c) => c.startsWith(LIVE_INDEX_PATH)).length,
    setWorld: (next: CatalogueIndex) => void (world = next),
  };
}

const accumulator = (p: LiveProjection, section = 'line'): CatalogueEntry | undefined => p.catalogue[`accumulator:${section}`];
const legs = (entry: CatalogueEntry | undefined) =>
  entry?.status === 'ready' && entry.data.kind === 'accumulator'
    ? (entry.data.coupon?.legs.map((l) => [l.gameId, l.coefText]) ?? null)
    : undefined;

describe('accumulator of the day in the worker', () => {
  it('is built from the catalogue index in the player day, format and names, and follows the index every minute', async () => {
    const s = await start();
    await s.api.dispatch({ id: 'w', type: 'live/watch', payload: { watchId: 'w', topics: [], catalogue: ['accumulator:line'] } });
    expect(accumulator(s.live.projection())).toEqual({ status: 'loading' });
    await flushMicrotasks();
    // The top game, then LaLiga's (a featured championship), then the rest; game 4 is in play, game 5 starts tomorrow
    // in the player's time zone (UTC+3).
    expect(legs(accumulator(s.live.projection()))).toEqual([
      [1, '1.5'],
      [2, '1.6'],
      [3, '1.7'],
    ]);
    const entry = accumulator(s.live.projection());
    expect(entry?.status === 'ready' && entry.data.kind === 'accumulator' && entry.data.coupon?.coefText).toBe('4.08');

    await s.api.dispatch({ id: 'p', type: 'preferences/set', payload: { coefViewId: 2 } });
    expect(legs(accumulator(s.live.projection()))).toEqual([
      [1, '-200'],
      [2, '-167'],
      [3, '-143'],
    ]);
    expect(s.indexCalls()).toBe(1);

    s.setWorld(worldAt(0.2));
    await s.clock.advanceAsync(CATALOGUE_REFRESH_MS);
    await flushMicrotasks();
    expect(s.indexCalls()).toBe(2);
    expect(legs(accumulator(s.live.projection()))?.[0]).toEqual([1, '-143']);
  });

  it('the live accumulator takes games in play only; too few make none', async () => {
    const s = await start();
    await s.api.dispatch({ id: 'w', type: 'live/watch', payload: { watchId: 'w', topics: [], catalogue: ['accumulator:live'] } });
    await flushMicrotasks();
    const entry = accumulator(s.live.projection(), 'live');
    expect(entry).toEqual({ status: 'ready', data: { kind: 'accumulator', section: 'live', coupon: null } });
  });
});

describe('catalogue search in the worker', () => {
  it('loads the index of the asked language once, answers from it, and reloads it in the background once it is old', async () => {
    const s = await start();
    const found = await s.api.ask('searchCatalogue', { text: 'zen', lang: 'ru', limit: 5 });
    expect(found.games.map((g) => [g.id, g.isLive])).toEqual([
      [4, true],
      [3, false],
    ]);
    expect(found.teams.map((t) => t.path)).toEqual(['/ru/team/live/zenit-kazan', '/ru/team/line/zenit']);
    expect(s.calls).toEqual([`${LIVE_INDEX_PATH}?lang=ru`]);
    await s.api.ask('searchCatalogue', { text: 'premier', lang: 'ru', limit: 5 });
    expect(s.indexCalls()).toBe(1);

    s.setWorld(
      catalogueIndex([indexGame(9, [2, 3, 4], { opponent1: 'Zenith Star', champId: 101 })], [champ(101, 1, 'Premier League', 'England')]),
    );
    s.clock.advance(INDEX_FRESH_MS);
    // An old index still answers at once, and a fresh one is on its way.
    expect((await s.api.ask('searchCatalogue', { text: 'zen', lang: 'ru', limit: 5 })).games).toHaveLength(2);
    await flushMicrotasks();
    expect(s.indexCalls()).toBe(2);
    expect((await s.api.ask('searchCatalogue', { text: 'zen', lang: 'ru', limit: 5 })).games.map((g) => g.id)).toEqual([9]);
  });

  it('answers nothing for an empty text or a language that is not one, without loading anything', async () => {
    const s = await start();
    expect(await s.api.ask('searchCatalogue', { text: '  ', lang: 'en', limit: 5 })).toEqual({ games: [], champs: [], teams: [] });
    expect(await s.api.ask('searchCatalogue', { text: 'zen', lang: 'english', limit: 5 })).toEqual({ games: [], champs: [], teams: [] });
    expect(s.indexCalls()).toBe(0);
  });
});

describe('bet generator in the worker', () => {
  it('proposes the same coupon for the same seed, draws a seed when none is given, and says what was wrong', async () => {
    const s = await start();
    const ask = { target: 3, legs: 2, sportIds: [1] };
    const a = await s.api.ask('betGenerator', { ...ask, seed: 11 });
    const b = await s.api.ask('betGenerator', { ...ask, seed: 11 });
    expect(a).toEqual(b);
    expect(a.status === 'ok' && a.coupon.legs).toHaveLength(2);
    expect(a.status === 'ok' && a.coupon.legs.every((l) => l.bet.market.gameId === l.gameId)).toBe(true);
    // The worker's random source (0.25 here) gives the seed, and the answer carries it.
    const drawn = await s.api.ask('betGenerator', ask);
    expect(drawn.status === 'ok' && drawn.seed).toBe(Math.floor(0.25 * 2 ** 31));
    expect(await s.api.ask('betGenerator', { ...ask, legs: 40 })).toEqual({ status: 'invalid', field: 'legs' });
    expect(await s.api.ask('betGenerator', { ...ask, legs: 6 })).toEqual({ status: 'none', seed: Math.floor(0.25 * 2 ** 31) });
  });
});

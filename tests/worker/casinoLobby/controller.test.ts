import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import { CASINO_PATHS, CASINO_SEARCH_DEBOUNCE_MS, type CasinoGame, type CasinoLobbyCommand } from '../../../src/protocol/casino/catalogue';
import { CASINO_SEARCH_INDEX_FRESH_MS, CASINO_SEARCH_PATHS, type CasinoSearchResult } from '../../../src/protocol/casino/lobbySearch';
import { HTTP_HEADERS } from '../../../src/protocol/http';
import type { SessionProjection } from '../../../src/protocol/session';
import { CasinoLobbyController } from '../../../src/worker/casinoLobby/controller';
import { createHttpClient } from '../../../src/worker/http/client';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { casinoGame } from '../../support/casinoGame';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';

const game = (id: number, name: string): CasinoGame => casinoGame(id, { name, subcategory: 'books' });
const BOOK = game(1001, 'Book of Sands');
const STAR = game(1002, 'Starfall Treasures');
const BOOK_TWO = game(1003, 'Book of Stars');

/** The server's search index of a catalogue (src/protocol/casino/lobbySearch.ts), each game's popularity its position from the end. */
const indexOf = (games: readonly CasinoGame[]) => ({
  providers: [['northwind-gaming', 'Northwind Gaming']],
  games: games.map((g, i) => [g.id, g.name, 0, g.category, g.subcategory, games.length - i, 0]),
});

/** The controller over a fake catalogue server; the session as the host would give it. */
function harness(options: { refuseStar?: boolean; indexFails?: boolean } = {}) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  let favourites: CasinoGame[] = [];
  /** What the server's catalogue holds (a test may add a game to it). */
  const catalogue = [BOOK, STAR];
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      switch (call.url.pathname) {
        case CASINO_SEARCH_PATHS.index:
          return options.indexFails ? json(404, { error: { code: 'not_found', message: 'no index' } }) : json(200, indexOf(catalogue));
        case CASINO_SEARCH_PATHS.byIds: {
          const ids = (call.url.searchParams.get('ids') ?? '').split(',').map(Number);
          return json(200, { games: catalogue.filter((g) => ids.includes(g.id)) });
        }
        case CASINO_PATHS.games: {
          const q = call.url.searchParams.get('q')?.toLowerCase() ?? '';
          const games = [BOOK, STAR].filter((g) => g.name.toLowerCase().includes(q));
          return json(200, { games, total: games.length, cursor: 0, nextCursor: null });
        }
        case CASINO_PATHS.favourites: {
          if (call.method === 'GET') return json(200, { games: favourites });
          if (options.refuseStar) return json(400, { error: { code: 'invalid_request', message: 'No such game' } });
          const body = JSON.parse(call.body ?? '{}') as { gameId: number; on: boolean };
          favourites = body.on ? [BOOK] : [];
          return json(200, { games: favourites });
        }
        case CASINO_PATHS.recent:
          return json(200, { games: [STAR] });
        default:
          return json(404, {});
      }
    },
  ]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const controller = new CasinoLobbyController({ http, clock, log: { warn: () => undefined } as never });
  let session: SessionProjection = NO_SESSION;
  const link: ControllerLink = {
    state: () => initialAppState,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : undefined)) as ControllerLink['projection'],
    dispatch: () => Promise.resolve({ accepted: true, seq: 0 }),
    changed: () => undefined,
    newId: () => 'id',
  };
  controller.attach(link);
  return {
    clock,
    calls,
    controller,
    view: () => controller.projections.casinoLobby.value(),
    settle: () => flushMicrotasks(20),
    signIn() {
      session = signedIn();
      controller.projectionChanged('session');
    },
    send: (command: Omit<CasinoLobbyCommand, 'id'>) => controller.handle('tab-1', { id: 'c', ...command } as CasinoLobbyCommand),
    catalogue,
    search: (q: string, tabId = 'tab-1', lang = 'en') => controller.queries.casinoSearch({ filter: { sort: 'popular', q }, lang }, tabId),
    /** Searches and lets the debounce pass. */
    async searched(q: string, lang = 'en'): Promise<CasinoSearchResult> {
      const answer = controller.queries.casinoSearch({ filter: { sort: 'popular', q }, lang }, 'tab-1');
      clock.advance(CASINO_SEARCH_DEBOUNCE_MS);
      await flushMicrotasks(20);
      return answer;
    },
  };
}

const callsTo = <C extends { url: URL }>(calls: C[], path: string) => calls.filter((c) => c.url.pathname === path);
const indexCalls = <C extends { url: URL }>(calls: C[]) => callsTo(calls, CASINO_SEARCH_PATHS.index);

describe('the casino lobby controller', () => {
  it('searches as the player types only once the keys stop, with the count and ids from its index, no search request', async () => {
    const h = harness();
    const answers: Promise<CasinoSearchResult>[] = [];
    for (const text of ['b', 'bo', 'boo', 'book']) {
      answers.push(h.search(text));
      h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS - 1);
      await h.settle();
    }
    expect(h.calls).toHaveLength(0);
    h.clock.advance(1);
    await h.settle();
    const results = await Promise.all(answers);
    expect(results.slice(0, 3).map((r) => r.status)).toEqual(['superseded', 'superseded', 'superseded']);
    expect(results[3]).toEqual({ status: 'ok', total: 1, ids: [BOOK.id] });
    expect(indexCalls(h.calls)).toHaveLength(1);
    // Later searches are answered from the held index: no request of any kind.
    expect(await h.searched('star')).toEqual({ status: 'ok', total: 1, ids: [STAR.id] });
    expect(await h.searched('northwind')).toEqual({ status: 'ok', total: 2, ids: [BOOK.id, STAR.id] });
    expect(h.calls).toHaveLength(1);
    expect(callsTo(h.calls, CASINO_PATHS.games)).toHaveLength(0);
  });

  it('loads the index once however many tabs search while it loads', async () => {
    const h = harness();
    const first = h.search('book', 'tab-1');
    const second = h.search('star', 'tab-2');
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS);
    await h.settle();
    expect(await first).toMatchObject({ status: 'ok', ids: [BOOK.id] });
    expect(await second).toMatchObject({ status: 'ok', ids: [STAR.id] });
    expect(indexCalls(h.calls)).toHaveLength(1);
  });

  it('keeps the index fresh: an old one answers at once while the new one loads, and the next search sees the new games', async () => {
    const h = harness();
    await h.searched('book');
    h.catalogue.push(BOOK_TWO);
    h.clock.advance(CASINO_SEARCH_INDEX_FRESH_MS - CASINO_SEARCH_DEBOUNCE_MS - 1);
    expect(await h.searched('book')).toEqual({ status: 'ok', total: 1, ids: [BOOK.id] });
    expect(indexCalls(h.calls)).toHaveLength(1);
    h.clock.advance(1);
    expect(await h.searched('book')).toEqual({ status: 'ok', total: 1, ids: [BOOK.id] });
    expect(indexCalls(h.calls)).toHaveLength(2);
    expect(await h.searched('book')).toEqual({ status: 'ok', total: 2, ids: [BOOK.id, BOOK_TWO.id] });
    expect(indexCalls(h.calls)).toHaveLength(2);
  });

  it('holds an index per language: a new language loads its own, sent in that language', async () => {
    const h = harness();
    await h.searched('book', 'en');
    await h.searched('book', 'de');
    await h.searched('star', 'en');
    await h.searched('star', 'de');
    const loads = indexCalls(h.calls);
    expect(loads).toHaveLength(2);
    expect(loads.map((c) => c.headers.get(HTTP_HEADERS.language))).toEqual(['en', 'de']);
  });

  it('answers an error when the index cannot be loaded, and loads it at the next search', async () => {
    const h = harness({ indexFails: true });
    expect(await h.searched('book')).toEqual({ status: 'error' });
    expect(await h.searched('book')).toEqual({ status: 'error' });
    expect(indexCalls(h.calls)).toHaveLength(2);
  });

  it("loads the index behind the lobby's first page, so the first key is answered without waiting for it", async () => {
    const h = harness();
    await h.controller.queries.casinoGames({ filter: { sort: 'popular' }, cursor: 0, searchLang: 'en' });
    await h.settle();
    expect(indexCalls(h.calls)).toHaveLength(1);
    expect(await h.searched('book')).toEqual({ status: 'ok', total: 1, ids: [BOOK.id] });
    expect(indexCalls(h.calls)).toHaveLength(1);
  });

  it('refuses a search it cannot read (an unknown sort) without a request', async () => {
    const h = harness();
    const answer = h.controller.queries.casinoSearch({ filter: { sort: 'cheapest' as 'az' }, lang: 'en' }, 'tab-1');
    expect(await answer).toEqual({ status: 'error' });
    expect(h.calls).toHaveLength(0);
  });

  it('gives a search page’s games by id: those a page brought at once, the others in one request', async () => {
    const h = harness();
    const page = await h.controller.queries.casinoGames({ filter: { sort: 'popular' }, cursor: 0 });
    expect(page).toMatchObject({ status: 'ok', page: { total: 2 } });
    const before = h.calls.length;
    expect(await h.controller.queries.casinoGamesById({ ids: [STAR.id, BOOK.id] })).toEqual({ status: 'ok', games: [STAR, BOOK] });
    expect(h.calls).toHaveLength(before);
    h.catalogue.push(BOOK_TWO);
    expect(await h.controller.queries.casinoGamesById({ ids: [BOOK_TWO.id, BOOK.id] })).toEqual({ status: 'ok', games: [BOOK_TWO, BOOK] });
    const byId = callsTo(h.calls, CASINO_SEARCH_PATHS.byIds);
    expect(byId).toHaveLength(1);
    expect(byId[0]!.url.searchParams.get('ids')).toBe(String(BOOK_TWO.id));
  });

  it("debounces each tab on its own: one tab's keys do not hold back another's search", async () => {
    const h = harness();
    const first = h.search('book', 'tab-1');
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    const second = h.search('star', 'tab-2');
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    await h.settle();
    expect(await first).toMatchObject({ status: 'ok', ids: [BOOK.id] });
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    await h.settle();
    expect(await second).toMatchObject({ status: 'ok', ids: [STAR.id] });
  });

  it('answers a closed tab’s waiting search superseded and loads nothing for it', async () => {
    const h = harness();
    const answer = h.search('book', 'tab-9');
    h.controller.releaseTab('tab-9');
    expect(await answer).toEqual({ status: 'superseded' });
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS * 2);
    await h.settle();
    expect(h.calls).toHaveLength(0);
  });

  it('reads the favourites and recent games at sign-in, and refuses a guest’s star', async () => {
    const h = harness();
    expect(await h.send({ type: 'casinoLobby/favourite', payload: { gameId: BOOK.id, on: true } })).toMatchObject({
      rejected: true,
      code: 'casinoLobby.sign_in',
    });
    h.signIn();
    expect(h.view().status).toBe('loading');
    await h.settle();
    expect(h.view()).toMatchObject({ status: 'ready', favouriteIds: [], recent: [{ id: STAR.id }] });
  });

  it('moves a star at once for every tab, then keeps the server’s list', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const sent = h.send({ type: 'casinoLobby/favourite', payload: { gameId: BOOK.id, on: true } });
    expect(h.view().favouriteIds).toEqual([BOOK.id]);
    expect(await sent).toMatchObject({ accepted: true });
    expect(h.view()).toMatchObject({ favouriteIds: [BOOK.id], favourites: [{ id: BOOK.id }] });
  });

  it('puts a star back when the server refuses it', async () => {
    const h = harness({ refuseStar: true });
    h.signIn();
    await h.settle();
    const sent = h.send({ type: 'casinoLobby/favourite', payload: { gameId: BOOK.id, on: true } });
    expect(h.view().favouriteIds).toEqual([BOOK.id]);
    expect(await sent).toMatchObject({ rejected: true, code: 'casinoLobby.refused' });
    expect(h.view().favouriteIds).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import {
  CASINO_PATHS,
  CASINO_SEARCH_DEBOUNCE_MS,
  type CasinoGame,
  type CasinoLobbyCommand,
  type CasinoPageResult,
} from '../../../src/protocol/casino/catalogue';
import type { SessionProjection } from '../../../src/protocol/session';
import { CasinoLobbyController } from '../../../src/worker/casinoLobby/controller';
import { createHttpClient } from '../../../src/worker/http/client';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';

const game = (id: number, name: string): CasinoGame => ({
  id,
  slug: `game-${id}`,
  name,
  provider: 'northwind-gaming',
  providerName: 'Northwind Gaming',
  category: 'slots',
  subcategory: 'books',
  tags: [],
  rtp: null,
  minBet: 10,
  maxBet: 1000,
  engine: 'slot',
  variant: 'low',
  theme: 'desert',
  image: `${CASINO_PATHS.tiles}${id}.svg`,
});
const BOOK = game(1001, 'Book of Sands');
const STAR = game(1002, 'Starfall Treasures');

/** The controller over a fake catalogue server; the session as the host would give it. */
function harness(options: { refuseStar?: boolean } = {}) {
  const clock = new VirtualClock(Date.UTC(2026, 10, 29, 12));
  let favourites: CasinoGame[] = [];
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      switch (call.url.pathname) {
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
    search: (q: string, tabId = 'tab-1') => controller.queries.casinoSearch({ filter: { sort: 'popular', q } }, tabId),
  };
}

const searchCalls = <C extends { url: URL }>(calls: C[]) => calls.filter((c) => c.url.pathname === CASINO_PATHS.games);

describe('the casino lobby controller', () => {
  it('searches as the player types only once the keys stop, and answers the earlier keys superseded', async () => {
    const h = harness();
    const answers: Promise<CasinoPageResult>[] = [];
    for (const text of ['b', 'bo', 'boo', 'book']) {
      answers.push(h.search(text));
      h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS - 1);
      await h.settle();
    }
    expect(searchCalls(h.calls)).toHaveLength(0);
    h.clock.advance(1);
    await h.settle();
    const results = await Promise.all(answers);
    expect(results.slice(0, 3).map((r) => r.status)).toEqual(['superseded', 'superseded', 'superseded']);
    expect(results[3]).toMatchObject({ status: 'ok', page: { total: 1, games: [{ name: 'Book of Sands' }] } });
    const sent = searchCalls(h.calls);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url.searchParams.get('q')).toBe('book');
    expect(sent[0]!.at).toBe(Date.UTC(2026, 10, 29, 12) + 4 * (CASINO_SEARCH_DEBOUNCE_MS - 1) + 1);
  });

  it("debounces each tab on its own: one tab's keys do not hold back another's search", async () => {
    const h = harness();
    const first = h.search('book', 'tab-1');
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    const second = h.search('star', 'tab-2');
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    await h.settle();
    expect(await first).toMatchObject({ status: 'ok', page: { total: 1 } });
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS / 2);
    await h.settle();
    expect(await second).toMatchObject({ status: 'ok', page: { games: [{ name: 'Starfall Treasures' }] } });
  });

  it('answers a closed tab’s waiting search superseded and sends nothing for it', async () => {
    const h = harness();
    const answer = h.search('book', 'tab-9');
    h.controller.releaseTab('tab-9');
    expect(await answer).toEqual({ status: 'superseded' });
    h.clock.advance(CASINO_SEARCH_DEBOUNCE_MS * 2);
    await h.settle();
    expect(searchCalls(h.calls)).toHaveLength(0);
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

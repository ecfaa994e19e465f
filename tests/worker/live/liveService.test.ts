import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { describe, expect, it } from 'vitest';
import { couponBetSchema, type CouponBet } from '../../../src/protocol/coupon';
import { DEFAULT_BETTING_STATE } from '../../../src/protocol/live-client';
import type { HttpClient } from '../../../src/worker/http';
import { LiveService, type LiveFactCommand, type LivePlayer } from '../../../src/worker/live';
import { CATALOGUE_REFRESH_MS } from '../../../src/worker/live/liveService';
import { OutcomeMoves } from '../../../src/worker/live/moves';
import { IDLE_CLOSE_MS } from '../../../src/worker/feed/feedClient';
import { VirtualClock, flushMicrotasks } from '../../support/virtualClock';
import { FakeTransport, game } from '../feed/fakeFeed';

function bet(outcomeId: number, gameId: number, coef: number, extra: Partial<CouponBet> = {}): CouponBet {
  return couponBetSchema.parse({
    market: { id: outcomeId, sportId: 1, typeId: 1, coef, kind: 1, isLive: true, champId: 101, gameId, param: null },
    blockId: 0,
    clickedCoef: coef,
    fullScore: '0:0',
    gameStatus: 2,
    ...extra,
  });
}

function setup(opts: { http?: Partial<HttpClient> } = {}) {
  const clock = new VirtualClock(5_000_000);
  const transport = new FakeTransport();
  let player: LivePlayer = { bets: [], coefViewId: 0, lang: 'en', betting: DEFAULT_BETTING_STATE, preferences: DEFAULT_PREFERENCES };
  const dispatched: LiveFactCommand[] = [];
  let answer: unknown = { accepted: true, seq: 1 };
  let marks = 0;
  const http = {
    get: async () => ({ ok: false, failure: { status: 'network-error', notify: true, message: 'down' } }),
    post: async () => ({ ok: true, value: { data: { connectionId: 'c1', topics: [], seq: 1 } } }),
    ...opts.http,
  } as unknown as HttpClient;
  const live = new LiveService({
    clock,
    transport,
    http,
    player: () => player,
    changed: () => void (marks += 1),
    dispatch: async (command) => {
      dispatched.push(command);
      return answer;
    },
  });
  return {
    clock,
    transport,
    live,
    dispatched,
    marks: () => marks,
    answerWith: (next: unknown) => {
      answer = next;
    },
    setPlayer: (next: Partial<LivePlayer>) => {
      player = { ...player, ...next };
    },
  };
}

const watch = (live: LiveService, tab: string, watchId: string, topics: string[], catalogue: string[] = []) =>
  live.handle(tab, { id: 'x', type: 'live/watch', payload: { watchId, topics, catalogue } });

describe('LiveService watches', () => {
  it('two tabs on the same page share one feed subscription; the last tab leaving ends it', () => {
    const { clock, transport, live } = setup();
    expect(watch(live, 'tab-a', 'w1', ['home'])).toEqual({ accepted: true, seq: 0 });
    expect(watch(live, 'tab-b', 'w1', ['home'])).toEqual({ accepted: true, seq: 0 });
    clock.advance(0);
    expect(transport.streams).toHaveLength(1);
    transport.last.hello({ seq: 1 });
    live.releaseTab('tab-a');
    clock.advance(IDLE_CLOSE_MS * 2);
    expect(transport.open_).toHaveLength(1);
    live.handle('tab-b', { id: 'y', type: 'live/unwatch', payload: { watchId: 'w1' } });
    clock.advance(IDLE_CLOSE_MS);
    expect(transport.open_).toHaveLength(0);
  });

  it('refuses a watch of something that is not a topic', () => {
    const { live } = setup();
    expect(watch(live, 't', 'w', ['sport:x'])).toMatchObject({ rejected: true, code: 'invalid_command' });
  });

  it('lists a topic only once its snapshot came, in start order, with odds in the player format', () => {
    const { clock, transport, live, setPlayer } = setup();
    watch(live, 't', 'w', ['home']);
    clock.advance(0);
    expect(live.projection().lists).toEqual({});
    expect(live.projection().feed.status).toBe('connecting');
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, [game(2, [1.5, 2.5], { startTime: 9 }), game(1, [1.5, 2.5], { startTime: 5 })]);
    const p = live.projection();
    expect(p.feed.status).toBe('online');
    expect(p.lists).toEqual({ home: [1, 2] });
    expect(p.games[1]?.markets[0]?.outcomes[0]?.text).toBe('1.5');
    setPlayer({ coefViewId: 1 });
    expect(live.projection().games[1]?.markets[0]?.outcomes[0]?.text).toBe('1/2');
    setPlayer({ coefViewId: 2 });
    expect(live.projection().games[1]?.markets[0]?.outcomes[1]?.text).toBe('+150');
  });

  it('marks each changed outcome with its direction and a change counter; untouched games keep their view', () => {
    const { clock, transport, live } = setup();
    watch(live, 't', 'w', ['home']);
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, [game(1), game(2)]);
    const before = live.projection();
    transport.last.delta(2, 1, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.8 }]);
    transport.last.delta(3, 2, [
      { t: 'coef', gameId: 1, marketId: 10, outcomeId: 102, coef: 2.1 },
      { t: 'market', gameId: 1, marketId: 10, isSuspended: true },
    ]);
    const after = live.projection();
    const outcomes = after.games[1]?.markets[0]?.outcomes;
    expect(outcomes?.map((o) => [o.dir, o.changes])).toEqual([
      ['up', 1],
      ['down', 1],
    ]);
    expect(after.games[1]?.markets[0]?.isSuspended).toBe(true);
    expect(after.games[2]).toBe(before.games[2]);
    transport.last.delta(4, 3, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.9 }]);
    expect(live.projection().games[1]?.markets[0]?.outcomes[0]).toMatchObject({ dir: 'up', changes: 2 });
  });

  it('loads catalogue lists through the HTTP client: loading, then ready or an error code', async () => {
    const sports = { data: [{ sportId: 1, nameEng: 'Football', name: 'Football', slug: 'football', isCyber: false }], seq: 1, serverTs: 1 };
    const { live } = setup({
      http: {
        get: (async (path: string, o: { schema: { parse(v: unknown): unknown } }) =>
          path.endsWith('/sports')
            ? { ok: true, value: o.schema.parse(sports) }
            : {
                ok: false,
                failure: { status: 'http-error', code: 503, notify: true, error: { code: 'live_unavailable', message: '' }, message: '' },
              }) as unknown as HttpClient['get'],
      },
    });
    watch(live, 't', 'w', [], ['sports', 'menu:live']);
    expect(live.projection().catalogue).toEqual({ sports: { status: 'loading' }, 'menu:live': { status: 'loading' } });
    await flushMicrotasks();
    const c = live.projection().catalogue;
    expect(c.sports).toMatchObject({ status: 'ready', data: { kind: 'sports' } });
    expect(c['menu:live']).toEqual({ status: 'error', code: 'live_unavailable' });
    live.handle('t', { id: 'z', type: 'live/unwatch', payload: { watchId: 'w' } });
    expect(live.projection().catalogue).toEqual({});
  });
});

describe('LiveService and the coupon', () => {
  it('follows the games of coupon bets and turns feed facts into coupon commands, once each', () => {
    const { clock, transport, live, dispatched, setPlayer } = setup();
    setPlayer({ bets: [bet(101, 1, 1.5)] });
    live.couponChanged();
    clock.advance(0);
    expect(transport.last.topics).toEqual(['game:1']);
    expect(live.projection().inCoupon).toEqual({ 101: true });
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, [game(1)]);
    expect(dispatched).toEqual([]);

    transport.last.delta(2, 1, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.6 }]);
    transport.last.delta(3, 2, [{ t: 'game', gameId: 1, status: 2, period: 1, score1: 0, score2: 0, fullScore: '0:0', timeSec: 99 }]);
    expect(dispatched).toEqual([{ type: 'coupon/liveCoef', payload: { marketId: 101, coef: 1.6 } }]);

    // The coupon took the coefficient in; then the market is suspended and a goal is scored.
    setPlayer({ bets: [bet(101, 1, 1.6)] });
    live.couponChanged();
    transport.last.delta(4, 3, [
      { t: 'market', gameId: 1, marketId: 10, isSuspended: true },
      { t: 'game', gameId: 1, status: 2, period: 1, score1: 1, score2: 0, fullScore: '1:0 (1:0)', timeSec: 120 },
    ]);
    expect(dispatched.slice(1)).toEqual([
      { type: 'coupon/liveBlock', payload: { marketId: 101, isBlocked: true } },
      { type: 'coupon/liveScore', payload: { gameId: 1, score: '1:0' } },
    ]);

    transport.last.delta(5, 4, [
      { t: 'game', gameId: 1, status: 4, period: 2, score1: 1, score2: 0, fullScore: '1:0 (1:0, 0:0)', timeSec: 5400 },
    ]);
    expect(dispatched.slice(3)).toEqual([{ type: 'coupon/liveGameFinished', payload: { gameId: 1 } }]);
    transport.last.delta(6, 5, [
      { t: 'game', gameId: 1, status: 4, period: 2, score1: 1, score2: 0, fullScore: '1:0 (1:0, 0:0)', timeSec: 5401 },
    ]);
    expect(dispatched).toHaveLength(4);

    setPlayer({ bets: [] });
    live.couponChanged();
    clock.advance(IDLE_CLOSE_MS + 1);
    expect(transport.open_).toHaveLength(0);
  });

  it('sends a fact again after the coupon could not decide it for want of the site config', async () => {
    const { clock, transport, live, dispatched, setPlayer, answerWith } = setup();
    setPlayer({ bets: [bet(101, 1, 1.5)] });
    live.couponChanged();
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    answerWith({ rejected: true, code: 'coupon.no_site_config' });
    transport.last.snapshot(1, [game(1, [1.7, 2.5])]);
    await flushMicrotasks();
    answerWith({ accepted: true, seq: 2 });
    transport.last.delta(2, 1, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 102, coef: 2.6 }]);
    expect(dispatched).toEqual([
      { type: 'coupon/liveCoef', payload: { marketId: 101, coef: 1.7 } },
      { type: 'coupon/liveCoef', payload: { marketId: 101, coef: 1.7 } },
    ]);
  });
});

describe('LiveService language', () => {
  it('a language change takes a fresh snapshot (names) instead of resuming', () => {
    const { clock, transport, live, setPlayer } = setup();
    watch(live, 't', 'w', ['home']);
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, [game(1)]);
    live.preferencesChanged();
    clock.advance(0);
    expect(transport.streams).toHaveLength(1);
    setPlayer({ lang: 'ru' });
    live.preferencesChanged();
    clock.advance(0);
    expect(transport.streams).toHaveLength(2);
    expect(transport.last.params.get('lang')).toBe('ru');
    expect(transport.last.resume).toBeNull();
  });
});

describe('LiveService and the betting filters (SPEC 3)', () => {
  it('filters sport and championship lists by the time filter and video, counts what it hides, and leaves home alone', () => {
    const { clock, transport, live, setPlayer } = setup();
    watch(live, 't', 'w', ['home', 'sport:1:live']);
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    const games = [
      game(1, [1.5, 2.5], { period: 1, hasVideo: true }),
      game(2, [1.5, 2.5], { period: 2 }),
      game(3, [1.5, 2.5], { period: 1 }),
    ];
    transport.last.snapshot(1, games);
    expect(live.projection().lists).toEqual({ home: [1, 2, 3], 'sport:1:live': [1, 2, 3] });
    expect(live.projection().filteredOut).toEqual({});

    setPlayer({ betting: { ...DEFAULT_BETTING_STATE, timeFilter: 'firstPeriod' } });
    live.bettingChanged();
    expect(live.projection().lists).toEqual({ home: [1, 2, 3], 'sport:1:live': [1, 3] });
    expect(live.projection().filteredOut).toEqual({ 'sport:1:live': 1 });

    setPlayer({ betting: { ...DEFAULT_BETTING_STATE, timeFilter: 'firstPeriod', onlyWithVideos: true } });
    live.bettingChanged();
    expect(live.projection().lists['sport:1:live']).toEqual([1]);
    expect(live.projection().filteredOut).toEqual({ 'sport:1:live': 2 });
    // A game entering the first period appears without any other change of the filters.
    setPlayer({ betting: { ...DEFAULT_BETTING_STATE, timeFilter: 'firstPeriod' } });
    transport.last.delta(2, 1, [{ t: 'game', gameId: 2, status: 2, period: 1, score1: 0, score2: 0, fullScore: '0:0', timeSec: 10 }]);
    expect(live.projection().lists['sport:1:live']).toEqual([1, 2, 3]);
  });

  it('keeps every unchanged part of the projection the same object, so the host can diff it by reference', () => {
    const { clock, transport, live } = setup();
    watch(live, 't', 'w', ['home', 'sport:1:live']);
    clock.advance(0);
    transport.last.hello({ seq: 1 });
    transport.last.snapshot(1, [game(1), game(2)]);
    const before = live.projection();
    transport.last.delta(2, 1, [{ t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.7 }]);
    const after = live.projection();
    expect(after).not.toBe(before);
    expect(after.games[1]).not.toBe(before.games[1]);
    expect(after.games[2]).toBe(before.games[2]);
    for (const key of ['lists', 'feed', 'display', 'topics', 'catalogue', 'inCoupon', 'watchIds', 'filteredOut'] as const)
      expect(after[key], key).toBe(before[key]);
    expect(live.projection()).toBe(after);
  });
});

describe('LiveService catalogue retry', () => {
  it('loads a failed list again on request, and only a list some page watches', async () => {
    let up = false;
    const sports = { data: [{ sportId: 1, nameEng: 'Football', name: 'Football', slug: 'football', isCyber: false }], seq: 1, serverTs: 1 };
    const calls: string[] = [];
    const { live } = setup({
      http: {
        get: (async (path: string, o: { schema: { parse(v: unknown): unknown } }) => {
          calls.push(path);
          return up
            ? { ok: true, value: o.schema.parse(sports) }
            : { ok: false, failure: { status: 'network-error', notify: true, message: 'down' } };
        }) as unknown as HttpClient['get'],
      },
    });
    watch(live, 't', 'w', [], ['sports']);
    await flushMicrotasks();
    expect(live.projection().catalogue.sports).toEqual({ status: 'error', code: 'network-error' });
    up = true;
    expect(live.handle('t', { id: 'r', type: 'live/reloadCatalogue', payload: { key: 'sports' } })).toEqual({ accepted: true, seq: 0 });
    expect(live.projection().catalogue.sports).toEqual({ status: 'loading' });
    await flushMicrotasks();
    expect(live.projection().catalogue.sports).toMatchObject({ status: 'ready' });
    live.handle('t', { id: 'r2', type: 'live/reloadCatalogue', payload: { key: 'menu:live' } });
    expect(calls.filter((p) => p.endsWith('/menu'))).toHaveLength(0);
    expect(live.handle('t', { id: 'r3', type: 'live/reloadCatalogue', payload: { key: 'everything' } })).toMatchObject({ rejected: true });
  });
});

describe('LiveService catalogue freshness', () => {
  function counting() {
    const calls: string[] = [];
    let menu = 1;
    const get = (async (path: string, o: { schema: { parse(v: unknown): unknown } }) => {
      calls.push(path);
      const sport = { sportId: 1, nameEng: 'Football', name: 'Football', slug: 'football', isCyber: false, gamesCount: menu, champs: [] };
      return { ok: true, value: o.schema.parse({ data: [sport], seq: 1, serverTs: 1 }) };
    }) as unknown as HttpClient['get'];
    return { calls, get, setMenu: (n: number) => void (menu = n) };
  }
  const count = (live: LiveService) => {
    const entry = live.projection().catalogue['menu:live'];
    return entry?.status === 'ready' && entry.data.kind === 'menu' ? entry.data.sports[0]?.gamesCount : undefined;
  };

  it('a page change keeps a fresh list instead of loading it again; watched lists refresh every minute in the background', async () => {
    const http = counting();
    const { clock, live } = setup({ http: { get: http.get } });
    watch(live, 't', 'a', [], ['menu:live']);
    await flushMicrotasks();
    expect(http.calls).toHaveLength(1);
    // The next page of the same tab: unwatch, then watch the same list.
    live.handle('t', { id: 'u', type: 'live/unwatch', payload: { watchId: 'a' } });
    watch(live, 't', 'b', [], ['menu:live']);
    expect(count(live)).toBe(1);
    await flushMicrotasks();
    expect(http.calls).toHaveLength(1);

    http.setMenu(5);
    clock.advance(CATALOGUE_REFRESH_MS);
    // Reloading in the background: the old counts stay on screen, never a loading state.
    expect(count(live)).toBe(1);
    await flushMicrotasks();
    expect(http.calls).toHaveLength(2);
    expect(count(live)).toBe(5);
  });
});

describe('OutcomeMoves', () => {
  it('forgets the moves of a game that left the topics, so a long session does not grow', () => {
    const moves = new OutcomeMoves();
    const held = { 1: game(1), 2: game(2) };
    moves.note(
      held,
      [
        { t: 'coef', gameId: 1, marketId: 10, outcomeId: 101, coef: 1.9 },
        { t: 'coef', gameId: 2, marketId: 20, outcomeId: 201, coef: 1.2 },
      ],
      5,
    );
    expect(moves.size).toBe(2);
    moves.note(held, [{ t: 'removed', gameId: 1 }], 6);
    expect(moves.get(101)).toBeUndefined();
    expect(moves.get(201)).toMatchObject({ dir: 'down', changes: 1, at: 5 });
  });
});

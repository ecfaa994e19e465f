import { describe, expect, it } from 'vitest';
import { applyDeltas, gamesFromSnapshot, type LiveGames } from '../../../src/core/live/apply';
import {
  GAME_STATUS,
  closingMessageSchema,
  deltaMessageSchema,
  heartbeatMessageSchema,
  helloMessageSchema,
  snapshotMessageSchema,
  type GameStatus,
} from '../../../src/protocol/schemas/live';
import { DEFAULT_GAMES_PER_CHAMP, createDemoWorld, gamesPerChamp } from '../../../server/live/demoWorld';
import { FeedHub } from '../../../server/live/feed';
import type { World } from '../../../server/live/world';
import { FEED_START, feedWorld, memorySink, type SseEvent } from './support';

const START = FEED_START;

const setup = feedWorld;

/** What a client holds after applying its events in order, as core's feed client would. */
function replayClient(events: readonly SseEvent[], start: LiveGames = {}): { games: LiveGames; lastId: number | undefined } {
  let games = start;
  let lastId: number | undefined;
  for (const e of events) {
    if (e.event === 'snapshot') games = gamesFromSnapshot(snapshotMessageSchema.parse(e.data).games);
    if (e.event === 'delta') {
      const msg = deltaMessageSchema.parse(e.data);
      if (lastId !== undefined) expect(msg.prev).toBe(lastId);
      games = applyDeltas(games, msg.deltas);
    }
    if (e.id !== undefined) lastId = Number(e.id);
  }
  return { games, lastId };
}

function freshSnapshot(hub: FeedHub, topics: string[]): LiveGames {
  const sink = memorySink();
  const conn = hub.connect({ topics, lang: 'en', resume: undefined, sink });
  hub.disconnect(conn.id);
  const snap = sink.events().find((e) => e.event === 'snapshot');
  return gamesFromSnapshot(snapshotMessageSchema.parse(snap?.data).games);
}

const firstLiveGame = (world: World): number => {
  for (const g of world.games.values()) if (g.status === GAME_STATUS.live && g.sportId === 1) return g.id;
  throw new Error('no live football game');
};

describe('simulator', () => {
  it('is repeatable: the same seed and ticks give the same changes, another seed other changes', () => {
    const a = setup({ seed: 42 });
    const b = setup({ seed: 42 });
    const c = setup({ seed: 43 });
    for (const s of [a, b, c]) s.run(20_000, 50);
    expect(a.changes.length).toBeGreaterThan(1000);
    expect(b.changes).toEqual(a.changes);
    expect(c.changes).not.toEqual(a.changes);
  });

  it('honours the configured rate of coefficient changes over simulated seconds', () => {
    for (const rate of [200, 2000, 5000]) {
      const s = setup({ rate });
      s.run(10_000, 50);
      const coefs = s.changes.filter((c) => c.t === 'coef').length;
      expect(coefs).toBe(s.sim.coefChanges);
      // Drift makes exactly the budget (+ at most one market's outcomes); goals reprice a little on top.
      expect(coefs).toBeGreaterThanOrEqual(rate * 10 * 0.99);
      expect(coefs).toBeLessThan(rate * 10 * 1.03 + 50);
    }
  });

  it('keeps coefficients above 1.01 with a plausible margin', () => {
    const s = setup({ rate: 5000 });
    s.run(5_000, 50);
    for (const game of s.world.games.values()) {
      for (const market of game.markets) {
        const book = market.outcomes.reduce((sum, o) => sum + 1000 / o.coefMilli, 0) / market.scale;
        for (const o of market.outcomes) expect(o.coefMilli).toBeGreaterThanOrEqual(1010);
        expect(book).toBeGreaterThan(0.95);
        expect(book).toBeLessThan(1.6);
      }
    }
  });

  it('takes games from line to live to finished with scores and a clock, and keeps the line full', () => {
    const s = setup({ rate: 50, sim: { startDelayMs: [30_000, 60_000] } });
    const lineAtStart = [...s.world.games.values()].filter((g) => g.status === GAME_STATUS.line && g.sportId === 43).map((g) => g.id);
    // FIFA plays 2 x 6 game minutes: at 20x about 40 real seconds.
    s.run(20 * 60_000, 1000);
    const statuses = new Map<number, GameStatus[]>();
    for (const c of s.changes) {
      if (c.t !== 'game') continue;
      const list = statuses.get(c.gameId) ?? [];
      if (list[list.length - 1] !== c.status) list.push(c.status);
      statuses.set(c.gameId, list);
    }
    const finishedFromLine = lineAtStart.filter((id) => statuses.get(id)?.at(-1) === GAME_STATUS.finished);
    expect(finishedFromLine.length).toBeGreaterThan(0);
    for (const id of finishedFromLine) expect(statuses.get(id)).toEqual([2, 3, 2, 4]);
    const scores = s.changes.filter((c) => c.t === 'game' && c.gameId === finishedFromLine[0]);
    for (let i = 1; i < scores.length; i += 1) {
      const [p, n] = [scores[i - 1], scores[i]];
      if (p?.t === 'game' && n?.t === 'game') expect(n.score1 + n.score2).toBeGreaterThanOrEqual(p.score1 + p.score2);
    }
    const created = s.changes.filter((c) => c.t === 'created').length;
    expect(created).toBeGreaterThan(0);
    for (const champ of s.world.champs.values()) {
      const line = [...s.world.games.values()].filter((g) => g.champId === champ.id && g.status === GAME_STATUS.line);
      expect(line.length).toBeGreaterThanOrEqual(4);
    }
    // Finished games leave memory once no retained batch mentions them.
    expect(s.changes.some((c) => c.t === 'dropped')).toBe(true);
  });

  it('finishes a game on demand (the test switch): status 4, every market suspended, on the feed', () => {
    const s = setup();
    const gameId = firstLiveGame(s.world);
    const sink = memorySink();
    s.hub.connect({ topics: [`game:${gameId}`], lang: 'en', resume: undefined, sink });
    expect(s.sim.finishGame(gameId, s.clock.now())).toBe(true);
    expect(s.sim.finishGame(gameId, s.clock.now())).toBe(false);
    expect(s.sim.finishGame(99_999_999, s.clock.now())).toBe(false);
    s.hub.flush();
    const deltas = sink
      .events()
      .filter((e) => e.event === 'delta')
      .flatMap((e) => deltaMessageSchema.parse(e.data).deltas);
    expect(deltas).toContainEqual(expect.objectContaining({ t: 'game', gameId, status: GAME_STATUS.finished }));
    const game = s.world.games.get(gameId);
    expect(game?.finishedAt).toBe(s.clock.now());
    expect(game?.markets.every((m) => m.isSuspended)).toBe(true);
    // A sport without draws gets a deciding point: the result is never level.
    const tennis = [...s.world.games.values()].find((g) => g.sportId === 4 && g.status === GAME_STATUS.line);
    if (!tennis) throw new Error('no tennis line game');
    s.sim.finishGame(tennis.id, s.clock.now());
    const [a, b] = tennis.periodScores.reduce((t, p) => [t[0] + p[0], t[1] + p[1]], [0, 0]);
    expect(a).not.toBe(b);
  });
});

describe('world size', () => {
  it('LIVE_GAMES_PER_CHAMP puts that many games in play in every championship, and at least as many in the line', () => {
    const world = createDemoWorld(7, START, gamesPerChamp(12));
    for (const champ of world.champs.values()) {
      const games = [...world.games.values()].filter((g) => g.champId === champ.id);
      expect(games.filter((g) => g.status === GAME_STATUS.live)).toHaveLength(12);
      expect(games.filter((g) => g.status === GAME_STATUS.line)).toHaveLength(12);
    }
    expect(gamesPerChamp(undefined)).toEqual(DEFAULT_GAMES_PER_CHAMP);
    expect(gamesPerChamp(0)).toEqual(DEFAULT_GAMES_PER_CHAMP);
    expect(gamesPerChamp(1).line).toBe(DEFAULT_GAMES_PER_CHAMP.line);
  });
});

describe('feed', () => {
  it('starts with hello and a snapshot; snapshot plus deltas equals the final state', () => {
    const s = setup({ rate: 2000, sim: { startDelayMs: [20_000, 90_000] } });
    const gameId = firstLiveGame(s.world);
    const topics = ['home', 'sport:1:live', 'sport:1:line', 'champ:4301', `game:${gameId}`];
    const sink = memorySink();
    s.hub.connect({ topics, lang: 'ru', resume: undefined, sink });
    const [hello, snapshot] = sink.events();
    expect(hello?.event).toBe('hello');
    expect(helloMessageSchema.parse(hello?.data).resume).toBe('none');
    expect(snapshotMessageSchema.parse(snapshot?.data).reason).toBe('connect');
    s.run(4 * 60_000, 100);
    const events = sink.events();
    const { games } = replayClient(events);
    // Games started, finished and were created meanwhile, so membership changed both ways.
    const deltas = events.filter((e) => e.event === 'delta').flatMap((e) => deltaMessageSchema.parse(e.data).deltas);
    expect(deltas.some((d) => d.t === 'added')).toBe(true);
    expect(deltas.some((d) => d.t === 'removed')).toBe(true);
    expect(deltas.some((d) => d.t === 'coef')).toBe(true);
    const expected = (() => {
      const other = memorySink();
      s.hub.connect({ topics, lang: 'ru', resume: undefined, sink: other });
      return gamesFromSnapshot(snapshotMessageSchema.parse(other.events()[1]?.data).games);
    })();
    expect(games).toEqual(expected);
    expect(games[gameId]?.markets.length).toBeGreaterThan(1);
    expect(Object.keys(games).length).toBeGreaterThan(5);
  });

  it('stamps every batch with the server time and a sequence one above the last, the SSE id', () => {
    const s = setup();
    const sink = memorySink();
    s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: undefined, sink });
    s.run(2_000, 50);
    const batches = sink
      .events()
      .filter((e) => e.event === 'delta')
      .map((e) => ({ id: Number(e.id), msg: deltaMessageSchema.parse(e.data) }));
    expect(batches.length).toBeGreaterThan(5);
    for (const b of batches) {
      expect(b.msg.seq).toBe(b.id);
      expect(b.msg.serverTs).toBeGreaterThan(START);
      expect(b.msg.serverTs).toBeLessThanOrEqual(START + 2_000);
    }
    for (let i = 1; i < batches.length; i += 1) expect(batches[i]?.msg.prev).toBe(batches[i - 1]?.id);
  });

  it('a resume within the window gets exactly the batches missed, no snapshot', () => {
    const s = setup({ rate: 3000 });
    const gameId = firstLiveGame(s.world);
    const topics = [`game:${gameId}`, 'sport:1:live'];
    const steady = memorySink();
    s.hub.connect({ topics, lang: 'en', resume: undefined, sink: steady });
    const dropping = memorySink();
    const first = s.hub.connect({ topics, lang: 'en', resume: undefined, sink: dropping });
    s.run(1_000, 50);
    s.hub.disconnect(first.id);
    const { lastId, games: held } = replayClient(dropping.events());
    if (lastId === undefined) throw new Error('no id');
    s.run(2_000, 50);
    const again = memorySink();
    s.hub.connect({ topics, lang: 'en', resume: lastId, sink: again });
    const [hello, ...rest] = again.events();
    expect(helloMessageSchema.parse(hello?.data).resume).toBe('replayed');
    expect(rest.every((e) => e.event === 'delta')).toBe(true);
    const missed = steady.events().filter((e) => e.event === 'delta' && Number(e.id) > lastId);
    expect(missed.length).toBeGreaterThan(10);
    expect(rest.map((e) => e.id)).toEqual(missed.map((e) => e.id));
    expect(rest.map((e) => deltaMessageSchema.parse(e.data).deltas)).toEqual(missed.map((e) => deltaMessageSchema.parse(e.data).deltas));
    expect(deltaMessageSchema.parse(rest[0]?.data).prev).toBe(lastId);
    expect(replayClient(rest, held).games).toEqual(replayClient(steady.events()).games);
  });

  it('a resume across games starting and finishing still ends in the current state', () => {
    const s = setup({ rate: 1000, sim: { startDelayMs: [10_000, 40_000] } });
    const topics = ['sport:43:live', 'sport:43:line', 'home'];
    const sink = memorySink();
    const conn = s.hub.connect({ topics, lang: 'en', resume: undefined, sink });
    s.run(5_000, 100);
    s.hub.disconnect(conn.id);
    const before = replayClient(sink.events());
    s.run(25_000, 100);
    const again = memorySink();
    s.hub.connect({ topics, lang: 'en', resume: before.lastId, sink: again });
    expect(helloMessageSchema.parse(again.events()[0]?.data).resume).toBe('replayed');
    expect(replayClient(again.events(), before.games).games).toEqual(freshSnapshot(s.hub, topics));
  });

  it('a resume outside the window gets a fresh snapshot with the expired flag', () => {
    const s = setup({ feed: { windowMs: 1_000 } });
    const sink = memorySink();
    const conn = s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: undefined, sink });
    s.run(500, 50);
    s.hub.disconnect(conn.id);
    const { lastId } = replayClient(sink.events());
    s.run(5_000, 50);
    const again = memorySink();
    s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: lastId, sink: again });
    const [hello, snapshot] = again.events();
    expect(helloMessageSchema.parse(hello?.data).resume).toBe('expired');
    expect(snapshotMessageSchema.parse(snapshot?.data).reason).toBe('resume_expired');
    expect(Number(snapshot?.id)).toBe(s.hub.seq);
    // A token from an earlier server process (sequence numbers start at its clock) is never replayed.
    const stale = memorySink();
    s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: 12345, sink: stale });
    expect(helloMessageSchema.parse(stale.events()[0]?.data).resume).toBe('expired');
  });

  it('sends a heartbeat after 15 s without anything else, carrying the current id', () => {
    const s = setup({ rate: 500 });
    const sink = memorySink();
    s.hub.connect({ topics: ['game:999999'], lang: 'en', resume: undefined, sink });
    const beats = (): SseEvent[] => sink.events().filter((e) => e.event === 'heartbeat');
    s.run(14_950, 50);
    expect(beats()).toHaveLength(0);
    s.run(50, 50);
    expect(beats()).toHaveLength(1);
    expect(heartbeatMessageSchema.parse(beats()[0]?.data).serverTs).toBe(START + 15_000);
    expect(Number(beats()[0]?.id)).toBe(s.hub.seq);
    s.run(15_000, 50);
    expect(beats()).toHaveLength(2);
    // A busy connection gets no heartbeat: its batches show it is alive.
    const busy = memorySink();
    s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: undefined, sink: busy });
    s.run(30_000, 50);
    expect(busy.events().filter((e) => e.event === 'heartbeat')).toHaveLength(0);
  });

  it('changes topics without reconnecting: a snapshot of the new topics follows', () => {
    const s = setup();
    const sink = memorySink();
    const conn = s.hub.connect({ topics: ['sport:1:live'], lang: 'en', resume: undefined, sink });
    s.run(500);
    const gameId = firstLiveGame(s.world);
    expect(s.hub.subscribe(conn.id, [`game:${gameId}`])?.topicNames).toEqual([`game:${gameId}`]);
    const snap = sink
      .events()
      .filter((e) => e.event === 'snapshot')
      .at(-1);
    const msg = snapshotMessageSchema.parse(snap?.data);
    expect(msg.reason).toBe('subscribe');
    expect(msg.games.map((g) => g.gameId)).toEqual([gameId]);
    s.run(1_000);
    const after = sink.events().filter((e) => e.event === 'delta' && Number(e.id) > msg.seq);
    for (const e of after)
      for (const d of deltaMessageSchema.parse(e.data).deltas) expect(d.t === 'added' ? d.game.gameId : d.gameId).toBe(gameId);
    expect(s.hub.subscribe('nope', ['home'])).toBeUndefined();
  });

  it('holds back a slow client, conflates what waits, and drops it with a reason when it stays slow', () => {
    const s = setup({ rate: 3000, feed: { slowTimeoutMs: 5_000, maxBacklog: 100_000 } });
    const gameId = firstLiveGame(s.world);
    const topics = [`game:${gameId}`];
    const sink = memorySink();
    s.hub.connect({ topics, lang: 'en', resume: undefined, sink });
    s.run(500);
    const seen = sink.events().length;
    sink.slow = true;
    s.run(2_000);
    expect(sink.events().length).toBe(seen);
    sink.slow = false;
    s.run(50);
    const caughtUp = sink.events().slice(seen);
    expect(caughtUp).toHaveLength(1);
    const merged = deltaMessageSchema.parse(caughtUp[0]?.data);
    const outcomes = merged.deltas.filter((d) => d.t === 'coef').map((d) => (d.t === 'coef' ? d.outcomeId : 0));
    expect(new Set(outcomes).size).toBe(outcomes.length);
    expect(replayClient(sink.events()).games).toEqual(freshSnapshot(s.hub, topics));

    sink.slow = true;
    s.run(5_100);
    expect(sink.ended).toBe(true);
    const closing = sink.events().at(-1);
    expect(closing?.event).toBe('closing');
    expect(closingMessageSchema.parse(closing?.data).reason).toBe('slow_client');
    expect(s.hub.connections.size).toBe(0);
  });

  it('a backlog too big even conflated becomes a snapshot once the client catches up', () => {
    const s = setup({ rate: 3000, feed: { maxBacklog: 10 } });
    const sink = memorySink();
    s.hub.connect({ topics: ['sport:1:live', 'sport:1:line'], lang: 'en', resume: undefined, sink });
    sink.slow = true;
    s.run(1_000);
    sink.slow = false;
    s.run(50);
    const last = sink
      .events()
      .filter((e) => e.event === 'snapshot')
      .at(-1);
    expect(snapshotMessageSchema.parse(last?.data).reason).toBe('slow_client');
  });

  it('closeAll ends every connection with a shutdown event', () => {
    const s = setup();
    const sinks = [memorySink(), memorySink()];
    for (const sink of sinks) s.hub.connect({ topics: ['home'], lang: 'en', resume: undefined, sink });
    s.hub.closeAll('shutdown');
    for (const sink of sinks) {
      expect(sink.ended).toBe(true);
      expect(closingMessageSchema.parse(sink.events().at(-1)?.data).reason).toBe('shutdown');
    }
    expect(s.hub.connections.size).toBe(0);
  });
});

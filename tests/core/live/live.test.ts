import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyDelta, applyDeltas, gamesFromSnapshot, sameGame, shareGames, type LiveGames } from '../../../src/core/live/apply';
import { withMatchEvent } from '../../../src/core/live/events';
import { MATCH_EVENTS_KEPT } from '../../../src/protocol/constants/matchEvents';
import { conflate, conflateBatches, deltaKey } from '../../../src/core/live/conflate';
import { checkBatch, parseResumeToken, planResume } from '../../../src/core/live/resume';
import { detailFor, parseTopics, topicMatches, type GameFacts } from '../../../src/core/live/topics';
import { feedDeltaSchema, type FeedDelta, type Game, type Market, type MatchEvent } from '../../../src/protocol/schemas/live';

// Small id spaces so deltas collide on the same outcome, market and game often.
const gameIds = [1, 2, 3] as const;
const marketIdsOf = (g: number): number[] => [g * 100 + 1, g * 100 + 2];
const outcomeIdsOf = (m: number): number[] => [m * 10 + 1, m * 10 + 2];

const coefArb = fc.integer({ min: 1010, max: 20_000 }).map((m) => m / 1000);
const statusArb = fc.constantFrom(1 as const, 2 as const, 3 as const, 4 as const);

/** A match event is a fact of its game and id: the server never sends two different events under one id. */
const matchEvent = (gameId: number, id: number): MatchEvent => ({
  id,
  kind: id % 3 === 0 ? 'goal' : 'attack',
  side: id % 2 === 0 ? 1 : 2,
  x: ((gameId * 7 + id) % 10) / 10,
  y: 0.5,
  period: 1,
  timeSec: id * 60,
  ...(id % 3 === 0 ? { points: 1 } : {}),
});
const eventIds = [1, 2, 3, 4, 5, 6, 7, 8];

function gameArb(gameId: number): fc.Arbitrary<Game> {
  const market = (marketId: number): fc.Arbitrary<Market> =>
    fc.record({
      marketId: fc.constant(marketId),
      typeId: fc.constant(1),
      name: fc.constant('Result'),
      param: fc.constant(null),
      isSuspended: fc.boolean(),
      outcomes: fc
        .tuple(coefArb, coefArb)
        .map(([a, b]) =>
          outcomeIdsOf(marketId).map((outcomeId, i) => ({ outcomeId, typeId: i + 1, kind: 1, name: `o${i}`, coef: i === 0 ? a : b })),
        ),
    });
  return fc.record({
    gameId: fc.constant(gameId),
    sportId: fc.constant(1),
    champId: fc.constant(101),
    champName: fc.constant('Premier League'),
    opponent1: fc.constant('A'),
    opponent2: fc.constant('B'),
    startTime: fc.constant(1_700_000_000_000),
    isTop: fc.boolean(),
    hasVideo: fc.boolean(),
    sportSlug: fc.constant('football'),
    isCyber: fc.constant(false),
    team1Slug: fc.constant('a'),
    team2Slug: fc.constant('b'),
    status: statusArb,
    period: fc.nat(4),
    score1: fc.nat(5),
    score2: fc.nat(5),
    fullScore: fc.string({ maxLength: 5 }),
    timeSec: fc.option(fc.nat(5400), { nil: null }),
    markets: fc.subarray(marketIdsOf(gameId), { minLength: 1 }).chain((ids) => fc.tuple(...ids.map(market))),
    // Held from a game topic (its latest events) or from a list (none).
    events: fc.option(
      fc.subarray(eventIds).map((ids) => ids.map((id) => matchEvent(gameId, id))),
      { nil: undefined },
    ),
  });
}

const stateArb = fc
  .subarray([...gameIds])
  .chain((ids) => fc.tuple(...ids.map(gameArb)))
  .map(gamesFromSnapshot);

const deltaArb: fc.Arbitrary<FeedDelta> = fc.constantFrom(...gameIds).chain((gameId) => {
  const marketId = fc.constantFrom(...marketIdsOf(gameId));
  return fc.oneof(
    {
      weight: 6,
      arbitrary: marketId.chain((m) =>
        fc.record({
          t: fc.constant('coef' as const),
          gameId: fc.constant(gameId),
          marketId: fc.constant(m),
          outcomeId: fc.constantFrom(...outcomeIdsOf(m)),
          coef: coefArb,
        }),
      ),
    },
    {
      weight: 2,
      arbitrary: fc.record({ t: fc.constant('market' as const), gameId: fc.constant(gameId), marketId, isSuspended: fc.boolean() }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        t: fc.constant('game' as const),
        gameId: fc.constant(gameId),
        status: statusArb,
        period: fc.nat(4),
        score1: fc.nat(5),
        score2: fc.nat(5),
        fullScore: fc.string({ maxLength: 5 }),
        timeSec: fc.option(fc.nat(5400), { nil: null }),
      }),
    },
    { weight: 1, arbitrary: gameArb(gameId).map((game) => ({ t: 'added' as const, game })) },
    { weight: 1, arbitrary: fc.constant({ t: 'removed' as const, gameId }) },
    { weight: 2, arbitrary: fc.constantFrom(...eventIds).map((id) => ({ t: 'event' as const, gameId, event: matchEvent(gameId, id) })) },
  );
});

/** A flush never carries one event twice (each is emitted once): later repeats of an event's key are left out. */
const onceEach = (deltas: FeedDelta[]): FeedDelta[] => {
  const seen = new Set<string>();
  return deltas.filter((d) => {
    if (d.t !== 'event') return true;
    const key = deltaKey(d);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};
const flushArb = (maxLength: number) => fc.array(deltaArb, { maxLength }).map(onceEach);

describe('conflate', () => {
  it('applying the conflated deltas gives the same state as applying all of them in order', () => {
    fc.assert(
      fc.property(stateArb, flushArb(60), (state, deltas) => {
        expect(applyDeltas(state, conflate(deltas))).toEqual(applyDeltas(state, deltas));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps exactly one delta per outcome, market, game header and game life, the latest one', () => {
    fc.assert(
      fc.property(fc.array(deltaArb, { maxLength: 60 }), (deltas) => {
        const out = conflate(deltas);
        const keys = out.map(deltaKey);
        expect(new Set(keys).size).toBe(keys.length);
        expect(new Set(keys)).toEqual(new Set(deltas.map(deltaKey)));
        for (const d of out) expect(d).toBe(deltas.findLast((x) => deltaKey(x) === deltaKey(d)));
      }),
    );
  });

  it('is idempotent, and conflating batches equals conflating their concatenation', () => {
    fc.assert(
      fc.property(fc.array(fc.array(deltaArb, { maxLength: 20 }), { maxLength: 5 }), (batches) => {
        const once = conflateBatches(batches);
        expect(conflate(once)).toEqual(once);
        expect(once).toEqual(conflate(batches.flat()));
      }),
    );
  });

  it('the latest coefficient per outcome wins within a flush', () => {
    const d = (coef: number): FeedDelta => ({ t: 'coef', gameId: 1, marketId: 101, outcomeId: 1011, coef });
    const other: FeedDelta = { t: 'coef', gameId: 1, marketId: 101, outcomeId: 1012, coef: 3 };
    expect(conflate([d(1.5), other, d(1.7), d(1.9)])).toEqual([other, d(1.9)]);
  });

  it('every generated delta is valid by the protocol schema', () => {
    fc.assert(
      fc.property(deltaArb, (delta) => void feedDeltaSchema.parse(delta)),
      { numRuns: 200 },
    );
  });
});

describe('applyDelta', () => {
  it('shares every game and market it does not change', () => {
    fc.assert(
      fc.property(stateArb, deltaArb, (state, delta) => {
        const next = applyDelta(state, delta);
        const touched = delta.t === 'added' ? delta.game.gameId : delta.gameId;
        for (const [id, game] of Object.entries(state)) if (Number(id) !== touched) expect(next[id]).toBe(game);
      }),
    );
  });

  it('a batch applied at once equals its deltas applied one by one, and shares the games it does not touch', () => {
    fc.assert(
      fc.property(stateArb, fc.array(deltaArb, { maxLength: 40 }), (state, deltas) => {
        const oneByOne = deltas.reduce((games, d) => applyDelta(games, d), state);
        const batch = applyDeltas(state, deltas);
        expect(batch).toEqual(oneByOne);
        const touched = new Set(deltas.map((d) => String(d.t === 'added' ? d.game.gameId : d.gameId)));
        for (const [id, game] of Object.entries(state)) if (!touched.has(id)) expect(batch[id]).toBe(game);
      }),
      { numRuns: 300 },
    );
    const state = gamesFromSnapshot([]);
    expect(applyDeltas(state, [{ t: 'removed', gameId: 9 }])).toBe(state);
  });

  it('a snapshot keeps the objects of the games that did not change, and only those', () => {
    fc.assert(
      fc.property(stateArb, fc.array(deltaArb, { maxLength: 10 }), (state, deltas) => {
        const later = applyDeltas(state, deltas);
        // As if it came over the wire: new objects everywhere.
        const snapshot = gamesFromSnapshot(Object.values(structuredClone(later)));
        const shared = shareGames(state, snapshot);
        expect(shared).toEqual(later);
        for (const [id, game] of Object.entries(shared)) {
          if (state[id] && sameGame(state[id], later[id]!)) expect(game).toBe(state[id]);
          else expect(game).toBe(snapshot[id]);
        }
      }),
    );
  });

  it('ignores changes of games and markets it does not hold', () => {
    const state = gamesFromSnapshot([]);
    expect(applyDelta(state, { t: 'coef', gameId: 9, marketId: 901, outcomeId: 9011, coef: 2 })).toBe(state);
    expect(applyDelta(state, { t: 'removed', gameId: 9 })).toBe(state);
  });
});

describe('resume', () => {
  const window = { first: 101, last: 150 };
  it('replays from the next batch while the window still holds it', () => {
    expect(planResume(window, 100)).toEqual({ kind: 'replay', from: 101 });
    expect(planResume(window, 120)).toEqual({ kind: 'replay', from: 121 });
    expect(planResume(window, 150)).toEqual({ kind: 'replay', from: 151 });
  });
  it('asks for a snapshot without a token, outside the window or from the future', () => {
    expect(planResume(window, undefined)).toEqual({ kind: 'snapshot', reason: 'no_token' });
    expect(planResume(window, 99)).toEqual({ kind: 'snapshot', reason: 'expired' });
    expect(planResume(window, 151)).toEqual({ kind: 'snapshot', reason: 'from_future' });
  });
  it('reads tokens strictly', () => {
    expect(parseResumeToken(' 42 ')).toBe(42);
    for (const bad of [null, undefined, '', '-1', '1.5', 'abc', '1e3']) expect(parseResumeToken(bad)).toBeUndefined();
  });
  it('a client applies a batch only when it continues its last id', () => {
    expect(checkBatch(10, { seq: 12, prev: 10 })).toEqual({ kind: 'apply' });
    expect(checkBatch(10, { seq: 12, prev: 11 })).toEqual({ kind: 'gap', expected: 10 });
    expect(checkBatch(10, { seq: 10, prev: 9 })).toEqual({ kind: 'stale' });
  });
});

describe('topics', () => {
  const game = (over: Partial<GameFacts>): GameFacts => ({ gameId: 7, sportId: 1, champId: 101, isTop: false, status: 1, ...over });
  it('parses, de-duplicates and reports what is not a topic', () => {
    const parsed = parseTopics(['home', ' sport:1:live', 'home', 'champ:0', 'game:12', 'sport:1:both', '']);
    expect(parsed.names).toEqual(['home', 'sport:1:live', 'game:12']);
    expect(parsed.invalid).toEqual(['champ:0', 'sport:1:both']);
  });
  it('matches sections by status: line is 1, live is 2 and 3, finished games only by game topic', () => {
    const [live, line, champ, home, one] = parseTopics(['sport:1:live', 'sport:1:line', 'champ:101', 'home', 'game:7']).topics;
    if (!live || !line || !champ || !home || !one) throw new Error('parse');
    expect([1, 2, 3, 4].map((status) => topicMatches(live, game({ status: status as 1 })))).toEqual([false, true, true, false]);
    expect([1, 2, 3, 4].map((status) => topicMatches(line, game({ status: status as 1 })))).toEqual([true, false, false, false]);
    expect(topicMatches(champ, game({ status: 4 }))).toBe(false);
    expect(topicMatches(home, game({ isTop: false }))).toBe(false);
    expect(topicMatches(one, game({ status: 4 }))).toBe(true);
    expect(detailFor([live, one], game({ status: 2 }))).toBe('full');
    expect(detailFor([live], game({ status: 2 }))).toBe('main');
    expect(detailFor([live], game({ sportId: 2, status: 2 }))).toBe('none');
  });
});

describe('match events of a watched game', () => {
  const held = (events: MatchEvent[] | undefined): LiveGames =>
    gamesFromSnapshot([{ ...fc.sample(gameArb(1), { numRuns: 1, seed: 1 })[0]!, events }]);
  const add = (id: number): FeedDelta => ({ t: 'event', gameId: 1, event: matchEvent(1, id) });
  const ids = (games: LiveGames): number[] | undefined => games[1]?.events?.map((e) => e.id);

  it('keeps the latest MATCH_EVENTS_KEPT, oldest first, in the order they came', () => {
    const deltas = Array.from({ length: MATCH_EVENTS_KEPT + 7 }, (_, i) => add(i + 1));
    const games = applyDeltas(held([]), deltas);
    expect(ids(games)).toEqual(Array.from({ length: MATCH_EVENTS_KEPT }, (_, i) => i + 8));
    // One by one gives the same as the batch.
    expect(deltas.reduce(applyDelta, held([]))).toEqual(games);
  });

  it('drops an event it holds already (a resume replaying what a snapshot had), keeping the same object', () => {
    const games = applyDeltas(held([]), [add(1), add(2), add(3)]);
    expect(applyDeltas(games, [add(2), add(3)])).toBe(games);
    expect(ids(applyDeltas(games, [add(3), add(4)]))).toEqual([1, 2, 3, 4]);
    expect(withMatchEvent([matchEvent(1, 5)], matchEvent(1, 5))).toBeNull();
    expect(withMatchEvent([matchEvent(1, 1), matchEvent(1, 2)], matchEvent(1, 3), 2)?.map((e) => e.id)).toEqual([2, 3]);
  });

  it('ignores events of a game held from a list (no events there) and of a game not held', () => {
    const listed = held(undefined);
    expect(applyDeltas(listed, [add(1)])).toBe(listed);
    expect(applyDeltas({}, [add(1)])).toEqual({});
  });

  it('conflation never drops an event: every event of a flush survives it, in order', () => {
    fc.assert(
      fc.property(flushArb(60), (deltas) => {
        const events = (list: FeedDelta[]) => list.filter((d) => d.t === 'event');
        expect(events(conflate(deltas))).toEqual(events(deltas));
      }),
    );
  });

  it('a snapshot with the same events keeps the held game (shareGames), with other events replaces it', () => {
    const games = applyDeltas(held([]), [add(1), add(2)]);
    const same = gamesFromSnapshot([{ ...games[1]!, events: [matchEvent(1, 1), matchEvent(1, 2)] }]);
    expect(shareGames(games, same)[1]).toBe(games[1]);
    const other = gamesFromSnapshot([{ ...games[1]!, events: [matchEvent(1, 2), matchEvent(1, 3)] }]);
    expect(sameGame(games[1]!, other[1]!)).toBe(false);
  });
});

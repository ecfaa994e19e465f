import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_LIVE_PROJECTION, type LiveGameView, type LiveProjection } from '../../../src/protocol/live-client';
import { applyLivePatch, livePart } from '../../../src/ui/runtime/livePatch';
import { diffLiveProjection } from '../../../src/worker/live/patch';

function view(gameId: number, coef: number, suspended = false): LiveGameView {
  return {
    gameId,
    sportId: 1,
    champId: 101,
    champName: 'P',
    opponent1: 'A',
    opponent2: 'B',
    startTime: 1,
    isTop: true,
    hasVideo: false,
    gameNumber: null,
    periodScores: [],
    rowMarketIds: [gameId * 10],
    sportSlug: 'football',
    isCyber: false,
    team1Slug: 'a',
    team2Slug: 'b',
    status: 2,
    period: 1,
    score1: 0,
    score2: 0,
    fullScore: '0:0',
    timeSec: 1,
    markets: [
      {
        marketId: gameId * 10,
        typeId: 1,
        name: 'R',
        param: null,
        isSuspended: suspended,
        outcomes: [
          { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef, text: String(coef), dir: null, changes: 0, at: 0 },
          { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: 2, text: '2', dir: null, changes: 0, at: 0 },
        ],
      },
    ],
  };
}

/** What a tab holds after postMessage: a copy, nothing shared with the worker's objects. */
const overTheWire = <T>(value: T): T => structuredClone(value);

describe('live projection patches', () => {
  it('carry only the games and lists that changed, and nothing when nothing did', () => {
    const games = Object.fromEntries([1, 2, 3].map((id) => [id, view(id, 1.5)]));
    const prev: LiveProjection = { ...EMPTY_LIVE_PROJECTION, games, lists: { home: [1, 2, 3] } };
    expect(diffLiveProjection(prev, prev)).toBeNull();
    expect(diffLiveProjection(prev, { ...prev })).toBeNull();
    // One odds of game 2 moved: the live service keeps the other outcome's view, so only the moved one goes.
    const moved = view(2, 1.6);
    const kept = games[2]!.markets[0]!;
    const next: LiveProjection = {
      ...prev,
      games: { ...games, 2: { ...moved, markets: [{ ...kept, outcomes: [moved.markets[0]!.outcomes[0]!, kept.outcomes[1]!] }] } },
    };
    const patch = diffLiveProjection(prev, next);
    expect(patch).toEqual({
      set: {},
      games: {},
      gameParts: { 2: { set: {}, markets: {}, outcomes: { 0: { 0: moved.markets[0]!.outcomes[0] } } } },
      lists: {},
    });
    // A game whose markets changed in number goes whole.
    const grown = { ...moved, markets: [...moved.markets, { ...kept, marketId: 99 }] };
    expect(diffLiveProjection(prev, { ...prev, games: { ...games, 2: grown } })?.games).toEqual({ 2: grown });
    const gone = diffLiveProjection(next, {
      ...next,
      games: { 1: games[1]!, 2: next.games[2]! },
      lists: { home: [1, 2] },
      inCoupon: { 101: true },
    });
    expect(gone).toEqual({ set: { inCoupon: { 101: true } }, games: { 3: null }, gameParts: {}, lists: { home: [1, 2] } });
  });

  it('applied in the tab give the new projection, keep every unchanged object, and name the parts that changed', () => {
    const games = Object.fromEntries([1, 2].map((id) => [id, view(id, 1.5)]));
    const prev: LiveProjection = { ...EMPTY_LIVE_PROJECTION, games, lists: { home: [1, 2] } };
    const held = overTheWire(prev);
    // As the live service builds it: the outcome that did not move keeps its view object.
    const moved = view(2, 1.7);
    const kept = games[2]!.markets[0]!;
    const next: LiveProjection = {
      ...prev,
      games: { 1: games[1]!, 2: { ...moved, markets: [{ ...kept, outcomes: [moved.markets[0]!.outcomes[0]!, kept.outcomes[1]!] }] } },
      feed: { status: 'online', attempt: 0, retryAt: null },
    };
    const { value, parts } = applyLivePatch(held, overTheWire(diffLiveProjection(prev, next)!));
    expect(value).toEqual(next);
    expect([...parts].sort()).toEqual([livePart.field('feed'), livePart.game(2)].sort());
    // Structural sharing: game 1 and the list did not change, so the tab keeps its objects; in game 2 the untouched outcome too.
    expect(value.games[1]).toBe(held.games[1]);
    expect(value.lists).toBe(held.lists);
    expect(value.games[2]).not.toBe(held.games[2]);
    expect(value.games[2]!.markets[0]!.outcomes[1]).toBe(held.games[2]!.markets[0]!.outcomes[1]);
  });

  it('any sequence of projections, sent as one whole value then patches, arrives exactly', () => {
    const step = fc.record({
      coefs: fc.dictionary(
        fc.constantFrom('1', '2', '3', '4', '5'),
        fc.option(fc.double({ min: 1.01, max: 50, noNaN: true }), { nil: null }),
      ),
      list: fc.subarray([1, 2, 3, 4, 5]),
      feed: fc.constantFrom('online' as const, 'offline' as const),
      inCoupon: fc.subarray([101, 201, 301]),
    });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 8 }), (steps) => {
        let worker: LiveProjection = EMPTY_LIVE_PROJECTION;
        let tab: LiveProjection = overTheWire(worker);
        for (const s of steps) {
          // As the live service builds it: a game that did not change keeps its object.
          const games: Record<string, LiveGameView> = { ...worker.games };
          for (const [id, coef] of Object.entries(s.coefs)) {
            if (coef === null) delete games[id];
            else if (games[id]?.markets[0]?.outcomes[0]?.coef !== coef) games[id] = view(Number(id), coef);
          }
          const next: LiveProjection = {
            ...worker,
            games,
            lists: { home: s.list },
            feed: s.feed === worker.feed.status ? worker.feed : { status: s.feed, attempt: 0, retryAt: null },
            inCoupon: Object.fromEntries(s.inCoupon.map((id) => [id, true as const])),
          };
          const patch = diffLiveProjection(worker, next);
          if (patch) tab = applyLivePatch(tab, overTheWire(patch)).value;
          worker = next;
          expect(tab).toEqual(worker);
        }
      }),
    );
  });
});

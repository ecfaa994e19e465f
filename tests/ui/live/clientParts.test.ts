import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProjectionMessage } from '../../../src/protocol/api';
import { EMPTY_LIVE_PROJECTION, type LiveGameView, type LiveProjection } from '../../../src/protocol/live-client';
import { CoreClientImpl, type Link } from '../../../src/ui/runtime/client';
import { livePart } from '../../../src/ui/runtime/livePatch';

function view(gameId: number, coef: number): LiveGameView {
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
        isSuspended: false,
        outcomes: [
          { outcomeId: gameId * 100 + 1, typeId: 1, kind: 1, name: '1', coef, text: String(coef), dir: null, changes: 0, at: 0 },
          { outcomeId: gameId * 100 + 2, typeId: 3, kind: 1, name: '2', coef: 2, text: '2', dir: null, changes: 0, at: 0 },
        ],
      },
    ],
  };
}

function link(): Link {
  let next = 1;
  return {
    host: 'shared',
    api: {
      subscribe: async () => next++,
      unsubscribe: async () => undefined,
      dispatch: async () => ({ accepted: true, seq: 0 }),
    } as unknown as Link['api'],
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  vi.useRealTimers();
});

describe('the tab applies live patches', () => {
  it('wakes only the readers of the parts that changed, and keeps every other object', async () => {
    const client = new CoreClientImpl('tab');
    client.attachLink(link());
    const woken: string[] = [];
    const follow = (part: string) => client.subscribePart('live', part, () => woken.push(part));
    follow(livePart.game(1));
    follow(livePart.game(2));
    follow(livePart.list('home'));
    follow(livePart.field('inCoupon'));
    await settle();
    vi.useFakeTimers();
    const whole: LiveProjection = { ...EMPTY_LIVE_PROJECTION, games: { 1: view(1, 1.5), 2: view(2, 1.5) }, lists: { home: [1, 2] } };
    const push = (message: ProjectionMessage) => client.sink.push([message]);
    push({ subscriptionId: 1, name: 'live', value: whole });
    await vi.advanceTimersByTimeAsync(100);
    expect(woken.sort()).toEqual([livePart.field('inCoupon'), livePart.game(1), livePart.game(2), livePart.list('home')].sort());
    const before = client.getSnapshot('live')!;

    woken.length = 0;
    push({ subscriptionId: 1, name: 'live', patch: { set: {}, games: { 2: view(2, 1.8) }, lists: {}, gameParts: {} } });
    await vi.advanceTimersByTimeAsync(100);
    expect(woken).toEqual([livePart.game(2)]);
    const after = client.getSnapshot('live')!;
    expect(after.games[1]).toBe(before.games[1]);
    expect(after.lists).toBe(before.lists);
    expect(after.games[2]?.markets[0]?.outcomes[0]?.coef).toBe(1.8);
    expect(after.games[2]?.markets[0]?.outcomes[1]).toBe(before.games[2]?.markets[0]?.outcomes[1]);

    // A patch equal to what the tab holds wakes nobody.
    woken.length = 0;
    push({ subscriptionId: 1, name: 'live', patch: { set: {}, games: { 2: view(2, 1.8) }, lists: {}, gameParts: {} } });
    await vi.advanceTimersByTimeAsync(100);
    expect(woken).toEqual([]);
    expect(client.getSnapshot('live')).toBe(after);
  });

  it('ignores a patch made for another subscription than the one whose whole value it holds', async () => {
    const client = new CoreClientImpl('tab');
    client.attachLink(link());
    client.subscribePart('live', livePart.game(1), () => undefined);
    await settle();
    vi.useFakeTimers();
    client.sink.push([{ subscriptionId: 1, name: 'live', value: { ...EMPTY_LIVE_PROJECTION, games: { 1: view(1, 1.5) } } }]);
    await vi.advanceTimersByTimeAsync(100);
    client.sink.push([{ subscriptionId: 9, name: 'live', patch: { set: {}, games: { 1: null }, lists: {}, gameParts: {} } }]);
    await vi.advanceTimersByTimeAsync(100);
    expect(client.getSnapshot('live')?.games[1]).toBeDefined();
  });
});

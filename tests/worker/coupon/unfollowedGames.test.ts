import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { describe, expect, it } from 'vitest';
import { initialCouponState, type CouponState } from '../../../src/core/coupon';
import { couponBetSchema, type CouponBet } from '../../../src/protocol/coupon';
import { DEFAULT_BETTING_STATE } from '../../../src/protocol/live-client';
import type { HttpClient } from '../../../src/worker/http';
import { LiveService, type LivePlayer } from '../../../src/worker/live';
import { couponFeedGames, MAX_COUPON_GAMES } from '../../../src/worker/live/couponGames';
import { slipView } from '../../../src/worker/coupon/view';
import { NO_SESSION } from '../../../src/worker/session';
import { VirtualClock } from '../../support/virtualClock';
import { FakeTransport } from '../feed/fakeFeed';

/**
 * The coupon follows at most MAX_COUPON_GAMES games on the feed: the slip
 * says which bets get no live updates, naming exactly the games the live
 * service left out of its subscription.
 */
function bet(outcomeId: number, gameId: number): CouponBet {
  return couponBetSchema.parse({
    market: { id: outcomeId, sportId: 1, typeId: 1, coef: 1.5, kind: 1, isLive: false, champId: 101, gameId, param: null },
    blockId: 0,
    clickedCoef: 1.5,
    fullScore: '',
    gameStatus: 1,
  });
}

/** One bet on each of games 1..n in that order, and a second bet on game 1 (it counts once). */
function betsOnGames(n: number): CouponBet[] {
  return [...Array.from({ length: n }, (_, i) => bet(1000 + i, i + 1)), bet(5000, 1)];
}

const slipOf = (bets: CouponBet[]) => {
  const coupon: CouponState = { ...initialCouponState, bets };
  return slipView({
    coupon,
    session: NO_SESSION,
    config: null,
    coefViewId: 0,
    quoting: false,
    quoteFailure: null,
    placementRetrying: false,
  });
};

function liveWith(bets: CouponBet[]) {
  const clock = new VirtualClock(5_000_000);
  const transport = new FakeTransport();
  const warnings: string[] = [];
  const player: LivePlayer = { bets, coefViewId: 0, lang: 'en', betting: DEFAULT_BETTING_STATE, preferences: DEFAULT_PREFERENCES };
  const http = { post: async () => ({ ok: true, value: { data: { connectionId: 'c1', topics: [], seq: 1 } } }) } as unknown as HttpClient;
  const live = new LiveService({
    clock,
    transport,
    http,
    player: () => player,
    changed: () => {},
    dispatch: async () => ({ accepted: true, seq: 1 }),
    log: { warn: (m) => void warnings.push(m) },
  });
  live.couponChanged();
  clock.advance(0);
  return { topics: [...transport.last.topics].sort(), warnings };
}

describe('games of the coupon the feed does not follow', () => {
  it('up to MAX_COUPON_GAMES games every bet is followed and the slip says nothing', () => {
    const bets = betsOnGames(MAX_COUPON_GAMES);
    const slip = slipOf(bets);
    expect(slip.unfollowedGames).toBe(0);
    expect(slip.bets.every((b) => !b.unfollowed)).toBe(true);
    const { topics, warnings } = liveWith(bets);
    expect(topics).toHaveLength(MAX_COUPON_GAMES);
    expect(warnings).toEqual([]);
  });

  it('beyond it, the slip marks exactly the bets of the games the feed left out, counting each game once', () => {
    const bets = [...betsOnGames(MAX_COUPON_GAMES + 2), bet(6000, MAX_COUPON_GAMES + 2)];
    const slip = slipOf(bets);
    expect(slip.unfollowedGames).toBe(2);
    const unfollowedBets = slip.bets.filter((b) => b.unfollowed).map((b) => b.bet.market.id);
    expect(unfollowedBets).toEqual([1000 + MAX_COUPON_GAMES, 1000 + MAX_COUPON_GAMES + 1, 6000]);

    const { topics, warnings } = liveWith(bets);
    const followedBySlip = new Set(slip.bets.filter((b) => !b.unfollowed).map((b) => `game:${b.bet.market.gameId}`));
    expect(topics).toEqual([...followedBySlip].sort());
    expect(warnings).toEqual([`the coupon follows ${MAX_COUPON_GAMES} of its ${MAX_COUPON_GAMES + 2} games on the feed`]);
  });

  it('removing an early game brings the next one back under the feed', () => {
    const bets = betsOnGames(MAX_COUPON_GAMES + 1);
    expect(couponFeedGames(bets).unfollowed).toEqual([MAX_COUPON_GAMES + 1]);
    const fewer = bets.filter((b) => b.market.gameId !== 2);
    expect(couponFeedGames(fewer).unfollowed).toEqual([]);
    expect(slipOf(fewer).unfollowedGames).toBe(0);
  });
});

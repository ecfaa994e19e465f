import { describe, expect, it } from 'vitest';
import { decide, evolve, type CouponState } from '../../../src/core/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import type { CouponCommand } from '../../../src/protocol/coupon';
import type { Game } from '../../../src/protocol/schemas/live';
import { couponFacts, factKey } from '../../../src/worker/live/couponFacts';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, runAll, signedIn } from '../../core/coupon/flow';
import { game } from '../feed/fakeFeed';

/** Game 500 holds outcome 1000, the market of newBet(0, ...). */
const feedGame = (header: Partial<Game>): Game => {
  const g = game(500, [2, 3], header);
  return {
    ...g,
    markets: g.markets.map((m) => ({ ...m, outcomes: m.outcomes.map((o, i) => (i === 0 ? { ...o, outcomeId: 1000, coef: 2 } : o)) })),
  };
};
const lineGame = feedGame({ status: 1, period: 0, timeSec: null, fullScore: '0:0' });
const kickedOff = feedGame({ status: 2, period: 1, timeSec: 0 });
const scored = feedGame({ status: 2, period: 1, timeSec: 700, score1: 1, fullScore: '1:0 (1:0)' });

/** What the worker does on each feed batch: the facts for the coupon's bets, through the coupon rules. */
function feed(state: CouponState, g: Game): CouponState {
  return couponFacts(state.bets, { [g.gameId]: g }).reduce((s, fact) => {
    const d = decide(s, { id: factKey(fact), ...fact } as CouponCommand, context());
    if (isRejection(d)) throw new Error(d.code);
    return d.reduce(evolve, s);
  }, state);
}

const lineBetCoupon = (drop: boolean): CouponState =>
  runAll(signedIn(), [
    cmd('coupon/addBet', { bet: newBet(0, 2, { gameStatus: 1 }) }),
    cmd('coupon/changeSettings', { changes: { isDropOnScoreChange: drop } }),
  ]);

describe('couponFacts: a line bet follows its game into live', () => {
  it('says nothing while the game is in the line, then reports kick-off once per game', () => {
    const s = lineBetCoupon(false);
    expect(couponFacts(s.bets, { 500: lineGame })).toEqual([]);
    expect(couponFacts(s.bets, { 500: kickedOff })).toEqual([
      { type: 'coupon/liveGameState', payload: { gameId: 500, gameStatus: 2, timeSec: 0, score: '0:0' } },
    ]);
    // The clock ticking is no new fact: the same key while the first is in flight.
    const later = couponFacts(s.bets, { 500: feedGame({ status: 2, period: 1, timeSec: 30 }) });
    expect(later.map(factKey)).toEqual(couponFacts(s.bets, { 500: kickedOff }).map(factKey));
  });

  it('line bet, kick-off, goal: with drop-on-score-change the bet leaves the coupon', () => {
    let s = feed(lineBetCoupon(true), lineGame);
    s = feed(s, kickedOff);
    expect(s.bets[0]).toMatchObject({ gameStatus: 2, fullScore: '0:0' });
    expect(couponFacts(s.bets, { 500: kickedOff })).toEqual([]);
    s = feed(s, scored);
    expect(s.bets).toEqual([]);
  });

  it('line bet, kick-off, goal: without it the bet stays with the new score', () => {
    let s = feed(lineBetCoupon(false), kickedOff);
    s = feed(s, scored);
    expect(s.bets.map((b) => [b.market.id, b.gameStatus, b.fullScore])).toEqual([[1000, 2, '1:0']]);
  });

  it('a bet that missed the kick-off (offline) learns the running score and then follows it', () => {
    let s = feed(lineBetCoupon(true), scored);
    expect(s.bets[0]).toMatchObject({ gameStatus: 2, fullScore: '1:0' });
    s = feed(s, feedGame({ status: 2, period: 1, timeSec: 900, score1: 1, score2: 1, fullScore: '1:1 (1:1)' }));
    expect(s.bets).toEqual([]);
  });
});

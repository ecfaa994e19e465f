import { describe, expect, it } from 'vitest';
import { isBetLive, type CouponState } from '../../../src/core/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, run, runAll, signedIn } from './flow';

/** A line bet (game 500) and a bet of another game (501), both added before any kick-off. */
const lineCoupon = (dropOnScoreChange: boolean): CouponState =>
  runAll(signedIn(), [
    cmd('coupon/addBet', { bet: newBet(0, 2, { gameStatus: 1 }) }),
    cmd('coupon/addBet', { bet: newBet(1, 3, { gameStatus: 1 }) }),
    cmd('coupon/changeSettings', { changes: { isDropOnScoreChange: dropOnScoreChange } }),
  ]);

const kickoff = cmd('coupon/liveGameState', { gameId: 500, gameStatus: 2, timeSec: 0, score: '0:0' });
const goal = cmd('coupon/liveScore', { gameId: 500, score: '1:0' });

describe('coupon: a line bet whose game goes live', () => {
  it('learns at kick-off that it is live, with the game clock and the score 0:0', () => {
    const before = lineCoupon(false);
    expect(isBetLive(before.bets[0]!)).toBe(false);
    const { state, events } = run(before, kickoff);
    expect(events).toEqual([{ type: 'coupon/gameStateChanged', v: 1, payload: { gameId: 500, gameStatus: 2, timeSec: 0, score: '0:0' } }]);
    expect(state.bets[0]).toMatchObject({ gameStatus: 2, timeSec: 0, fullScore: '0:0', market: { isLive: true } });
    expect(isBetLive(state.bets[0]!)).toBe(true);
    // The other game's bet is untouched.
    expect(state.bets[1]).toMatchObject({ gameStatus: 1, timeSec: null, fullScore: '' });
    expect(isBetLive(state.bets[1]!)).toBe(false);
  });

  it('with drop-on-score-change, the first goal after kick-off drops the bet', () => {
    const live = run(lineCoupon(true), kickoff).state;
    const { state, events } = run(live, goal);
    expect(events).toEqual([{ type: 'coupon/betDeleted', v: 1, payload: { marketId: 1000, reason: 'score_changed' } }]);
    expect(state.bets.map((b) => b.market.id)).toEqual([1001]);
  });

  it('without it, the goal only updates the score and the bet stays', () => {
    const live = run(lineCoupon(false), kickoff).state;
    const { state, events } = run(live, goal);
    expect(events).toEqual([{ type: 'coupon/scoreChanged', v: 1, payload: { gameId: 500, score: '1:0' } }]);
    expect(state.bets.map((b) => [b.market.id, b.fullScore])).toEqual([
      [1000, '1:0'],
      [1001, ''],
    ]);
  });

  it('a known score is not overwritten by a status change: only a score fact changes it', () => {
    let s = run(lineCoupon(true), kickoff).state;
    const toBreak = run(s, cmd('coupon/liveGameState', { gameId: 500, gameStatus: 3, timeSec: 2700, score: '1:0' }));
    s = toBreak.state;
    expect(s.bets[0]).toMatchObject({ gameStatus: 3, timeSec: 2700, fullScore: '0:0' });
    expect(isBetLive(s.bets[0]!)).toBe(true);
    // The goal still counts as a score change after the break.
    expect(run(s, goal).events).toEqual([{ type: 'coupon/betDeleted', v: 1, payload: { marketId: 1000, reason: 'score_changed' } }]);
  });

  it('a state the bets already know, an unknown game and a finished game cause nothing', () => {
    const live = run(lineCoupon(false), kickoff).state;
    expect(run(live, cmd('coupon/liveGameState', { gameId: 500, gameStatus: 2, timeSec: 65, score: '0:0' })).events).toEqual([]);
    expect(run(live, cmd('coupon/liveGameState', { gameId: 999, gameStatus: 2, timeSec: 0, score: '0:0' })).events).toEqual([]);
    const finished = run(live, cmd('coupon/liveGameFinished', { gameId: 500 })).state;
    expect(run(finished, cmd('coupon/liveGameState', { gameId: 500, gameStatus: 3, timeSec: 10, score: '0:0' })).events).toEqual([]);
  });
});

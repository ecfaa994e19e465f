import { describe, expect, it } from 'vitest';
import { isBetLive, toCouponBet, type CouponState } from '../../../src/core/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, config, context, rejection, run, runAll, signedIn } from './flow';

const withBets = (odds: number[], s: CouponState = signedIn()) =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );
const placed = (s: CouponState) => run(s, cmd('coupon/place', {})).events.some((e) => e.type === 'coupon/placing');

describe('server limits at placement: minBetAmount, maxBetAmount, maxPayout', () => {
  it('the larger minimum of the config and the server binds, with its value in the reason', () => {
    let s = run(withBets([2, 3]), cmd('coupon/setAmount', { amount: 1500 })).state;
    s = run(s, cmd('coupon/serverInfo', { minBetAmount: 2000 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toEqual({ rejected: true, code: 'coupon.amount_below_min', params: { min: 2000 } });
    s = run(s, cmd('coupon/serverInfo', { minBetAmount: 500 })).state;
    s = run(s, cmd('coupon/setAmount', { amount: 900 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.amount_below_min', params: { min: 1000 } });
  });

  it('the smaller maximum binds; no maximum applies to a bonus account (SPEC 5)', () => {
    let s = run(withBets([2, 3]), cmd('coupon/serverInfo', { maxBetAmount: 10000 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toEqual({ rejected: true, code: 'coupon.amount_above_max', params: { max: 10000 } });
    s = run(s, cmd('coupon/selectAccount', { accountId: 8, accountType: 4, currencyIso: 'RUB' })).state;
    // Neither the server's 10,000 nor the config's 500,000.
    s = run(s, cmd('coupon/setAmount', { amount: 900_000 })).state;
    expect(placed(s)).toBe(true);
  });

  it('a vip bet asks to go above the maximum, so none applies', () => {
    let s = run(withBets([2, 3]), cmd('coupon/serverInfo', { maxBetAmount: 10000 })).state;
    s = run(s, cmd('coupon/changeSettings', { changes: { isVipBet: true } })).state;
    s = run(s, cmd('coupon/setAmount', { amount: 900_000 })).state;
    expect(placed(s)).toBe(true);
  });

  it('maxPayout caps the possible win shown; placement goes on and the server pays at most it', () => {
    let s = run(withBets([2, 3]), cmd('coupon/serverInfo', { maxPayout: 50000 })).state;
    expect(s.possibleWin).toEqual({ amount: 50000, uncapped: 90000, isCapped: true });
    expect(placed(s)).toBe(true);
    s = run(s, cmd('coupon/serverInfo', { maxPayout: null })).state;
    expect(s.possibleWin).toEqual({ amount: 90000, uncapped: 90000, isCapped: false });
  });

  it('many singles: every single against the limits, with its market in the reason', () => {
    let s = run(withBets([2, 3]), cmd('coupon/changeType', { typeId: 9 })).state;
    s = runAll(s, [
      cmd('coupon/serverInfo', { minBetAmount: 2000 }),
      cmd('coupon/setAmount', { amount: 5000 }),
      cmd('coupon/setAmountByBet', { marketId: 1001, amount: 1500 }),
    ]);
    expect(rejection(s, cmd('coupon/place', {}))).toEqual({
      rejected: true,
      code: 'coupon.amount_below_min',
      params: { min: 2000, marketId: 1001 },
    });
  });
});

describe('split stakes at placement: at least 1 minor unit a line', () => {
  it('system 2/3 needs 3 minor units; its option says the larger of combo x 1 and the server minimum', () => {
    let s = run(withBets([2, 3, 4]), cmd('coupon/changeType', { typeId: 2 })).state;
    expect(s.systemValues).toEqual([{ value: 2, offset: 0, minBetAmount: 3, combo: 3 }]);
    s = run(s, cmd('coupon/serverInfo', { minBetAmount: 5000 })).state;
    expect(s.systemValues).toEqual([{ value: 2, offset: 0, minBetAmount: 5000, combo: 3 }]);
    s = runAll(s, [cmd('coupon/serverInfo', { minBetAmount: null }), cmd('coupon/setAmount', { amount: 2 })]);
    expect(rejection(s, cmd('coupon/place', {}))).toEqual({ rejected: true, code: 'coupon.amount_below_min', params: { min: 3 } });
    expect(s.possibleWin).toBeNull(); // the calculators cannot price 2 minor units over 3 lines
    s = run(s, cmd('coupon/setAmount', { amount: 3 })).state;
    expect(placed(s)).toBe(true);
  });

  it.each<[number, number]>([
    [7, 7], // lucky of 3: 3 singles, 3 doubles, 1 treble
    [8, 4], // patent of 3: 3 doubles, 1 treble
  ])('type %i of 3 legs needs %i minor units', (typeId, lines) => {
    let s = run(withBets([2, 3, 4]), cmd('coupon/changeType', { typeId: typeId as 7 })).state;
    s = run(s, cmd('coupon/setAmount', { amount: lines - 1 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.amount_below_min', params: { min: lines } });
    expect(placed(run(s, cmd('coupon/setAmount', { amount: lines })).state)).toBe(true);
  });

  it('multibet: the lines of its system part', () => {
    let s = run(withBets([2, 3, 4, 5]), cmd('coupon/changeType', { typeId: 4 })).state;
    s = runAll(s, [cmd('coupon/setBankers', { marketIds: [1000] }), cmd('coupon/setAmount', { amount: 2 })]);
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.amount_below_min', params: { min: 3 } });
  });
});

describe('conditional blocks of two bets or more are expresses', () => {
  const conditional = (overrides: Parameters<typeof newBet>[2][] = []) => {
    const s = runAll(
      signedIn(),
      [0, 1, 2].map((i) => cmd('coupon/addBet', { bet: newBet(i, 2, overrides[i] ?? {}) })),
    );
    return run(s, cmd('coupon/changeType', { typeId: 5 })).state;
  };

  it('two bets of one game in one block are refused like in an express', () => {
    const sameGame = { market: { ...newBet(1, 2).market, gameId: 500 } };
    let s = conditional([{}, sameGame]);
    // one bet per block: dependent bets may sit in different blocks (each a single)
    expect(s.bets.every((b, i) => b.blockId === i + 1)).toBe(true);
    expect(placed(s)).toBe(true);
    s = run(s, cmd('coupon/moveToBlock', { marketId: 1001, blockId: 1 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toEqual({ rejected: true, code: 'coupon.bet_locked', params: { marketId: 1000 } });
  });

  it('an express-banned bet may be a single block, not part of an express block', () => {
    let s = conditional([{}, { isBannedExpress: true }]);
    expect(placed(s)).toBe(true);
    s = run(s, cmd('coupon/moveToBlock', { marketId: 1001, blockId: 3 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.bet_locked', params: { marketId: 1001 } });
  });
});

describe('predicates (SPEC 4)', () => {
  it('a game time of 0 is a game time: the bet is live; no clock is not', () => {
    expect(isBetLive(toCouponBet(newBet(0, 2, { timeSec: 0 })))).toBe(true);
    expect(isBetLive(toCouponBet(newBet(0, 2, { timeSec: null })))).toBe(false);
    expect(isBetLive(toCouponBet(newBet(0, 2, { timeSec: 0, gameStatus: 4 })))).toBe(false);
  });

  it('a vip bet on a live bet (clock at 0) is refused', () => {
    let s = runAll(signedIn(), [cmd('coupon/addBet', { bet: newBet(0, 2, { timeSec: 0 }) }), cmd('coupon/addBet', { bet: newBet(1, 3) })]);
    s = runAll(s, [cmd('coupon/serverInfo', { maxBetAmount: 100000 }), cmd('coupon/changeSettings', { changes: { isVipBet: true } })]);
    expect(rejection(s, cmd('coupon/place', {}), context({ bonusSettings: { ...config.bonusSettings, isVipBetEnabled: true } })).code).toBe(
      'coupon.vip_bet_not_allowed',
    );
  });
});

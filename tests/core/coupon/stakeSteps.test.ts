import { describe, expect, it } from 'vitest';
import { amountStepOf, currencyInfo, type CouponState } from '../../../src/core/coupon';
import { COUPON_TYPE } from '../../../src/protocol/constants/couponTypes';
import { newBet } from '../../arbitraries/coupon';
import { cmd, run, runAll, signedIn } from './flow';

/** + and - on a stake field: the slip sends what the field shows, the core steps it on the stake grid and sets it. */
const withBets = (odds: number[], s: CouponState = signedIn()): CouponState =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );
const step = (s: CouponState, target: Parameters<typeof cmd<'coupon/stepStake'>>[1]['target'], from: number, direction: 1 | -1) =>
  run(s, cmd('coupon/stepStake', { target, from, direction })).state;

describe('stepping a stake (coupon/stepStake)', () => {
  it('snaps to the currency step from what the field shows, never below 0', () => {
    const s = withBets([2, 3]);
    const grid = amountStepOf(s);
    expect(grid).toBe(currencyInfo(s.currencyIso).step);
    expect(step(s, { field: 'amount' }, grid + 5, 1).amount).toBe(2 * grid);
    expect(step(s, { field: 'amount' }, grid + 5, -1).amount).toBe(grid);
    expect(step(s, { field: 'amount' }, 5, -1).amount).toBe(0);
  });

  it('follows the player’s manual step, and the manual step itself moves by one major unit', () => {
    let s = withBets([2, 3]);
    s = run(s, cmd('coupon/changeSettings', { changes: { isManualAmountStep: true } })).state;
    expect(s.settings.amountStepByCurrencyIso[s.currencyIso]).toBe(currencyInfo(s.currencyIso).step);
    s = run(s, cmd('coupon/setAmountStep', { step: 2_500 })).state;
    expect(amountStepOf(s)).toBe(2_500);
    expect(step(s, { field: 'amount' }, 2_600, 1).amount).toBe(5_000);
    const major = 10 ** currencyInfo(s.currencyIso).exponent;
    expect(amountStepOf(step(s, { field: 'amountStep' }, 2_500, 1))).toBe(2_500 - (2_500 % major) + major);
    expect(run(s, cmd('coupon/setAmountStep', { step: 0 })).events).toEqual([]);
    s = run(s, cmd('coupon/changeSettings', { changes: { isManualAmountStep: false } })).state;
    expect(s.settings.amountStepByCurrencyIso).toEqual({});
  });

  it('steps each field with its own setter: a single of many singles, a block, the one-click stakes', () => {
    let s = withBets([2, 3]);
    const grid = amountStepOf(s);
    s = run(s, cmd('coupon/changeType', { typeId: COUPON_TYPE.manySingles })).state;
    const marketId = s.bets[1]!.market.id;
    expect(step(s, { field: 'bet', marketId }, 0, 1).amountByBetId[String(marketId)]).toBe(grid);
    expect(step(s, { field: 'oneClick' }, grid, 1).settings.oneClickAmount).toBe(2 * grid);
    expect(step(s, { field: 'bonusOneClick' }, grid, -1).settings.bonusAccountOneClickAmount).toBe(0);
    s = run(s, cmd('coupon/changeType', { typeId: COUPON_TYPE.conditional })).state;
    const blockId = s.bets[0]!.blockId;
    expect(step(s, { field: 'block', blockId }, 0, 1).amountByBlockId[String(blockId)]).toBe(grid);
  });
});

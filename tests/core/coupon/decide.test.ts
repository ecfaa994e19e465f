import { describe, expect, it } from 'vitest';
import { initialCouponState, type CouponState } from '../../../src/core/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, rejection, run, runAll, signedIn } from './flow';

const withBets = (odds: number[], s: CouponState = signedIn()): CouponState =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );

describe('coupon flow: bets and type', () => {
  it('adding bets turns a single into an express; deleting back to one makes it a single', () => {
    let s = withBets([2]);
    expect(s.typeId).toBe(0);
    expect(s.coef).toBe(2);
    s = runAll(signedIn(), [cmd('coupon/addBet', { bet: newBet(0, 2) }), cmd('coupon/addBet', { bet: newBet(1, 1.5) })]);
    expect(s.typeId).toBe(1);
    expect(s.coef).toBe(3);
    s = run(s, cmd('coupon/deleteBet', { marketId: 1001 })).state;
    expect(s.typeId).toBe(0);
    expect(s.coef).toBe(2);
  });

  it('rejects a duplicate bet, an unknown bet and a malformed command', () => {
    const s = withBets([2]);
    expect(rejection(s, cmd('coupon/addBet', { bet: newBet(0, 2) })).code).toBe('coupon.bet_already_added');
    expect(rejection(s, cmd('coupon/deleteBet', { marketId: 9 })).code).toBe('coupon.bet_not_found');
    expect(rejection(s, cmd('coupon/addBet', { bet: newBet(3, 0.5) })).code).toBe('coupon.invalid_command');
  });

  it('two bets of one game are dependent, and a dependent bet locks an express', () => {
    const s = runAll(signedIn(), [
      cmd('coupon/addBet', { bet: newBet(0, 2) }),
      cmd('coupon/addBet', { bet: newBet(1, 1.8, { market: { ...newBet(1, 1.8).market, gameId: 500 } }) }),
    ]);
    expect(s.bets.every((b) => b.isDepend)).toBe(true);
    expect(rejection(s, cmd('coupon/place', {})).code).toBe('coupon.bet_locked');
  });

  it('changes type, system value and bankers, with the system options', () => {
    let s = withBets([2, 3.5, 2.4, 1.8]);
    s = run(s, cmd('coupon/changeType', { typeId: 2 })).state;
    expect(s.systemValues.map((o) => [o.value, o.combo])).toEqual([
      [2, 6],
      [3, 4],
    ]);
    s = run(s, cmd('coupon/setSystemValue', { value: 3 })).state;
    expect(s.systemValue).toBe(3);
    expect(rejection(s, cmd('coupon/setSystemValue', { value: 1 }))).toMatchObject({
      code: 'coupon.system_value',
      params: { min: 2, max: 3 },
    });
    expect(rejection(s, cmd('coupon/setSystemValue', { value: 4 })).code).toBe('coupon.system_value');
    s = run(s, cmd('coupon/setBankers', { marketIds: [1000] })).state;
    expect(s.bets[0]?.blockId).toBe(0);
    expect(s.systemValue).toBe(2); // 3 free legs left: 2/3 is the only system
    expect(s.systemValues).toEqual([{ value: 2, offset: 1, minBetAmount: 3, combo: 3 }]);
    expect(rejection(s, cmd('coupon/setBankers', { marketIds: [1000, 1001] })).code).toBe('coupon.too_many_bankers');
  });

  it('amount, amount by block (conditional) and amount by bet (many singles)', () => {
    let s = withBets([2, 3, 1.5]);
    s = run(s, cmd('coupon/setAmount', { amount: 20000 })).state;
    expect(s.amount).toBe(20000);
    s = run(s, cmd('coupon/changeType', { typeId: 5 })).state;
    expect(s.bets.map((b) => b.blockId)).toEqual([1, 2, 3]);
    expect(rejection(s, cmd('coupon/setAmountByBlock', { blockId: 1, amount: 'max' })).code).toBe('coupon.first_block_needs_amount');
    s = run(s, cmd('coupon/setAmountByBlock', { blockId: 2, amount: 'max' })).state;
    expect(s.amountByBlockId).toEqual({ 2: 'max' });
    s = run(s, cmd('coupon/changeType', { typeId: 9 })).state;
    s = run(s, cmd('coupon/setAmountByBet', { marketId: 1001, amount: 5000 })).state;
    expect(s.amountByBetId).toEqual({ 1001: 5000 });
    expect(s.coef).toBe(1.889); // mean of 2, 3, 1.5 weighted by the stakes 200.00, 50.00, 200.00
  });

  it('promo codes: manual, from the list, never on many singles', () => {
    let s = withBets([2, 3]);
    s = run(s, cmd('coupon/setPromoCode', { code: 'HELLO', source: 'manual' })).state;
    expect([s.promoCode, s.manualPromoCode]).toEqual(['HELLO', 'HELLO']);
    expect(rejection(s, cmd('coupon/setPromoCode', { code: 'LIST1', source: 'list' })).code).toBe('coupon.promo_code_unknown');
    s = run(s, cmd('coupon/serverInfo', { promoCodes: ['LIST1'] })).state;
    s = run(s, cmd('coupon/setPromoCode', { code: 'LIST1', source: 'list' })).state;
    expect([s.promoCode, s.manualPromoCode]).toEqual(['LIST1', 'HELLO']);
    s = run(s, cmd('coupon/changeType', { typeId: 9 })).state;
    expect(s.promoCode).toBeNull();
    expect(rejection(s, cmd('coupon/setPromoCode', { code: 'HELLO', source: 'manual' })).code).toBe('coupon.promo_code_not_allowed');
  });
});

describe('coupon flow: place, accepted, error, sell, insurance, repeat', () => {
  it('place emits placing with the payload and a refId from ctx.newId()', () => {
    const s = withBets([2, 3]);
    const { state, events } = run(s, cmd('coupon/place', {}), context());
    expect(events).toHaveLength(1);
    const e = events[0];
    expect(e?.type).toBe('coupon/placing');
    if (e?.type !== 'coupon/placing') return;
    expect(e.payload.refId).toBe('ref-1');
    expect(e.payload.payload).toMatchObject({
      refId: 'ref-1',
      typeId: 1,
      amount: 15000,
      coef: 6,
      accountId: 7,
      userId: 42,
      changeCoefAction: 2,
    });
    expect(e.payload.payload.bets.map((b) => b.marketId)).toEqual([1000, 1001]);
    expect(state.phase).toBe('placing');
    expect(rejection(state, cmd('coupon/addBet', { bet: newBet(5, 2) })).code).toBe('coupon.placing_in_progress');
  });

  it('rejects placing an empty coupon, without account, below min, above max (not for a bonus account)', () => {
    expect(rejection(signedIn(), cmd('coupon/place', {})).code).toBe('coupon.empty');
    expect(rejection(withBets([2, 3], initialCouponState), cmd('coupon/place', {})).code).toBe('coupon.no_account');
    let s = run(withBets([2, 3]), cmd('coupon/setAmount', { amount: 999 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.amount_below_min', params: { min: 1000 } });
    s = run(s, cmd('coupon/setAmount', { amount: 600_000 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.amount_above_max', params: { max: 500_000 } });
    const bonus = run(s, cmd('coupon/selectAccount', { accountId: 8, accountType: 4, currencyIso: 'RUB' })).state;
    expect(run(bonus, cmd('coupon/place', {})).events[0]?.type).toBe('coupon/placing');
  });

  it('accepted clears the coupon (unless fixed) and keeps the placed coupon; an unknown ref is rejected', () => {
    const placing = run(withBets([2, 3]), cmd('coupon/place', {})).state;
    expect(rejection(placing, cmd('coupon/reportAccepted', { refId: 'other', couponId: 'X' })).code).toBe('coupon.unknown_ref');
    const s = run(placing, cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C1' })).state;
    expect(s.phase).toBe('accepted');
    expect(s.bets).toHaveLength(0);
    expect(s.successCoupon).toMatchObject({ id: 'C1', refId: 'ref-1', soldAmount: null });
    const fixed = run(withBets([2, 3]), cmd('coupon/changeSettings', { changes: { isCouponFixed: true } })).state;
    const placed = runAll(fixed, [cmd('coupon/place', {}), cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C2' })], context());
    expect(placed.bets).toHaveLength(2);
  });

  it('error keeps the bets and records the code', () => {
    const placing = run(withBets([2, 3]), cmd('coupon/place', {})).state;
    const s = run(placing, cmd('coupon/reportError', { refId: 'ref-1', code: 'limit', params: { max: 5 } })).state;
    expect(s.phase).toBe('failed');
    expect(s.bets).toHaveLength(2);
    expect(s.lastError).toEqual({ code: 'limit', params: { max: 5 } });
    expect(run(s, cmd('coupon/place', {}), context()).events[0]?.type).toBe('coupon/placing');
  });

  it('repeat puts the placed coupon back, with its stakes by bet and by block', () => {
    let s = withBets([2, 3, 1.5]);
    s = runAll(
      s,
      [
        cmd('coupon/changeType', { typeId: 9 }),
        cmd('coupon/setAmountByBet', { marketId: 1001, amount: 5000 }),
        cmd('coupon/place', {}),
        cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C1' }),
      ],
      context(),
    );
    expect(s.bets).toHaveLength(0);
    const { state: repeated, events } = run(s, cmd('coupon/repeat', {}));
    expect(events[0]).toMatchObject({ type: 'coupon/repeated', v: 2, payload: { amountByBetId: { 1001: 5000 }, amountByBlockId: {} } });
    expect(repeated.bets.map((b) => b.market.id)).toEqual([1000, 1001, 1002]);
    expect([repeated.typeId, repeated.amount]).toEqual([9, 15000]);
    expect(repeated.amountByBetId).toEqual({ 1001: 5000 });

    let c = run(withBets([2, 3, 1.5]), cmd('coupon/changeType', { typeId: 5 })).state;
    c = runAll(
      c,
      [
        cmd('coupon/setAmountByBlock', { blockId: 2, amount: 'max' }),
        cmd('coupon/setAmountByBlock', { blockId: 3, amount: 4000 }),
        cmd('coupon/place', {}),
        cmd('coupon/reportAccepted', { refId: 'ref-1', couponId: 'C2' }),
        cmd('coupon/repeat', {}),
      ],
      context(),
    );
    expect([c.typeId, c.amountByBlockId]).toEqual([5, { 2: 'max', 3: 4000 }]);
    expect(rejection(signedIn(), cmd('coupon/repeat', {})).code).toBe('coupon.nothing_to_repeat');
  });
});

describe('coupon flow: live feed', () => {
  it('blocked and unblocked; a blocked bet cannot be placed', () => {
    let s = withBets([2, 3]);
    s = run(s, cmd('coupon/liveBlock', { marketId: 1000, isBlocked: true })).state;
    expect(s.bets[0]?.isBlocked).toBe(true);
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({ code: 'coupon.bet_blocked', params: { marketId: 1000 } });
    s = run(s, cmd('coupon/liveBlock', { marketId: 1000, isBlocked: false })).state;
    expect(s.bets[0]?.isBlocked).toBe(false);
    expect(run(s, cmd('coupon/liveBlock', { marketId: 424242, isBlocked: true })).events).toEqual([]);
  });

  it('score change updates the score, or drops the bet when drop-on-score-change is on', () => {
    let s = withBets([2, 3]);
    s = run(s, cmd('coupon/liveScore', { gameId: 500, score: '1:0' })).state;
    expect(s.bets[0]?.fullScore).toBe('1:0');
    s = run(s, cmd('coupon/changeSettings', { changes: { isDropOnScoreChange: true } })).state;
    const { state, events } = run(s, cmd('coupon/liveScore', { gameId: 500, score: '2:0' }));
    expect(events).toEqual([{ type: 'coupon/betDeleted', v: 1, payload: { marketId: 1000, reason: 'score_changed' } }]);
    expect(state.bets.map((b) => b.market.id)).toEqual([1001]);
  });

  it('game finished marks the bet, which then cannot be placed', () => {
    const s = run(withBets([2, 3]), cmd('coupon/liveGameFinished', { gameId: 501 })).state;
    expect(s.bets[1]?.isFinished).toBe(true);
    expect(rejection(s, cmd('coupon/place', {})).code).toBe('coupon.game_finished');
  });
});

import { describe, expect, it } from 'vitest';
import { needsCoefConfirmation, type CouponState } from '../../../src/core/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, context, rejection, run, runAll, signedIn } from './flow';

const withBets = (odds: number[], s: CouponState = signedIn()): CouponState =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );

const settings = (s: CouponState, changes: Parameters<typeof cmd<'coupon/changeSettings'>>[1]['changes'], confirmed?: boolean) =>
  run(s, cmd('coupon/changeSettings', confirmed === undefined ? { changes } : { changes, confirmed }));

describe('settings interplay (SPEC 4)', () => {
  it('enabling one-click with bets asks for confirmation', () => {
    const s = withBets([2, 3]);
    expect(rejection(s, cmd('coupon/changeSettings', { changes: { isActiveOneClick: true } }))).toEqual({
      rejected: true,
      code: 'coupon.one_click_clears_coupon',
      params: { bets: 2 },
    });
  });

  it('confirmed, it clears the coupon and turns one-click on', () => {
    const { state, events } = settings(withBets([2, 3]), { isActiveOneClick: true }, true);
    expect(events.map((e) => e.type)).toEqual(['coupon/cleared', 'coupon/settingsChanged']);
    expect(state.bets).toHaveLength(0);
    expect(state.settings.isActiveOneClick).toBe(true);
  });

  it('with an empty coupon, one-click turns on without asking', () => {
    expect(settings(signedIn(), { isActiveOneClick: true }).state.settings.isActiveOneClick).toBe(true);
  });

  it('one-click is refused when the site does not show it', () => {
    const ctx = context({ bonusSettings: { isExpressBonusEnabled: true, isVipBetEnabled: true, isOneClickShown: false } });
    expect(rejection(signedIn(), cmd('coupon/changeSettings', { changes: { isActiveOneClick: true } }), ctx).code).toBe(
      'coupon.one_click_unavailable',
    );
  });

  it('turning exact coefficient off resets drop-on-score-change', () => {
    let s = settings(signedIn(), { exactCoef: true, isDropOnScoreChange: true }).state;
    expect(s.settings).toMatchObject({ exactCoef: true, isDropOnScoreChange: true });
    s = settings(s, { exactCoef: false }).state;
    expect(s.settings).toMatchObject({ exactCoef: false, isDropOnScoreChange: false });
  });

  it('turning drop-on-score-change on disables one-click (and needs exact coefficient)', () => {
    let s = settings(signedIn(), { isActiveOneClick: true }).state;
    s = settings(s, { isDropOnScoreChange: true }).state;
    expect(s.settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true, exactCoef: true });
  });

  it('turning one-click on turns drop-on-score-change off: the two never hold together', () => {
    let s = settings(signedIn(), { isDropOnScoreChange: true }).state;
    expect(s.settings).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    const { state, events } = settings(s, { isActiveOneClick: true });
    expect(events).toEqual([
      { type: 'coupon/settingsChanged', v: 1, payload: { changes: { isActiveOneClick: true, isDropOnScoreChange: false } } },
    ]);
    expect(state.settings).toMatchObject({ isActiveOneClick: true, isDropOnScoreChange: false, exactCoef: true });
    s = settings(state, { isDropOnScoreChange: true }).state;
    expect(s.settings).toMatchObject({ isActiveOneClick: false, isDropOnScoreChange: true });
  });

  it('one change asking for both sides of a rule is refused', () => {
    expect(rejection(signedIn(), cmd('coupon/changeSettings', { changes: { isActiveOneClick: true, isDropOnScoreChange: true } }))).toEqual(
      {
        rejected: true,
        code: 'coupon.settings_conflict',
        params: { setting: 'isActiveOneClick', with: 'isDropOnScoreChange' },
      },
    );
    expect(rejection(signedIn(), cmd('coupon/changeSettings', { changes: { exactCoef: false, isDropOnScoreChange: true } })).code).toBe(
      'coupon.settings_conflict',
    );
  });

  it('only real changes become an event; bad values are rejected', () => {
    expect(settings(signedIn(), { isBalanceShown: true }).events).toEqual([]);
    expect(rejection(signedIn(), cmd('coupon/changeSettings', { changes: { changeCoefAction: 3 as 2 } })).code).toBe(
      'coupon.invalid_command',
    );
  });

  it('one-click places a single of the one-click amount (bonus amount on a bonus account)', () => {
    let s = settings(signedIn(), { isActiveOneClick: true, oneClickAmount: 5000, bonusAccountOneClickAmount: 2000 }).state;
    const { state, events } = run(s, cmd('coupon/placeOneClick', { bet: newBet(0, 2.5) }));
    const e = events[0];
    expect(
      e?.type === 'coupon/placing' && [e.payload.oneClick, e.payload.payload.typeId, e.payload.payload.amount, e.payload.payload.coef],
    ).toEqual([true, 0, 5000, 2.5]);
    expect(state.bets).toHaveLength(0);
    s = run(s, cmd('coupon/selectAccount', { accountId: 9, accountType: 4, currencyIso: 'RUB' })).state;
    const bonus = run(s, cmd('coupon/placeOneClick', { bet: newBet(0, 2.5) })).events[0];
    expect(bonus?.type === 'coupon/placing' && bonus.payload.payload.amount).toBe(2000);
  });
});

describe('changeCoefAction 0/1/2', () => {
  it('the rule itself', () => {
    expect(needsCoefConfirmation(0, 2, 2.1)).toBe(true);
    expect(needsCoefConfirmation(0, 2, 1.9)).toBe(true);
    expect(needsCoefConfirmation(0, 2, 2)).toBe(false);
    expect(needsCoefConfirmation(1, 2, 1.5)).toBe(false);
    expect(needsCoefConfirmation(2, 2, 2.1)).toBe(false);
    expect(needsCoefConfirmation(2, 2, 1.9)).toBe(true);
  });

  const afterChange = (action: 0 | 1 | 2, next: number): CouponState => {
    const s = settings(withBets([2, 3]), { changeCoefAction: action }).state;
    return run(s, cmd('coupon/liveCoef', { marketId: 1000, coef: next })).state;
  };

  it('default 2: a rise is accepted, a drop waits for confirmation and blocks placement', () => {
    const rise = afterChange(2, 2.2);
    expect(rise.bets[0]).toMatchObject({ clickedCoef: 2.2, isCoefChangePending: false, market: expect.objectContaining({ coef: 2.2 }) });
    expect(rise.coef).toBe(6.6);
    const drop = afterChange(2, 1.8);
    expect(drop.bets[0]).toMatchObject({ clickedCoef: 2, isCoefChangePending: true, market: expect.objectContaining({ coef: 1.8 }) });
    expect(rejection(drop, cmd('coupon/place', {}))).toMatchObject({
      code: 'coupon.coef_change_unconfirmed',
      params: { marketId: 1000, clicked: 2, coef: 1.8 },
    });
    const confirmed = run(drop, cmd('coupon/confirmCoefChanges', {})).state;
    expect(confirmed.bets[0]).toMatchObject({ clickedCoef: 1.8, isCoefChangePending: false });
    expect(run(confirmed, cmd('coupon/place', {})).events[0]?.type).toBe('coupon/placing');
  });

  it('1: any change is accepted', () => {
    expect(afterChange(1, 1.5).bets[0]).toMatchObject({ clickedCoef: 1.5, isCoefChangePending: false });
  });

  it('0: every change waits, and a return to the clicked odds clears it', () => {
    const up = afterChange(0, 2.4);
    expect(up.bets[0]).toMatchObject({ clickedCoef: 2, isCoefChangePending: true });
    const back = run(up, cmd('coupon/liveCoef', { marketId: 1000, coef: 2 })).state;
    expect(back.bets[0]).toMatchObject({ clickedCoef: 2, isCoefChangePending: false });
  });

  it('the default is 2', () => {
    expect(signedIn().settings.changeCoefAction).toBe(2);
  });
});

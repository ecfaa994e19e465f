import { describe, expect, it } from 'vitest';
import { decide, evolve, initialCouponState, type CouponState } from '../../../src/core/coupon';
import { isRejection } from '../../../src/core/shared/decision';
import type { CouponEvent } from '../../../src/protocol/coupon';
import { newBet } from '../../arbitraries/coupon';
import { cmd, config, context, rejection, run, runAll, signedIn } from './flow';

const bonusOff = () => context({ bonusSettings: { ...config.bonusSettings, isExpressBonusEnabled: false } });

const withBets = (odds: number[], s: CouponState = signedIn()) =>
  runAll(
    s,
    odds.map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
  );

function placingPayload(s: CouponState) {
  const e = run(s, cmd('coupon/place', {})).events.find((x) => x.type === 'coupon/placing');
  if (e?.type !== 'coupon/placing') throw new Error('no placing event');
  return e.payload.payload;
}

describe('express bonus: the automatic bonus bet (SPEC 4 and 5)', () => {
  it('an eligible express shows the bonus bet, its coefficient and the boosted possible win', () => {
    const s = withBets([1.5, 1.5, 1.5]);
    expect(s.expressBonus).toEqual({ eligible: true, applied: true, percent: 3, factor: 1.03, coef: 3.476 });
    expect(s.coef).toBe(3.375); // the plain express coefficient stays what it is
    expect(s.possibleWin).toEqual({ amount: 52144, uncapped: 52144, isCapped: false }); // 150.00 x 3.47625
  });

  it('placement carries it in the payload (coef stays the plain express)', () => {
    const p = placingPayload(withBets([1.5, 1.5, 1.5]));
    expect(p.coef).toBe(3.375);
    expect(p.expressBonus).toEqual({ percent: 3, factor: 1.03, coef: 3.476 });
  });

  it('ten legs and more take 10%', () => {
    const s = withBets(Array.from({ length: 10 }, () => 1.2));
    expect(s.expressBonus).toMatchObject({ eligible: true, percent: 10, factor: 1.1 });
  });

  it.each<[string, number[], { kind?: number; typeId?: 2 }]>([
    ['two legs', [1.5, 1.5], {}],
    ['a leg under 1.1', [1.5, 1.5, 1.099], {}],
    ['a leg of market kind 7', [1.5, 1.5, 1.5], { kind: 7 }],
    ['a system', [1.5, 1.5, 1.5], { typeId: 2 }],
  ])('no bonus with %s', (_, odds, o) => {
    let s = runAll(
      signedIn(),
      odds.map((c, i) =>
        cmd('coupon/addBet', { bet: newBet(i, c, i === 0 && o.kind ? { market: { ...newBet(i, c).market, kind: o.kind } } : {}) }),
      ),
    );
    if (o.typeId) s = run(s, cmd('coupon/changeType', { typeId: o.typeId })).state;
    expect(s.expressBonus).toEqual({ eligible: false, applied: false, percent: 0, factor: 1, coef: s.coef });
    expect(rejection(s, cmd('coupon/deleteBonusBet', {})).code).toBe('coupon.no_bonus_bet');
  });

  it('the site switch off: no bonus shown, none sent', () => {
    const s = runAll(
      initialCouponState,
      [
        cmd('coupon/selectAccount', { accountId: 7, accountType: 0, currencyIso: 'RUB', userId: 42 }),
        ...[1.5, 1.5, 1.5].map((o, i) => cmd('coupon/addBet', { bet: newBet(i, o) })),
      ],
      bonusOff(),
    );
    expect(s.isExpressBonusEnabled).toBe(false);
    expect(s.expressBonus.eligible).toBe(false);
    const e = run(s, cmd('coupon/place', {}), bonusOff()).events[0];
    expect(e?.type === 'coupon/placing' && e.payload.payload.expressBonus).toBeNull();
  });

  it('the first decision after the switch changes records it before its own events, and replay needs nothing else', () => {
    const s = withBets([1.5, 1.5, 1.5]);
    const d = decide(s, cmd('coupon/setAmount', { amount: 20000 }), bonusOff());
    if (isRejection(d)) throw new Error('rejected');
    expect(d.map((e) => e.type)).toEqual(['coupon/expressBonusSwitched', 'coupon/amountSet']);
    const after = d.reduce(evolve, s);
    expect(after.expressBonus.eligible).toBe(false);
    // no switch event when nothing else happens, and none when the switch is as the coupon saw it
    expect(decide(s, cmd('coupon/setAmount', { amount: s.amount }), bonusOff())).toEqual([]);
    expect(decide(after, cmd('coupon/setAmount', { amount: 100 }), bonusOff())).toEqual([
      { type: 'coupon/amountSet', v: 1, payload: { amount: 100 } },
    ]);
  });

  it('the player may delete the bonus bet; it stays out until restored or the coupon is cleared', () => {
    let s = withBets([1.5, 1.5, 1.5]);
    const { state, events } = run(s, cmd('coupon/deleteBonusBet', {}));
    expect(events).toEqual([{ type: 'coupon/bonusBetDeleted', v: 1, payload: {} }]);
    expect(state.manuallyDeletedBonusBet).toBe(true);
    expect(state.expressBonus).toMatchObject({ eligible: true, applied: false });
    expect(state.possibleWin?.amount).toBe(50625); // 150.00 x 3.375, no bonus
    expect(placingPayload(state).expressBonus).toBeNull();
    // adding a fourth leg does not bring it back
    s = run(state, cmd('coupon/addBet', { bet: newBet(5, 1.5) })).state;
    expect(s.expressBonus).toMatchObject({ eligible: true, applied: false, percent: 4 });
    s = run(s, cmd('coupon/restoreBonusBet', {})).state;
    expect(s.expressBonus).toMatchObject({ applied: true, percent: 4 });
    s = runAll(s, [cmd('coupon/deleteBonusBet', {}), cmd('coupon/clear', {})]);
    expect(s.manuallyDeletedBonusBet).toBe(false);
    expect(withBets([1.5, 1.5, 1.5], s).expressBonus.applied).toBe(true);
  });
});

describe('anti-express quote checks (A/(A-1) bound)', () => {
  // odds 1.5, 2, 2.5: A = 7.5, A/(A-1) = 1.1538..., so 1.153 is the most a quote may be
  const anti = () => run(withBets([1.5, 2, 2.5]), cmd('coupon/changeType', { typeId: 6 })).state;

  it('a quote above the bound is refused with the most it may be; the rest of the answer with it', () => {
    expect(rejection(anti(), cmd('coupon/serverInfo', { antiExpressCoef: 1.154, maxBetAmount: 500 }))).toEqual({
      rejected: true,
      code: 'coupon.anti_express_coef_implausible',
      params: { coef: 1.154, max: 1.153 },
    });
    expect(rejection(anti(), cmd('coupon/serverInfo', { antiExpressCoef: 1.1234 })).code).toBe('coupon.anti_express_coef_implausible');
    expect(rejection(signedIn(), cmd('coupon/serverInfo', { antiExpressCoef: 1.1 })).code).toBe('coupon.anti_express_coef_implausible');
  });

  it('a plausible quote is taken and the anti-express can be placed', () => {
    const s = run(anti(), cmd('coupon/serverInfo', { antiExpressCoef: 1.153 })).state;
    expect(s.antiExpressCoef).toBe(1.153);
    expect(s.coef).toBe(1.153);
    expect(run(s, cmd('coupon/place', {})).events[0]?.type).toBe('coupon/placing');
  });

  it('placement checks the quote against the odds as they are now', () => {
    let s = run(anti(), cmd('coupon/serverInfo', { antiExpressCoef: 1.15 })).state;
    // a rise of one leg lowers the bound below the quote
    s = run(s, cmd('coupon/liveCoef', { marketId: 1002, coef: 3 })).state;
    expect(rejection(s, cmd('coupon/place', {}))).toMatchObject({
      code: 'coupon.anti_express_coef_implausible',
      params: { coef: 1.15, max: 1.125 },
    });
  });
});

describe('odds precision in the flow', () => {
  it('a bet or a live coefficient with more than 3 decimals is refused, never rounded', () => {
    expect(rejection(signedIn(), cmd('coupon/addBet', { bet: newBet(0, 1.8333) }))).toEqual({
      rejected: true,
      code: 'coupon.odds_precision',
      params: { marketId: 1000, coef: 1.8333 },
    });
    const s = withBets([2, 3]);
    expect(rejection(s, cmd('coupon/liveCoef', { marketId: 1000, coef: 2.0001 })).code).toBe('coupon.odds_precision');
    const events: readonly CouponEvent[] = run(s, cmd('coupon/liveCoef', { marketId: 1000, coef: 2.001 })).events;
    expect(events[0]?.type).toBe('coupon/coefChanged');
  });
});

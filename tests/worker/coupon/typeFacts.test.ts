import { describe, expect, it } from 'vitest';
import { initialCouponState, type CouponState } from '../../../src/core/coupon';
import { DEFAULT_COUPON_SETTINGS } from '../../../src/protocol/coupon';
import { ACCOUNT_TYPE, COUPON_TYPE, type CouponTypeId } from '../../../src/protocol/constants/couponTypes';
import { slipView, typeFactsOf } from '../../../src/worker/coupon/view';
import { NO_SESSION } from '../../../src/worker/session';
import { couponBet } from '../../support/bets';

/**
 * What the slip shows differently per coupon type comes in the projection, so
 * the UI picks fields and words without reading a type id (the rooms: no
 * domain rule in src/ui).
 */
const slipOf = (over: Partial<CouponState>) =>
  slipView({
    coupon: { ...initialCouponState, ...over },
    session: NO_SESSION,
    config: null,
    coefViewId: 0,
    quoting: false,
    quoteFailure: null,
    placementRetrying: false,
  });

describe('the slip says what the coupon type means for the stake fields', () => {
  it('one stake, a chain’s unit stake, a total split over lines, a stake per single, a stake per block', () => {
    const shapes = Object.fromEntries(Object.entries(COUPON_TYPE).map(([name, id]) => [name, typeFactsOf(id).stakeShape]));
    expect(shapes).toEqual({
      single: 'whole',
      express: 'whole',
      system: 'splitOverLines',
      chain: 'perLink',
      multibet: 'splitOverLines',
      conditional: 'perBlock',
      antiExpress: 'whole',
      lucky: 'splitOverLines',
      patent: 'splitOverLines',
      manySingles: 'perBet',
    });
  });

  it('only a system and a multibet choose k and have a lobby, called banker and lobby; only many singles take no promo code', () => {
    const facts = (id: CouponTypeId) => typeFactsOf(id);
    for (const id of Object.values(COUPON_TYPE)) {
      const choosesK = id === COUPON_TYPE.system || id === COUPON_TYPE.multibet;
      expect(facts(id).systemValueChoice).toBe(choosesK);
      expect(facts(id).promoCodeAllowed).toBe(id !== COUPON_TYPE.manySingles);
    }
    expect(facts(COUPON_TYPE.system).lobbyRole).toBe('banker');
    expect(facts(COUPON_TYPE.multibet).lobbyRole).toBe('lobby');
    expect(facts(COUPON_TYPE.express).lobbyRole).toBeNull();
  });

  it('auto-max is on only for a type with one stake; the one-click stake is the bonus account’s own on a bonus account', () => {
    const settings = { ...DEFAULT_COUPON_SETTINGS, isAutoMax: true, oneClickAmount: 500, bonusAccountOneClickAmount: 900 };
    expect(slipOf({ typeId: COUPON_TYPE.express, settings }).autoMaxOn).toBe(true);
    expect(slipOf({ typeId: COUPON_TYPE.conditional, settings }).autoMaxOn).toBe(false);
    expect(slipOf({ typeId: COUPON_TYPE.manySingles, settings }).autoMaxOn).toBe(false);
    expect(slipOf({ typeId: COUPON_TYPE.express, settings: { ...settings, isAutoMax: false } }).autoMaxOn).toBe(false);
    expect(slipOf({ settings, accountType: ACCOUNT_TYPE.main }).oneClickAmount).toBe(500);
    expect(slipOf({ settings, accountType: ACCOUNT_TYPE.bonus }).oneClickAmount).toBe(900);
  });

  it('a dependent bet is locked wherever the core would refuse it: in a combining type, and in a conditional block of two', () => {
    const dependent = couponBet(1, 1.5, { isDepend: true, blockId: 1 });
    const other = couponBet(2, 1.7, { blockId: 1 });
    const alone = couponBet(3, 1.9, { blockId: 2 });
    expect(slipOf({ typeId: COUPON_TYPE.express, bets: [dependent, other] }).bets[0]?.lock).toBe('depend');
    expect(slipOf({ typeId: COUPON_TYPE.manySingles, bets: [dependent, other] }).bets[0]?.lock).toBeNull();
    expect(slipOf({ typeId: COUPON_TYPE.conditional, bets: [dependent, other, alone] }).bets[0]?.lock).toBe('depend');
    const dependentAlone = couponBet(3, 1.9, { isDepend: true, blockId: 2 });
    expect(slipOf({ typeId: COUPON_TYPE.conditional, bets: [dependent, other, dependentAlone] }).bets[2]?.lock).toBeNull();
  });
});

import type { CouponPayload } from '../../src/protocol/coupon';

/**
 * Builders of the bet shapes the tests exchange with the server and the
 * worker, each valid as it stands; `over` replaces any field.
 */

/** A placement (POST bets/place) of 100.00 on the player's active account, taking every coefficient change. */
export function couponPayload(over: Partial<CouponPayload> & Pick<CouponPayload, 'bets' | 'refId'>): CouponPayload {
  return {
    id: null,
    accountId: null,
    amount: 10_000,
    amountByBlockId: {},
    amountByBetId: {},
    changeCoefAction: 2,
    coef: 0,
    coefByView: 0,
    coefViewId: 0,
    exactCoef: false,
    isDropOnScoreChange: false,
    prepaidAmount: 0,
    systemValue: 2,
    typeId: 0,
    userId: null,
    promoCode: null,
    isVipBet: false,
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    ...over,
  };
}

import type { CouponBet, CouponPayload, PayloadBet } from '../../protocol/coupon';
import { expressBonusPayload } from './bonus';
import type { CouponState } from './state';

export function payloadBet(bet: CouponBet): PayloadBet {
  return {
    marketId: bet.market.id,
    gameId: bet.market.gameId,
    typeId: bet.market.typeId,
    coef: bet.market.coef,
    param: bet.market.param,
    blockId: bet.blockId,
    isLive: bet.market.isLive,
  };
}

/** What a placement sends (SPEC section 3, Coupon payload). */
export function buildPayload(state: CouponState, refId: string, prepaidAmount: number): CouponPayload {
  return {
    id: null,
    accountId: state.accountId,
    amount: state.amount,
    amountByBlockId: { ...state.amountByBlockId },
    amountByBetId: { ...state.amountByBetId },
    bets: state.bets.map(payloadBet),
    changeCoefAction: state.settings.changeCoefAction,
    coef: state.coef,
    coefByView: state.coefByView,
    coefViewId: state.coefViewId,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    prepaidAmount,
    refId,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId: state.userId,
    promoCode: state.typeId === 9 ? null : state.promoCode,
    isVipBet: state.settings.isVipBet,
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: state.minHyperBonusBetLimit,
    maxHyperBonusLimit: state.maxHyperBonusLimit,
    expressBonus: expressBonusPayload(state.expressBonus),
  };
}

import type { CouponBet, CouponPayload, PayloadBet } from '../../protocol/coupon';
import { expressBonusPayload } from './bonus';
import type { CouponState } from './state';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';

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
    promoCode: state.typeId === COUPON_TYPE.manySingles ? null : state.promoCode,
    isVipBet: state.settings.isVipBet,
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: state.minHyperBonusBetLimit,
    maxHyperBonusLimit: state.maxHyperBonusLimit,
    expressBonus: expressBonusPayload(state.expressBonus),
  };
}

/**
 * The refId a placement of this coupon goes with when the last one stayed
 * unanswered ('unconfirmed'): the same one while the coupon holds the same
 * bets, so a placement that did stand is answered, not made twice (a changed
 * stake or type gets the server's ref_id_conflict). Null: a new refId.
 */
export function unconfirmedRefId(state: Pick<CouponState, 'lastError' | 'bets'>): string | null {
  const last = state.lastError?.unconfirmed;
  if (!last) return null;
  const ids = new Set(state.bets.map((b) => b.market.id));
  return ids.size === last.marketIds.length && last.marketIds.every((id) => ids.has(id)) ? last.refId : null;
}

import { produce } from 'immer';
import { derive } from './derive';
import { initialCouponState, type CouponState, type PlacedCouponStatus } from './state';

/**
 * A coupon snapshot of shape v1 (before sell and insure were server round
 * trips, before the express bonus and the possible win were derived) in the
 * shape v2: the new fields start empty, a sale or insurance of the last
 * placed coupon moves into placedCouponStatus, and the derived fields are
 * computed as evolve would.
 */
export function upgradeCouponSnapshotV1(old: unknown): unknown {
  const v1 = old as Omit<
    CouponState,
    'isExpressBonusEnabled' | 'pendingRequests' | 'placedCouponStatus' | 'allowedTypeIds' | 'expressBonus' | 'possibleWin'
  >;
  const placedCouponStatus: Record<string, PlacedCouponStatus> = {};
  const last = v1.successCoupon;
  if (last && (last.soldAmount !== null || last.insuredAmount !== null)) {
    const outcome =
      last.soldAmount !== null
        ? ({ status: 'sold', requestId: null, amount: last.soldAmount } as const)
        : ({ status: 'insured', requestId: null, amount: last.insuredAmount ?? 0 } as const);
    placedCouponStatus[last.id] = { soldAmount: last.soldAmount, insuredAmount: last.insuredAmount, lastOutcome: outcome };
  }
  const v2: CouponState = {
    ...v1,
    isExpressBonusEnabled: initialCouponState.isExpressBonusEnabled,
    pendingRequests: [],
    placedCouponStatus,
    allowedTypeIds: [],
    expressBonus: initialCouponState.expressBonus,
    possibleWin: null,
  };
  return produce(v2, derive);
}

import { COUPON_LEG_LIMITS, COUPON_TYPE_IDS, MIN_FREE_SYSTEM_LEGS, type CouponTypeId } from '../../protocol/constants/couponTypes';
import { reject, type Rejection } from '../../protocol/rejections';
import type { CouponState } from './state';
import { hasBankers } from './typeFamilies';
import { freeBetCount } from './lobby';

/**
 * Why the coupon's bets cannot take `typeId`: `coupon.leg_count` with the
 * type's limits (COUPON_LEG_LIMITS) and the count. For a system or multibet
 * the bankers (lobby) join every line, so min and count are about the legs
 * outside the lobby.
 */
export function typeRejection(state: Pick<CouponState, 'bets'>, typeId: CouponTypeId): Rejection | null {
  const limits = COUPON_LEG_LIMITS[typeId];
  const count = state.bets.length;
  if (count < limits.min || count > limits.max) return reject('coupon.leg_count', { typeId, min: limits.min, max: limits.max, count });
  if (hasBankers(typeId)) {
    const free = freeBetCount(state);
    if (free < MIN_FREE_SYSTEM_LEGS) return reject('coupon.leg_count', { typeId, min: MIN_FREE_SYSTEM_LEGS, max: limits.max, count: free });
  }
  return null;
}

/**
 * The coupon types the current bets allow, in id order: what the slip offers
 * in its type picker. Empty for an empty coupon.
 */
export function allowedTypes(state: Pick<CouponState, 'bets'>): CouponTypeId[] {
  return COUPON_TYPE_IDS.filter((t) => typeRejection(state, t) === null);
}

/**
 * The type a coupon has after its bets changed (a bet added or removed, the
 * lobby changed): the same type while the bets allow it, otherwise an express
 * with 2 bets or more and a single below. The player's own type changes are
 * refused in decide instead, so this never overrides a choice.
 */
export function typeAfterBetsChanged(state: Pick<CouponState, 'bets'>, typeId: CouponTypeId): CouponTypeId {
  if (typeRejection(state, typeId) === null) return typeId;
  return state.bets.length >= 2 ? 1 : 0;
}

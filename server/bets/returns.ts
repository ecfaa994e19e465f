import { couponReturns, currentReturn, maxReturn, type BlockStake, type CouponSpec, type Leg } from '../../src/core/coupon';
import { LOBBY_BLOCK_ID, type BetStatusId, COUPON_TYPE } from '../../src/protocol/constants/couponTypes';
import { antiExpressQuote } from './antiExpress';
import { expressBonusFor, hyperBonusAmount } from './promotions';
import { MAX_PAYOUT } from './settings';
import type { StoredCoupon, StoredLeg } from './store';

const isVoid = (s: BetStatusId): boolean => s === 2 || s === 3;

/**
 * The coupon core's view of a placed coupon, with its legs at the statuses
 * given (the stored ones by default). Two things are decided here, both
 * with the core's own rules:
 * - the express bonus promised at placement is an extra leg at the bonus
 *   coefficient that always wins, re-checked on the legs that are not void
 *   (a void leg can take the express below 3 legs, or change n);
 * - an anti-express with void legs is re-quoted on the legs left (COUPON.md);
 *   with fewer than two legs left there is no express to bet against, and
 *   it is void (the stake comes back).
 */
export function specOfStored(
  coupon: StoredCoupon,
  legs: readonly StoredLeg[],
  statuses: readonly BetStatusId[] = legs.map((l) => l.status),
): CouponSpec {
  let specLegs: Leg[] = legs.map((l, i) => ({
    odds: l.coefMilli / 1000,
    status: statuses[i] ?? l.status,
    banker: l.blockId === LOBBY_BLOCK_ID,
    block: l.blockId,
  }));
  let antiExpressCoef = coupon.antiExpressCoefMilli === null ? undefined : coupon.antiExpressCoefMilli / 1000;
  if (coupon.typeId === COUPON_TYPE.antiExpress) {
    const kept = specLegs.filter((l) => !isVoid(l.status ?? -2));
    if (kept.length >= 2 && kept.length < specLegs.length) {
      antiExpressCoef = antiExpressQuote(kept.map((l) => l.odds)) ?? antiExpressCoef;
      specLegs = kept;
    } else if (kept.length < 2) {
      // No express is left to bet against: the anti-express is void and returns its stake.
      specLegs = specLegs.map((l) => ({ ...l, status: 2 }));
    }
  }
  if (coupon.expressBonus && coupon.typeId === COUPON_TYPE.express) {
    const live = legs.filter((_, i) => !isVoid(statuses[i] ?? legs[i]?.status ?? -2));
    const bonus = expressBonusFor(
      true,
      1,
      live.map((l) => ({ coef: l.coefMilli / 1000, kind: l.kind })),
    );
    if (bonus) specLegs = [...specLegs, { odds: bonus.factor, status: 1 }];
  }
  const blockStakes: Record<number, BlockStake> = {};
  for (const [k, v] of Object.entries(coupon.amountByBlock)) blockStakes[Number(k)] = v;
  return {
    typeId: coupon.typeId,
    legs: specLegs,
    stake: coupon.amount,
    ...(coupon.systemValue !== null ? { systemValue: coupon.systemValue } : {}),
    blockStakes,
    ...(antiExpressCoef !== undefined ? { antiExpressCoef } : {}),
  };
}

export interface CouponMoney {
  /** What the settled legs guarantee, paid as the coupon would be paid (hyper bonus, max payout). */
  readonly current: number;
  /** The same if every open leg wins. */
  readonly max: number;
  /** The hyper bonus inside `current`. */
  readonly hyperBonus: number;
}

/** A return as the coupon is paid: plus the hyper bonus, at most MAX_PAYOUT. */
function paid(coupon: StoredCoupon, couponReturn: number): { total: number; bonus: number } {
  const total = Math.min(MAX_PAYOUT, couponReturn + hyperBonusAmount(coupon.hyperBonus, coupon.stake, couponReturn));
  return { total, bonus: Math.max(0, total - couponReturn) };
}

export function couponMoney(coupon: StoredCoupon, legs: readonly StoredLeg[], statuses?: readonly BetStatusId[]): CouponMoney {
  const r = couponReturns(specOfStored(coupon, legs, statuses));
  const current = paid(coupon, r.current);
  return { current: current.total, max: paid(coupon, r.max).total, hyperBonus: current.bonus };
}

/** What the coupon pays with its legs at these statuses (open legs count as lost). */
export function paidAt(coupon: StoredCoupon, legs: readonly StoredLeg[], statuses: readonly BetStatusId[]): number {
  return paid(coupon, currentReturn(specOfStored(coupon, legs, statuses))).total;
}

/** The same with the open legs counted as won. */
export function mostPaidAt(coupon: StoredCoupon, legs: readonly StoredLeg[], statuses: readonly BetStatusId[]): number {
  return paid(coupon, maxReturn(specOfStored(coupon, legs, statuses))).total;
}

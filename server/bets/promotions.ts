import { expressBonusCoef, isExpressBonusEligible, type BonusLeg } from '../../src/core/coupon';
import { type CouponTypeId, COUPON_TYPE } from '../../src/protocol/constants/couponTypes';
import { EXPRESS_BONUS_PROMOTION_ID, HYPER_BONUS } from './settings';

/** What a coupon's legs qualify for: the express bonus (SPEC 5, the core's rule) and the hyper bonus (settings.ts). */

export interface ExpressBonusQuote {
  readonly expressId: number;
  /** The bonus bet's coefficient: 1 + n/100, or 1.1. */
  readonly factor: number;
}

export function expressBonusFor(enabled: boolean, typeId: CouponTypeId, legs: readonly BonusLeg[]): ExpressBonusQuote | null {
  if (!isExpressBonusEligible({ enabled, typeId, legs })) return null;
  return { expressId: EXPRESS_BONUS_PROMOTION_ID, factor: expressBonusCoef(legs.length) };
}

export interface HyperBonusTerms {
  readonly percent: number;
  readonly minBet: number;
  readonly maxBonus: number;
}

/** The hyper bonus terms an express with these legs qualifies for (the stake is checked at settlement), or null. */
export function hyperBonusTermsOf(typeId: CouponTypeId, legCoefsMilli: readonly number[]): HyperBonusTerms | null {
  if (typeId !== COUPON_TYPE.express || legCoefsMilli.length < HYPER_BONUS.minLegs) return null;
  if (legCoefsMilli.some((m) => m < HYPER_BONUS.minLegCoefMilli)) return null;
  return { percent: HYPER_BONUS.percent, minBet: HYPER_BONUS.minBet, maxBonus: HYPER_BONUS.maxBonus };
}

/**
 * The hyper bonus on a return: `percent` of the net winnings (return above
 * the stake), rounded down to a minor unit, at most `maxBonus`; nothing when
 * the stake is under `minBet` or nothing was won. Exact in bigint.
 *
 * This is promotion arithmetic the slip also shows: it belongs in
 * src/core/coupon (hyperBonusAmount) once the core takes it.
 */
export function hyperBonusAmount(terms: HyperBonusTerms | null, stake: number, couponReturn: number): number {
  if (!terms || stake < terms.minBet || couponReturn <= stake) return 0;
  const bonus = (BigInt(couponReturn - stake) * BigInt(terms.percent)) / 100n;
  return Number(bonus < BigInt(terms.maxBonus) ? bonus : BigInt(terms.maxBonus));
}

import {
  EXPRESS_BONUS_EXCLUDED_MARKET_KIND,
  EXPRESS_BONUS_RULE,
  type CouponTypeId,
  COUPON_TYPE,
  ACCOUNT_TYPE,
} from '../../protocol/constants/couponTypes';
import type { CouponTypeLimit } from '../../protocol/schemas/siteConfig';
import { reject, type Rejection } from '../../protocol/rejections';
import { oddsMilli } from './factor';
import { ratioToCoef } from './round';
import { type CouponState } from './state';

/** The slice of the site config (SPEC section 3) the coupon rules read. */
export interface CouponConfig {
  readonly couponTypes: readonly CouponTypeLimit[];
  readonly bonusSettings: {
    readonly isExpressBonusEnabled: boolean;
    readonly isVipBetEnabled: boolean;
    readonly isOneClickShown: boolean;
  };
}

export interface BonusLeg {
  readonly coef: number;
  readonly kind: number;
}

const BONUS_MIN_LEG_MILLI = BigInt(EXPRESS_BONUS_RULE.minLegCoefMilli);
const BONUS_MIN_TOTAL_MILLI = BigInt(EXPRESS_BONUS_RULE.minTotalCoefMilli);

/**
 * SPEC section 5: the express bonus needs the feature on, an express, every
 * leg at 1.1 or more and not of market kind 7, at least 3 legs, and a total
 * coefficient of at least 1.01.
 */
export function isExpressBonusEligible(input: {
  readonly enabled: boolean;
  readonly typeId: CouponTypeId;
  readonly legs: readonly BonusLeg[];
}): boolean {
  if (!input.enabled || input.typeId !== COUPON_TYPE.express || input.legs.length < EXPRESS_BONUS_RULE.minLegs) return false;
  let num = 1n;
  let den = 1n;
  for (const [i, leg] of input.legs.entries()) {
    if (leg.kind === EXPRESS_BONUS_EXCLUDED_MARKET_KIND) return false;
    const m = oddsMilli(leg.coef, i);
    if (m < BONUS_MIN_LEG_MILLI) return false;
    num *= m;
    den *= 1000n;
  }
  return num * 1000n >= BONUS_MIN_TOTAL_MILLI * den;
}

/** The bonus percent for n legs: n for n = 1..9, else 10 (SPEC 5). */
export function expressBonusPercentOf(legCount: number): number {
  return legCount >= 1 && legCount < EXPRESS_BONUS_RULE.maxPercent ? legCount : EXPRESS_BONUS_RULE.maxPercent;
}

/** The bonus coefficient (the bonus bet's coefficient): 1 x (1 + n/100) for n legs, n = 1..9, else 1.1. */
export function expressBonusCoef(legCount: number): number {
  return ratioToCoef(BigInt(100 + expressBonusPercentOf(legCount)), 100n);
}

/** The express coefficient with the bonus applied, multiplied exactly and rounded once. */
export function expressCoefWithBonus(odds: readonly number[]): number {
  let num = BigInt(100 + expressBonusPercentOf(odds.length));
  let den = 100n;
  for (const [i, o] of odds.entries()) {
    num *= oddsMilli(o, i);
    den *= 1000n;
  }
  return ratioToCoef(num, den);
}

/** SPEC section 5: vip bet needs the feature on, a finite max bet, only line bets, at least one bet, type not 9. */
export function isVipBetEligible(input: {
  readonly enabled: boolean;
  readonly maxBetAmount: number | null;
  readonly typeId: CouponTypeId;
  readonly betsLive: readonly boolean[];
}): boolean {
  return (
    input.enabled &&
    input.maxBetAmount !== null &&
    Number.isFinite(input.maxBetAmount) &&
    input.betsLive.length > 0 &&
    input.betsLive.every((live) => !live) &&
    input.typeId !== COUPON_TYPE.manySingles
  );
}

export interface AmountLimits {
  /** Minor units; null: no limit. */
  readonly min: number | null;
  readonly max: number | null;
}

/** SPEC section 5: limits only for the types the config lists; never a max for a bonus account. */
export function amountLimits(typeId: CouponTypeId, couponTypes: readonly CouponTypeLimit[], isBonusAccount: boolean): AmountLimits {
  const row = couponTypes.find((t) => t.typeId === typeId);
  if (!row) return { min: null, max: null };
  return { min: row.minAmount, max: isBonusAccount ? null : row.maxAmount };
}

/** A rejection when the amount is outside the limits; params carry the limit for the message. */
export function checkAmount(amount: number, limits: AmountLimits): Rejection | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return reject('coupon.amount_zero');
  if (limits.min !== null && amount < limits.min) return reject('coupon.amount_below_min', { min: limits.min });
  if (limits.max !== null && amount > limits.max) return reject('coupon.amount_above_max', { max: limits.max });
  return null;
}

/** The one-click stake (SPEC 3 settings): a bonus account has its own. */
export function oneClickAmountOf(state: Pick<CouponState, 'accountType' | 'settings'>): number {
  return state.accountType === ACCOUNT_TYPE.bonus ? state.settings.bonusAccountOneClickAmount : state.settings.oneClickAmount;
}

/** SPEC section 5: no promo code on many singles. */
export function isPromoCodeAllowed(typeId: CouponTypeId): boolean {
  return typeId !== COUPON_TYPE.manySingles;
}

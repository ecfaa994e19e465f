import { ACCOUNT_TYPE, MIN_SYSTEM_VALUE, type CouponTypeId, COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { reject, type Rejection } from '../../protocol/rejections';
import { antiExpressMaxQuote, isAntiExpressCoefPlausible } from './coef';
import { specOfCoupon } from './specOfCoupon';
import { lineCount } from './lines';
import { isBetLive, isBetLocked, isGameFinished } from './betPredicates';
import { amountLimits, checkAmount, isPromoCodeAllowed, isVipBetEligible, type AmountLimits, type CouponConfig } from './rules';
import { isSystemValueAllowed, minSplitStake } from './system';
import { typeRejection } from './allowedTypes';
import type { CouponBet, CouponState } from './state';
import { hasBankers, isCombiningType, isSplitType } from './typeFamilies';
import { freeBetCount } from './lobby';

/**
 * Whether a bet sits in an accumulator, where a dependent or express-banned
 * leg cannot go: every leg of the combining types, and the legs of a
 * conditional block of two bets or more (that block is an express).
 */
export function isBetCombined(bet: CouponBet, coupon: Pick<CouponState, 'typeId' | 'bets'>): boolean {
  if (coupon.typeId === COUPON_TYPE.conditional) return coupon.bets.filter((b) => b.blockId === bet.blockId).length > 1;
  return isCombiningType(coupon.typeId);
}

/** A bet the coupon cannot place, whatever the type; `isCombined` as isBetCombined says. */
export function betRejection(bet: CouponBet, typeId: CouponTypeId, isCombined: boolean = isCombiningType(typeId)): Rejection | null {
  const marketId = bet.market.id;
  if (isGameFinished(bet)) return reject('coupon.game_finished', { marketId });
  if (bet.isBlocked) return reject('coupon.bet_blocked', { marketId });
  if (isCombined && isBetLocked(bet)) return reject('coupon.bet_locked', { marketId });
  if (bet.isCoefChangePending)
    return reject('coupon.coef_change_unconfirmed', { marketId, clicked: bet.clickedCoef, coef: bet.market.coef });
  return null;
}

/**
 * Why the server's anti-express quote cannot be right for these bets: more
 * than 3 decimals, or above the margin-free bound A/(A-1) of the express
 * (params: the quote and the most a quote may be).
 */
export function antiExpressRejection(coef: number, bets: readonly CouponBet[]): Rejection | null {
  if (bets.length < 2) return reject('coupon.anti_express_coef_implausible', { coef, max: 1 });
  const odds = bets.map((b) => b.market.coef);
  try {
    if (isAntiExpressCoefPlausible(coef, odds)) return null;
    return reject('coupon.anti_express_coef_implausible', { coef, max: antiExpressMaxQuote(odds) });
  } catch {
    // A leg the calculators cannot price: no quote fits it.
    return reject('coupon.anti_express_coef_implausible', { coef, max: 1 });
  }
}

/**
 * The stake limits of a placement: the larger of the config's minimum for the
 * type and the server's minBetAmount; the smaller of the config's maximum
 * and the server's maxBetAmount, neither for a bonus account (SPEC 5). A vip
 * bet asks the book to take more than the maximum, so it has none.
 */
export function placementAmountLimits(state: CouponState, config: CouponConfig): AmountLimits {
  const isBonus = state.accountType === ACCOUNT_TYPE.bonus;
  const fromConfig = amountLimits(state.typeId, config.couponTypes, isBonus);
  const min = maxOf(fromConfig.min, state.minBetAmount);
  const max = state.settings.isVipBet || isBonus ? null : minOf(fromConfig.max, state.maxBetAmount);
  return { min, max };
}

/** Why the coupon cannot be placed now, or null. */
export function placementRejection(state: CouponState, config: CouponConfig): Rejection | null {
  if (state.phase === 'placing') return reject('coupon.placing_in_progress');
  if (state.bets.length === 0) return reject('coupon.empty');
  if (state.accountId === null) return reject('coupon.no_account');
  const { typeId, bets } = state;
  const wrongType = typeRejection(state, typeId);
  if (wrongType) return wrongType;
  if (hasBankers(typeId)) {
    const free = freeBetCount(state);
    if (!isSystemValueAllowed(state.systemValue, free)) return reject('coupon.system_value', { min: MIN_SYSTEM_VALUE, max: free - 1 });
  }
  if (typeId === COUPON_TYPE.conditional && new Set(bets.map((b) => b.blockId)).size < 2)
    return reject('coupon.conditional_blocks', { min: 2 });
  if (typeId === COUPON_TYPE.antiExpress) {
    if (state.antiExpressCoef === null) return reject('coupon.anti_express_coef_missing');
    const implausible = antiExpressRejection(state.antiExpressCoef, bets);
    if (implausible) return implausible;
  }
  for (const bet of bets) {
    const r = betRejection(bet, typeId, isBetCombined(bet, state));
    if (r) return r;
  }
  if (state.promoCode !== null && !isPromoCodeAllowed(typeId)) return reject('coupon.promo_code_not_allowed');
  if (state.settings.isVipBet) {
    const ok = isVipBetEligible({
      enabled: config.bonusSettings.isVipBetEnabled,
      maxBetAmount: state.maxBetAmount,
      typeId,
      betsLive: bets.map((b) => isBetLive(b)),
    });
    if (!ok) return reject('coupon.vip_bet_not_allowed');
  }
  return amountRejection(state, config);
}

/**
 * The stake checks: every amount that leaves the balance (each single of type
 * 9, the first block of a conditional, the stake otherwise) within the limits,
 * and a split type's stake at least one minor unit per line. maxPayout is not
 * checked: it caps the possible win shown, and the server pays at most it.
 */
function amountRejection(state: CouponState, config: CouponConfig): Rejection | null {
  const limits = placementAmountLimits(state, config);
  const { typeId, bets } = state;
  if (typeId === COUPON_TYPE.manySingles) {
    for (const bet of bets) {
      const r = checkAmount(state.amountByBetId[String(bet.market.id)] ?? state.amount, limits);
      if (r) return { ...r, params: { ...r.params, marketId: bet.market.id } };
    }
    return null;
  }
  if (typeId === COUPON_TYPE.conditional) {
    const first = Math.min(...bets.map((b) => b.blockId));
    const s = state.amountByBlockId[String(first)];
    return checkAmount(typeof s === 'number' ? s : state.amount, limits);
  }
  const lines = isSplitType(typeId) ? lineCount({ ...specOfCoupon(state), stake: Number.MAX_SAFE_INTEGER }) : 1;
  // The same least stake the system picker shows (systemOptions): every line 1 minor unit, and the limits' minimum.
  return checkAmount(state.amount, { ...limits, min: minSplitStake(lines, limits.min) });
}

function maxOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.max(a, b);
}

function minOf(a: number | null, b: number | null): number | null {
  if (a === null) return b;
  if (b === null) return a;
  return Math.min(a, b);
}

import { COUPON_LEG_LIMITS, type CouponTypeId } from '../../protocol/constants/couponTypes';
import { reject, type Rejection } from '../../protocol/rejections';
import { freeBetCount } from './couponSpec';
import { isBetLive, isBetLocked, isGameFinished } from './predicates';
import { amountLimits, checkAmount, isPromoCodeAllowed, isVipBetEligible, type CouponConfig } from './rules';
import { isSystemValueAllowed } from './system';
import type { CouponBet, CouponState } from './state';

/** Types that combine legs into one accumulator, where a dependent or express-banned leg cannot go. */
const COMBINING: ReadonlySet<CouponTypeId> = new Set<CouponTypeId>([1, 2, 4, 6, 7, 8]);

/** A bet the coupon cannot place, whatever the type. */
export function betRejection(bet: CouponBet, typeId: CouponTypeId): Rejection | null {
  const marketId = bet.market.id;
  if (isGameFinished(bet)) return reject('coupon.game_finished', { marketId });
  if (bet.isBlocked) return reject('coupon.bet_blocked', { marketId });
  if (COMBINING.has(typeId) && isBetLocked(bet)) return reject('coupon.bet_locked', { marketId });
  if (bet.isCoefChangePending) return reject('coupon.coef_change_unconfirmed', { marketId, clicked: bet.clickedCoef, coef: bet.market.coef });
  return null;
}

/** Why the coupon cannot be placed now, or null. */
export function placementRejection(state: CouponState, config: CouponConfig): Rejection | null {
  if (state.phase === 'placing') return reject('coupon.placing_in_progress');
  if (state.bets.length === 0) return reject('coupon.empty');
  if (state.accountId === null) return reject('coupon.no_account');
  const { typeId, bets } = state;
  const legs = COUPON_LEG_LIMITS[typeId];
  if (bets.length < legs.min || bets.length > legs.max) return reject('coupon.leg_count', { min: legs.min, max: legs.max, count: bets.length });
  const free = freeBetCount(state);
  if (typeId === 2 || typeId === 4) {
    if (free < 3) return reject('coupon.leg_count', { min: 3, max: legs.max, count: free });
    if (!isSystemValueAllowed(state.systemValue, free)) return reject('coupon.system_value', { min: 2, max: free - 1 });
  }
  if (typeId === 5 && new Set(bets.map((b) => b.blockId)).size < 2) return reject('coupon.conditional_blocks', { min: 2 });
  if (typeId === 6 && state.antiExpressCoef === null) return reject('coupon.anti_express_coef_missing');
  for (const bet of bets) {
    const r = betRejection(bet, typeId);
    if (r) return r;
  }
  if (state.promoCode !== null && !isPromoCodeAllowed(typeId)) return reject('coupon.promo_code_not_allowed');
  const limits = amountLimits(typeId, config.couponTypes, state.accountType === 4);
  if (typeId === 9) {
    for (const bet of bets) {
      const r = checkAmount(state.amountByBetId[String(bet.market.id)] ?? state.amount, limits);
      if (r) return { ...r, params: { ...r.params, marketId: bet.market.id } };
    }
  } else if (typeId === 5) {
    const first = Math.min(...bets.map((b) => b.blockId));
    const s = state.amountByBlockId[String(first)];
    const r = checkAmount(typeof s === 'number' ? s : state.amount, limits);
    if (r) return r;
  } else {
    const r = checkAmount(state.amount, limits);
    if (r) return r;
    const option = state.systemValues.find((o) => o.value === state.systemValue);
    if ((typeId === 2 || typeId === 4) && option && state.amount < option.minBetAmount) return reject('coupon.amount_below_min', { min: option.minBetAmount });
  }
  if (state.settings.isVipBet) {
    const ok = isVipBetEligible({
      enabled: config.bonusSettings.isVipBetEnabled,
      maxBetAmount: state.maxBetAmount,
      typeId,
      betsLive: bets.map((b) => isBetLive(b)),
    });
    if (!ok) return reject('coupon.vip_bet_not_allowed');
  }
  return null;
}

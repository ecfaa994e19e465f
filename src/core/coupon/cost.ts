import { isPromoCodeAllowed } from './rules';
import type { CouponState } from './state';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';

/**
 * What placing a coupon costs and who pays it: the stake, the part a promo
 * code's free-bet voucher pays, and what leaves the balance. The slip shows
 * it, `place` sends it and the server checks a placement against it, so all
 * three agree by construction.
 */
export interface CouponCost {
  /** What the coupon stakes: the stake, the first block's stake of a conditional, the sum of the singles of many singles. */
  readonly stake: number;
  /** The part of the stake the voucher pays. */
  readonly prepaid: number;
  /** What leaves the balance: stake - prepaid. */
  readonly debit: number;
}

/**
 * The part of a stake a voucher pays: never more than the voucher, never more
 * than the stake (a 250.00 voucher on a 150.00 stake pays 150.00, not 250.00),
 * and never more than the player asked for (`requested`, the whole voucher
 * when absent). Amounts are minor units; the result is at least 0.
 */
export function prepaidPart(voucher: number, stake: number, requested: number = voucher): number {
  return Math.max(0, Math.min(voucher, stake, requested));
}

/** What the coupon stakes, as the placement rules read the stakes (placement.ts). */
export function couponStake(state: Pick<CouponState, 'typeId' | 'bets' | 'amount' | 'amountByBlockId' | 'amountByBetId'>): number {
  if (state.typeId === COUPON_TYPE.manySingles)
    return state.bets.reduce((sum, bet) => sum + (state.amountByBetId[String(bet.market.id)] ?? state.amount), 0);
  if (state.typeId === COUPON_TYPE.conditional && state.bets.length > 0) {
    // The first block is paid from the balance; the next ones stake its winnings.
    const first = state.amountByBlockId[String(Math.min(...state.bets.map((b) => b.blockId)))];
    return typeof first === 'number' ? first : state.amount;
  }
  return state.amount;
}

/**
 * The coupon's cost with its promo code's voucher (`availablePrepaidAmount`,
 * the server's quote of the code): only while a code is held on a type that
 * takes one, and only up to the stake. `requested` lowers the prepaid part
 * (0: pay it all from the balance).
 */
export function couponCost(
  state: Pick<CouponState, 'typeId' | 'bets' | 'amount' | 'amountByBlockId' | 'amountByBetId' | 'promoCode' | 'availablePrepaidAmount'>,
  requested?: number,
): CouponCost {
  const stake = couponStake(state);
  const voucher = state.promoCode !== null && isPromoCodeAllowed(state.typeId) ? state.availablePrepaidAmount : 0;
  const prepaid = prepaidPart(voucher, stake, requested);
  return { stake, prepaid, debit: stake - prepaid };
}

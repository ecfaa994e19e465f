import { ACCOUNT_TYPE, type BetStatusId } from '../../src/protocol/constants/couponTypes';
import type { CashoutOffer, CashoutUnavailableReason } from '../../src/protocol/schemas/bets';
import type { World } from '../live/world';
import { findOffered, offerState } from './catalogue';
import { couponMoney, mostPaidAt, paidAt } from './returns';
import { CASHOUT_MARGIN, CASHOUT_MAX_OPEN_LEGS, INSURANCE_MARGIN, INSURANCE_MAX_PREMIUM_PERCENT } from './settings';
import type { StoredCoupon, StoredLeg } from './store';

/**
 * What an open coupon is worth now. Each open leg wins with the chance its
 * current coefficient implies once the market's margin is taken out
 * (1 / coef / (1 + margin)); every win/lose combination of the open legs is
 * paid by the coupon core exactly as settlement would pay it, weighted by its
 * chance. No arithmetic of the coupon is repeated here: only the weights.
 */
export interface Valuation {
  /** The fair value: the chance-weighted payout. */
  readonly expected: number;
  /** The least any combination pays: what the coupon is sure to return. */
  readonly minimum: number;
  /** The chance the coupon pays nothing. */
  readonly loseProbability: number;
}

export function valueCoupon(coupon: StoredCoupon, legs: readonly StoredLeg[], winChance: (leg: StoredLeg) => number): Valuation {
  const open = legs.flatMap((l, i) => (l.status < 0 ? [i] : []));
  const chances = open.map((i) => winChance(legs[i] as StoredLeg));
  const statuses: BetStatusId[] = legs.map((l) => l.status);
  let expected = 0;
  let minimum = Number.POSITIVE_INFINITY;
  let loseProbability = 0;
  // Depth first over the open legs, win then lose. The core's two outlooks
  // bound what a branch can pay (open legs all lost / all won): a branch
  // whose best is 0 pays 0 everywhere, and one whose bounds meet pays that
  // everywhere, so neither is walked further. An express prunes every branch
  // after a lost leg.
  const walk = (depth: number, p: number): void => {
    const most = depth === open.length ? null : mostPaidAt(coupon, legs, statuses);
    const least = most === 0 ? 0 : paidAt(coupon, legs, statuses);
    if (most === null || most === least) {
      expected += p * least;
      minimum = Math.min(minimum, least);
      if (least === 0) loseProbability += p;
      return;
    }
    const legIndex = open[depth] as number;
    const c = chances[depth] as number;
    statuses[legIndex] = 1;
    walk(depth + 1, p * c);
    statuses[legIndex] = 0;
    walk(depth + 1, p * (1 - c));
    statuses[legIndex] = -2;
  };
  walk(0, 1);
  return { expected, minimum: Number.isFinite(minimum) ? minimum : 0, loseProbability };
}

/**
 * Valuations by coupon, leg statuses and chances: a page of "my bets"
 * polled again while nothing moved is not priced again.
 */
const valuations = new Map<string, Valuation>();
const VALUATIONS_KEPT = 1000;

function cachedValue(coupon: StoredCoupon, legs: readonly StoredLeg[], winChance: (leg: StoredLeg) => number): Valuation {
  const key = `${coupon.id}|${legs.map((l) => (l.status < 0 ? winChance(l).toFixed(9) : l.status)).join(',')}`;
  const known = valuations.get(key);
  if (known) return known;
  const value = valueCoupon(coupon, legs, winChance);
  if (valuations.size >= VALUATIONS_KEPT) valuations.delete(valuations.keys().next().value as string);
  valuations.set(key, value);
  return value;
}

type Priced = { readonly ok: true; readonly valuation: Valuation } | { readonly ok: false; readonly reason: CashoutUnavailableReason };

/** Why no offer can be made now (the same for cash-out and insurance), or the valuation. */
function price(coupon: StoredCoupon, legs: readonly StoredLeg[], world: World | undefined, maxReturn: number): Priced {
  const no = (reason: CashoutUnavailableReason): Priced => ({ ok: false, reason });
  if (coupon.state !== 'open') return no('coupon_not_open');
  if (coupon.accountType === ACCOUNT_TYPE.bonus) return no('bonus_account');
  if (coupon.prepaid > 0) return no('prepaid');
  if (!world) return no('live_unavailable');
  const open = legs.filter((l) => l.status < 0);
  if (open.length === 0) return no('no_open_legs');
  if (open.length > CASHOUT_MAX_OPEN_LEGS) return no('too_many_open_legs');
  const margins = new Map<number, number>();
  const coefs = new Map<number, number>();
  for (const leg of open) {
    const offered = findOffered(world, leg.gameId, leg.outcomeId);
    const state = offerState(offered);
    if (state === 'finished') return no('leg_awaiting_result');
    if (state !== 'open' || !offered) return no('leg_suspended');
    margins.set(leg.position, offered.market.margin);
    coefs.set(leg.position, offered.outcome.coefMilli);
  }
  if (maxReturn === 0) return no('coupon_lost');
  const winChance = (leg: StoredLeg): number => {
    const p = 1000 / (coefs.get(leg.position) ?? 1000) / (1 + (margins.get(leg.position) ?? 0));
    return Math.min(0.999, Math.max(0.001, p));
  };
  return { ok: true, valuation: cachedValue(coupon, legs, winChance) };
}

/**
 * The cash-out and insurance offers of a coupon now:
 * - cash-out: the fair value less CASHOUT_MARGIN, never below what the
 *   coupon is sure to return and never above its max return, rounded down;
 * - insurance: a premium of (chance of losing) x (1 + INSURANCE_MARGIN) of
 *   the insured amount, rounded up to a whole percent; not offered when the
 *   coupon cannot lose or the premium would pass INSURANCE_MAX_PREMIUM_PERCENT.
 */
export function offerFor(coupon: StoredCoupon, legs: readonly StoredLeg[], world: World | undefined, now: number): CashoutOffer {
  const money = couponMoney(coupon, legs);
  const priced = price(coupon, legs, world, money.max);
  const base = { couponId: String(coupon.id), currentReturn: money.current, maxReturn: money.max, quotedAt: now };
  if (!priced.ok) {
    const insuranceReason = priced.reason === 'coupon_not_open' || coupon.insuredAmount === null ? priced.reason : 'already_insured';
    return { ...base, cashout: { available: false, reason: priced.reason }, insurance: { available: false, reason: insuranceReason } };
  }
  const { expected, minimum, loseProbability } = priced.valuation;
  const amount = Math.min(money.max, Math.max(minimum, Math.floor(expected * (1 - CASHOUT_MARGIN))));
  const cashout: CashoutOffer['cashout'] = amount >= 1 ? { available: true, amount } : { available: false, reason: 'coupon_lost' };
  const percent = Math.max(1, Math.ceil(loseProbability * 100 * (1 + INSURANCE_MARGIN) - 1e-9));
  const insurance: CashoutOffer['insurance'] =
    coupon.insuredAmount !== null
      ? { available: false, reason: 'already_insured' }
      : loseProbability === 0
        ? { available: false, reason: 'cannot_lose' }
        : percent > INSURANCE_MAX_PREMIUM_PERCENT
          ? { available: false, reason: 'risk_too_high' }
          : { available: true, maxAmount: coupon.stake, premiumPercent: percent };
  return { ...base, cashout, insurance };
}

import { insurancePremium } from '../../src/core/coupon/insurance';
import type { CashoutOffer } from '../../src/protocol/schemas/bets';
import type { Db, Queryable } from '../db/db';
import type { World } from '../live/world';
import { BetError } from './errors';
import { offerFor } from './pricing';
import { LedgerError, postMovement } from '../ledger';
import { BET_KEY_SCOPE, loadCoupon, type CouponWithLegs } from './store';

/**
 * Selling (cash-out) and insuring an open coupon. Each prices the coupon
 * now (pricing.ts), checks the player's request against that price, and
 * moves the money in one transaction that locks the coupon and makes sure
 * nothing about it changed since it was priced (a leg settled, a sale or an
 * insurance from another tab). A coupon is sold once and insured once.
 */

class PricedStale extends Error {}

async function ownCoupon(db: Db, userId: number, couponId: number): Promise<CouponWithLegs> {
  const found = await loadCoupon(db, couponId);
  if (!found || found.coupon.userId !== userId)
    throw new BetError('coupon_not_found', `No coupon ${couponId} of yours`, { params: { couponId: String(couponId) } });
  return found;
}

const statusesOf = (c: CouponWithLegs): string => c.legs.map((l) => l.status).join(',');

function unavailable(offer: CashoutOffer, which: 'cashout' | 'insurance'): BetError | null {
  const side = offer[which];
  if (side.available) return null;
  const params = { couponId: offer.couponId, reason: side.reason };
  if (side.reason === 'coupon_not_open') return new BetError('coupon_not_open', `Coupon ${offer.couponId} is not open`, { params });
  if (side.reason === 'already_insured') return new BetError('already_insured', `Coupon ${offer.couponId} is insured already`, { params });
  return which === 'cashout'
    ? new BetError('cashout_unavailable', `No cash-out for coupon ${offer.couponId}: ${side.reason}`, { params, offer })
    : new BetError('insurance_unavailable', `No insurance for coupon ${offer.couponId}: ${side.reason}`, { params, offer });
}

export interface Sold {
  readonly couponId: number;
  readonly amount: number;
  readonly balance: { readonly accountId: number; readonly money: number };
}

/**
 * Sells at the server's own offer now, when it is at least `minAmount` (the
 * least the player accepts, usually the offer they saw); otherwise
 * cashout_offer_changed with the offer now, so the player can be asked again.
 * The client's number is never paid: it only sets the floor.
 */
export async function sellCoupon(
  db: Db,
  input: { userId: number; couponId: number; minAmount: number; world: World | undefined; now: number },
): Promise<Sold> {
  for (let attempt = 0; ; attempt++) {
    const priced = await ownCoupon(db, input.userId, input.couponId);
    const offer = offerFor(priced.coupon, priced.legs, input.world, input.now);
    const refusal = unavailable(offer, 'cashout');
    if (refusal) throw refusal;
    const pay = offer.cashout.available ? offer.cashout.amount : 0;
    if (pay < input.minAmount) {
      throw new BetError('cashout_offer_changed', `The offer is ${pay} now, below the ${input.minAmount} accepted`, {
        params: { couponId: offer.couponId, amount: pay },
        offer,
      });
    }
    try {
      return await db.transaction(async (tx) => {
        const locked = await loadCoupon(tx, input.couponId, { forUpdate: true });
        if (!locked || locked.coupon.state !== 'open')
          throw new BetError('coupon_not_open', `Coupon ${input.couponId} is not open`, { params: { couponId: String(input.couponId) } });
        if (statusesOf(locked) !== statusesOf(priced) || locked.coupon.insuredAmount !== priced.coupon.insuredAmount)
          throw new PricedStale();
        await tx.query(`UPDATE bet_coupon SET state = 'sold', sold_amount = $2, sold_at = $3 WHERE id = $1 AND state = 'open'`, [
          input.couponId,
          pay,
          new Date(input.now),
        ]);
        const posted = await postMovement(tx, {
          kind: 'cash_out',
          scope: BET_KEY_SCOPE,
          key: `cashout:${input.couponId}`,
          userId: input.userId,
          ref: { type: 'coupon', id: String(input.couponId) },
          legs: [
            { operator: 'house', currencyId: await currencyOf(tx, locked.coupon.accountId), amount: -pay },
            { account: locked.coupon.accountId, amount: pay },
          ],
          at: input.now,
        });
        const money = posted.balances[0]?.money ?? 0;
        return { couponId: input.couponId, amount: pay, balance: { accountId: locked.coupon.accountId, money } };
      });
    } catch (error) {
      // Something settled between pricing and the sale: price again once, and refuse with the new offer if it moved.
      if (error instanceof PricedStale && attempt === 0) continue;
      if (error instanceof PricedStale)
        throw new BetError('cashout_offer_changed', 'The coupon changed while it was being sold', {
          params: { couponId: String(input.couponId) },
        });
      throw error;
    }
  }
}

export interface Insured {
  readonly couponId: number;
  readonly insuredAmount: number;
  readonly premium: number;
  readonly premiumPercent: number;
  readonly balance: { readonly accountId: number; readonly money: number };
}

/**
 * Insures `amount` of the stake for premiumPercent (the one offered now,
 * when it is not above the one the player saw) of it, rounded up to a minor
 * unit and debited now. When the coupon settles paying nothing, the insured
 * amount is credited back (settlement.ts). Selling the coupon ends the
 * insurance without a refund.
 */
export async function insureCoupon(
  db: Db,
  input: { userId: number; couponId: number; amount: number; premiumPercent: number; world: World | undefined; now: number },
): Promise<Insured> {
  for (let attempt = 0; ; attempt++) {
    const priced = await ownCoupon(db, input.userId, input.couponId);
    const offer = offerFor(priced.coupon, priced.legs, input.world, input.now);
    const refusal = unavailable(offer, 'insurance');
    if (refusal) throw refusal;
    if (!offer.insurance.available) throw new Error('unreachable: insurance refused without a reason');
    const { maxAmount, premiumPercent } = offer.insurance;
    if (input.amount < 1 || input.amount > maxAmount) {
      throw new BetError('insurance_amount_invalid', `Insure 1 to ${maxAmount}`, { params: { min: 1, max: maxAmount } });
    }
    if (premiumPercent > input.premiumPercent) {
      throw new BetError('insurance_terms_changed', `The premium is ${premiumPercent}% now`, {
        params: { couponId: offer.couponId, premiumPercent },
        offer,
      });
    }
    const premium = insurancePremium(input.amount, premiumPercent);
    try {
      return await db.transaction(async (tx) => {
        const locked = await loadCoupon(tx, input.couponId, { forUpdate: true });
        if (!locked || locked.coupon.state !== 'open')
          throw new BetError('coupon_not_open', `Coupon ${input.couponId} is not open`, { params: { couponId: String(input.couponId) } });
        if (locked.coupon.insuredAmount !== null)
          throw new BetError('already_insured', `Coupon ${input.couponId} is insured already`, {
            params: { couponId: String(input.couponId) },
          });
        if (statusesOf(locked) !== statusesOf(priced)) throw new PricedStale();
        let money: number;
        try {
          const posted = await postMovement(tx, {
            kind: 'insurance_premium',
            scope: BET_KEY_SCOPE,
            key: `insurance:${input.couponId}`,
            userId: input.userId,
            ref: { type: 'coupon', id: String(input.couponId) },
            legs: [
              { account: locked.coupon.accountId, amount: -premium },
              { operator: 'house', currencyId: await currencyOf(tx, locked.coupon.accountId), amount: premium },
            ],
            at: input.now,
          });
          money = posted.balances[0]?.money ?? 0;
        } catch (error) {
          if (error instanceof LedgerError && error.code === 'insufficient_funds')
            throw new BetError('insufficient_balance', `The premium is ${premium}`, {
              params: { needed: premium, money: error.details.money ?? 0 },
            });
          throw error;
        }
        await tx.query('UPDATE bet_coupon SET insured_amount = $2, insurance_premium = $3 WHERE id = $1', [
          input.couponId,
          input.amount,
          premium,
        ]);
        return {
          couponId: input.couponId,
          insuredAmount: input.amount,
          premium,
          premiumPercent,
          balance: { accountId: locked.coupon.accountId, money },
        };
      });
    } catch (error) {
      if (error instanceof PricedStale && attempt === 0) continue;
      if (error instanceof PricedStale)
        throw new BetError('insurance_terms_changed', 'The coupon changed while it was being insured', {
          params: { couponId: String(input.couponId) },
        });
      throw error;
    }
  }
}

async function currencyOf(q: Queryable, accountId: number): Promise<number> {
  const [row] = await q.query<{ currency_id: number }>('SELECT currency_id FROM account WHERE id = $1', [accountId]);
  if (!row) throw new Error(`no account ${accountId}`);
  return row.currency_id;
}

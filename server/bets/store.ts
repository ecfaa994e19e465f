import { type BetStatusId, type CouponTypeId, type AccountTypeId } from '../../src/protocol/constants/couponTypes';
import type { Queryable } from '../db/db';
import type { LegNames } from './catalogue';
import type { HyperBonusTerms } from './promotions';

/** A coupon as stored (bet_coupon with its account's type and currency). */
export interface StoredCoupon {
  readonly id: number;
  readonly userId: number;
  readonly accountId: number;
  readonly accountType: AccountTypeId;
  readonly currencyIso: string;
  readonly refId: string;
  readonly placedTypeId: CouponTypeId;
  readonly typeId: CouponTypeId;
  readonly systemValue: number | null;
  readonly amount: number;
  readonly amountByBlock: Readonly<Record<string, number | 'max'>>;
  readonly stake: number;
  readonly prepaid: number;
  readonly coef: number;
  readonly antiExpressCoefMilli: number | null;
  readonly expressBonus: boolean;
  readonly hyperBonus: HyperBonusTerms | null;
  readonly promoCode: string | null;
  readonly isVip: boolean;
  readonly changeCoefAction: number;
  readonly state: 'open' | 'settled' | 'sold';
  readonly payout: number | null;
  readonly hyperBonusAmount: number | null;
  readonly soldAmount: number | null;
  readonly soldAt: number | null;
  readonly insuredAmount: number | null;
  readonly insurancePremium: number | null;
  readonly insuranceRefund: number | null;
  readonly placedAt: number;
  readonly settledAt: number | null;
}

export interface StoredLeg {
  readonly couponId: number;
  readonly position: number;
  readonly outcomeId: number;
  readonly outcomeTypeId: number;
  readonly marketId: number;
  readonly marketTypeId: number;
  readonly kind: number;
  readonly param: number | null;
  readonly gameId: number;
  readonly sportId: number;
  readonly champId: number;
  readonly coefMilli: number;
  readonly blockId: number;
  readonly isLive: boolean;
  readonly startAt: number;
  readonly names: LegNames;
  readonly status: BetStatusId;
}

export const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());
const msOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : ms(value));

const COUPON_COLUMNS = `c.id, c.user_id, c.account_id, a.type AS account_type, cur.iso AS currency_iso, c.ref_id, c.placed_type_id,
  c.type_id, c.system_value, c.amount, c.amount_by_block, c.stake, c.prepaid, c.coef, c.anti_express_coef_milli, c.express_bonus,
  c.hyper_bonus, c.promo_code, c.is_vip, c.change_coef_action, c.state, c.payout, c.hyper_bonus_amount, c.sold_amount, c.sold_at,
  c.insured_amount, c.insurance_premium, c.insurance_refund, c.placed_at, c.settled_at`;
const COUPON_FROM = 'bet_coupon c JOIN account a ON a.id = c.account_id JOIN currency cur ON cur.id = a.currency_id';

function toCoupon(r: Record<string, unknown>): StoredCoupon {
  return {
    id: r.id as number,
    userId: r.user_id as number,
    accountId: r.account_id as number,
    accountType: r.account_type as AccountTypeId,
    currencyIso: r.currency_iso as string,
    refId: r.ref_id as string,
    placedTypeId: r.placed_type_id as CouponTypeId,
    typeId: r.type_id as CouponTypeId,
    systemValue: (r.system_value as number | null) ?? null,
    amount: r.amount as number,
    amountByBlock: (r.amount_by_block as Record<string, number | 'max'>) ?? {},
    stake: r.stake as number,
    prepaid: r.prepaid as number,
    coef: Number(r.coef),
    antiExpressCoefMilli: (r.anti_express_coef_milli as number | null) ?? null,
    expressBonus: r.express_bonus as boolean,
    hyperBonus: (r.hyper_bonus as HyperBonusTerms | null) ?? null,
    promoCode: (r.promo_code as string | null) ?? null,
    isVip: r.is_vip as boolean,
    changeCoefAction: r.change_coef_action as number,
    state: r.state as StoredCoupon['state'],
    payout: (r.payout as number | null) ?? null,
    hyperBonusAmount: (r.hyper_bonus_amount as number | null) ?? null,
    soldAmount: (r.sold_amount as number | null) ?? null,
    soldAt: msOrNull(r.sold_at),
    insuredAmount: (r.insured_amount as number | null) ?? null,
    insurancePremium: (r.insurance_premium as number | null) ?? null,
    insuranceRefund: (r.insurance_refund as number | null) ?? null,
    placedAt: ms(r.placed_at),
    settledAt: msOrNull(r.settled_at),
  };
}

function toLeg(r: Record<string, unknown>): StoredLeg {
  return {
    couponId: r.coupon_id as number,
    position: r.position as number,
    outcomeId: r.outcome_id as number,
    outcomeTypeId: r.outcome_type_id as number,
    marketId: r.market_id as number,
    marketTypeId: r.market_type_id as number,
    kind: r.kind as number,
    param: (r.param as number | null) ?? null,
    gameId: r.game_id as number,
    sportId: r.sport_id as number,
    champId: r.champ_id as number,
    coefMilli: r.coef_milli as number,
    blockId: r.block_id as number,
    isLive: r.is_live as boolean,
    startAt: ms(r.start_at),
    names: r.names as StoredLeg['names'],
    status: r.status as BetStatusId,
  };
}

export interface CouponWithLegs {
  readonly coupon: StoredCoupon;
  readonly legs: readonly StoredLeg[];
}

export interface LoadOptions {
  /** Locks the coupon rows (inside a transaction). */
  readonly forUpdate?: boolean;
  /** With forUpdate: leaves out the coupons another transaction holds instead of waiting for them. */
  readonly skipLocked?: boolean;
}

/** Coupons by id with their legs in position order. */
export async function loadCoupons(q: Queryable, ids: readonly number[], options: LoadOptions = {}): Promise<CouponWithLegs[]> {
  if (ids.length === 0) return [];
  const lock = options.forUpdate ? ` FOR UPDATE OF c${options.skipLocked ? ' SKIP LOCKED' : ''}` : '';
  const coupons = await q.query(`SELECT ${COUPON_COLUMNS} FROM ${COUPON_FROM} WHERE c.id = ANY($1::integer[]) ORDER BY c.id DESC${lock}`, [
    ids,
  ]);
  const legs = await q.query('SELECT * FROM bet_leg WHERE coupon_id = ANY($1::integer[]) ORDER BY coupon_id, position', [ids]);
  const byCoupon = new Map<number, StoredLeg[]>();
  for (const row of legs) {
    const leg = toLeg(row);
    const list = byCoupon.get(leg.couponId) ?? [];
    list.push(leg);
    byCoupon.set(leg.couponId, list);
  }
  return coupons.map((row) => {
    const coupon = toCoupon(row);
    return { coupon, legs: byCoupon.get(coupon.id) ?? [] };
  });
}

export async function loadCoupon(q: Queryable, id: number, options: LoadOptions = {}): Promise<CouponWithLegs | undefined> {
  const [found] = await loadCoupons(q, [id], options);
  return found;
}

export interface AccountRow {
  readonly id: number;
  readonly userId: number;
  readonly type: AccountTypeId;
  readonly currencyId: number;
  readonly currencyIso: string;
  readonly money: number;
  readonly isActive: boolean;
}

/** The player's account `accountId`, or the active one when null. */
export async function findAccount(q: Queryable, userId: number, accountId: number | null): Promise<AccountRow | undefined> {
  const rows = await q.query<{
    id: number;
    user_id: number;
    type: AccountTypeId;
    currency_id: number;
    iso: string;
    money: number;
    is_active: boolean;
  }>(
    `SELECT a.id, a.user_id, a.type, a.currency_id, c.iso, a.money, a.is_active FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND ($2::integer IS NULL AND a.is_active OR a.id = $2) ORDER BY a.id LIMIT 1`,
    [userId, accountId],
  );
  const r = rows[0];
  return (
    r && { id: r.id, userId: r.user_id, type: r.type, currencyId: r.currency_id, currencyIso: r.iso, money: r.money, isActive: r.is_active }
  );
}

/** Bet movements are keyed by coupon in the 'bet' scope: a coupon is staked, paid, sold, insured and refunded once each. */
export const BET_KEY_SCOPE = 'bet';

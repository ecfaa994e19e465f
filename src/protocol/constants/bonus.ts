import { COUPON_TYPE, type CouponTypeId } from './couponTypes';

/**
 * The bonus engine's terms: what a bonus is wagered on, by the
 * product the player chose at registration (bonus_choice 1 sport, 2 casino).
 * The server counts stakes by them, the worker and the office pages describe
 * them in words; nothing else spells them out.
 */
export const BONUS_PRODUCTS = ['sport', 'casino'] as const;
export type BonusProduct = (typeof BONUS_PRODUCTS)[number];

/** What a bonus row is now: running, its requirement met and converted, run out of time, or given up by the player. */
export const BONUS_STATUSES = ['active', 'completed', 'expired', 'forfeited'] as const;
export type BonusStatus = (typeof BONUS_STATUSES)[number];

/** Where a bonus came from. */
export const BONUS_SOURCES = ['first_deposit', 'reload'] as const;
export type BonusSource = (typeof BONUS_SOURCES)[number];

export interface SportWageringTerms {
  /** Coupon types whose stake may count: accumulators. */
  readonly couponTypes: readonly CouponTypeId[];
  /** At least this many legs on the coupon. */
  readonly minLegs: number;
  /** Every leg at these odds or more (thousandths: 1400 is 1.40). */
  readonly minLegOddsMilli: number;
  /** Percent of a qualifying stake that counts. */
  readonly weightPercent: number;
}

export interface CasinoWageringTerms {
  /** The game engines whose rounds count (slots). */
  readonly engines: readonly string[];
  /** Percent of a qualifying round's stake that counts. */
  readonly weightPercent: number;
}

export const BONUS_WAGERING_TERMS: { readonly sport: SportWageringTerms; readonly casino: CasinoWageringTerms } = {
  sport: { couponTypes: [COUPON_TYPE.express], minLegs: 3, minLegOddsMilli: 1400, weightPercent: 100 },
  casino: { engines: ['slot'], weightPercent: 100 },
};

/** The bonus area's player events on the channel: a bonus changed (wagered, converted, expired, forfeited, credited). */
export const BONUS_EVENT_TYPE = 'bonus_changed';

/** Paging of GET /web-api/bonuses history. */
export const BONUS_HISTORY_LIMITS = { default: 20, max: 100 } as const;

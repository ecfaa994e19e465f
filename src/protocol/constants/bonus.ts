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

/**
 * Where a bonus came from: a deposit's bonus, the winnings of a free-spins
 * grant once it ended, a bonus game's prize, club points exchanged, or a
 * promotion's award paid by the operator (server/promotions/README.md).
 */
export const BONUS_SOURCES = ['first_deposit', 'reload', 'free_spins', 'bonus_game', 'club_points', 'promotion'] as const;
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

/** Who granted free spins: an operator (the admin endpoint), a promotion the player took part in, or a bonus game's prize. */
export const FREE_SPIN_SOURCES = ['admin', 'promotion', 'bonus_game'] as const;
export type FreeSpinSource = (typeof FREE_SPIN_SOURCES)[number];

/**
 * A grant is playing (`active`), played out (`used`), out of time with spins
 * left (`expired`), or taken back by the operator (`forfeited`).
 */
export const FREE_SPIN_STATUSES = ['active', 'used', 'expired', 'forfeited'] as const;
export type FreeSpinStatus = (typeof FREE_SPIN_STATUSES)[number];

/**
 * What free spins' winnings become once their grant ends: a casino bonus
 * (wagered on slots by BONUS_WAGERING_TERMS.casino) of the wins, to be staked
 * `wageringMultiplier` times within `days`, turning into at most
 * `maxConversionMultiplier` times the wins of real money.
 */
export const FREE_SPIN_WAGERING = { wageringMultiplier: 35, days: 7, maxConversionMultiplier: 5 } as const;

/** The bounds of one grant: how many spins, and how far ahead it may expire. */
export const FREE_SPIN_GRANT_LIMITS = { maxCount: 500, maxDays: 90 } as const;

/** The bonus area's player events on the channel: a bonus changed (wagered, converted, expired, forfeited, credited). */
export const BONUS_EVENT_TYPE = 'bonus_changed';
/** A free-spins grant changed: granted, a spin played, ended. */
export const FREE_SPINS_EVENT_TYPE = 'free_spins_changed';

/** Paging of GET /web-api/bonuses history. */
export const BONUS_HISTORY_LIMITS = { default: 20, max: 100 } as const;

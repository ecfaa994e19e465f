/**
 * Coupon (bet slip) constants of SPEC sections 3 and 4. Ids are the wire
 * values the server uses; names are the product's words.
 */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  system: 2,
  chain: 3,
  multibet: 4,
  conditional: 5,
  antiExpress: 6,
  lucky: 7,
  patent: 8,
  manySingles: 9,
} as const;

export type CouponTypeName = keyof typeof COUPON_TYPE;
export type CouponTypeId = (typeof COUPON_TYPE)[CouponTypeName];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];

export const COUPON_TYPE_NAMES: Readonly<Record<CouponTypeId, CouponTypeName>> = {
  0: 'single',
  1: 'express',
  2: 'system',
  3: 'chain',
  4: 'multibet',
  5: 'conditional',
  6: 'antiExpress',
  7: 'lucky',
  8: 'patent',
  9: 'manySingles',
};

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 9;
}

/** Bet status ids (SPEC section 4). -2 and -1 are open; the rest are settled. */
export const BET_STATUS = {
  notCalculated: -2,
  notStarted: -1,
  lose: 0,
  win: 1,
  returned: 2,
  forcedReturn: 3,
  halfWinHalfReturn: 4,
  halfLoseHalfReturn: 5,
  halfLoseHalfWin: 6,
} as const;

export type BetStatusId = (typeof BET_STATUS)[keyof typeof BET_STATUS];
export const BET_STATUS_IDS: readonly BetStatusId[] = [-2, -1, 0, 1, 2, 3, 4, 5, 6];
export const DEFAULT_BET_STATUS: BetStatusId = -2;

export function isBetStatusId(value: unknown): value is BetStatusId {
  return typeof value === 'number' && Number.isInteger(value) && value >= -2 && value <= 6;
}

/** changeCoefAction: what happens when a coefficient in the coupon changes. */
export const CHANGE_COEF_ACTION = { confirm: 0, acceptAny: 1, acceptRise: 2 } as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];
export const DEFAULT_CHANGE_COEF_ACTION: ChangeCoefAction = 2;

/** Market kind that never takes an express bonus (SPEC section 5). */
export const EXPRESS_BONUS_EXCLUDED_MARKET_KIND = 7;

/** Account type ids (SPEC section 3, Accounts). */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
export type AccountTypeId = (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];

/**
 * Bets in this block join every line of a system (bankers) and form the lobby
 * of a multibet. Other block ids order the blocks of a conditional bet.
 */
export const LOBBY_BLOCK_ID = 0;
/** Block a newly added bet lands in. */
export const DEFAULT_BLOCK_ID = 1;

/** Leg counts per type: what the bookmaker accepts. */
export const COUPON_LEG_LIMITS: Readonly<Record<CouponTypeId, { readonly min: number; readonly max: number }>> = {
  0: { min: 1, max: 1 },
  1: { min: 2, max: 50 },
  2: { min: 3, max: 50 },
  3: { min: 2, max: 50 },
  4: { min: 3, max: 50 },
  5: { min: 2, max: 50 },
  6: { min: 2, max: 50 },
  7: { min: 2, max: 8 },
  8: { min: 3, max: 8 },
  9: { min: 1, max: 50 },
};

/** Most bets a coupon may hold. */
export const MAX_COUPON_BETS = 50;

/** SPEC section 5: a system is at least 2 of n (and below n: k = n is the express). */
export const MIN_SYSTEM_VALUE = 2;

/** A system or multibet needs this many legs outside the lobby, so that k can run from MIN_SYSTEM_VALUE to free - 1. */
export const MIN_FREE_SYSTEM_LEGS = MIN_SYSTEM_VALUE + 1;

/** The least stake of one line of a split coupon (system, multibet, lucky, patent), minor units: the site config names no other. */
export const MIN_LINE_STAKE = 1;

/**
 * SPEC section 5, the automatic bonus bet on an express: at least `minLegs`
 * legs, each at `minLegCoefMilli` thousandths (1.1) or more, a total of at
 * least `minTotalCoefMilli` (1.01); its percent is n for n legs up to
 * `maxPercent - 1`, then `maxPercent` (the coefficient 1 + n/100, else 1.1).
 */
export const EXPRESS_BONUS_RULE = {
  minLegs: 3,
  minLegCoefMilli: 1100,
  minTotalCoefMilli: 1010,
  maxPercent: 10,
} as const;

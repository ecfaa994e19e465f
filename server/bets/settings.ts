/**
 * The bookmaker's numbers of the reference server's bets (server/README.md,
 * "Bets"). Amounts are minor units of the coupon's currency.
 */

/** The most one coupon pays: a return above it is paid at this amount (1,000,000.00). */
export const MAX_PAYOUT = 100_000_000;

/** Anti-express quote: the margin-free A/(A-1) winnings, less this share. */
export const ANTI_EXPRESS_MARGIN = 0.08;
/** Below this an anti-express is not offered (the express is too short-priced to bet against). */
export const ANTI_EXPRESS_MIN_COEF_MILLI = 1010;

/** Cash-out: the fair value of the coupon at the current coefficients, less this share. */
export const CASHOUT_MARGIN = 0.05;
/** Pricing walks the win/lose combinations of the open legs: 2^10 at most (an express prunes to a few). */
export const CASHOUT_MAX_OPEN_LEGS = 10;

/** Insurance premium percentage: the chance the coupon loses, plus this share, rounded up to a whole percent. */
export const INSURANCE_MARGIN = 0.1;
/** Above this premium percentage insurance is not offered (the coupon is all but lost). */
export const INSURANCE_MAX_PREMIUM_PERCENT = 90;

/** Promotion ids the coupon info answers (expressId). */
export const EXPRESS_BONUS_PROMOTION_ID = 1;

/**
 * Hyper bonus: an express of at least `minLegs` legs, each at `minLegCoef` or
 * more, staked at `minBet` or more, gets `percent` of its net winnings on top,
 * at most `maxBonus`.
 */
export const HYPER_BONUS = {
  percent: 10,
  minLegs: 4,
  minLegCoefMilli: 1300,
  minBet: 10_000,
  maxBonus: 1_000_000,
} as const;

/** Settled legs are looked for again this often (results missed by a restart or a failed write). */
export const SETTLEMENT_SWEEP_MS = 15_000;

/**
 * Coupons one process settles at once, each in its own transaction: enough that settlement keeps up with placement
 * on a busy server, few enough to leave most of the database pool (10 connections) to the players' requests.
 */
export const SETTLE_LANES = 4;

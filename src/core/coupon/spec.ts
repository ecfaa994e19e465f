import type { BetStatusId, CouponTypeId } from '../../protocol/constants/couponTypes';

/**
 * What the calculators need to know about a coupon, and nothing else. The
 * coupon state turns into one of these (see specOfCoupon); QA builds them by
 * hand or with tests/arbitraries/coupon.ts.
 */
export interface Leg {
  /** Decimal odds, at most 3 decimals, above 1. */
  readonly odds: number;
  /** Bet status id (SPEC section 4); open (-2) when absent. */
  readonly status?: BetStatusId;
  /** System and multibet: the leg joins every line (lobby block). */
  readonly banker?: boolean;
  /** Conditional: the block the leg belongs to; blocks settle in ascending order. */
  readonly block?: number;
  /**
   * The leg's identity (the market id in a coupon). A split stake's remainder
   * goes to the first lines in the order of leg ids, so the same legs get the
   * same line stakes in whatever order they were given. Legs without an id
   * come after those with one, in the order given. Ids must be unique.
   */
  readonly id?: number;
}

/** Stake of a conditional block: an amount, or every winning so far. */
export type BlockStake = number | 'max';

export interface CouponSpec {
  readonly typeId: CouponTypeId;
  readonly legs: readonly Leg[];
  /**
   * Minor units. The whole stake for single, express, system, multibet,
   * anti-express, lucky and patent (split over the lines); the unit stake of a
   * chain; the first block's stake of a conditional when blockStakes lacks it;
   * the stake of each single of type 9 when legStakes lacks it.
   */
  readonly stake: number;
  /** k of a system or of a multibet's system part. */
  readonly systemValue?: number;
  /** Conditional: stake per block id. */
  readonly blockStakes?: Readonly<Record<number, BlockStake>>;
  /** Type 9: stake per leg, by leg index. */
  readonly legStakes?: readonly number[];
  /** Anti-express: the coefficient the server quotes. */
  readonly antiExpressCoef?: number;
  /** Patent: 'uk' adds the singles (3 singles, 3 doubles, 1 treble). */
  readonly patentVariant?: 'standard' | 'uk';
  /**
   * Express only: the automatic bonus bet's percent (SPEC 5: n for n = 1..9
   * legs, else 10), which multiplies the express by 1 + percent/100. Absent or
   * 0: no bonus. See expressBonusPercent().
   */
  readonly expressBonusPercent?: number;
}

export type CouponSpecErrorCode =
  /** Odds not above 1 (or not a number). */
  | 'invalid_odds'
  /** Odds (or the anti-express quote) with more than 3 decimals: never rounded silently. */
  | 'odds_precision'
  | 'invalid_stake'
  /** A split type (system, multibet, lucky, patent) whose stake cannot give every line 1 minor unit. */
  | 'stake_below_lines'
  /** Too few or too many legs for the type (COUPON_LEG_LIMITS): params typeId, min, max, count. */
  | 'leg_count'
  /** A system (or multibet) size below 2 or above the free legs. */
  | 'system_value'
  | 'missing_anti_express_coef'
  /** An express bonus on another type, or a percent outside 0..100. */
  | 'invalid_express_bonus'
  /** Two legs with the same id. */
  | 'duplicate_leg_id'
  /** A return past 2^53 minor units: refused rather than rounded to a wrong amount. */
  | 'return_out_of_range';

/** A spec the calculators cannot price. `code` is stable; `params` say which value. */
export class CouponSpecError extends Error {
  override readonly name = 'CouponSpecError';
  constructor(
    readonly code: CouponSpecErrorCode,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`coupon spec: ${code} ${JSON.stringify(params)}`);
  }
}

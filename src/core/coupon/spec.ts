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
}

export type CouponSpecErrorCode =
  | 'invalid_odds'
  | 'invalid_stake'
  | 'leg_count'
  | 'system_value'
  | 'missing_block_stake'
  | 'missing_anti_express_coef'
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

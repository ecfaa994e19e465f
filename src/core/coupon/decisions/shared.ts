import type { z } from 'zod';
import { DEFAULT_BLOCK_ID } from '../../../protocol/constants/couponTypes';
import {
  COUPON_COMMAND_SCHEMAS,
  couponBetSchema,
  couponEventVersion,
  newBetSchema,
  type CouponBet,
  type CouponCommandType,
  type CouponEvent,
  type NewBet,
} from '../../../protocol/coupon';
import { reject, type Rejection } from '../../../protocol/rejections';
import type { DecideContext, Decision } from '../../shared/decision';
import { hasAtMost3Decimals } from '../factor';
import type { CouponConfig } from '../rules';
import type { CouponState } from '../state';

/** What coupon decisions read besides the state: time, ids and the site config, which they cannot do without. */
export interface CouponDecideContext extends Omit<DecideContext, 'config'> {
  readonly config: CouponConfig;
}

/** A command's payload as its schema reads it. */
export type Parsed<T extends CouponCommandType> = z.output<(typeof COUPON_COMMAND_SCHEMAS)[T]>;

/** The decision of one command type: the events its (checked) payload causes, or why not. */
export type CouponDecision<T extends CouponCommandType> = (
  state: CouponState,
  payload: Parsed<T>,
  ctx: CouponDecideContext,
) => Decision<CouponEvent>;

/** Decisions of some command types, by type: each file of ./ holds one part of the coupon flow. */
export type CouponDecisions<T extends CouponCommandType> = { readonly [K in T]: CouponDecision<K> };

/** An event at the version its type is written at. */
export const ev = <E extends CouponEvent>(e: Omit<E, 'v'>): E => ({ ...e, v: couponEventVersion(e.type) }) as E;

export function findBet(state: CouponState, marketId: number): CouponBet | undefined {
  return state.bets.find((b) => b.market.id === marketId);
}

/** Odds with more than 3 decimals cannot be priced without rounding a leg (COUPON.md): refused. */
export function oddsPrecisionRejection(marketId: number, coef: number): Rejection | null {
  return hasAtMost3Decimals(coef) ? null : reject('coupon.odds_precision', { marketId, coef });
}

/** A bet as it enters the coupon: the clicked odds are the current ones. */
export function toCouponBet(input: NewBet): CouponBet {
  const { isDepend, blockId, ...rest } = newBetSchema.parse(input);
  return couponBetSchema.parse({
    ...rest,
    blockId: blockId ?? DEFAULT_BLOCK_ID,
    clickedCoef: rest.market.coef,
    isCoefChangePending: false,
    isDepend,
    isDependByServer: isDepend,
  });
}

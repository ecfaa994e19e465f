import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import type { CouponLine } from './lines';
import { couponReturns, type CouponReturns } from './returns';
import type { CouponSpec, Leg } from './spec';

/** A line's outcome as its own bet: open while its return can still change, then lost, returned (stake back), part returned, or won. */
export type LineStatus = 'open' | 'lost' | 'returned' | 'partReturned' | 'won';

export function lineStatusOf(own: CouponReturns, stake: number): LineStatus {
  if (own.current < own.max) return 'open';
  if (own.current === 0) return 'lost';
  if (own.current === stake) return 'returned';
  return own.current < stake ? 'partReturned' : 'won';
}

/** One line of a coupon whose lines are bets of their own (system, multibet, lucky, patent, express, singles, anti-express). */
export interface LineSettlement {
  readonly line: CouponLine;
  /** The line's real stake in minor units. */
  readonly stake: number;
  readonly status: LineStatus;
  /** What the line pays now (current) and if its open legs win (max). */
  readonly returns: CouponReturns;
}

export const asExpress = (legs: readonly Leg[], stake: number): CouponSpec => ({ typeId: legs.length === 1 ? 0 : 1, legs, stake });

/**
 * The settlement of one line of a coupon other than a chain or a conditional
 * (their lines stake what the lines before won): the express of its legs, or
 * the whole anti-express. The slip, the office history and the coupon CLI
 * all state a line with this.
 */
export function splitLineSettlement(spec: CouponSpec, line: CouponLine): LineSettlement {
  const legs = line.legs.map((i) => spec.legs[i] as Leg);
  const stake = typeof line.stake === 'number' ? line.stake : spec.stake;
  const returns = couponReturns(spec.typeId === COUPON_TYPE.antiExpress ? spec : asExpress(legs, stake));
  return { line, stake, status: lineStatusOf(returns, stake), returns };
}

/** What a chain or a conditional holds after its first `count` lines: the same coupon cut after those legs. */
export function heldAfter(spec: CouponSpec, lineLegs: readonly (readonly number[])[], count: number): CouponReturns {
  const legs = lineLegs
    .slice(0, count)
    .flat()
    .map((i) => spec.legs[i] as Leg);
  if (legs.length === 1) {
    const first = spec.typeId === COUPON_TYPE.conditional ? spec.blockStakes?.[legs[0]?.block ?? 0] : undefined;
    return couponReturns(asExpress(legs, typeof first === 'number' ? first : spec.stake));
  }
  return couponReturns({ ...spec, legs });
}

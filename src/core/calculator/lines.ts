import type { CalculatorLine, CalculatorRange } from '../../protocol/calculator';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { couponReturns, type CouponLine, type CouponSpec, type Leg } from '../coupon';
import { asExpress, heldAfter, lineStatusOf, splitLineSettlement } from '../coupon/lineSettlement';

/** A chain's and a conditional's lines stake from what the lines before them won: each states what the coupon holds after it. */
export const holdsAfterLines = (spec: CouponSpec): boolean => spec.typeId === COUPON_TYPE.chain || spec.typeId === COUPON_TYPE.conditional;

/** The stake the core uses to read a line's own outcome: every amount gives the same status, a ratio. */
const PROBE_STAKE = 1000;

/**
 * One line as the calculator lists it, with the numbers the coupon CLI
 * prints for it: a line of its own (system, lucky, ...) with its real stake,
 * status and return; a chain's or conditional's with the stake the lines
 * before leave it and what the coupon holds after it. `all` is every line's
 * legs for those two (one line per leg or block, so few).
 */
export function describeLine(spec: CouponSpec, line: CouponLine, all: readonly (readonly number[])[]): CalculatorLine {
  const base = { index: line.index, legs: line.legs, coef: line.coef };
  if (!holdsAfterLines(spec)) {
    const settled = splitLineSettlement(spec, line);
    const stake = { current: settled.stake, max: settled.stake };
    return { ...base, stake, stakesWinnings: false, status: settled.status, returns: settled.returns };
  }
  const before = line.index === 0 ? null : heldAfter(spec, all, line.index);
  let stake: CalculatorRange;
  if (spec.typeId === COUPON_TYPE.chain) {
    stake =
      before === null
        ? { current: spec.stake, max: spec.stake }
        : { current: Math.min(spec.stake, before.current), max: Math.min(spec.stake, before.max) };
  } else if (line.stake === 'max' && before !== null) {
    stake = before;
  } else {
    const own = typeof line.stake === 'number' ? line.stake : spec.stake;
    stake = { current: own, max: own };
  }
  const legs = line.legs.map((i) => spec.legs[i] as Leg);
  const status = lineStatusOf(couponReturns(asExpress(legs, PROBE_STAKE)), PROBE_STAKE);
  const stakesWinnings = line.stake === 'max' && before !== null;
  return { ...base, stake, stakesWinnings, status, returns: heldAfter(spec, all, line.index + 1) };
}

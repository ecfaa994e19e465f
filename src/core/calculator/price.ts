import { CALCULATOR_SHOWN_LINES, type CalculatorInput, type CalculatorIssue, type CalculatorOutcome } from '../../protocol/calculator';
import { couponReturns, CouponSpecError, firstLines, lineCountBig, stakeSplit, totalCoef, type CouponSpec } from '../coupon';
import { couponOf } from './couponOf';
import { describeLine, holdsAfterLines } from './lines';

/** What the core refuses, as the calculator's issue. */
function issueOf(e: CouponSpecError): CalculatorIssue {
  const p = e.params;
  const num = (key: string): number => Number(p[key] ?? 0);
  switch (e.code) {
    case 'leg_count':
      return { code: 'leg_count', min: num('min'), max: num('max'), count: num('count') };
    case 'system_value':
      return { code: 'system_value', min: num('min'), max: num('max'), value: num('value') };
    case 'stake_below_lines':
      return { code: 'stake_below_lines', lines: num('lines'), least: num('lines') };
    case 'return_out_of_range':
      return { code: 'too_large' };
    default:
      // The calculator checked the odds, stakes and quote before: the core refusing them is a fault here, not a player's.
      throw e;
  }
}

function priced(spec: CouponSpec): CalculatorOutcome {
  const count = Number(lineCountBig(spec));
  const split = stakeSplit(spec);
  const returns = couponReturns(spec);
  const coef = totalCoef(spec);
  const all = holdsAfterLines(spec) ? firstLines(spec, count).map((l) => l.legs) : [];
  const lines = firstLines(spec, CALCULATOR_SHOWN_LINES).map((line) => describeLine(spec, line, all));
  return {
    status: 'ok',
    lineCount: count,
    lines,
    hiddenLines: count - lines.length,
    split: { base: split.base, remainder: split.remainder, total: split.total },
    coef,
    returns: { current: returns.current, max: returns.max },
    holdsAfterLines: holdsAfterLines(spec),
  };
}

/** A calculation's lines, stake split and returns on the coupon core, or every issue that keeps it from being priced. */
export function priceCalculation(input: CalculatorInput): { decimals: (number | null)[]; outcome: CalculatorOutcome } {
  const { decimals, coupon, issues } = couponOf(input);
  if (coupon === null) return { decimals, outcome: { status: 'invalid', issues } };
  try {
    return { decimals, outcome: priced(coupon) };
  } catch (e) {
    if (e instanceof CouponSpecError) return { decimals, outcome: { status: 'invalid', issues: [issueOf(e)] } };
    throw e;
  }
}

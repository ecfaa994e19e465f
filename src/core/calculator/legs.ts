import { CALCULATOR_MIN_ODDS, type CalculatorInput, type CalculatorIssue } from '../../protocol/calculator';
import { ODDS_FORMAT } from '../../protocol/constants/oddsFormats';
import { OddsFormatError, parseOdds } from '../odds';

/** Decimal odds typed with more than 3 decimals: the coupon core never rounds odds, so they are refused. */
const TOO_PRECISE_DECIMAL = /\.\d{4,}\s*$/;

/** Each leg's decimal odds (null when unreadable) and what is wrong with them. */
export function readLegOdds(input: CalculatorInput): { decimals: (number | null)[]; issues: CalculatorIssue[] } {
  const issues: CalculatorIssue[] = [];
  const decimals = input.legs.map((leg, i): number | null => {
    const text = leg.odds.trim();
    if (text === '') {
      issues.push({ code: 'odds_missing', leg: i });
      return null;
    }
    if (input.format === ODDS_FORMAT.decimal && TOO_PRECISE_DECIMAL.test(text)) {
      issues.push({ code: 'odds_precision', leg: i });
      return null;
    }
    let decimal: number;
    try {
      decimal = parseOdds(text, input.format);
    } catch (e) {
      if (!(e instanceof OddsFormatError)) throw e;
      // "1" (or below) is a number, just too low: said as such, not as unreadable.
      const low = e.code === 'decimal_not_above_one';
      issues.push(low ? { code: 'odds_below_min', leg: i, min: CALCULATOR_MIN_ODDS } : { code: 'odds_unreadable', leg: i });
      return null;
    }
    if (decimal < CALCULATOR_MIN_ODDS) issues.push({ code: 'odds_below_min', leg: i, min: CALCULATOR_MIN_ODDS });
    return decimal;
  });
  return { decimals, issues };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  americanToDecimal,
  americanToFraction,
  decimalToAmerican,
  decimalToFraction,
  decimalToHongKong,
  decimalToIndonesian,
  decimalToMalay,
  formatOdds,
  fractionToDecimal,
  fromFormat,
  hongKongToDecimal,
  indonesianToDecimal,
  malayToDecimal,
  ODDS_FORMAT,
  ODDS_FORMAT_NAMES,
  OddsFormatError,
  oddsFormatIdByName,
  parseOdds,
  toFormat,
  type OddsFormatId,
} from '../../../src/core/odds';
import { oddsArb } from '../../arbitraries/coupon';

function codeOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    if (e instanceof OddsFormatError) return e.code;
    throw e;
  }
  return 'no error';
}

describe('odds formats: examples', () => {
  it('American both ways; evens is +100', () => {
    expect(decimalToAmerican(2)).toBe(100);
    expect(decimalToAmerican(2.5)).toBe(150);
    expect(decimalToAmerican(1.5)).toBe(-200);
    expect(decimalToAmerican(1.909)).toBe(-110.011);
    expect(americanToDecimal(-110)).toBe(1.909);
    expect(americanToDecimal(150)).toBe(2.5);
    expect(americanToDecimal(-100)).toBe(2);
    expect(americanToDecimal(100)).toBe(2);
  });

  it('fractions are exact, reduced or the ladder, never continued-fraction artefacts', () => {
    expect(americanToFraction(-110)).toEqual({ num: 10, den: 11 });
    expect(americanToFraction(150)).toEqual({ num: 3, den: 2 });
    expect(decimalToFraction(1.91)).toEqual({ num: 10, den: 11 });
    expect(decimalToFraction(1.91, { exact: true })).toEqual({ num: 91, den: 100 });
    expect(decimalToFraction(1.01)).toEqual({ num: 1, den: 100 });
    expect(decimalToFraction(2.375)).toEqual({ num: 11, den: 8 });
    expect(decimalToFraction(1.909)).toEqual({ num: 10, den: 11 });
    expect(decimalToFraction(1.909, { exact: true })).toEqual({ num: 909, den: 1000 });
    expect(decimalToFraction(1.333)).toEqual({ num: 1, den: 3 });
    expect(fractionToDecimal('10/11')).toBe(1.909);
    expect(fractionToDecimal('evens')).toBe(2);
    expect(formatOdds(1.91, ODDS_FORMAT.fractional)).toBe('10/11');
  });

  it('Hong Kong, Indonesian and Malay; evens is +1', () => {
    expect(decimalToHongKong(1.85)).toBe(0.85);
    expect(decimalToIndonesian(2)).toBe(1);
    expect(decimalToIndonesian(1.5)).toBe(-2);
    expect(decimalToIndonesian(3)).toBe(2);
    expect(decimalToMalay(2)).toBe(1);
    expect(decimalToMalay(1.5)).toBe(0.5);
    expect(decimalToMalay(3)).toBe(-0.5);
    expect(decimalToMalay(2.9)).toBe(-0.526);
    expect(hongKongToDecimal(0.85)).toBe(1.85);
    expect(indonesianToDecimal(-2)).toBe(1.5);
    expect(malayToDecimal(-0.5)).toBe(3);
    expect(malayToDecimal(1)).toBe(2);
  });

  it('display text and parsing', () => {
    expect(formatOdds(2.5, ODDS_FORMAT.american)).toBe('+150');
    expect(formatOdds(1.5, ODDS_FORMAT.american)).toBe('-200');
    expect(formatOdds(1.5, ODDS_FORMAT.indonesian)).toBe('-2');
    expect(formatOdds(1.85, ODDS_FORMAT.decimal)).toBe('1.85');
    expect(parseOdds('+150', ODDS_FORMAT.american)).toBe(2.5);
    expect(parseOdds('10/11', ODDS_FORMAT.fractional)).toBe(1.909);
    expect(oddsFormatIdByName('malay')).toBe(5);
    expect(oddsFormatIdByName('nope')).toBeUndefined();
    expect(ODDS_FORMAT_NAMES[2]).toBe('american');
  });

  it('rejects invalid odds with a typed error and a code', () => {
    expect(codeOf(() => americanToDecimal(99.9))).toBe('american_inside_100');
    expect(codeOf(() => americanToDecimal(-50))).toBe('american_inside_100');
    expect(codeOf(() => americanToDecimal(0))).toBe('american_inside_100');
    expect(codeOf(() => decimalToAmerican(1))).toBe('decimal_not_above_one');
    expect(codeOf(() => decimalToAmerican(0.5))).toBe('decimal_not_above_one');
    expect(codeOf(() => decimalToAmerican(Number.NaN))).toBe('not_a_number');
    expect(codeOf(() => toFormat(Number.POSITIVE_INFINITY, 0))).toBe('not_a_number');
    expect(codeOf(() => fractionToDecimal('0/5'))).toBe('fraction_invalid');
    expect(codeOf(() => fractionToDecimal('abc'))).toBe('fraction_invalid');
    expect(codeOf(() => indonesianToDecimal(0.5))).toBe('indonesian_inside_1');
    expect(codeOf(() => malayToDecimal(0))).toBe('malay_out_of_range');
    expect(codeOf(() => malayToDecimal(1.5))).toBe('malay_out_of_range');
    expect(codeOf(() => hongKongToDecimal(-1))).toBe('hong_kong_not_positive');
    expect(codeOf(() => parseOdds('1,5', ODDS_FORMAT.decimal))).toBe('not_a_number');
    expect(codeOf(() => toFormat(2, 9 as OddsFormatId))).toBe('unknown_format');
  });

  it('a price that rounds to decimal 1.000 or below is refused, never returned as 1', () => {
    expect(codeOf(() => hongKongToDecimal(0.0004))).toBe('decimal_not_above_one');
    expect(codeOf(() => americanToDecimal(-1e9))).toBe('decimal_not_above_one');
    expect(codeOf(() => indonesianToDecimal(-1e7))).toBe('decimal_not_above_one');
    expect(codeOf(() => fractionToDecimal('1/100000'))).toBe('decimal_not_above_one');
    expect(codeOf(() => fractionToDecimal({ num: 1, den: 2001 }))).toBe('decimal_not_above_one');
    expect(codeOf(() => malayToDecimal(0.0004))).toBe('malay_out_of_range');
    expect(codeOf(() => parseOdds('-100000000', ODDS_FORMAT.american))).toBe('decimal_not_above_one');
    // the shortest prices that still round above 1
    expect(hongKongToDecimal(0.0005)).toBe(1.001);
    expect(fractionToDecimal({ num: 1, den: 2000 })).toBe(1.001);
    expect(americanToDecimal(-199_999)).toBe(1.001);
  });
});

describe('odds formats: properties', () => {
  const formats: OddsFormatId[] = [0, 1, 2, 3, 4, 5];

  it('decimal -> format -> decimal round-trips within 0.0005 (Malay: where its 3 decimals can hold it, d <= 2)', () => {
    fc.assert(
      fc.property(oddsArb(1000), fc.constantFrom(...formats), (d, f) => {
        if (f === ODDS_FORMAT.malay && d > 2) return;
        expect(Math.abs(fromFormat(toFormat(d, f), f) - d)).toBeLessThanOrEqual(0.0005);
      }),
      { numRuns: 2000 },
    );
  });

  it('Malay (and Hong Kong) -> decimal -> back round-trips within 0.0005 in their own space', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), fc.boolean(), (n, negative) => {
        const m = (negative ? -n : n) / 1000;
        // Malay -1 and +1 are both evens; the format shows evens as +1 (COUPON.md).
        const shown = m === -1 ? 1 : m;
        expect(Math.abs(toFormat(fromFormat(m, ODDS_FORMAT.malay), ODDS_FORMAT.malay) - shown)).toBeLessThanOrEqual(0.0005);
        expect(Math.abs(toFormat(fromFormat(n / 1000, ODDS_FORMAT.hongKong), ODDS_FORMAT.hongKong) - n / 1000)).toBeLessThanOrEqual(0.0005);
      }),
    );
  });

  it('every conversion to decimal gives odds above 1 or the typed error', () => {
    const price = fc.oneof(
      fc.double({ min: -1e12, max: 1e12, noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1e4),
    );
    fc.assert(
      fc.property(price, fc.constantFrom(...formats), (x, f) => {
        let d: number;
        try {
          d = fromFormat(x, f);
        } catch (e) {
          expect(e).toBeInstanceOf(OddsFormatError);
          return;
        }
        expect(d).toBeGreaterThan(1);
      }),
      { numRuns: 2000 },
    );
  });

  it('American is never strictly between -100 and 100', () => {
    fc.assert(
      fc.property(oddsArb(1000), (d) => {
        const a = decimalToAmerican(d);
        expect(a <= -100 || a >= 100).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('exact fractions are reduced and show the same decimal', () => {
    fc.assert(
      fc.property(oddsArb(100), (d) => {
        const f = decimalToFraction(d, { exact: true });
        const g = (a: number, b: number): number => (b === 0 ? a : g(b, a % b));
        expect(g(f.num, f.den)).toBe(1);
        expect(fractionToDecimal(f)).toBe(d);
      }),
      { numRuns: 1000 },
    );
  });
});

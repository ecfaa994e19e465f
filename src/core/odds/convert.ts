import { ODDS_FORMAT, type OddsFormatId } from '../../protocol/constants/oddsFormats';
import { roundDiv } from '../coupon/round';
import { OddsFormatError } from './errors';
import { coef, decimalMilli, decimalOf, finite, MILLI, milliOf, reduce, type Fraction } from './exact';
import { LADDER_TOP_MILLI, ladderEntryOf, nearestLadderEntry } from './ladder';

/** American: d >= 2 gives +(d - 1) x 100, d < 2 gives -100 / (d - 1). Evens is +100. */
export function decimalToAmerican(decimal: number): number {
  const m = decimalMilli(decimal);
  return m >= 2n * MILLI ? coef(m - MILLI, 10n) : -coef(100n * MILLI, m - MILLI);
}

/**
 * American odds as a bookmaker prints them: a whole number, rounded half away
 * from zero from the exact value (1.909 is -110, 1.333 is -300), so never
 * inside -100..100. Display only: toFormat keeps the 3 decimals the coupon sends.
 */
export function americanPrice(decimal: number): number {
  const m = decimalMilli(decimal);
  return m >= 2n * MILLI ? Number(roundDiv((m - MILLI) * 100n, MILLI)) : -Number(roundDiv(100n * MILLI, m - MILLI));
}

export function americanToDecimal(american: number): number {
  finite(american);
  if (Math.abs(american) < 100) throw new OddsFormatError('american_inside_100', american);
  const a = milliOf(american);
  return a > 0n ? decimalOf(100n * MILLI + a, 100n * MILLI, american) : decimalOf(-a + 100n * MILLI, -a, american);
}

/** d - 1 as the exact reduced fraction of the American price: -110 is 10/11, +150 is 3/2. */
export function americanToFraction(american: number): Fraction {
  finite(american);
  if (Math.abs(american) < 100) throw new OddsFormatError('american_inside_100', american);
  const a = milliOf(american);
  return a > 0n ? reduce(a, 100n * MILLI) : reduce(100n * MILLI, -a);
}

/** Reduced fractions with a smaller denominator are shown as they are; from it on a price reads from the ladder. */
const PLAIN_DENOMINATOR = 100;

/**
 * d - 1 as a bookmaker prints it. A reduced fraction with a denominator
 * below 100 is shown as it is (2.375 is 11/8), in the ladder's own form when
 * it is an entry (1.667 reads 4/6, 2.5 reads 6/4). Anything finer (1.91 is
 * 91/100, 1.909 is 909/1000) is the nearest entry of the UK ladder by value,
 * a tie to the shorter price (both 10/11). Beyond 100/1 a price is whole
 * (250/1). `exact` asks for the reduced fraction itself.
 */
export function decimalToFraction(decimal: number, options: { readonly exact?: boolean } = {}): Fraction {
  const m = decimalMilli(decimal);
  const profit = m - MILLI;
  const exact = reduce(profit, MILLI);
  if (options.exact === true) return exact;
  if (exact.den < PLAIN_DENOMINATOR) return ladderEntryOf(exact) ?? exact;
  if (profit > LADDER_TOP_MILLI) return { num: Number(roundDiv(profit, MILLI)), den: 1 };
  return nearestLadderEntry(profit);
}

export function fractionToDecimal(fraction: Fraction | string): number {
  const f = typeof fraction === 'string' ? parseFraction(fraction) : fraction;
  if (!Number.isSafeInteger(f.num) || !Number.isSafeInteger(f.den) || f.num <= 0 || f.den <= 0) {
    throw new OddsFormatError('fraction_invalid', `${f.num}/${f.den}`);
  }
  return decimalOf(BigInt(f.num + f.den), BigInt(f.den), `${f.num}/${f.den}`);
}

/** "10/11", "10-11" or "evens". */
export function parseFraction(text: string): Fraction {
  const t = text.trim().toLowerCase();
  if (t === 'evs' || t === 'evens') return { num: 1, den: 1 };
  const m = /^(\d+)\s*[/-]\s*(\d+)$/.exec(t);
  if (!m) throw new OddsFormatError('fraction_invalid', text);
  const f = { num: Number(m[1]), den: Number(m[2]) };
  if (f.num <= 0 || f.den <= 0) throw new OddsFormatError('fraction_invalid', text);
  return f;
}

export function decimalToHongKong(decimal: number): number {
  return coef(decimalMilli(decimal) - MILLI, MILLI);
}

export function hongKongToDecimal(hk: number): number {
  finite(hk);
  if (hk <= 0) throw new OddsFormatError('hong_kong_not_positive', hk);
  return decimalOf(milliOf(hk) + MILLI, MILLI, hk);
}

/** Indonesian: d >= 2 gives d - 1, d < 2 gives -1 / (d - 1). Evens is +1. */
export function decimalToIndonesian(decimal: number): number {
  const m = decimalMilli(decimal);
  return m >= 2n * MILLI ? coef(m - MILLI, MILLI) : -coef(MILLI, m - MILLI);
}

export function indonesianToDecimal(indo: number): number {
  finite(indo);
  if (Math.abs(indo) < 1) throw new OddsFormatError('indonesian_inside_1', indo);
  const i = milliOf(indo);
  return i > 0n ? decimalOf(i + MILLI, MILLI, indo) : decimalOf(-i + MILLI, -i, indo);
}

/** Malay: d <= 2 gives d - 1, d > 2 gives -1 / (d - 1). Evens is +1. */
export function decimalToMalay(decimal: number): number {
  const m = decimalMilli(decimal);
  return m <= 2n * MILLI ? coef(m - MILLI, MILLI) : -coef(MILLI, m - MILLI);
}

export function malayToDecimal(malay: number): number {
  finite(malay);
  if (malay === 0 || Math.abs(malay) > 1) throw new OddsFormatError('malay_out_of_range', malay);
  const v = milliOf(malay);
  if (v === 0n) throw new OddsFormatError('malay_out_of_range', malay);
  return v > 0n ? decimalOf(v + MILLI, MILLI, malay) : decimalOf(-v + MILLI, -v, malay);
}

/** Decimal odds in the given format as a number (fractional: the fraction's value, like Hong Kong). */
export function toFormat(decimal: number, format: OddsFormatId): number {
  switch (format) {
    case ODDS_FORMAT.decimal:
      return coef(decimalMilli(decimal), MILLI);
    case ODDS_FORMAT.fractional:
    case ODDS_FORMAT.hongKong:
      return decimalToHongKong(decimal);
    case ODDS_FORMAT.american:
      return decimalToAmerican(decimal);
    case ODDS_FORMAT.indonesian:
      return decimalToIndonesian(decimal);
    case ODDS_FORMAT.malay:
      return decimalToMalay(decimal);
  }
  throw new OddsFormatError('unknown_format', format);
}

/** A number in the given format back to decimal odds. */
export function fromFormat(value: number, format: OddsFormatId): number {
  switch (format) {
    case ODDS_FORMAT.decimal: {
      const m = decimalMilli(value);
      return coef(m, MILLI);
    }
    case ODDS_FORMAT.fractional:
    case ODDS_FORMAT.hongKong:
      return hongKongToDecimal(value);
    case ODDS_FORMAT.american:
      return americanToDecimal(value);
    case ODDS_FORMAT.indonesian:
      return indonesianToDecimal(value);
    case ODDS_FORMAT.malay:
      return malayToDecimal(value);
  }
  throw new OddsFormatError('unknown_format', format);
}

/**
 * The text a slip shows, as bookmakers print it: "1.85", "+150", "-110",
 * "10/11", "0.85", "-1.176". Display only: the coupon computes on decimals.
 */
export function formatOdds(decimal: number, format: OddsFormatId): string {
  if (format === ODDS_FORMAT.fractional) {
    const f = decimalToFraction(decimal);
    return `${f.num}/${f.den}`;
  }
  const v = format === ODDS_FORMAT.american ? americanPrice(decimal) : toFormat(decimal, format);
  const signed = format === ODDS_FORMAT.american || format === ODDS_FORMAT.indonesian || format === ODDS_FORMAT.malay;
  return signed && v > 0 ? `+${v}` : String(v);
}

/** Text typed in a format (fractional as "a/b") to decimal odds. */
export function parseOdds(text: string, format: OddsFormatId): number {
  if (format === ODDS_FORMAT.fractional) return fractionToDecimal(parseFraction(text));
  const t = text.trim();
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) throw new OddsFormatError('not_a_number', text);
  return fromFormat(Number(t), format);
}

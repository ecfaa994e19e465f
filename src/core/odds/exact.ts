import { gcd, ratioToCoef, toScaled } from '../coupon/round';
import { OddsFormatError } from './errors';

/**
 * Odds are taken to 3 decimals (thousandths) and converted as exact fractions,
 * rounded to 3 decimals half away from zero only at the end.
 */
export const MILLI = 1000n;

export function finite(x: number): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw new OddsFormatError('not_a_number', x);
  return x;
}

/** Thousandths of a decimal coefficient; throws unless it is above 1. */
export function decimalMilli(decimal: number): bigint {
  finite(decimal);
  const m = BigInt(toScaled(decimal, 3));
  if (decimal <= 1 || m <= MILLI) throw new OddsFormatError('decimal_not_above_one', decimal);
  return m;
}

export function milliOf(x: number): bigint {
  return BigInt(toScaled(finite(x), 3));
}

export function coef(num: bigint, den: bigint): number {
  const r = ratioToCoef(num, den);
  return r === 0 ? 0 : r;
}

/**
 * Decimal odds num/den converted from `input` (a price in another format),
 * rounded once. A price so short that it rounds to 1.000 or below (Hong Kong
 * 0.0004, American -1e9) is no price at all: it throws instead of returning 1.
 */
export function decimalOf(num: bigint, den: bigint, input: unknown): number {
  const d = coef(num, den);
  if (d <= 1) throw new OddsFormatError('decimal_not_above_one', input);
  return d;
}

export interface Fraction {
  readonly num: number;
  readonly den: number;
}

export function reduce(num: bigint, den: bigint): Fraction {
  const g = gcd(num, den);
  return { num: Number(num / g), den: Number(den / g) };
}

import { CURRENCY_TABLE, FALLBACK_CURRENCY_ISO, type CurrencyRow } from '../../protocol/constants/currencies';
import { toScaled } from './round';

/** A currency as the coupon and the wallet use it: every amount in integer minor units. */
export interface CurrencyInfo {
  readonly iso: string;
  /** Digits after the point: 2 for RUB, 0 for JPY, 3 for KWD. */
  readonly exponent: number;
  /** The +/- step of the stake field, in minor units. */
  readonly step: number;
  /** The stake a fresh coupon starts with, in minor units. */
  readonly initial: number;
  /** True when the iso was unknown and the RUB values stand in. */
  readonly isFallback: boolean;
}

const fallbackRow = CURRENCY_TABLE[FALLBACK_CURRENCY_ISO] as CurrencyRow;

export function currencyInfo(iso: string): CurrencyInfo {
  const key = iso.toUpperCase();
  const row = CURRENCY_TABLE[key];
  const [exponent, step, initial] = row ?? fallbackRow;
  // A fallback keeps the asked currency's own exponent unknown, so RUB's 2 digits apply.
  return {
    iso: key,
    exponent,
    step: toScaled(step, exponent),
    initial: toScaled(initial, exponent),
    isFallback: row === undefined,
  };
}

/** Major units (e.g. 1.15 USD) to integer minor units (115), half away from zero. */
export function toMinor(major: number, iso: string): number {
  return toScaled(major, currencyInfo(iso).exponent);
}

/** Minor units to a major-unit number, for display only. */
export function fromMinor(minor: number, iso: string): number {
  return minor / 10 ** currencyInfo(iso).exponent;
}

/** "1234.50"-style text of a minor amount, exact (no float formatting). */
export function formatMinor(minor: number, iso: string): string {
  const { exponent } = currencyInfo(iso);
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  if (exponent === 0) return sign + digits;
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

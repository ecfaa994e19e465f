import { CURRENCY_TABLE, FALLBACK_CURRENCY_ISO, type CurrencyRow } from '../../protocol/constants/currencies';
import { toScaled } from './round';

/** A currency as the coupon uses it: every amount in integer minor units. */
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

/**
 * Stake of line `index` when `total` minor units are split over `parts` lines:
 * the remainder goes one unit each to the first lines, so the stakes always add
 * up to the total exactly and the split is the same on every run.
 */
export function stakeOfLine(total: number, parts: number, index: number): number {
  if (parts <= 0) return 0;
  const base = Math.floor(total / parts);
  const remainder = total - base * parts;
  return index < remainder ? base + 1 : base;
}

/** Every line's stake; the array sums to `total`. */
export function splitStake(total: number, parts: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < parts; i++) out.push(stakeOfLine(total, parts, i));
  return out;
}

/** The next stake after pressing + (direction 1) or - (direction -1): snaps to the step grid, never below 0. */
export function stepAmount(amount: number, direction: 1 | -1, step: number): number {
  if (step <= 0) return amount;
  const next = direction === 1 ? Math.floor(amount / step) * step + step : Math.ceil(amount / step) * step - step;
  return Math.max(0, next);
}

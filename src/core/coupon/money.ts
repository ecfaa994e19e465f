/** A currency's digits and conversions are shared with the wallet: src/core/shared/currency.ts. */
export { currencyInfo, toMinor, fromMinor, formatMinor, type CurrencyInfo } from '../shared/currency';

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

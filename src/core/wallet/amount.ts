import { MAX_MINOR_AMOUNT } from '../../protocol/constants/wallet';
import { reject, type Rejection } from '../../protocol/rejections';
import { currencyInfo } from '../shared/currency';

/** What an amount must keep to: its currency, and a method's limits when there is one (minor units). */
export interface AmountRules {
  readonly currencyIso: string;
  readonly min?: number | null;
  readonly max?: number | null;
  /** Amounts are multiples of this; 1 or absent: no step. */
  readonly step?: number | null;
}

/**
 * THE check of an amount of money a player asks to move (a deposit, a
 * withdrawal), in integer minor units of its currency: the worker refuses
 * with it before sending, the server refuses with it again (the same codes,
 * `wallet.*`). Null: the amount is fine.
 *
 * In order: not a number at all (NaN, text, missing); a currency the site
 * does not know; zero or negative; past what any balance can hold; a fraction
 * of a minor unit (more digits after the point than the currency has); below
 * the method's minimum, above its maximum, off its step.
 */
export function amountRefusal(value: unknown, rules: AmountRules): Rejection | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return reject('wallet.amount_invalid');
  const currency = currencyInfo(rules.currencyIso);
  if (currency.isFallback) return reject('wallet.unknown_currency', { currency: rules.currencyIso });
  if (value <= 0) return reject('wallet.amount_not_positive');
  if (value > MAX_MINOR_AMOUNT) return reject('wallet.amount_too_large', { max: MAX_MINOR_AMOUNT });
  if (!Number.isInteger(value)) return reject('wallet.amount_too_precise', { digits: currency.exponent });
  if (rules.min !== undefined && rules.min !== null && value < rules.min) return reject('wallet.amount_below_min', { min: rules.min });
  if (rules.max !== undefined && rules.max !== null && value > rules.max) return reject('wallet.amount_above_max', { max: rules.max });
  if (rules.step && rules.step > 1 && value % rules.step !== 0) return reject('wallet.amount_step', { step: rules.step });
  return null;
}

/** The amount as a checked integer, for callers that refused every other case already. */
export function isValidAmount(value: unknown, rules: AmountRules): value is number {
  return amountRefusal(value, rules) === null;
}

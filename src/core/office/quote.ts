import { RATE_SCALE } from '../../protocol/constants/office';
import { MAX_MINOR_AMOUNT } from '../../protocol/constants/wallet';
import { reject, type Rejection } from '../../protocol/rejections';
import { amountRefusal } from '../wallet/amount';

/** What a transfer of `amount` (minor units of the source) credits (minor units of the target), at `rate`. */
export interface TransferQuote {
  readonly amount: number;
  readonly credited: number;
  /** The rate applied, scaled by RATE_SCALE; RATE_SCALE when the currencies are the same. */
  readonly rate: number;
}

/** The configured rate of a pair (target minor units per source minor unit, scaled by RATE_SCALE), or null. */
export function rateOf(rates: Readonly<Record<string, number>>, from: string, to: string): number | null {
  if (from === to) return RATE_SCALE;
  const rate = rates[`${from}:${to}`];
  return rate !== undefined && Number.isSafeInteger(rate) && rate > 0 ? rate : null;
}

/**
 * The amount a transfer credits, in integer minor units only: amount x rate
 * / RATE_SCALE, rounded down (a fraction of a minor unit is never created;
 * the operator's exchange keeps it). Computed in BigInt, since amount x rate
 * passes 2^53. Refuses the amount with the wallet's one amount rule, a pair
 * without a rate, and an amount too small to credit one minor unit.
 */
export function quoteTransfer(
  amount: unknown,
  from: string,
  to: string,
  rates: Readonly<Record<string, number>>,
): TransferQuote | Rejection {
  const refused = amountRefusal(amount, { currencyIso: from });
  if (refused) return refused;
  const minor = amount as number;
  const rate = rateOf(rates, from, to);
  if (rate === null) return reject('office.no_rate', { from, to });
  const credited = Number((BigInt(minor) * BigInt(rate)) / BigInt(RATE_SCALE));
  if (credited < 1) return reject('office.amount_too_small', { from, to });
  if (credited > MAX_MINOR_AMOUNT) return reject('wallet.amount_too_large', { max: MAX_MINOR_AMOUNT });
  return { amount: minor, credited, rate };
}

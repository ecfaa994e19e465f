import type { TransferQuote } from './quote';

/** A leg as the ledger takes it: a player account, or the operator's exchange account of a currency. Signed minor units. */
export type TransferLeg =
  | { readonly account: number; readonly amount: number }
  | { readonly operator: 'exchange'; readonly currencyId: number; readonly amount: number };

export interface TransferSides {
  readonly from: { readonly id: number; readonly currencyId: number };
  readonly to: { readonly id: number; readonly currencyId: number };
}

/**
 * The entries of a transfer: in one currency, the source pays the target
 * directly; between two, the operator's exchange buys the source currency
 * and sells the target one, so each currency's entries sum to zero.
 */
export function transferLegs(sides: TransferSides, quote: TransferQuote): readonly TransferLeg[] {
  const { from, to } = sides;
  if (from.currencyId === to.currencyId)
    return [
      { account: from.id, amount: -quote.amount },
      { account: to.id, amount: quote.amount },
    ];
  return [
    { account: from.id, amount: -quote.amount },
    { operator: 'exchange', currencyId: from.currencyId, amount: quote.amount },
    { operator: 'exchange', currencyId: to.currencyId, amount: -quote.credited },
    { account: to.id, amount: quote.credited },
  ];
}

/** Sum of the legs per currency (every one must be zero); player accounts' currencies come from `currencyOf`. */
export function sumsByCurrency(legs: readonly TransferLeg[], currencyOf: (accountId: number) => number): ReadonlyMap<number, number> {
  const sums = new Map<number, number>();
  for (const leg of legs) {
    const currency = 'account' in leg ? currencyOf(leg.account) : leg.currencyId;
    sums.set(currency, (sums.get(currency) ?? 0) + leg.amount);
  }
  return sums;
}

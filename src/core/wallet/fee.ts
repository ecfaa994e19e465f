/** A payment method's price: fixed minor units plus basis points (1/100 %) of the amount. */
export interface MethodFee {
  readonly fixed: number;
  readonly percentBp: number;
}

/** The fee of `amount` (minor units): the percentage rounded up to a minor unit, plus the fixed part. */
export function paymentFee(amount: number, fee: MethodFee): number {
  return fee.fixed + Math.ceil((amount * fee.percentBp) / 10_000);
}

/**
 * How a deposit of `amount` splits: the fee the house keeps and what the
 * account receives. Null when the fee would take all of it (the amount is
 * then below what the method can take).
 */
export function depositSplit(amount: number, fee: MethodFee): { readonly fee: number; readonly credited: number } | null {
  const charged = paymentFee(amount, fee);
  return charged >= amount ? null : { fee: charged, credited: amount - charged };
}

/**
 * The premium of insuring `amount` minor units at `premiumPercent` (the
 * offer's whole percentage): rounded up to a minor unit, so the house never
 * takes less than the percentage says. The server debits it; the slip shows
 * it before the player confirms.
 */
export function insurancePremium(amount: number, premiumPercent: number): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`insurance amount must be whole minor units, got ${amount}`);
  if (!Number.isInteger(premiumPercent) || premiumPercent < 0 || premiumPercent > 100)
    throw new RangeError(`premium percent must be 0..100, got ${premiumPercent}`);
  return Number((BigInt(amount) * BigInt(premiumPercent) + 99n) / 100n);
}

import { CASHBACK_PRODUCT_KINDS, type CashbackProduct } from '../../protocol/constants/cashback';
import type { MovementKind } from '../../protocol/constants/wallet';

/** The player-side sum of one kind of movement over a period (stakes negative, returns positive), minor units. */
export interface KindTotal {
  readonly kind: MovementKind;
  readonly amount: number;
}

/**
 * A product's net loss over a period: stakes minus wins, refunds and
 * cash-outs, that is minus the player-side sum of the product's kinds;
 * other kinds (deposits, bonuses, the other product) count nothing. Negative
 * is a net win. The caller passes only the real-money accounts' totals: bonus
 * money staked is not the player's loss.
 */
export function netLossOf(product: CashbackProduct, totals: readonly KindTotal[]): number {
  const kinds: readonly MovementKind[] = CASHBACK_PRODUCT_KINDS[product];
  let sum = 0;
  for (const total of totals) if (kinds.includes(total.kind)) sum += total.amount;
  return sum === 0 ? 0 : -sum;
}

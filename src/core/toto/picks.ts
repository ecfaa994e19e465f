import { TOTO_SIGNS, type TotoSign } from '../../protocol/toto';

/** The signs picked for one game, in the order 1, X, 2 and each once; an empty pick makes no coupon. */
export function normalizePick(signs: readonly TotoSign[]): TotoSign[] {
  return TOTO_SIGNS.filter((sign) => signs.includes(sign));
}

/** A coupon's combinations: the product of the signs picked per game (two signs on one game double it). */
export function combinationsOf(picks: readonly (readonly TotoSign[])[]): number {
  return picks.reduce((product, signs) => product * normalizePick(signs).length, 1);
}

import type { TotoResult, TotoSign } from '../../protocol/toto';
import { normalizePick } from './picks';

/**
 * How many of a coupon's combinations have k right signs, for k = 0..games:
 * the coefficients of the product over the games of (misses + rights x),
 * where a game's rights are its picked signs that match the result (all of
 * them on a void game). The combinations are never listed one by one, so a
 * coupon of thousands costs as much as one.
 */
export function hitsDistribution(picks: readonly (readonly TotoSign[])[], results: readonly TotoResult[]): number[] {
  let counts = [1];
  picks.forEach((raw, game) => {
    const signs = normalizePick(raw);
    const result = results[game];
    const right = result === 'void' ? signs.length : signs.filter((s) => s === result).length;
    const wrong = signs.length - right;
    const next = new Array<number>(counts.length + 1).fill(0);
    counts.forEach((n, k) => {
      next[k] = (next[k] ?? 0) + n * wrong;
      next[k + 1] = (next[k + 1] ?? 0) + n * right;
    });
    counts = next;
  });
  return counts;
}

/** The most right signs among the coupon's combinations (what "hits" shows for a coupon). */
export function bestHits(distribution: readonly number[]): number {
  for (let k = distribution.length - 1; k >= 0; k -= 1) if ((distribution[k] ?? 0) > 0) return k;
  return 0;
}

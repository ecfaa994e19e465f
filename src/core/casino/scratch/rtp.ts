import { SCRATCH_CELLS, SCRATCH_MATCH, type ScratchTable } from '../../../protocol/casino/scratch';

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

/**
 * The card's exact return to player. Each symbol pays on its own, so the
 * expected prize is the sum over symbols of prize x P(at least SCRATCH_MATCH
 * of the 9 cells show it), a binomial tail in whole numbers: with total
 * weight W and the symbol's weight w, sum over k of C(9, k) w^k (W - w)^(9-k),
 * all over W^9. One division at the end; nothing drifts.
 */
export function scratchRtp(table: ScratchTable): number {
  const total = BigInt(table.symbols.reduce((sum, s) => sum + s.weight, 0));
  const denominator = total ** BigInt(SCRATCH_CELLS);
  let numerator = 0n;
  for (const symbol of table.symbols) {
    const w = BigInt(symbol.weight);
    let ways = 0n;
    for (let k = SCRATCH_MATCH; k <= SCRATCH_CELLS; k += 1)
      ways += binomial(SCRATCH_CELLS, k) * w ** BigInt(k) * (total - w) ** BigInt(SCRATCH_CELLS - k);
    numerator += BigInt(symbol.prize) * ways;
  }
  // Exact to the last place a float holds: the whole part, then the remainder scaled to 2^53.
  const whole = numerator / denominator;
  const scale = 2n ** 53n;
  return Number(whole) + Number(((numerator % denominator) * scale) / denominator) / Number(scale);
}

import type { LottoPrize } from '../../protocol/lotto';

/** How many of a line's numbers are among the balls drawn. */
export function matchesOf(line: readonly number[], balls: readonly number[]): number {
  const drawn = new Set(balls);
  return line.filter((n) => drawn.has(n)).length;
}

/** What a line with `matches` numbers drawn wins, minor units: its multiple of the line price, 0 off the table. */
export function linePrize(prizes: readonly LottoPrize[], matches: number, linePrice: number): number {
  const row = prizes.find((p) => p.matches === matches);
  return row ? row.multiplier * linePrice : 0;
}

/** A ticket's lines against a draw: each line's matches and the ticket's whole win. */
export function ticketResult(
  lines: readonly (readonly number[])[],
  balls: readonly number[],
  prizes: readonly LottoPrize[],
  linePrice: number,
): { matches: number[]; win: number } {
  const matches = lines.map((line) => matchesOf(line, balls));
  return { matches, win: matches.reduce((sum, m) => sum + linePrize(prizes, m, linePrice), 0) };
}

/** n choose k, exactly. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * A line's expected return as an exact fraction of its price: a line of
 * `drawn` numbers out of `balls` has exactly k drawn with probability
 * C(drawn, k)·C(balls − drawn, drawn − k) / C(balls, drawn) (hypergeometric),
 * and then wins its multiplier.
 */
export function expectedReturn(balls: number, drawn: number, prizes: readonly LottoPrize[]): { numerator: bigint; denominator: bigint } {
  const numerator = prizes.reduce(
    (sum, p) => sum + BigInt(p.multiplier) * choose(drawn, p.matches) * choose(balls - drawn, drawn - p.matches),
    0n,
  );
  return { numerator, denominator: choose(balls, drawn) };
}

/** The expected return in percent of the line price, to 1/10,000 of a percent (rounded down). */
export function returnPercent(balls: number, drawn: number, prizes: readonly LottoPrize[]): number {
  const { numerator, denominator } = expectedReturn(balls, drawn, prizes);
  return Number((numerator * 1_000_000n) / denominator) / 10_000;
}

/** A line as the game takes it: `drawn` distinct numbers of 1..balls. */
export function isValidLine(line: readonly number[], balls: number, drawn: number): boolean {
  return line.length === drawn && new Set(line).size === drawn && line.every((n) => Number.isInteger(n) && n >= 1 && n <= balls);
}

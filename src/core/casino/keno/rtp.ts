import { KENO_BALLS, KENO_DRAWN } from '../../../protocol/casino/keno';

/** n choose k, exact. */
export function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/** A fraction of two bigints, so sums of probabilities stay exact until the end. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * The exact return of one pick count's pay line: sum over hits h of
 * C(picks,h) C(balls-picks, drawn-h) / C(balls, drawn) x pays[h] / 100
 * (hypergeometric; pays in hundredths of the stake).
 */
export function pickCountReturn(pays: readonly number[], picks: number, balls: number, drawn: number): Ratio {
  let num = 0n;
  for (let hits = 0; hits <= picks; hits += 1) {
    num += choose(picks, hits) * choose(balls - picks, drawn - hits) * BigInt(pays[hits] ?? 0);
  }
  return { num, den: choose(balls, drawn) * 100n };
}

/** A ratio as a number, rounded once at the end (the division of two exact integers). */
export function ratioValue({ num, den }: Ratio): number {
  const scale = 10n ** 15n;
  return Number((num * scale) / den) / Number(scale);
}

/** The exact RTP of each pick count's pay line on 80 balls, 20 drawn (index 0 = 1 pick). */
export function kenoRtps(pays: readonly (readonly number[])[]): number[] {
  return pays.map((line, index) => ratioValue(pickCountReturn(line, index + 1, KENO_BALLS, KENO_DRAWN)));
}

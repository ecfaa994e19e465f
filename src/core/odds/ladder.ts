import { MILLI, type Fraction } from './exact';

/**
 * The fractional prices UK and Irish bookmakers print, shortest first, as
 * they print them: 4/6 and 6/4 rather than 2/3 and 3/2, and 85/40 for 2.125.
 * A price whose exact fraction is unwieldy is shown as its nearest entry here.
 */
const ENTRIES: readonly (readonly [number, number])[] = [
  [1, 100],
  [1, 80],
  [1, 66],
  [1, 50],
  [1, 40],
  [1, 33],
  [1, 28],
  [1, 25],
  [1, 22],
  [1, 20],
  [1, 18],
  [1, 16],
  [1, 14],
  [1, 12],
  [1, 11],
  [1, 10],
  [1, 9],
  [1, 8],
  [2, 15],
  [1, 7],
  [2, 13],
  [1, 6],
  [2, 11],
  [1, 5],
  [2, 9],
  [1, 4],
  [2, 7],
  [3, 10],
  [1, 3],
  [4, 11],
  [2, 5],
  [4, 9],
  [1, 2],
  [8, 15],
  [4, 7],
  [8, 13],
  [4, 6],
  [8, 11],
  [4, 5],
  [5, 6],
  [10, 11],
  [1, 1],
  [21, 20],
  [11, 10],
  [6, 5],
  [5, 4],
  [11, 8],
  [6, 4],
  [13, 8],
  [7, 4],
  [15, 8],
  [2, 1],
  [85, 40],
  [9, 4],
  [5, 2],
  [11, 4],
  [3, 1],
  [10, 3],
  [7, 2],
  [4, 1],
  [9, 2],
  [5, 1],
  [11, 2],
  [6, 1],
  [13, 2],
  [7, 1],
  [15, 2],
  [8, 1],
  [17, 2],
  [9, 1],
  [10, 1],
  [11, 1],
  [12, 1],
  [14, 1],
  [16, 1],
  [18, 1],
  [20, 1],
  [22, 1],
  [25, 1],
  [28, 1],
  [33, 1],
  [40, 1],
  [50, 1],
  [66, 1],
  [80, 1],
  [100, 1],
];

export const FRACTION_LADDER: readonly Fraction[] = ENTRIES.map(([num, den]) => ({ num, den }));

/** |a - b| for a = p/q and b = r/s, as the pair (numerator, denominator) of a non-negative fraction. */
function gap(p: bigint, q: bigint, r: bigint, s: bigint): readonly [bigint, bigint] {
  const n = p * s - r * q;
  return [n < 0n ? -n : n, q * s];
}

/** a/b < c/d for positive denominators. */
const less = (a: readonly [bigint, bigint], c: readonly [bigint, bigint]): boolean => a[0] * c[1] < c[0] * a[1];

/** The entry printed for this exact value (4/6 for 2/3), or undefined when the ladder has none. */
export function ladderEntryOf(f: Fraction): Fraction | undefined {
  return FRACTION_LADDER.find((e) => e.num * f.den === f.num * e.den);
}

/** Index of the first entry whose value is at least `milli`/1000 (FRACTION_LADDER.length when none is). */
function firstAtLeast(milli: bigint): number {
  let lo = 0;
  let hi = FRACTION_LADDER.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const e = FRACTION_LADDER[mid] as Fraction;
    if (BigInt(e.num) * MILLI < milli * BigInt(e.den)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The entries either side of a profit of `milli`/1000 (d - 1 in thousandths); the same entry twice when it hits one exactly. */
function bracket(milli: bigint): { readonly below: Fraction | undefined; readonly above: Fraction | undefined } {
  const i = firstAtLeast(milli);
  const at = FRACTION_LADDER[i];
  if (at && BigInt(at.num) * MILLI === milli * BigInt(at.den)) return { below: at, above: at };
  return { below: FRACTION_LADDER[i - 1], above: at };
}

/**
 * The ladder entry nearest to a profit of `milli`/1000, compared exactly;
 * a tie goes to the lower (shorter) price. Outside the ladder the end
 * nearest to it.
 */
export function nearestLadderEntry(milli: bigint): Fraction {
  const { below, above } = bracket(milli);
  if (!below) return above as Fraction;
  if (!above) return below;
  const toBelow = gap(milli, MILLI, BigInt(below.num), BigInt(below.den));
  const toAbove = gap(milli, MILLI, BigInt(above.num), BigInt(above.den));
  return less(toAbove, toBelow) ? above : below;
}

/** The largest profit the ladder holds (100/1), in thousandths. */
export const LADDER_TOP_MILLI = 100n * MILLI;

/**
 * How far a shown ladder price may lie from the decimal it stands for: half
 * the gap between the entries either side of it (a decimal on an entry has
 * none). In decimal odds, for tests and for anyone reading a shown price back.
 */
export function ladderTolerance(decimal: number): number {
  const milli = BigInt(Math.round(decimal * 1000)) - MILLI;
  const { below, above } = bracket(milli);
  if (!below || !above) return Number.POSITIVE_INFINITY;
  return (above.num / above.den - below.num / below.den) / 2;
}

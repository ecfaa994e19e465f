/** Pascal's triangle up to the most legs a coupon holds, built once: the hot paths look binomials up. */
const PASCAL_ROWS = 64;
const PASCAL: bigint[][] = [];
for (let n = 0; n < PASCAL_ROWS; n++) {
  const row: bigint[] = [1n];
  const above = PASCAL[n - 1];
  for (let k = 1; k < n; k++) row.push((above?.[k - 1] as bigint) + (above?.[k] as bigint));
  if (n > 0) row.push(1n);
  PASCAL.push(row);
}

/** C(n, k) exactly (as a bigint, so C(50, 25) does not lose digits). */
export function binomialBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  if (n < PASCAL_ROWS) return PASCAL[n]?.[k] as bigint;
  const kk = Math.min(k, n - k);
  let r = 1n;
  for (let i = 1; i <= kk; i++) r = (r * BigInt(n - kk + i)) / BigInt(i);
  return r;
}

export function binomial(n: number, k: number): number {
  return Number(binomialBig(n, k));
}

/** k-subsets of 0..n-1 in lexicographic order, one at a time (never all in memory). */
export function* combinations(n: number, k: number): Generator<number[]> {
  if (k < 0 || k > n) return;
  const idx = Array.from({ length: k }, (_, i) => i);
  while (true) {
    yield idx.slice();
    let i = k - 1;
    while (i >= 0 && idx[i] === n - k + i) i--;
    if (i < 0) return;
    idx[i] = (idx[i] as number) + 1;
    for (let j = i + 1; j < k; j++) idx[j] = (idx[j - 1] as number) + 1;
  }
}

/**
 * e_0..e_maxK of the values: e_j is the sum over every j-subset of the product
 * of its values. One pass, O(n * maxK): the sum of 184,756 ten-leg lines of a
 * 10/20 system without building one of them.
 */
export function elementarySymmetric(values: readonly bigint[], maxK: number): bigint[] {
  const e: bigint[] = [1n];
  for (let j = 1; j <= maxK; j++) e.push(0n);
  let seen = 0;
  for (const v of values) {
    seen++;
    for (let j = Math.min(seen, maxK); j >= 1; j--) e[j] = (e[j] as bigint) + (e[j - 1] as bigint) * v;
  }
  return e;
}

/**
 * suffix[a][j] = e_j(values[a..n-1]) for j <= maxK: row 0 holds the
 * elementary symmetric sums of all the values, the later rows what
 * firstLinesSum needs. O(n x maxK).
 */
export function suffixSymmetric(values: readonly bigint[], maxK: number): bigint[][] {
  const n = values.length;
  const suffix: bigint[][] = new Array<bigint[]>(n + 1);
  const last = new Array<bigint>(maxK + 1).fill(0n);
  last[0] = 1n;
  suffix[n] = last;
  for (let a = n - 1; a >= 0; a--) {
    const next = suffix[a + 1] as bigint[];
    const v = values[a] as bigint;
    const row = new Array<bigint>(maxK + 1).fill(0n);
    row[0] = 1n;
    // e_j of n - a values is 0 for j > n - a: only the triangle is computed.
    const top = Math.min(n - a, maxK);
    for (let j = 1; j <= top; j++) row[j] = (next[j] as bigint) + v * (next[j - 1] as bigint);
    suffix[a] = row;
  }
  return suffix;
}

/**
 * Sum of the products of the first `count` k-subsets of `values` in
 * lexicographic order (count < C(n, k)), in O(n x k) without visiting one
 * subset: the subsets starting with index a come as one block of
 * C(n - 1 - a, k - 1); a whole block adds values[a] x e_{k-1}(values after a),
 * and the block where the count ends is entered with values[a] fixed.
 * `suffix` is suffixSymmetric(values, k or more), when the caller has it.
 */
export function firstLinesSum(
  values: readonly bigint[],
  k: number,
  count: bigint,
  suffix: readonly (readonly bigint[])[] = suffixSymmetric(values, k),
): bigint {
  const n = values.length;
  let acc = 0n;
  let fixed = 1n;
  let left = count;
  let j = k;
  for (let a = 0; left > 0n && a < n; a++) {
    const block = binomialBig(n - 1 - a, j - 1);
    if (left >= block) {
      acc += fixed * (values[a] as bigint) * ((suffix[a + 1] as readonly bigint[])[j - 1] as bigint);
      left -= block;
    } else {
      fixed *= values[a] as bigint;
      j--;
    }
  }
  return acc;
}

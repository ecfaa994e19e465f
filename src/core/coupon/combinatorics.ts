/** C(n, k) exactly (as a bigint, so C(50, 25) does not lose digits). */
export function binomialBig(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
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

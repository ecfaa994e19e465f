/**
 * The one rounding rule of the coupon: half away from zero (Math.round alone
 * rounds -0.3125 to -0.312, which is wrong for coefficients). Round only at the
 * end of a computation, never a leg before multiplying.
 */

/** Integer units of 10^-decimals of x, half away from zero. */
export function toScaled(x: number, decimals = 3): number {
  const scaled = Math.abs(x) * 10 ** decimals;
  const frac = scaled - Math.floor(scaled);
  // Only a value near a half can be tipped by binary noise (1.0049999999999999 * 1000);
  // toPrecision(15) strips that noise, and is slow, so it runs only there.
  const cleaned = Math.abs(frac - 0.5) > 1e-6 ? scaled : Number(scaled.toPrecision(15));
  const rounded = Math.floor(cleaned + 0.5);
  return x < 0 ? -rounded : rounded;
}

/** x rounded to `decimals` places, half away from zero. */
export function roundHalfAway(x: number, decimals = 3): number {
  if (!Number.isFinite(x)) return x;
  const r = toScaled(x, decimals) / 10 ** decimals;
  return r === 0 ? 0 : r;
}

/** The coefficient rounding (3 decimals) used everywhere. */
export function round3(x: number): number {
  return roundHalfAway(x, 3);
}

/** num / den rounded to an integer, half away from zero. den must not be 0. */
export function roundDiv(num: bigint, den: bigint): bigint {
  if (den < 0n) {
    num = -num;
    den = -den;
  }
  const negative = num < 0n;
  const a = negative ? -num : num;
  const q = (2n * a + den) / (2n * den);
  return negative ? -q : q;
}

/** num / den as a number rounded to 3 decimals, half away from zero, computed exactly. */
export function ratioToCoef(num: bigint, den: bigint): number {
  return Number(roundDiv(num * 1000n, den)) / 1000;
}

export function gcd(a: bigint, b: bigint): bigint {
  a = a < 0n ? -a : a;
  b = b < 0n ? -b : b;
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

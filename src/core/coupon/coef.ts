import { oddsMilli } from './factor';
import { familyRatio } from './returns';
import { ratioToCoef, round3 } from './round';
import type { CouponSpec } from './spec';
import { CouponSpecError } from './spec';
import { checkSpecBasics, isLineFamilyType, lineFamily } from './structure';
import { binomialBig } from './combinatorics';

const UNIT = 1000n;

/**
 * The coupon's total coefficient from the legs' odds alone (statuses and
 * amounts ignored), exact until one rounding to 3 decimals:
 * - single, express: the product of the odds;
 * - system, multibet, lucky, patent: the sum of the lines' products over the
 *   number of lines (the return of one unit of stake when all win);
 * - chain: 1 + sum(odds - 1) (every leg stakes the unit stake);
 * - conditional: the product of all odds (every block stakes all winnings);
 * - anti-express: the server's antiExpressCoef;
 * - many singles: the mean of the odds (equal stakes).
 */
export function totalCoef(spec: CouponSpec): number {
  const milli = checkSpecBasics(spec);
  if (isLineFamilyType(spec.typeId)) {
    const r = familyRatio(lineFamily({ ...spec, typeId: spec.typeId }), milli, UNIT);
    return ratioToCoef(r.num, r.den);
  }
  switch (spec.typeId) {
    case 3: {
      let num = UNIT;
      for (const m of milli) num += m - UNIT;
      return ratioToCoef(num, UNIT);
    }
    case 5:
      return productCoef(milli);
    case 6:
      if (spec.antiExpressCoef === undefined) throw new CouponSpecError('missing_anti_express_coef');
      return round3(spec.antiExpressCoef);
    case 9: {
      let sum = 0n;
      for (const m of milli) sum += m;
      return ratioToCoef(sum, UNIT * BigInt(milli.length));
    }
  }
  throw new CouponSpecError('leg_count', { typeId: spec.typeId });
}

/** Product of odds given in thousandths, rounded once. */
export function productCoef(milli: readonly bigint[]): number {
  let num = 1n;
  let den = 1n;
  for (const m of milli) {
    num *= m;
    den *= UNIT;
  }
  return ratioToCoef(num, den);
}

/** Product of decimal odds, rounded once to 3 decimals. */
export function expressCoef(odds: readonly number[]): number {
  return productCoef(odds.map((o, i) => oddsMilli(o, i)));
}

/**
 * Margin-free anti-express value A/(A-1) for the express product A: only an
 * upper bound the server's quote must not exceed (display check).
 */
export function antiExpressUpperBound(odds: readonly number[]): number {
  let a = 1n;
  let den = 1n;
  for (const [i, o] of odds.entries()) {
    a *= oddsMilli(o, i);
    den *= UNIT;
  }
  return ratioToCoef(a, a - den);
}

/** True when the server's anti-express coefficient is not above the margin-free bound. */
export function isAntiExpressCoefPlausible(coef: number, odds: readonly number[]): boolean {
  return Number.isFinite(coef) && coef > 1 && round3(coef) <= antiExpressUpperBound(odds);
}

/** Number of lines of a system k of n (exact). */
export function systemCombo(n: number, k: number): number {
  return Number(binomialBig(n, k));
}

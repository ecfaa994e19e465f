import { hasAtMost3Decimals, oddsMilli } from './factor';
import { familyRatio } from './returns';
import { ratioToCoef, toScaled } from './round';
import type { CouponSpec } from './spec';
import { CouponSpecError } from './spec';
import { antiExpressMilli, checkSpecBasics, lineFamily } from './structure';
import { binomialBig } from './combinatorics';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { isLineFamilyType } from './typeFamilies';

const UNIT = 1000n;

/**
 * The coupon's total coefficient from the legs' odds alone (statuses and
 * amounts ignored), exact until one rounding to 3 decimals:
 * - single, express: the product of the odds (times the express bonus, when
 *   the spec carries one);
 * - system, multibet, lucky, patent: the sum of the lines' products over the
 *   number of lines (the return of one unit of stake when all win);
 * - chain: 1 + sum(odds - 1) (every leg stakes the unit stake);
 * - conditional: the product of all odds (every block stakes all winnings);
 * - anti-express: the server's antiExpressCoef;
 * - many singles: the mean of the odds weighted by each single's stake (the
 *   return of one unit of total stake when all win; the plain mean when the
 *   stakes are equal or all 0).
 */
export function totalCoef(spec: CouponSpec): number {
  const milli = checkSpecBasics(spec);
  if (isLineFamilyType(spec.typeId)) {
    const r = familyRatio(lineFamily({ ...spec, typeId: spec.typeId }), milli, UNIT);
    const bonus = BigInt(spec.expressBonusPercent ?? 0);
    return ratioToCoef(r.num * (100n + bonus), r.den * 100n);
  }
  switch (spec.typeId) {
    case COUPON_TYPE.chain: {
      let num = UNIT;
      for (const m of milli) num += m - UNIT;
      return ratioToCoef(num, UNIT);
    }
    case COUPON_TYPE.conditional:
      return productCoef(milli);
    case COUPON_TYPE.antiExpress:
      return ratioToCoef(antiExpressMilli(spec), UNIT);
    case COUPON_TYPE.manySingles:
      return manySinglesCoef(spec, milli);
  }
  throw new CouponSpecError('leg_count', { typeId: spec.typeId });
}

/**
 * Many singles: sum(stake x odds) / sum(stakes), exact until one rounding.
 * Each single stakes its legStakes entry (spec.stake when absent), as the
 * returns do, so totalCoef x total stake is the max return of an all-open slip.
 */
function manySinglesCoef(spec: CouponSpec, milli: readonly bigint[]): number {
  let weighted = 0n;
  let total = 0n;
  let plain = 0n;
  milli.forEach((m, i) => {
    const s = spec.legStakes?.[i] ?? spec.stake;
    if (!Number.isSafeInteger(s) || s < 0) throw new CouponSpecError('invalid_stake', { leg: i });
    weighted += BigInt(s) * m;
    total += BigInt(s);
    plain += m;
  });
  if (total === 0n) return ratioToCoef(plain, UNIT * BigInt(milli.length));
  return ratioToCoef(weighted, UNIT * total);
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

/** The express product A = num/den of the odds, exactly; throws CouponSpecError on no legs or bad odds. */
function expressProduct(odds: readonly number[]): { num: bigint; den: bigint } {
  if (odds.length === 0) throw new CouponSpecError('leg_count', { typeId: COUPON_TYPE.antiExpress, min: 1, max: 50, count: 0 });
  let num = 1n;
  let den = 1n;
  for (const [i, o] of odds.entries()) {
    num *= oddsMilli(o, i);
    den *= UNIT;
  }
  return { num, den };
}

/**
 * Margin-free anti-express value A/(A-1) for the express product A, rounded
 * to 3 decimals: only an upper bound the server's quote must not exceed.
 */
export function antiExpressUpperBound(odds: readonly number[]): number {
  const a = expressProduct(odds);
  return ratioToCoef(a.num, a.num - a.den);
}

/**
 * The highest 3-decimal quote at or below A/(A-1) exactly (the bound rounded
 * down): what a rejection names as the most the server may quote. 1 when no
 * 3-decimal coefficient above 1 fits (A >= 1001).
 */
export function antiExpressMaxQuote(odds: readonly number[]): number {
  const a = expressProduct(odds);
  return Number((a.num * UNIT) / (a.num - a.den)) / 1000;
}

/**
 * True when the server's anti-express coefficient is a price (above 1, at most
 * 3 decimals) not above the margin-free bound A/(A-1), compared exactly.
 */
export function isAntiExpressCoefPlausible(coef: number, odds: readonly number[]): boolean {
  if (!Number.isFinite(coef) || coef <= 1) return false;
  const milli = toScaled(coef, 3);
  if (!hasAtMost3Decimals(coef, milli)) return false;
  return milli / 1000 <= antiExpressMaxQuote(odds);
}

/** Number of lines of a system k of n (exact). */
export function systemCombo(n: number, k: number): number {
  return Number(binomialBig(n, k));
}

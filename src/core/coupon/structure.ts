import { COUPON_LEG_LIMITS, MIN_SYSTEM_VALUE, COUPON_TYPE } from '../../protocol/constants/couponTypes';
import type { CouponSpec } from './spec';
import { CouponSpecError } from './spec';
import { hasAtMost3Decimals, oddsMilli } from './factor';
import { binomialBig } from './combinatorics';
import { toScaled } from './round';
import { hasBankers, isSplitType, type LineFamilyType } from './typeFamilies';

/** The lines of a type of the line family (typeFamilies.ts): single, express, system, multibet, lucky, patent. */
export interface LineFamily {
  readonly bankers: readonly number[];
  /** Free legs in line order: by leg id, then as given (see Leg.id). */
  readonly free: readonly number[];
  /** Sizes of the free part of a line, ascending. */
  readonly sizes: readonly number[];
  readonly lineCount: bigint;
}

/**
 * Checks what every calculator needs, whatever it computes: the stake, the
 * leg count of the type (COUPON_LEG_LIMITS: lucky 2..8, patent 3..8, express
 * 2 or more, ...), unique leg ids, odds above 1 with at most 3 decimals, and
 * the express bonus. Returns the odds in thousandths; throws CouponSpecError.
 */
export function checkSpecBasics(spec: CouponSpec): readonly bigint[] {
  if (!Number.isSafeInteger(spec.stake) || spec.stake < 0) throw new CouponSpecError('invalid_stake', { stake: spec.stake });
  const limits = COUPON_LEG_LIMITS[spec.typeId];
  const count = spec.legs.length;
  if (count < limits.min || count > limits.max)
    throw new CouponSpecError('leg_count', { typeId: spec.typeId, min: limits.min, max: limits.max, count });
  let ids: Set<number> | null = null;
  for (const leg of spec.legs) {
    if (leg.id === undefined) continue;
    ids ??= new Set<number>();
    if (ids.has(leg.id)) throw new CouponSpecError('duplicate_leg_id', { id: leg.id });
    ids.add(leg.id);
  }
  const bonus = spec.expressBonusPercent ?? 0;
  if (bonus !== 0 && (spec.typeId !== COUPON_TYPE.express || !Number.isInteger(bonus) || bonus < 0 || bonus > 100)) {
    throw new CouponSpecError('invalid_express_bonus', { typeId: spec.typeId, percent: bonus });
  }
  return spec.legs.map((leg, i) => oddsMilli(leg.odds, i));
}

/** The anti-express quote in thousandths: above 1, at most 3 decimals, never rounded. */
export function antiExpressMilli(spec: CouponSpec): bigint {
  const coef = spec.antiExpressCoef;
  if (coef === undefined || !Number.isFinite(coef) || coef <= 1) throw new CouponSpecError('missing_anti_express_coef');
  const milli = toScaled(coef, 3);
  if (!hasAtMost3Decimals(coef, milli)) throw new CouponSpecError('odds_precision', { antiExpressCoef: coef });
  return BigInt(milli);
}

export function lineFamily(spec: CouponSpec & { readonly typeId: LineFamilyType }): LineFamily {
  const n = spec.legs.length;
  const all = lineOrder(spec);
  const withBankers = hasBankers(spec.typeId);
  const bankers = withBankers ? all.filter((i) => spec.legs[i]?.banker === true).sort((a, b) => a - b) : [];
  const free = withBankers ? all.filter((i) => spec.legs[i]?.banker !== true) : all;
  let sizes: number[];
  switch (spec.typeId) {
    case COUPON_TYPE.single:
      sizes = [1];
      break;
    case COUPON_TYPE.express:
      sizes = [n];
      break;
    case COUPON_TYPE.system:
    case COUPON_TYPE.multibet: {
      const k = spec.systemValue;
      // k = free is allowed here (it is the express); the placement rules ask for k < free.
      if (k === undefined || !Number.isInteger(k) || k < MIN_SYSTEM_VALUE || k > free.length) {
        throw new CouponSpecError('system_value', { value: k ?? -1, min: MIN_SYSTEM_VALUE, max: free.length });
      }
      sizes = [k];
      break;
    }
    case COUPON_TYPE.lucky:
      sizes = range(1, n);
      break;
    case COUPON_TYPE.patent:
      sizes = range(spec.patentVariant === 'uk' ? 1 : 2, n);
      break;
  }
  let lineCount = 0n;
  for (const s of sizes) lineCount += binomialBig(free.length, s);
  return { bankers, free, sizes, lineCount };
}

/**
 * Leg indexes in line order: legs with an id by id, then the others as given.
 * Lines are enumerated in this order, and a split's remainder goes to the
 * first of them, so line stakes follow the legs, not the order they came in.
 */
export function lineOrder(spec: CouponSpec): number[] {
  const order = spec.legs.map((_, i) => i);
  if (!spec.legs.some((leg) => leg.id !== undefined)) return order;
  const key = (i: number): number => spec.legs[i]?.id ?? Number.POSITIVE_INFINITY;
  return order.sort((a, b) => key(a) - key(b) || a - b);
}

/** A split type's stake must give every line at least 1 minor unit; throws CouponSpecError. */
export function checkSplitStake(spec: CouponSpec, fam: LineFamily): void {
  if (isSplitType(spec.typeId) && BigInt(spec.stake) < fam.lineCount) {
    throw new CouponSpecError('stake_below_lines', { stake: spec.stake, lines: Number(fam.lineCount) });
  }
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}

/** Blocks of a conditional bet in settlement order: [blockId, leg indexes]. */
export function conditionalBlocks(spec: CouponSpec): Array<readonly [number, number[]]> {
  const byBlock = new Map<number, number[]>();
  spec.legs.forEach((leg, i) => {
    const id = leg.block ?? 0;
    const list = byBlock.get(id);
    if (list) list.push(i);
    else byBlock.set(id, [i]);
  });
  return [...byBlock.entries()].sort((a, b) => a[0] - b[0]);
}

import { combinations } from './combinatorics';
import { stakeOfLine } from './money';
import { ratioToCoef } from './round';
import type { BlockStake, CouponSpec } from './spec';
import { antiExpressMilli, checkSpecBasics, checkSplitStake, conditionalBlocks, lineFamily } from './structure';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { isLineFamilyType } from './typeFamilies';

/** One line of a coupon as the slip lists it. */
export interface CouponLine {
  /** 0-based position in the enumeration order (the split gives the first lines the remainder). */
  readonly index: number;
  /** Leg indexes of the line, ascending (chain and conditional: in settlement order). */
  readonly legs: readonly number[];
  /** Minor units; 'max' for a conditional block that stakes every winning so far. */
  readonly stake: number | BlockStake;
  /** The line's coefficient: product of its legs' odds, rounded to 3 decimals once. */
  readonly coef: number;
}

/** How many lines the coupon has (exact, also for huge systems). */
export function lineCountBig(spec: CouponSpec): bigint {
  checkSpecBasics(spec);
  if (isLineFamilyType(spec.typeId)) return lineFamily({ ...spec, typeId: spec.typeId }).lineCount;
  if (spec.typeId === COUPON_TYPE.antiExpress) return 1n;
  if (spec.typeId === COUPON_TYPE.conditional) return BigInt(conditionalBlocks(spec).length);
  return BigInt(spec.legs.length);
}

export function lineCount(spec: CouponSpec): number {
  return Number(lineCountBig(spec));
}

/**
 * The lines, lazily: a 10/20 system yields its 184,756 lines one by one, so a
 * display can take the first page and stop. Lines of a split type come in line
 * order (sizes ascending, then the k-subsets of the free legs in lexicographic
 * order of leg ids, see Leg.id); the first `stake mod lines` of them stake one
 * minor unit more, and each pays its own stake x its product.
 */
export function* lines(spec: CouponSpec): Generator<CouponLine> {
  const milli = checkSpecBasics(spec);
  const coefOf = (legs: readonly number[]): number => {
    let num = 1n;
    let den = 1n;
    for (const i of legs) {
      num *= milli[i] as bigint;
      den *= 1000n;
    }
    return ratioToCoef(num, den);
  };
  if (isLineFamilyType(spec.typeId)) {
    const fam = lineFamily({ ...spec, typeId: spec.typeId });
    checkSplitStake(spec, fam);
    const total = Number(fam.lineCount);
    const bonus = BigInt(spec.expressBonusPercent ?? 0);
    if (bonus > 0n) {
      // The express with its bonus bet: one line at the boosted coefficient.
      const legs = spec.legs.map((_, i) => i);
      let num = 100n + bonus;
      let den = 100n;
      for (const i of legs) {
        num *= milli[i] as bigint;
        den *= 1000n;
      }
      yield { index: 0, legs, stake: spec.stake, coef: ratioToCoef(num, den) };
      return;
    }
    let index = 0;
    for (const size of fam.sizes) {
      for (const combo of combinations(fam.free.length, size)) {
        const legs = [...fam.bankers, ...combo.map((c) => fam.free[c] as number)].sort((a, b) => a - b);
        yield { index, legs, stake: stakeOfLine(spec.stake, total, index), coef: coefOf(legs) };
        index++;
      }
    }
    return;
  }
  switch (spec.typeId) {
    case COUPON_TYPE.chain:
      for (let i = 0; i < spec.legs.length; i++) yield { index: i, legs: [i], stake: spec.stake, coef: coefOf([i]) };
      return;
    case COUPON_TYPE.conditional: {
      let index = 0;
      for (const [blockId, legs] of conditionalBlocks(spec)) {
        const stake: BlockStake = index === 0 ? firstBlockStake(spec, blockId) : (spec.blockStakes?.[blockId] ?? 'max');
        yield { index, legs, stake, coef: coefOf(legs) };
        index++;
      }
      return;
    }
    case COUPON_TYPE.antiExpress: {
      const legs = spec.legs.map((_, i) => i);
      yield { index: 0, legs, stake: spec.stake, coef: ratioToCoef(antiExpressMilli(spec), 1000n) };
      return;
    }
    case COUPON_TYPE.manySingles:
      for (let i = 0; i < spec.legs.length; i++) yield { index: i, legs: [i], stake: spec.legStakes?.[i] ?? spec.stake, coef: coefOf([i]) };
      return;
  }
}

/** The first block is paid from the balance, so it needs an amount; 'max' there means the coupon's stake. */
export function firstBlockStake(spec: CouponSpec, blockId: number): number {
  const s = spec.blockStakes?.[blockId];
  return typeof s === 'number' ? s : spec.stake;
}

/** The first `limit` lines, for a display that shows a page and a count. */
export function firstLines(spec: CouponSpec, limit: number): CouponLine[] {
  const out: CouponLine[] = [];
  if (limit <= 0) return out;
  for (const line of lines(spec)) {
    out.push(line);
    if (out.length >= limit) break;
  }
  return out;
}

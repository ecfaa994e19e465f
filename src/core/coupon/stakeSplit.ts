import type { CouponSpec } from './spec';
import { checkSpecBasics, checkSplitStake, conditionalBlocks, lineFamily } from './structure';
import { firstBlockStake } from './lines';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { isLineFamilyType } from './typeFamilies';

/** How the stake spreads over the lines: the first `remainder` lines get base + 1. */
export interface StakeSplit {
  readonly lines: number;
  readonly base: number;
  readonly remainder: number;
  /** What leaves the balance, minor units. */
  readonly total: number;
}

export function stakeSplit(spec: CouponSpec): StakeSplit {
  checkSpecBasics(spec);
  if (isLineFamilyType(spec.typeId)) {
    const fam = lineFamily({ ...spec, typeId: spec.typeId });
    checkSplitStake(spec, fam);
    const lines = Number(fam.lineCount);
    const base = Math.floor(spec.stake / lines);
    return { lines, base, remainder: spec.stake - base * lines, total: spec.stake };
  }
  switch (spec.typeId) {
    case COUPON_TYPE.chain:
      // Every leg stakes at most the unit stake; only the unit stake leaves the balance.
      return { lines: spec.legs.length, base: spec.stake, remainder: 0, total: spec.stake };
    case COUPON_TYPE.conditional: {
      const blocks = conditionalBlocks(spec);
      const first = blocks[0];
      const s = first ? firstBlockStake(spec, first[0]) : spec.stake;
      return { lines: blocks.length, base: s, remainder: 0, total: s };
    }
    case COUPON_TYPE.antiExpress:
      return { lines: 1, base: spec.stake, remainder: 0, total: spec.stake };
    case COUPON_TYPE.manySingles: {
      const stakes = spec.legs.map((_, i) => spec.legStakes?.[i] ?? spec.stake);
      return { lines: stakes.length, base: Math.min(...stakes), remainder: 0, total: stakes.reduce((a, b) => a + b, 0) };
    }
  }
  return { lines: 0, base: 0, remainder: 0, total: 0 };
}

/** Total stake that leaves the balance, minor units. */
export function totalStake(spec: CouponSpec): number {
  return stakeSplit(spec).total;
}

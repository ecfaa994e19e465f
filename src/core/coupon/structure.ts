import type { CouponSpec } from './spec';
import { CouponSpecError } from './spec';
import { oddsMilli } from './factor';
import { binomialBig } from './combinatorics';

/**
 * The types whose lines are "every accumulator of some sizes of the free legs,
 * each with all bankers", with the total stake split equally: single, express,
 * system, multibet, lucky, patent.
 */
export interface LineFamily {
  readonly bankers: readonly number[];
  readonly free: readonly number[];
  /** Sizes of the free part of a line, ascending. */
  readonly sizes: readonly number[];
  readonly lineCount: bigint;
}

export type LineFamilyType = 0 | 1 | 2 | 4 | 7 | 8;

export function isLineFamilyType(typeId: number): typeId is LineFamilyType {
  return typeId === 0 || typeId === 1 || typeId === 2 || typeId === 4 || typeId === 7 || typeId === 8;
}

/** Checks odds and stake of any spec; throws CouponSpecError. */
export function checkSpecBasics(spec: CouponSpec): readonly bigint[] {
  if (!Number.isSafeInteger(spec.stake) || spec.stake < 0) throw new CouponSpecError('invalid_stake', { stake: spec.stake });
  if (spec.legs.length === 0) throw new CouponSpecError('leg_count', { count: 0 });
  if (spec.typeId === 0 && spec.legs.length !== 1) throw new CouponSpecError('leg_count', { count: spec.legs.length });
  return spec.legs.map((leg, i) => oddsMilli(leg.odds, i));
}

export function lineFamily(spec: CouponSpec & { readonly typeId: LineFamilyType }): LineFamily {
  const n = spec.legs.length;
  const all = spec.legs.map((_, i) => i);
  const withBankers = spec.typeId === 2 || spec.typeId === 4;
  const bankers = withBankers ? all.filter((i) => spec.legs[i]?.banker === true) : [];
  const free = withBankers ? all.filter((i) => spec.legs[i]?.banker !== true) : all;
  let sizes: number[];
  switch (spec.typeId) {
    case 0:
      sizes = [1];
      break;
    case 1:
      sizes = [n];
      break;
    case 2:
    case 4: {
      const k = spec.systemValue;
      // k = n is allowed here (it is the express); the placement rules ask for k < n.
      if (k === undefined || !Number.isInteger(k) || k < 1 || k > free.length) {
        throw new CouponSpecError('system_value', { value: k ?? -1, free: free.length });
      }
      sizes = [k];
      break;
    }
    case 7:
      sizes = range(1, n);
      break;
    case 8:
      if (n < 2) throw new CouponSpecError('leg_count', { count: n });
      sizes = range(spec.patentVariant === 'uk' ? 1 : 2, n);
      break;
  }
  let lineCount = 0n;
  for (const s of sizes) lineCount += binomialBig(free.length, s);
  return { bankers, free, sizes, lineCount };
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

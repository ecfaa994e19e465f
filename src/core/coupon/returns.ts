import { binomialBig, elementarySymmetric, firstLinesSum } from './combinatorics';
import { FACTOR_DEN, legFactor, type Outlook } from './factor';
import { firstBlockStake } from './lines';
import { roundDiv } from './round';
import { CouponSpecError, type CouponSpec } from './spec';
import { antiExpressMilli, checkSpecBasics, checkSplitStake, conditionalBlocks, lineFamily, type LineFamily } from './structure';
import { COUPON_TYPE } from '../../protocol/constants/couponTypes';
import { isLineFamilyType } from './typeFamilies';

/** Exact ratio num/den. */
export interface Ratio {
  readonly num: bigint;
  readonly den: bigint;
}

/**
 * Sum over the lines of the product of their leg values, divided by the number
 * of lines: the return of one unit of total stake. Values are integers in units
 * of 1/unit. Uses elementary symmetric sums, so no line is ever built.
 */
export function familyRatio(fam: LineFamily, values: readonly bigint[], unit: bigint): Ratio {
  let bank = 1n;
  for (const b of fam.bankers) bank *= values[b] as bigint;
  const maxSize = fam.sizes[fam.sizes.length - 1] ?? 0;
  const e = elementarySymmetric(
    fam.free.map((i) => values[i] as bigint),
    maxSize,
  );
  let sum = 0n;
  for (const s of fam.sizes) sum += (e[s] as bigint) * unit ** BigInt(maxSize - s);
  return { num: bank * sum, den: unit ** BigInt(fam.bankers.length + maxSize) * fam.lineCount };
}

/**
 * What a split coupon returns, exactly, in minor units x den: every line pays
 * its own integer stake x its product (COUPON.md). With `stake = base x lines
 * + r`, the first r lines in line order stake base + 1, so the return is
 * base x (sum of all lines) + (sum of the first r lines). Both sums are closed
 * forms over symmetric sums (firstLinesSum), never a walk over the lines.
 */
export function familyPayout(fam: LineFamily, values: readonly bigint[], unit: bigint, stake: bigint): Ratio {
  const all = familyRatio(fam, values, unit);
  const base = stake / fam.lineCount;
  let left = stake - base * fam.lineCount;
  // all.num / all.den is the mean over the lines: base x lines x mean is base x the sum of all lines.
  const den = all.den / fam.lineCount;
  let head = 0n;
  if (left > 0n) {
    let bank = 1n;
    for (const b of fam.bankers) bank *= values[b] as bigint;
    const free = fam.free.map((i) => values[i] as bigint);
    const maxSize = fam.sizes[fam.sizes.length - 1] ?? 0;
    let e: bigint[] | null = null;
    for (const s of fam.sizes) {
      if (left === 0n) break;
      const count = binomialBig(free.length, s);
      let sizeSum: bigint;
      if (left >= count) {
        // every line of this size is among the first: all of them
        e ??= elementarySymmetric(free, maxSize);
        sizeSum = e[s] as bigint;
        left -= count;
      } else {
        sizeSum = firstLinesSum(free, s, left);
        left = 0n;
      }
      head += sizeSum * unit ** BigInt(maxSize - s);
    }
    head *= bank;
  }
  return { num: base * all.num + head, den };
}

/** Return in minor units for one outlook: open legs lost ('current') or won ('max'). */
export function couponReturn(spec: CouponSpec, outlook: Outlook): number {
  const milli = checkSpecBasics(spec);
  const factors = spec.legs.map((leg, i) => legFactor(milli[i] as bigint, leg.status, outlook));
  const stake = BigInt(spec.stake);
  if (isLineFamilyType(spec.typeId)) {
    const fam = lineFamily({ ...spec, typeId: spec.typeId });
    checkSplitStake(spec, fam);
    const r = familyPayout(fam, factors, FACTOR_DEN, stake);
    const bonus = BigInt(spec.expressBonusPercent ?? 0);
    return money(roundDiv(r.num * (100n + bonus), r.den * 100n));
  }
  switch (spec.typeId) {
    case COUPON_TYPE.chain:
      return chainReturn(spec.stake, factors);
    case COUPON_TYPE.conditional:
      return conditionalReturn(spec, factors);
    case COUPON_TYPE.antiExpress:
      return antiExpressReturn(spec, outlook);
    case COUPON_TYPE.manySingles: {
      let sum = 0n;
      factors.forEach((f, i) => {
        const s = spec.legStakes?.[i] ?? spec.stake;
        if (!Number.isSafeInteger(s) || s < 0) throw new CouponSpecError('invalid_stake', { leg: i });
        sum += BigInt(s) * f;
      });
      return money(roundDiv(sum, FACTOR_DEN));
    }
  }
  throw new CouponSpecError('leg_count', { typeId: spec.typeId });
}

/**
 * Chain: the account starts at the unit stake S; each leg stakes min(S,
 * account) and adds back stake x factor; at 0 the chain stops. Kept as an
 * exact fraction over FACTOR_DEN^legs until the one rounding at the end.
 */
export function chainReturn(unitStake: number, factors: readonly bigint[]): number {
  let scale = 1n;
  let account = BigInt(unitStake);
  for (const f of factors) {
    if (account === 0n) return 0;
    const cap = BigInt(unitStake) * scale;
    const staked = account < cap ? account : cap;
    account = (account - staked) * FACTOR_DEN + staked * f;
    scale *= FACTOR_DEN;
  }
  return money(roundDiv(account, scale));
}

/**
 * Conditional: the first block is paid from the balance; each next block
 * stakes its amount (or every winning so far for 'max') only if that much has
 * been won; the rest carries forward. A lost first block loses the bet.
 */
function conditionalReturn(spec: CouponSpec, factors: readonly bigint[]): number {
  let scale = 1n;
  let bank = 0n;
  let first = true;
  for (const [blockId, legs] of conditionalBlocks(spec)) {
    let f = 1n;
    let unit = 1n;
    for (const i of legs) {
      f *= factors[i] as bigint;
      unit *= FACTOR_DEN;
    }
    if (first) {
      const s = firstBlockStake(spec, blockId);
      if (!Number.isSafeInteger(s) || s < 0) throw new CouponSpecError('invalid_stake', { block: blockId });
      bank = BigInt(s) * f;
      scale = unit;
      first = false;
      if (bank === 0n) return 0;
      continue;
    }
    const wanted = spec.blockStakes?.[blockId] ?? 'max';
    if (wanted !== 'max' && (!Number.isSafeInteger(wanted) || wanted < 0)) throw new CouponSpecError('invalid_stake', { block: blockId });
    const staked = wanted === 'max' ? bank : BigInt(wanted) * scale;
    if (staked > bank) {
      // Not enough won to place this block: it is skipped, the bank carries on.
      bank *= unit;
    } else {
      bank = (bank - staked) * unit + staked * f;
    }
    scale *= unit;
  }
  return money(roundDiv(bank, scale));
}

/**
 * Anti-express wins iff the matching express loses (some leg lost). The
 * coefficient is the server's; all legs void returns the stake.
 */
function antiExpressReturn(spec: CouponSpec, outlook: Outlook): number {
  const win = money(roundDiv(BigInt(spec.stake) * antiExpressMilli(spec), 1000n));
  const statuses = spec.legs.map((l) => l.status ?? -2);
  if (statuses.some((s) => s === 0)) return win;
  const open = statuses.some((s) => s < 0);
  if (open) return outlook === 'max' ? win : 0;
  return statuses.every((s) => s === 2 || s === 3) ? spec.stake : 0;
}

export interface CouponReturns {
  /** What the settled legs already guarantee (open legs counted as lost), minor units. */
  readonly current: number;
  /** What the coupon pays if every open leg wins, minor units. */
  readonly max: number;
}

export function couponReturns(spec: CouponSpec): CouponReturns {
  return { current: couponReturn(spec, 'current'), max: couponReturn(spec, 'max') };
}

export function currentReturn(spec: CouponSpec): number {
  return couponReturn(spec, 'current');
}

export function maxReturn(spec: CouponSpec): number {
  return couponReturn(spec, 'max');
}

/** Minor units as a number, exactly: a return too large for a safe integer is refused, never rounded. */
function money(minor: bigint): number {
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new CouponSpecError('return_out_of_range', { minor: minor.toString() });
  return Number(minor);
}

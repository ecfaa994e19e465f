import { isEntryPoint } from '../scripts/entryPoint';
import { couponReturns, maxReturn, totalCoef, type CouponSpec } from '../src/core/coupon';
import type { CouponTypeId } from '../src/protocol/constants/couponTypes';

/** Median of several timed runs, in milliseconds. */
function medianMs(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/** A small deterministic generator, so every run totals the same coupons. */
function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomCoupons(count: number, seed: number): CouponSpec[] {
  const rnd = mulberry32(seed);
  const out: CouponSpec[] = [];
  const types: CouponTypeId[] = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 0; i < count; i++) {
    const typeId = types[Math.floor(rnd() * types.length)] ?? 1;
    const n = typeId === 0 ? 1 : Math.min(typeId === 7 || typeId === 8 ? 8 : 12, 3 + Math.floor(rnd() * 6));
    const legs = Array.from({ length: n }, (_, j) => ({
      odds: (1100 + Math.floor(rnd() * 4000)) / 1000,
      status: ([-2, -1, 0, 1, 1, 2, 4, 5, 6] as const)[Math.floor(rnd() * 9)] ?? -2,
      banker: typeId === 4 && j === 0,
      block: 1 + (j % 3),
    }));
    const free = legs.filter((l) => !l.banker).length;
    out.push({
      typeId,
      legs,
      stake: 10000,
      systemValue: Math.max(2, Math.min(free - 1, 2 + Math.floor(rnd() * 3))),
      antiExpressCoef: 1.2,
      blockStakes: { 2: 'max', 3: 5000 },
    });
  }
  return out;
}

/** The coupon core benchmarks: numbers to read, never a pass/fail test. */
export async function benchCoupon(): Promise<Record<string, number>> {
  const system: CouponSpec = {
    typeId: 2,
    systemValue: 10,
    stake: 1_000_000,
    legs: Array.from({ length: 20 }, (_, i) => ({ odds: 1.5 + i / 10 })),
  };
  const lucky: CouponSpec = { typeId: 7, stake: 25500, legs: Array.from({ length: 8 }, (_, i) => ({ odds: 1.7 + i / 10 })) };
  let sink = 0;
  const systemMs = medianMs(21, () => {
    sink += maxReturn(system);
  });
  const luckyMs = medianMs(21, () => {
    sink += maxReturn(lucky);
  });
  const coupons = randomCoupons(100_000, 42);
  const batchMs = medianMs(5, () => {
    for (const c of coupons) {
      const r = couponReturns(c);
      sink += r.max - r.current + totalCoef(c);
    }
  });
  if (Number.isNaN(sink)) throw new Error('unreachable: keeps the work from being optimised away');
  return {
    'system 10/20 max return, stake 10,000.00 (76,220 lines take the remainder), ms (median of 21)': round(systemMs),
    'lucky 8 max return, ms (median of 21)': round(luckyMs),
    '100,000 random coupons (returns + coef), ms (median of 5)': round(batchMs),
    'random coupons totalled per second': Math.round(100_000 / (batchMs / 1000)),
  };
}

function round(ms: number): number {
  return Math.round(ms * 1000) / 1000;
}

if (isEntryPoint(import.meta.url)) {
  console.table(await benchCoupon());
}

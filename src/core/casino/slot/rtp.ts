import type { SlotTable } from '../../../protocol/casino/slot';
import { lineWin, symbolOfKind } from './evaluate';

/** An exact fraction of two whole numbers. */
export interface Fraction {
  readonly num: bigint;
  readonly den: bigint;
}

/** A fraction as a number, exact to the double's own precision. */
export function fractionToNumber(f: Fraction): number {
  const scale = 10n ** 18n;
  return Number((f.num * scale) / f.den) / 1e18;
}

/** How many times each symbol stands on each reel's strip. */
function symbolCounts(table: SlotTable): bigint[][] {
  return table.reels.map((strip) => {
    const counts = table.symbols.map(() => 0n);
    for (const s of strip) counts[s] = (counts[s] ?? 0n) + 1n;
    return counts;
  });
}

/**
 * What one payline returns per spin, in line bets, over the product of the
 * strips' lengths. Every payline shows on each reel a uniformly random
 * position of its strip, independently of the other reels, so every line has
 * this same value: the sum over every sequence of symbols of its line win
 * times how many stop combinations show it.
 */
function lineReturn(table: SlotTable): bigint {
  const counts = symbolCounts(table);
  const wild = symbolOfKind(table, 'wild');
  const scatter = symbolOfKind(table, 'scatter');
  const symbols: number[] = [];
  const walk = (reel: number, weight: bigint): bigint => {
    if (reel === counts.length) return weight * BigInt(lineWin(symbols, table, wild, scatter)?.pay ?? 0);
    let sum = 0n;
    (counts[reel] ?? []).forEach((count, symbol) => {
      if (count === 0n) return;
      symbols[reel] = symbol;
      sum += walk(reel + 1, weight * count);
    });
    return sum;
  };
  return walk(0, 1n);
}

/** How many stop combinations show k scatters on the grid, for every k: each reel's window counted, the reels convolved. */
export function scatterCountWays(table: SlotTable): bigint[] {
  const scatter = symbolOfKind(table, 'scatter');
  let ways = [1n];
  for (const strip of table.reels) {
    const perReel: bigint[] = [0n, 0n, 0n, 0n];
    strip.forEach((_, stop) => {
      let k = 0;
      for (let row = 0; row < 3; row += 1) if (strip[(stop + row) % strip.length] === scatter) k += 1;
      perReel[k] = (perReel[k] ?? 0n) + 1n;
    });
    const next = new Array<bigint>(ways.length + 3).fill(0n);
    ways.forEach((a, i) => perReel.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0n) + a * b)));
    ways = next;
  }
  return ways;
}

/** The product of the strips' lengths: how many equally likely spins there are. */
export function spinCount(table: SlotTable): bigint {
  return table.reels.reduce((n, strip) => n * BigInt(strip.length), 1n);
}

/**
 * The base spin's parts, as fractions over spinCount: its return in total
 * stakes (every line's return, the scatter's) and the chance it awards the
 * free spins.
 */
export function baseSpinParts(table: SlotTable): { readonly returnNum: bigint; readonly triggerNum: bigint } {
  const ways = scatterCountWays(table);
  const scatterPays = table.symbols[symbolOfKind(table, 'scatter')]?.pays ?? [];
  let scatterNum = 0n;
  let triggerNum = 0n;
  ways.forEach((w, k) => {
    scatterNum += w * BigInt(scatterPays[Math.min(k, scatterPays.length - 1)] ?? 0);
    if (k >= table.freeSpinsScatters) triggerNum += w;
  });
  // Every payline stakes one line bet: the lines' return in line bets is their return in total stakes.
  return { returnNum: lineReturn(table) + scatterNum, triggerNum };
}

/**
 * The exact return to player of one round. A free spin is a base spin on
 * the same reels with its win multiplied and no free spins of its own, so
 * with r the base spin's return and p its chance to award n free spins at
 * multiplier m, the round returns r + p * n * m * r.
 */
export function exactRtpFraction(table: SlotTable): Fraction {
  const total = spinCount(table);
  const { returnNum, triggerNum } = baseSpinParts(table);
  const bonus = triggerNum * BigInt(table.freeSpins * table.freeSpinsMultiplier);
  return { num: returnNum * (total + bonus), den: total * total };
}

/** Tables are data that never change once built: each one's RTP is computed once, however many catalogue entries ask. */
const computed = new WeakMap<SlotTable, number>();

export function exactRtp(table: SlotTable): number {
  const known = computed.get(table);
  if (known !== undefined) return known;
  const rtp = fractionToNumber(exactRtpFraction(table));
  computed.set(table, rtp);
  return rtp;
}

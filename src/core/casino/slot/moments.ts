import type { SlotTable } from '../../../protocol/casino/slot';
import { symbolOfKind } from './evaluate';

/** Sums over every stop combination of the base spin's win B (in line bets) and whether it awards the free spins (T). */
export interface BaseSpinSums {
  /** How many stop combinations: the product of the strips' lengths. */
  readonly spins: bigint;
  /** Sum of B. */
  readonly win: bigint;
  /** Sum of B squared. */
  readonly winSquared: bigint;
  /** Sum of B over the spins that award free spins. */
  readonly winWhenTriggered: bigint;
  /** How many spins award free spins. */
  readonly triggered: bigint;
}

/**
 * Every stop combination of the five reels, walked reel by reel: a payline
 * whose run broke is paid and dropped, so the last reels only look at the
 * few lines still running. Needed for the second moment (the lines of one
 * spin are not independent); the mean has a faster path in rtp.ts, and the
 * two are checked against each other.
 */
export function baseSpinSums(table: SlotTable): BaseSpinSums {
  const wild = symbolOfKind(table, 'wild');
  const scatter = symbolOfKind(table, 'scatter');
  const reels = table.reels;
  const lines = table.paylines;
  const pays = table.symbols.map((s) => s.pays);
  const wildPays = pays[wild] ?? [];
  const scatterPays = pays[scatter] ?? [];
  const reelCount = reels.length;
  // The symbol under each payline at each stop: shown[reel][stop * lines + line].
  const shown = reels.map((strip, reel) => {
    const out = new Int32Array(strip.length * lines.length);
    strip.forEach((_, stop) =>
      lines.forEach((rows, line) => (out[stop * lines.length + line] = strip[(stop + (rows[reel] ?? 0)) % strip.length] ?? 0)),
    );
    return out;
  });
  const scattersAt = reels.map((strip) =>
    strip.map((_, stop) => [0, 1, 2].filter((row) => strip[(stop + row) % strip.length] === scatter).length),
  );
  const payOf = (wilds: number, symbol: number, count: number): number =>
    Math.max(wildPays[wilds] ?? 0, symbol >= 0 ? (pays[symbol]?.[count] ?? 0) : 0);

  // A running line's state per depth: its leading wilds, its symbol (-1 while only wilds), its run's length.
  const alive = reels.map(() => new Int32Array(lines.length));
  const wilds = reels.map(() => new Int32Array(lines.length));
  const symbol = reels.map(() => new Int32Array(lines.length));
  const run = reels.map(() => new Int32Array(lines.length));
  const aliveCount = new Int32Array(reelCount);

  let win = 0n;
  let winSquared = 0n;
  let winWhenTriggered = 0n;
  let triggered = 0n;
  // Partial sums in doubles while they stay exact integers, moved into bigints per stop of the second reel.
  let sumB = 0;
  let sumB2 = 0;
  let sumBT = 0;
  let countT = 0;

  const flush = (): void => {
    win += BigInt(sumB);
    winSquared += BigInt(sumB2);
    winWhenTriggered += BigInt(sumBT);
    triggered += BigInt(countT);
    sumB = sumB2 = sumBT = countT = 0;
  };
  const scatterWin = (k: number) => (scatterPays[Math.min(k, scatterPays.length - 1)] ?? 0) * lines.length;

  const step = (depth: number, stop: number, paid: number, scatters: number): void => {
    const from = depth - 1;
    let next = 0;
    const here = shown[depth] ?? new Int32Array(0);
    const count = from < 0 ? lines.length : (aliveCount[from] ?? 0);
    for (let i = 0; i < count; i += 1) {
      const line = from < 0 ? i : (alive[from]?.[i] ?? 0);
      const x = here[stop * lines.length + line] ?? 0;
      let w = from < 0 ? 0 : (wilds[from]?.[i] ?? 0);
      let s = from < 0 ? -1 : (symbol[from]?.[i] ?? -1);
      let r = from < 0 ? 0 : (run[from]?.[i] ?? 0);
      if (s < 0 && x === wild) {
        w += 1;
        r += 1;
      } else if (s < 0 && x !== scatter) {
        s = x;
        r += 1;
      } else if (s >= 0 && (x === s || x === wild)) {
        r += 1;
      } else {
        paid += payOf(w, s, r);
        continue;
      }
      (alive[depth] as Int32Array)[next] = line;
      (wilds[depth] as Int32Array)[next] = w;
      (symbol[depth] as Int32Array)[next] = s;
      (run[depth] as Int32Array)[next] = r;
      next += 1;
    }
    aliveCount[depth] = next;
    const k = scatters + (scattersAt[depth]?.[stop] ?? 0);
    if (depth === reelCount - 1) {
      let b = paid + scatterWin(k);
      for (let i = 0; i < next; i += 1) b += payOf(wilds[depth]?.[i] ?? 0, symbol[depth]?.[i] ?? -1, run[depth]?.[i] ?? 0);
      sumB += b;
      sumB2 += b * b;
      if (k >= table.freeSpinsScatters) {
        sumBT += b;
        countT += 1;
      }
      return;
    }
    const strip = reels[depth + 1] ?? [];
    for (let nextStop = 0; nextStop < strip.length; nextStop += 1) step(depth + 1, nextStop, paid, k);
    if (depth === 1) flush();
  };

  (reels[0] ?? []).forEach((_, stop) => {
    step(0, stop, 0, 0);
    flush();
  });
  const spins = reels.reduce((n, strip) => n * BigInt(strip.length), 1n);
  return { spins, win, winSquared, winWhenTriggered, triggered };
}

/**
 * The round's variance in total stakes squared. With b a base spin's win, T
 * whether it awards the n free spins and F = m (b1 + ... + bn) their win
 * (each free spin a fresh base spin, independent of the first):
 * E[W^2] = E[b^2] + 2 E[bT] E[F] + P(T) E[F^2], E[F^2] = m^2 (n E[b^2] + n(n-1) E[b]^2).
 */
export function roundVariance(table: SlotTable, sums: BaseSpinSums = baseSpinSums(table)): number {
  const lines = table.paylines.length;
  const spins = Number(sums.spins);
  const mean = Number(sums.win) / spins / lines;
  const meanSquare = Number(sums.winSquared) / spins / (lines * lines);
  const meanWhenTriggered = Number(sums.winWhenTriggered) / spins / lines;
  const p = Number(sums.triggered) / spins;
  const n = table.freeSpins;
  const m = table.freeSpinsMultiplier;
  const freeMean = n * m * mean;
  const freeSquare = m * m * (n * meanSquare + n * (n - 1) * mean * mean);
  const roundMean = mean + p * freeMean;
  return meanSquare + 2 * meanWhenTriggered * freeMean + p * freeSquare - roundMean * roundMean;
}

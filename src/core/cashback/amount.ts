import type { CashbackProgram } from '../../protocol/constants/cashback';

/** What a program pays for one currency's net loss: money (minor units) or points, never both. */
export interface CashbackDue {
  readonly amount: number;
  readonly points: number;
}

const NOTHING: CashbackDue = { amount: 0, points: 0 };

/** Percent with up to two decimals as hundredths of a percent, so the arithmetic stays whole. */
const basisPoints = (percent: number): bigint => BigInt(Math.round(percent * 100));

/**
 * The cashback of `netLoss` minor units in `currencyIso`: nothing on a net
 * win, below the program's minimum, or in a currency the program has no
 * terms for; else the percent (rounded down to a whole minor unit) or the
 * points (a point for each whole `per`), never above the cap.
 */
export function cashbackDue(program: CashbackProgram, currencyIso: string, netLoss: number): CashbackDue {
  const min = program.minNetLoss[currencyIso];
  const cap = program.cap[currencyIso];
  if (min === undefined || cap === undefined || netLoss <= 0 || netLoss < min) return NOTHING;
  const reward = program.reward;
  if (reward.mode === 'percent') {
    const raw = (BigInt(Math.trunc(netLoss)) * basisPoints(reward.percent)) / 10_000n;
    return { amount: Math.max(0, Math.min(cap, Number(raw))), points: 0 };
  }
  const per = reward.per[currencyIso];
  if (per === undefined || per <= 0) return NOTHING;
  return { amount: 0, points: Math.max(0, Math.min(cap, Math.floor(netLoss / per) * reward.points)) };
}

/** How much more net loss reaches the minimum (0 once reached), for the page's progress bar. */
export function lossToMinimum(program: CashbackProgram, currencyIso: string, netLoss: number): number | null {
  const min = program.minNetLoss[currencyIso];
  if (min === undefined) return null;
  return Math.max(0, min - Math.max(0, netLoss));
}

import type { SlotTable } from '../../../protocol/casino/slot';
import { SLOT_PAYLINES } from './paylines';

/**
 * The video slot's three variants: one reel set and paytable each, tuned
 * for a return of about 96 % (rtp.ts computes it exactly; the tests pin
 * it) and a rising volatility: low pays often and little, high rarely and
 * much, with the richer free spins. Line symbols pay in line bets, the
 * scatter in total stakes, by count (index 0..5). 3 scatters or more
 * anywhere award 10 free spins on the same reels, their wins multiplied,
 * with no retrigger (so the round's top win is bounded and its return
 * exact without a series).
 */

/** One letter per symbol, in the order of the symbols list: the strips below are spelled in them. */
const LETTERS = 'WSABCDefghi';

const KINDS = ['wild', 'scatter', 'high', 'high', 'high', 'high', 'low', 'low', 'low', 'low', 'low'] as const;
const NAMES = ['wild', 'scatter', 'high1', 'high2', 'high3', 'high4', 'low1', 'low2', 'low3', 'low4', 'low5'];

/** A strip spelled in LETTERS, as symbol indices. */
const strip = (letters: string): number[] => [...letters].map((letter) => LETTERS.indexOf(letter));

function table(pays: readonly (readonly number[])[], reels: readonly string[], freeSpinsMultiplier: number): SlotTable {
  return {
    symbols: NAMES.map((name, i) => ({ name, kind: KINDS[i] ?? 'low', pays: [...(pays[i] ?? [])] })),
    paylines: SLOT_PAYLINES.map((line) => [...line]),
    reels: reels.map(strip),
    freeSpinsScatters: 3,
    freeSpins: 10,
    freeSpinsMultiplier,
  };
}

export const SLOT_TABLES: Readonly<Record<'low' | 'medium' | 'high', SlotTable>> = {
  low: table(
    [
      [0, 0, 0, 25, 100, 400], // wild
      [0, 0, 0, 2, 5, 20], // scatter
      [0, 0, 0, 20, 80, 250], // high1
      [0, 0, 0, 15, 60, 150], // high2
      [0, 0, 0, 10, 40, 100], // high3
      [0, 0, 0, 10, 30, 80], // high4
      [0, 0, 0, 6, 12, 40], // low1
      [0, 0, 0, 6, 10, 40], // low2
      [0, 0, 0, 4, 10, 30], // low3
      [0, 0, 0, 4, 8, 25], // low4
      [0, 0, 0, 3, 8, 25], // low5
    ],
    [
      'iehWDBgfCAiehDgfWBCiehDgfSWABiehDgCf',
      'WfiehDBgCWAfiehDgWBfCiehDgWSABfieWhDgC',
      'fWiCehDBgAfWiehDgCBfWiehDgCBAfSWiehDg',
      'WfieChDgBWfAiehDgSCWBfiehDgWCBfAiWehDg',
      'gfieChDWBgfiAehDCSWBgfiehDCgWBfiAehD',
    ],
    2,
  ),
  medium: table(
    [
      [0, 0, 0, 50, 250, 1000], // wild
      [0, 0, 0, 2, 10, 50], // scatter
      [0, 0, 0, 40, 150, 500], // high1
      [0, 0, 0, 30, 100, 300], // high2
      [0, 0, 0, 20, 60, 200], // high3
      [0, 0, 0, 15, 50, 150], // high4
      [0, 0, 0, 6, 25, 120], // low1
      [0, 0, 0, 5, 15, 80], // low2
      [0, 0, 0, 5, 15, 60], // low3
      [0, 0, 0, 4, 10, 50], // low4
      [0, 0, 0, 4, 10, 50], // low5
    ],
    [
      'iehDBgfWCiAehDgfiBCehDgifWSABeihDgCf',
      'fiehWDBgCAfiehDgWBfCiehDgSWABfiehDgC',
      'fiCehWDBgAfiehDgCWBfiehDgCWBAfSiehDg',
      'fieChWDgBfAiehDgSCWBfiehDgCWBfAiehDg',
      'gifeChDBiWgfAehDCiSBgfehDiWCgBfAiehD',
    ],
    3,
  ),
  high: table(
    [
      [0, 0, 10, 100, 1000, 5000], // wild
      [0, 0, 0, 5, 20, 100], // scatter
      [0, 0, 5, 50, 250, 1000], // high1
      [0, 0, 0, 40, 150, 500], // high2
      [0, 0, 0, 25, 100, 250], // high3
      [0, 0, 0, 20, 80, 200], // high4
      [0, 0, 0, 5, 20, 100], // low1
      [0, 0, 0, 5, 15, 80], // low2
      [0, 0, 0, 4, 15, 60], // low3
      [0, 0, 0, 4, 10, 50], // low4
      [0, 0, 0, 3, 10, 50], // low5
    ],
    [
      'ihegDBfWCihAgeDfiBhgCeDifhWgSABeihDCgf',
      'ifhegDBWCihAgfeDiBhgfCeDihgWSABfeihDgC',
      'ifhCegWDBihgAfeDCiWBhgfeDihgCWBAfSiehDg',
      'ifhgeCDBWihgfAeDSCihBgfeDihgWCBfAiehDg',
      'gifheCDBgiWhfAeDgCiShBfegDihWCgBfAiehD',
    ],
    5,
  ),
};

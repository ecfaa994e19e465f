import type { CasinoVariant } from '../../../protocol/casino/engines';
import type { KenoTable } from '../../../protocol/casino/keno';
import { kenoRtps } from './rtp';

/**
 * Keno's paytables, the one place they are written. Row p-1 is the pay line
 * for p picks, entry h what h hits pay in hundredths of the stake. Tuned so
 * every pick count returns between 90 % and 96 % (tests/core/casino/keno pins
 * each exact RTP); 10 picks pays 2 x for no hit at all, as players expect.
 */
const STANDARD_PAYS: readonly (readonly number[])[] = [
  [0, 380],
  [0, 100, 920],
  [0, 0, 200, 4600],
  [0, 0, 100, 800, 12000],
  [0, 0, 100, 300, 1400, 35000],
  [0, 0, 0, 200, 800, 8000, 150000],
  [0, 0, 0, 100, 300, 2000, 40000, 500000],
  [0, 0, 0, 0, 200, 1400, 10000, 150000, 1000000],
  [0, 0, 0, 0, 100, 600, 5000, 30000, 400000, 2000000],
  [200, 0, 0, 0, 0, 300, 2500, 14000, 100000, 500000, 10000000],
];

/** A table from its pay lines, with each pick count's RTP computed from them, never typed in. */
function kenoTable(pays: readonly (readonly number[])[]): KenoTable {
  const rows = pays.map((row) => [...row]);
  return { pays: rows, rtps: kenoRtps(rows) };
}

export const KENO_TABLES: Readonly<Record<CasinoVariant<'keno'>, KenoTable>> = {
  standard: kenoTable(STANDARD_PAYS),
};

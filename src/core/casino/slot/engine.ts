import { SLOT_SERVER_MIN_GAP_MS, type SlotBet, type SlotOutcome, type SlotSpin, type SlotTable } from '../../../protocol/casino/slot';
import type { OwnRoundEngine } from '../engine';
import type { FairDraws } from '../fair';
import { evaluateGrid, gridAt } from './evaluate';
import { SLOT_PAYLINES } from './paylines';
import { exactRtp } from './rtp';
import { SLOT_TABLES } from './tables';

/** One spin: a stop per reel, read from the round's draws in reel order, then the grid's wins. */
function spin(draws: FairDraws, table: SlotTable, lineBet: number, multiplier: number): SlotSpin {
  const stops = table.reels.map((strip) => draws.int(strip.length));
  return evaluateGrid(gridAt(table, stops), table, lineBet, multiplier);
}

/**
 * The video slot: every payline played at the bet's line bet. A round is the
 * base spin and, when it shows enough scatters, all its free spins, drawn
 * one after the other from the same round's draws.
 */
export const slotEngine: OwnRoundEngine<SlotBet, SlotOutcome, SlotTable> = {
  id: 'slot',
  tables: SLOT_TABLES,
  stakeOf: (bet) => bet.lineBet * SLOT_PAYLINES.length,
  minRoundGapMs: SLOT_SERVER_MIN_GAP_MS,
  refuse(bet, table) {
    if (!Number.isSafeInteger(bet.lineBet) || bet.lineBet <= 0) return 'casinoSlot.refused.line_bet';
    // Every table plays the same paylines: stakeOf counts them without the table.
    if (table.paylines.length !== SLOT_PAYLINES.length) return 'casinoSlot.refused.table';
    return null;
  },
  play(draws, bet, table) {
    const base = spin(draws, table, bet.lineBet, 1);
    const freeSpinsAwarded = base.scatters >= table.freeSpinsScatters ? table.freeSpins : 0;
    const freeSpins = Array.from({ length: freeSpinsAwarded }, () => spin(draws, table, bet.lineBet, table.freeSpinsMultiplier));
    const totalWin = freeSpins.reduce((sum, s) => sum + s.win, base.win);
    return { outcome: { base, freeSpinsAwarded, freeSpins, totalWin }, win: totalWin };
  },
  exactRtp,
};

import { SCRATCH_CELLS, SCRATCH_MATCH, type ScratchBet, type ScratchOutcome, type ScratchTable } from '../../../protocol/casino/scratch';
import type { OwnRoundEngine } from '../engine';
import type { FairDraws } from '../fair';
import { scratchRtp } from './rtp';
import { SCRATCH_TABLES } from './tables';

/** One cell's symbol: one draw over the total weight, walked through the symbols in table order. */
function drawSymbol(draws: FairDraws, table: ScratchTable): string {
  const total = table.symbols.reduce((sum, s) => sum + s.weight, 0);
  let point = draws.int(total);
  for (const symbol of table.symbols) {
    if (point < symbol.weight) return symbol.id;
    point -= symbol.weight;
  }
  // int(total) is below total, so the walk always ends above; the last symbol keeps the type total.
  return table.symbols[table.symbols.length - 1]?.id ?? '';
}

/** What a card pays: each symbol shown SCRATCH_MATCH times or more, with its prize. */
export function scratchWins(cells: readonly string[], table: ScratchTable): ScratchOutcome['wins'] {
  const wins: ScratchOutcome['wins'] = [];
  for (const symbol of table.symbols) {
    const at = cells.flatMap((cell, i) => (cell === symbol.id ? [i] : []));
    if (at.length >= SCRATCH_MATCH && symbol.prize > 0) wins.push({ symbol: symbol.id, prize: symbol.prize, cells: at });
  }
  return wins;
}

export const scratchEngine: OwnRoundEngine<ScratchBet, ScratchOutcome, ScratchTable> = {
  id: 'scratch',
  tables: SCRATCH_TABLES,
  stakeOf: (bet) => bet.stake,
  refuse: (bet) => (Number.isSafeInteger(bet.stake) && bet.stake > 0 ? null : 'scratch.refused.stake'),
  play(draws, bet, table) {
    const cells = Array.from({ length: SCRATCH_CELLS }, () => drawSymbol(draws, table));
    const wins = scratchWins(cells, table);
    return { outcome: { cells, wins }, win: wins.reduce((sum, w) => sum + w.prize * bet.stake, 0) };
  },
  exactRtp: scratchRtp,
};

import type { SlotGrid, SlotLineWin, SlotSpin, SlotTable } from '../../../protocol/casino/slot';

/**
 * What one line's symbols pay, in line bets: the longest run from the left
 * of one symbol, wilds standing in for it (never for the scatter), or the
 * run of wilds alone when that pays more. Null when nothing pays.
 */
export function lineWin(
  symbols: readonly number[],
  table: SlotTable,
  wild: number,
  scatter: number,
): { symbol: number; count: number; pay: number } | null {
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildPay = table.symbols[wild]?.pays[wilds] ?? 0;
  const symbol = symbols[wilds];
  let best = wildPay > 0 ? { symbol: wild, count: wilds, pay: wildPay } : null;
  if (symbol === undefined || symbol === scatter) return best;
  let count = wilds;
  while (count < symbols.length && (symbols[count] === symbol || symbols[count] === wild)) count += 1;
  const pay = table.symbols[symbol]?.pays[count] ?? 0;
  if (pay > (best?.pay ?? 0)) best = { symbol, count, pay };
  return best;
}

/** The index of the table's one symbol of a kind (tables.test checks each table has exactly one wild and one scatter). */
export function symbolOfKind(table: SlotTable, kind: 'wild' | 'scatter'): number {
  return table.symbols.findIndex((s) => s.kind === kind);
}

/** The grid the reels show when they stop at these positions: each reel's stop on the top row and the next two below. */
export function gridAt(table: SlotTable, stops: readonly number[]): SlotGrid {
  return table.reels.map((strip, reel) => {
    const stop = stops[reel] ?? 0;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length] ?? 0);
  });
}

/** A grid's wins for a line bet, every win multiplied by `multiplier` (the free spins'). */
export function evaluateGrid(grid: SlotGrid, table: SlotTable, lineBet: number, multiplier: number): SlotSpin {
  const wild = symbolOfKind(table, 'wild');
  const scatter = symbolOfKind(table, 'scatter');
  const lineWins: SlotLineWin[] = [];
  table.paylines.forEach((rows, line) => {
    const won = lineWin(
      rows.map((row, reel) => grid[reel]?.[row] ?? -1),
      table,
      wild,
      scatter,
    );
    if (won) lineWins.push({ line, symbol: won.symbol, count: won.count, pay: won.pay * lineBet * multiplier });
  });
  const scatters = grid.flat().filter((s) => s === scatter).length;
  const totalStake = lineBet * table.paylines.length;
  const scatterPays = table.symbols[scatter]?.pays ?? [];
  // Past the paytable's last count (15 scatters are possible on a strip that stacks them) the top pay holds.
  const scatterPay = (scatterPays[Math.min(scatters, scatterPays.length - 1)] ?? 0) * totalStake * multiplier;
  const win = lineWins.reduce((sum, w) => sum + w.pay, 0) + scatterPay;
  return { grid, lineWins, scatters, scatterPay, win };
}

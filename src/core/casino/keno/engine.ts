import { KENO_BALLS, KENO_DRAWN, KENO_MAX_PICKS, type KenoBet, type KenoOutcome, type KenoTable } from '../../../protocol/casino/keno';
import type { OwnRoundEngine } from '../engine';
import { drawBalls } from './draw';
import { KENO_TABLES } from './paytables';
import { kenoRtps } from './rtp';

/** A bet's multiplier in hundredths for its number of hits. */
function multiplierOf(table: KenoTable, picks: number, hits: number): number {
  return table.pays[picks - 1]?.[hits] ?? 0;
}

export const kenoEngine: OwnRoundEngine<KenoBet, KenoOutcome, KenoTable> = {
  id: 'keno',
  tables: KENO_TABLES,
  stakeOf: (bet) => bet.stake,
  refuse(bet, table) {
    const distinct = new Set(bet.picks).size === bet.picks.length;
    const inRange = bet.picks.every((n) => Number.isInteger(n) && n >= 1 && n <= KENO_BALLS);
    if (!distinct || !inRange || bet.picks.length < 1 || bet.picks.length > KENO_MAX_PICKS) return 'keno.refused.picks';
    if (table.pays[bet.picks.length - 1] === undefined) return 'keno.refused.picks';
    if (!Number.isInteger(bet.stake) || bet.stake <= 0) return 'keno.refused.stake';
    return null;
  },
  play(draws, bet, table) {
    const drawn = drawBalls(draws, KENO_BALLS, KENO_DRAWN);
    const drawnSet = new Set(drawn);
    const hits = bet.picks.filter((n) => drawnSet.has(n));
    const multiplier = multiplierOf(table, bet.picks.length, hits.length);
    // Whole minor units, rounded down: a fraction of a cent is never paid, so
    // a round returns at most the table's RTP, never more.
    const pay = Math.floor((bet.stake * multiplier) / 100);
    return { outcome: { drawn, hits, multiplier, pay }, win: pay };
  },
  // The player chooses the pick count, so the figure a regulator and the
  // lobby quote is the worst pick count's: whatever the player picks, the
  // return is at least this (each pick count's own RTP is in the paytable).
  exactRtp: (table) => Math.min(...kenoRtps(table.pays)),
};

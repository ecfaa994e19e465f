import type { CasinoEngineId } from '../../protocol/casino/engines';
import type { FairDraws } from './fair';

/**
 * A game whose rounds are the player's own (slot, keno, scratch card): one
 * request plays one whole round (free spins included) from the round's fair
 * draws. Pure; the server settles what it returns on the ledger in one
 * transaction, and a verification replays it from the revealed seeds.
 */
export interface OwnRoundEngine<Bet, Outcome, Table> {
  readonly id: CasinoEngineId;
  /** Each variant's paytable or reel set (protocol/casino/engines.ts names the variants). */
  readonly tables: Readonly<Record<string, Table>>;
  /** What the bet stakes, in minor units. */
  stakeOf(bet: Bet): number;
  /** Null when the bet may be played on this table; otherwise why not (a message key of the engine). */
  refuse(bet: Bet, table: Table): string | null;
  /** The round: its outcome and what it pays back in minor units (0 when lost; the stake is already taken). */
  play(draws: FairDraws, bet: Bet, table: Table): { readonly outcome: Outcome; readonly win: number };
  /** The table's exact return to player (0..1) with the engine's best play, computed from the table, never measured. */
  exactRtp(table: Table): number;
  /** The least time between two rounds of one player at one game the server allows (the slot's spin speed); none when absent. */
  readonly minRoundGapMs?: number;
}

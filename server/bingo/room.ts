import type { Queryable } from '../db/db';

/** Bingo's money on the ledger: the scope of its keys and its ref type (casino_round_debit for cards, casino_round_credit for prizes). */
export const BINGO_KEY_SCOPE = 'bingo';
export const BINGO_REF = 'bingo_game';

/** One step or purchase at a time per room, in the caller's transaction (the row lock cannot guard a game not opened yet). */
export async function lockRoom(tx: Queryable, room: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`bingo:${room}`]);
}

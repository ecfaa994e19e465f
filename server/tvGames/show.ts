import type { Queryable } from '../db/db';

/** TV games' money on the ledger: its keys' scope and its ref type (casino_round_debit for a stake, casino_round_credit for a win). */
export const TV_KEY_SCOPE = 'tv_games';
export const TV_REF = 'tv_bet';

/** One step or bet at a time per show, in the caller's transaction (the row lock cannot guard a draw not opened yet). */
export async function lockShow(tx: Queryable, show: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`tv:${show}`]);
}

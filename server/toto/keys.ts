import type { Queryable } from '../db/db';

/** Toto's money on the ledger: the scope of its keys and its ref type (bet_stake, bet_win and bet_refund, each once per coupon). */
export const TOTO_KEY_SCOPE = 'toto';
export const TOTO_REF = 'toto_coupon';

/** One opening, purchase or settlement at a time per section, in the caller's transaction. */
export async function lockSection(tx: Queryable, section: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`toto:${section}`]);
}

import type { Queryable } from '../db/db';

/**
 * The player's row lock, held to the end of the transaction: what must see
 * one player's money and limits as a whole (a stake, a limit change, a
 * credit that also writes the player's row) takes it BEFORE any of the
 * player's accounts, so two such transactions queue instead of each holding
 * what the other waits for (a deadlock on PostgreSQL, where they really run
 * at once).
 *
 * NO KEY UPDATE, not UPDATE: every insert of a row that references the
 * player (a message, an event) takes KEY SHARE on app_user, which a full
 * FOR UPDATE would block.
 */
export async function lockPlayer(q: Queryable, userId: number): Promise<void> {
  await q.query('SELECT id FROM app_user WHERE id = $1 FOR NO KEY UPDATE', [userId]);
}

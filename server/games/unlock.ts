import type { BonusGameId } from '../../src/protocol/constants/bonusGames';
import type { Queryable } from '../db/db';

export interface UnlockInput {
  readonly userId: number;
  readonly game: BonusGameId;
  readonly tries: number;
  /** Who unlocked them (a promotion's slug). */
  readonly reference: string;
  /** One unlock per key: the same key again answers the first. */
  readonly key: string;
  readonly at: number;
}

/** Unlocks tries of a game for the player, inside the caller's transaction; answers the unlock's id. */
export async function unlockTries(tx: Queryable, input: UnlockInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO bonus_game_unlock (user_id, game, tries, reference, idempotency_key, created_at) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (idempotency_key) DO UPDATE SET idempotency_key = EXCLUDED.idempotency_key RETURNING id`,
    [input.userId, input.game, input.tries, input.reference, input.key, new Date(input.at)],
  );
  if (!row) throw new Error('bonus games: unlock insert returned nothing');
  return row.id;
}

/** Whether any try of the unlock was played. */
export async function unlockUsed(q: Queryable, id: number): Promise<boolean> {
  const [row] = await q.query<{ used: number }>('SELECT used FROM bonus_game_unlock WHERE id = $1', [id]);
  return (row?.used ?? 0) > 0;
}

/** Takes back the tries of an unlock none of which was played (the player opted out of its promotion). */
export async function revokeUnlock(tx: Queryable, id: number, at: number): Promise<void> {
  await tx.query('UPDATE bonus_game_unlock SET revoked_at = $2 WHERE id = $1 AND used = 0 AND revoked_at IS NULL', [id, new Date(at)]);
}

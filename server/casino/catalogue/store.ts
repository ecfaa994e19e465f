import { CASINO_RECENT_MAX } from '../../../src/protocol/casino/catalogue';
import type { Queryable } from '../../db/db';

interface GameRow extends Record<string, unknown> {
  game_id: number;
}

/**
 * The player's favourites and recently played games (migration 036). Every
 * statement names the player: no call reads or writes another's rows.
 */
export async function favouriteIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<GameRow>('SELECT game_id FROM casino_favourite WHERE user_id = $1 ORDER BY created_at DESC, game_id', [
    userId,
  ]);
  return rows.map((r) => Number(r.game_id));
}

export async function countFavourites(db: Queryable, userId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_favourite WHERE user_id = $1', [userId]);
  return Number(rows[0]?.n ?? 0);
}

/** Stars or unstars one game; starring a starred game (a repeat from another tab) changes nothing. */
export async function setFavourite(db: Queryable, userId: number, gameId: number, on: boolean, at: Date): Promise<void> {
  if (on) {
    await db.query('INSERT INTO casino_favourite (user_id, game_id, created_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      userId,
      gameId,
      at.toISOString(),
    ]);
  } else {
    await db.query('DELETE FROM casino_favourite WHERE user_id = $1 AND game_id = $2', [userId, gameId]);
  }
}

export async function recentIds(db: Queryable, userId: number): Promise<number[]> {
  const rows = await db.query<GameRow>('SELECT game_id FROM casino_recent WHERE user_id = $1 ORDER BY played_at DESC, game_id LIMIT $2', [
    userId,
    CASINO_RECENT_MAX,
  ]);
  return rows.map((r) => Number(r.game_id));
}

/**
 * Notes that the player opened a game (the game platform calls this when a
 * round or a demo starts): it moves to the front of the recent row, and the
 * player's older entries beyond the row's length go.
 */
export async function recordPlayed(db: Queryable, userId: number, gameId: number, at: Date = new Date()): Promise<void> {
  await db.query(
    `INSERT INTO casino_recent (user_id, game_id, played_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, game_id) DO UPDATE SET played_at = GREATEST(casino_recent.played_at, EXCLUDED.played_at)`,
    [userId, gameId, at.toISOString()],
  );
  await db.query(
    `DELETE FROM casino_recent WHERE user_id = $1 AND game_id NOT IN (
       SELECT game_id FROM casino_recent WHERE user_id = $1 ORDER BY played_at DESC, game_id LIMIT $2)`,
    [userId, CASINO_RECENT_MAX],
  );
}

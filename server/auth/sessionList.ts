import type { SecuritySession } from '../../src/protocol/schemas/security';
import type { Queryable } from '../db/db';
import { sha256Hex } from './crypto';

/**
 * The player's live sessions and the way to end them. A session is named to
 * the client by a handle derived from its stored hash: neither the cookie
 * nor the hash a user token is bound to ever leaves the server.
 */
export function sessionHandle(idHash: string): string {
  return sha256Hex(`session-handle:${idHash}`).slice(0, 32);
}

interface SessionRow extends Record<string, unknown> {
  id_hash: string;
  created_at: Date | string;
  last_seen_at: Date | string;
  client_ip: string | null;
  device: string | null;
}

async function liveSessions(q: Queryable, userId: number, now: number): Promise<SessionRow[]> {
  return q.query<SessionRow>(
    `SELECT id_hash, created_at, last_seen_at, client_ip, device FROM user_session
      WHERE user_id = $1 AND expires_at > $2 ORDER BY last_seen_at DESC, created_at DESC`,
    [userId, new Date(now)],
  );
}

export async function listSessions(q: Queryable, input: { userId: number; now: number; current: string }): Promise<SecuritySession[]> {
  const rows = await liveSessions(q, input.userId, input.now);
  return rows.map((r) => ({
    id: sessionHandle(r.id_hash),
    device: r.device,
    ip: r.client_ip,
    createdAt: new Date(r.created_at).toISOString(),
    lastSeenAt: new Date(r.last_seen_at).toISOString(),
    current: r.id_hash === input.current,
  }));
}

/** Ends every session of the player but `keep`; answers how many ended. */
export async function endOtherSessions(q: Queryable, userId: number, keep: string): Promise<number> {
  const rows = await q.query('DELETE FROM user_session WHERE user_id = $1 AND id_hash <> $2 RETURNING user_id', [userId, keep]);
  return rows.length;
}

/** Ends the player's session named by `handle`; false when the player has none by that handle (another player's included). */
export async function endSessionByHandle(q: Queryable, userId: number, handle: string): Promise<{ idHash: string } | null> {
  const rows = await q.query<{ id_hash: string }>('SELECT id_hash FROM user_session WHERE user_id = $1 FOR UPDATE', [userId]);
  const found = rows.find((r) => sessionHandle(r.id_hash) === handle);
  if (!found) return null;
  await q.query('DELETE FROM user_session WHERE id_hash = $1 AND user_id = $2', [found.id_hash, userId]);
  return { idHash: found.id_hash };
}

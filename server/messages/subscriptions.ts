import type { PushSubscribeRequest } from '../../src/protocol/schemas/messages';
import type { Queryable } from '../db/db';

export interface StoredSubscription {
  readonly id: number;
  readonly endpoint: string;
  readonly p256dh: string;
  readonly auth: string;
  readonly lang: string;
  readonly titles: Readonly<Record<string, string>>;
}

/**
 * Keeps a browser's subscription for the signed-in player. An endpoint is one
 * browser: subscribing it again (another player signed in there, new titles
 * in another language) makes it that player's, with the new titles.
 */
export async function saveSubscription(q: Queryable, userId: number, request: PushSubscribeRequest, at: number): Promise<void> {
  const { subscription } = request;
  await q.query(
    `INSERT INTO push_subscription (user_id, endpoint, p256dh, auth, lang, titles, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::text::jsonb, $7)
     ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
       lang = EXCLUDED.lang, titles = EXCLUDED.titles, created_at = EXCLUDED.created_at`,
    [
      userId,
      subscription.endpoint,
      subscription.keys.p256dh,
      subscription.keys.auth,
      request.lang,
      JSON.stringify(request.titles),
      new Date(at),
    ],
  );
}

/** Drops the player's subscription of that endpoint; answers whether there was one (another player's stays). */
export async function removeSubscription(q: Queryable, userId: number, endpoint: string): Promise<boolean> {
  return (await q.query('DELETE FROM push_subscription WHERE user_id = $1 AND endpoint = $2 RETURNING id', [userId, endpoint])).length > 0;
}

export async function subscriptionsOf(q: Queryable, userIds: readonly number[]): Promise<Map<number, StoredSubscription[]>> {
  const rows = await q.query<{
    id: number;
    user_id: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    lang: string;
    titles: unknown;
  }>('SELECT id, user_id, endpoint, p256dh, auth, lang, titles FROM push_subscription WHERE user_id = ANY($1::integer[]) ORDER BY id', [
    [...userIds],
  ]);
  const byUser = new Map<number, StoredSubscription[]>();
  for (const r of rows) {
    const list = byUser.get(r.user_id) ?? [];
    list.push({
      id: r.id,
      endpoint: r.endpoint,
      p256dh: r.p256dh,
      auth: r.auth,
      lang: r.lang,
      titles: (r.titles ?? {}) as Record<string, string>,
    });
    byUser.set(r.user_id, list);
  }
  return byUser;
}

export async function dropSubscription(q: Queryable, id: number): Promise<void> {
  await q.query('DELETE FROM push_subscription WHERE id = $1', [id]);
}

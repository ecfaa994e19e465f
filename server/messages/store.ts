import type { NotificationKind } from '../../src/protocol/constants/notifications';
import { messageSchema, type Message, type MessageTopic } from '../../src/protocol/schemas/messages';
import type { Queryable } from '../db/db';
import { insertPlayerEvents } from '../ledger';
import { ms } from '../wallet/answer';

export interface NewMessage {
  readonly userId: number;
  readonly topic: MessageTopic;
  readonly kind?: NotificationKind | null;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly body?: string | null;
  readonly link?: string | null;
  /** Epoch ms (the caller's clock). */
  readonly at: number;
}

interface MessageRow extends Record<string, unknown> {
  id: number;
  topic: string;
  kind: string | null;
  params: unknown;
  body: string | null;
  link: string | null;
  created_at: unknown;
  read_at: unknown;
}

const COLUMNS = 'id, topic, kind, params, body, link, created_at, read_at';

function messageOf(r: MessageRow): Message {
  return messageSchema.parse({
    id: r.id,
    topic: r.topic,
    kind: r.kind,
    params: r.params ?? {},
    body: r.body,
    link: r.link,
    createdAt: ms(r.created_at),
    readAt: r.read_at === null ? null : ms(r.read_at),
  });
}

export async function unreadCount(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ n: number }>('SELECT count(*)::integer AS n FROM player_message WHERE user_id = $1 AND read_at IS NULL', [
    userId,
  ]);
  return row?.n ?? 0;
}

/**
 * Stores a message for a player and publishes the channel's `message` event,
 * both in the caller's transaction: the message exists exactly when the fact
 * that caused it (a settled bet, a decided withdrawal) committed. Web push
 * follows after the commit (the dispatcher picks up `push_due`).
 */
export async function sendPlayerMessage(tx: Queryable, input: NewMessage): Promise<Message> {
  const checked = messageSchema.shape.params.parse(input.params ?? {});
  const [row] = await tx.query<MessageRow>(
    `INSERT INTO player_message (user_id, topic, kind, params, body, link, created_at)
     VALUES ($1, $2, $3, $4::text::jsonb, $5, $6, $7) RETURNING ${COLUMNS}`,
    [input.userId, input.topic, input.kind ?? null, JSON.stringify(checked), input.body ?? null, input.link ?? null, new Date(input.at)],
  );
  if (!row) throw new Error('player_message insert returned nothing');
  const message = messageOf(row);
  const unread = await unreadCount(tx, input.userId);
  await insertPlayerEvents(tx, [{ userId: input.userId, event: { type: 'message', message, unread } }], input.at);
  return message;
}

/** The player's messages, newest first, a page after `cursor` (a message id). */
export async function listMessages(
  q: Queryable,
  userId: number,
  page: { readonly cursor?: number | undefined; readonly limit: number },
): Promise<{ items: Message[]; nextCursor: number | null }> {
  const rows = await q.query<MessageRow>(
    `SELECT ${COLUMNS} FROM player_message WHERE user_id = $1 AND ($2::integer IS NULL OR id < $2) ORDER BY id DESC LIMIT $3`,
    [userId, page.cursor ?? null, page.limit + 1],
  );
  const items = rows.slice(0, page.limit).map(messageOf);
  return { items, nextCursor: rows.length > page.limit ? (items[items.length - 1]?.id ?? null) : null };
}

/** Whether every id is one of the player's messages (another player's id is as absent as a made-up one). */
export async function ownsAll(q: Queryable, userId: number, ids: readonly number[]): Promise<boolean> {
  const [row] = await q.query<{ n: number }>(
    'SELECT count(*)::integer AS n FROM player_message WHERE user_id = $1 AND id = ANY($2::integer[])',
    [userId, [...new Set(ids)]],
  );
  return (row?.n ?? 0) === new Set(ids).size;
}

/** Marks messages read (the given ids, or all); answers the unread count after. */
export async function markRead(tx: Queryable, userId: number, ids: readonly number[] | 'all', at: number): Promise<{ changed: number }> {
  const rows = await tx.query(
    `UPDATE player_message SET read_at = $3
      WHERE user_id = $1 AND read_at IS NULL AND ($2::integer[] IS NULL OR id = ANY($2::integer[])) RETURNING id`,
    [userId, ids === 'all' ? null : [...ids], new Date(at)],
  );
  return { changed: rows.length };
}

export async function deleteMessage(tx: Queryable, userId: number, id: number): Promise<boolean> {
  const rows = await tx.query('DELETE FROM player_message WHERE user_id = $1 AND id = $2 RETURNING id', [userId, id]);
  return rows.length > 0;
}

/** Tells every tab and device of the player the unread count now (after a read or a delete). */
export async function publishUnread(tx: Queryable, userId: number, at: number): Promise<number> {
  const unread = await unreadCount(tx, userId);
  await insertPlayerEvents(tx, [{ userId, event: { type: 'messages_changed', unread } }], at);
  return unread;
}

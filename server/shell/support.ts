import { z } from 'zod';
import { callbackOffered, chatOffered } from '../../src/core/routing/support';
import { supportChatAnswerSchema, type SupportChatMessage } from '../../src/protocol/schemas/support';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import {
  SUPPORT_HISTORY_LIMIT,
  SUPPORT_HISTORY_LINK,
  supportHistoryAnswerSchema,
  type SupportHistoryItem,
} from '../../src/protocol/schemas/supportHistory';
import type { Db, Queryable } from '../db/db';
import { sendPlayerMessage } from '../messages/store';

/**
 * The support button's requests (SPEC 4, 6): a call back, an e-mail, or a
 * chat message. Each is a support_request row; chat messages also go to
 * support_chat_message with the operator's answers, per conversation.
 */
export const supportRequestSchema = z
  .object({
    kind: z.enum(['callback', 'email', 'chat']),
    name: z.string().trim().min(1).max(100),
    contact: z.string().trim().max(200).default(''),
    message: z.string().max(2000).default(''),
    lang: z.string().regex(/^[a-z]{2}$/),
    page: z.string().max(2048).default(''),
    /** A chat message after the first names its conversation by the handle the answer to the first gave (server/shell/chatHandle.ts). */
    conversationId: z.string().min(1).max(200).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.kind === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.contact))
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'must be an e-mail address' });
    if (value.kind === 'callback' && !/^\+?[0-9 ()-]{5,20}$/.test(value.contact))
      ctx.addIssue({ code: 'custom', path: ['contact'], message: 'must be a phone number' });
    if (value.kind === 'chat' && value.message.trim() === '')
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'a chat message cannot be empty' });
    if (value.kind !== 'chat' && value.conversationId !== undefined)
      ctx.addIssue({ code: 'custom', path: ['conversationId'], message: 'only chat messages belong to a conversation' });
  });
export type SupportRequestBody = z.infer<typeof supportRequestSchema>;

export type SupportRefusal = { readonly status: number; readonly code: string; readonly message: string };

/**
 * What the site allows (SPEC 4, 6): a call back only where the site offers it
 * and not in a language it hides it for; chat only with a consultant id.
 * Signed-in-only for call backs is the button's rule (the server has no
 * session on this call).
 */
export function refusalOf(request: SupportRequestBody, config: SiteConfig): SupportRefusal | null {
  if (request.kind === 'callback' && !callbackOffered(config, request.lang)) {
    return {
      status: 403,
      code: 'callback_unavailable',
      message: `Call backs are not offered${config.isAvailableCallback ? ` in "${request.lang}"` : ' on this site'}`,
    };
  }
  if (request.kind === 'chat' && !chatOffered(config)) {
    return {
      status: 403,
      code: 'chat_unavailable',
      message: 'Support chat needs a consultant (consultantParams.consultant_id is not set)',
    };
  }
  return null;
}

/**
 * Stores a request; a chat message joins (or starts) its conversation
 * (`conversation`: the table's id, which the route read from the handle).
 * The caller signed in (`ownerId`) owns it; a guest's has no owner. Null when
 * the named conversation does not exist or is another player's (the same
 * answer, so an id tells nothing about whose it is).
 */
export async function storeSupportRequest(
  db: Db,
  r: Omit<SupportRequestBody, 'conversationId'>,
  ownerId: number | null = null,
  conversation?: number,
): Promise<{ id: number; conversationId: number | null } | null> {
  return db.transaction(async (tx) => {
    if (r.kind === 'chat' && conversation !== undefined) {
      if (!(await conversationOpenTo(tx, conversation, ownerId))) return null;
    }
    const joined = r.kind === 'chat' ? (conversation ?? null) : null;
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO support_request (kind, name, contact, message, lang, page, conversation_id, user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [r.kind, r.name, r.contact, r.message, r.lang, r.page, joined, ownerId],
    );
    const id = rows[0]?.id ?? 0;
    if (r.kind !== 'chat') return { id, conversationId: null };
    const conversationId = joined ?? id;
    if (joined === null) await tx.query('UPDATE support_request SET conversation_id = $1 WHERE id = $1', [id]);
    await tx.query(`INSERT INTO support_chat_message (conversation_id, author, body) VALUES ($1, 'player', $2)`, [
      conversationId,
      r.message,
    ]);
    return { id, conversationId };
  });
}

/**
 * Whether a chat conversation exists and the caller may read or continue it:
 * a player's only by that player; a guest's (no owner) by whoever holds its
 * handle, which only the guest was given (server/shell/chatHandle.ts).
 */
export async function conversationOpenTo(db: Queryable, conversationId: number, callerId: number | null): Promise<boolean> {
  const [row] = await db.query<{ user_id: number | null }>(`SELECT user_id FROM support_request WHERE id = $1 AND kind = 'chat'`, [
    conversationId,
  ]);
  if (!row) return false;
  return row.user_id === null || row.user_id === callerId;
}

/**
 * The player a chat conversation belongs to: null for a guest's, undefined
 * when there is no such conversation. When an operator answers, this names
 * whose inbox learns of it.
 */
export async function conversationOwner(db: Queryable, conversationId: number): Promise<number | null | undefined> {
  const [row] = await db.query<{ user_id: number | null }>(`SELECT user_id FROM support_request WHERE id = $1 AND kind = 'chat'`, [
    conversationId,
  ]);
  return row ? row.user_id : undefined;
}

/**
 * An operator's answer in a conversation; false when there is no such
 * conversation. A signed-in player's conversation also gets the answer in the
 * player's inbox (and its push), in the same transaction: a player who closed
 * the chat still learns of it.
 */
export async function addOperatorReply(db: Db, conversationId: number, text: string, at: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const owner = await conversationOwner(tx, conversationId);
    if (owner === undefined) return false;
    await tx.query(`INSERT INTO support_chat_message (conversation_id, author, body) VALUES ($1, 'operator', $2)`, [conversationId, text]);
    if (owner !== null)
      await sendPlayerMessage(tx, {
        userId: owner,
        topic: 'support_answer',
        params: { conversationId },
        body: text,
        link: SUPPORT_HISTORY_LINK,
        at,
      });
    return true;
  });
}

interface MessageRow extends Record<string, unknown> {
  id: number;
  author: 'player' | 'operator';
  body: string;
  created_at: Date | string;
}

/** The messages of a conversation after `afterId`, oldest first. */
export async function chatMessages(
  db: Queryable,
  conversationId: number,
  afterId: number,
): Promise<{ data: { messages: SupportChatMessage[] } }> {
  const rows = await db.query<MessageRow>(
    'SELECT id, author, body, created_at FROM support_chat_message WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT 200',
    [conversationId, afterId],
  );
  return supportChatAnswerSchema.parse({
    data: { messages: rows.map((r) => ({ id: r.id, author: r.author, text: r.body, at: new Date(r.created_at).toISOString() })) },
  });
}

interface HistoryRow extends Record<string, unknown> {
  id: number;
  kind: 'callback' | 'email' | 'chat' | 'office';
  message: string;
  created_at: Date | string;
}

/**
 * A player's own requests, newest first (SUPPORT_HISTORY_LIMIT): call backs
 * and e-mails one each, a chat once (its first request) with its messages
 * both ways. Only rows the player owns: a guest's requests and other
 * players' never appear.
 */
export async function supportHistory(db: Queryable, userId: number): Promise<{ data: { requests: SupportHistoryItem[] } }> {
  const rows = await db.query<HistoryRow>(
    `SELECT id, kind, message, created_at FROM support_request
      WHERE user_id = $1 AND (kind <> 'chat' OR conversation_id = id)
      ORDER BY id DESC LIMIT $2`,
    [userId, SUPPORT_HISTORY_LIMIT],
  );
  // An office request (server/officeSupport) is its own conversation too: the operator's answers are its thread.
  const chats = rows.filter((r) => r.kind === 'chat' || r.kind === 'office').map((r) => r.id);
  const messages = chats.length
    ? await db.query<MessageRow & { conversation_id: number }>(
        `SELECT id, conversation_id, author, body, created_at FROM support_chat_message
          WHERE conversation_id = ANY($1::integer[]) ORDER BY id`,
        [chats],
      )
    : [];
  const requests = rows.map((r) => {
    const own = messages
      .filter((m) => m.conversation_id === r.id)
      .map((m) => ({ id: m.id, author: m.author, text: m.body, at: new Date(m.created_at).toISOString() }));
    return {
      id: r.id,
      kind: r.kind,
      createdAt: new Date(r.created_at).toISOString(),
      status: own.some((m) => m.author === 'operator') ? ('answered' as const) : ('sent' as const),
      message: r.message,
      messages: own,
    };
  });
  return supportHistoryAnswerSchema.parse({ data: { requests } });
}

/** The newest requests, for the test switch (an e2e checks that a form reached the server). */
export async function latestSupportRequests(db: Queryable, limit = 20): Promise<unknown[]> {
  return db.query(
    'SELECT id, kind, name, contact, message, lang, page, conversation_id, user_id FROM support_request ORDER BY id DESC LIMIT $1',
    [limit],
  );
}

import { z } from 'zod';
import { callbackOffered, chatOffered } from '../../src/core/routing/support';
import { supportChatAnswerSchema, type SupportChatMessage } from '../../src/protocol/schemas/support';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import type { Db, Queryable } from '../db/db';

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
    /** A chat message after the first names its conversation (the answer to the first gave it). */
    conversationId: z.number().int().positive().optional(),
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

/** Stores a request; a chat message joins (or starts) its conversation. Null when the named conversation does not exist. */
export async function storeSupportRequest(db: Db, r: SupportRequestBody): Promise<{ id: number; conversationId: number | null } | null> {
  return db.transaction(async (tx) => {
    if (r.kind === 'chat' && r.conversationId !== undefined) {
      const known = await tx.query<{ id: number }>(`SELECT id FROM support_request WHERE id = $1 AND kind = 'chat'`, [r.conversationId]);
      if (known.length === 0) return null;
    }
    const rows = await tx.query<{ id: number }>(
      `INSERT INTO support_request (kind, name, contact, message, lang, page, conversation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [r.kind, r.name, r.contact, r.message, r.lang, r.page, r.conversationId ?? null],
    );
    const id = rows[0]?.id ?? 0;
    if (r.kind !== 'chat') return { id, conversationId: null };
    const conversationId = r.conversationId ?? id;
    if (r.conversationId === undefined) await tx.query('UPDATE support_request SET conversation_id = $1 WHERE id = $1', [id]);
    await tx.query(`INSERT INTO support_chat_message (conversation_id, author, body) VALUES ($1, 'player', $2)`, [
      conversationId,
      r.message,
    ]);
    return { id, conversationId };
  });
}

/** An operator's answer in a conversation; false when there is no such conversation. */
export async function addOperatorReply(db: Queryable, conversationId: number, text: string): Promise<boolean> {
  const known = await db.query<{ id: number }>(`SELECT id FROM support_request WHERE id = $1 AND kind = 'chat'`, [conversationId]);
  if (known.length === 0) return false;
  await db.query(`INSERT INTO support_chat_message (conversation_id, author, body) VALUES ($1, 'operator', $2)`, [conversationId, text]);
  return true;
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

/** The newest requests, for the test switch (an e2e checks that a form reached the server). */
export async function latestSupportRequests(db: Queryable, limit = 20): Promise<unknown[]> {
  return db.query('SELECT id, kind, name, contact, message, lang, page, conversation_id FROM support_request ORDER BY id DESC LIMIT $1', [
    limit,
  ]);
}

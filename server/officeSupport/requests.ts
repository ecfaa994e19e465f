import { checkAttachment } from '../../src/core/officeSupport';
import { inflateBounded } from '../verification/inflate';
import type { AttachmentType, SupportCategory } from '../../src/protocol/constants/officeSupport';
import type { NewSupportRequest, OfficeRequest } from '../../src/protocol/schemas/officeSupport';
import type { Db, Queryable } from '../db/db';
import { sendPlayerMessage } from '../messages/store';
import { OfficeError } from './errors';

/** Where the inbox message about an answer leads (without the language). */
export const OFFICE_SUPPORT_LINK = '/office/support';

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The attachment's bytes, checked by content and size; a refusal says why in words the form can show. */
export function attachmentBytes(data: string): { bytes: Buffer; type: AttachmentType } {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new OfficeError('invalid_request', 'attachment.data is not base64');
  const bytes = Buffer.from(data, 'base64');
  const verdict = checkAttachment(bytes, inflateBounded);
  if (verdict.ok) return { bytes, type: verdict.type };
  if (verdict.reason === 'too_large') throw new OfficeError('attachment_too_large', 'The attachment is over the size limit');
  if (verdict.reason === 'unsafe') throw new OfficeError('attachment_unsafe', 'The PDF carries scripts, actions or embedded files');
  throw new OfficeError('attachment_type', 'The attachment is not a PNG, JPEG or PDF file (read from its content, not its name)');
}

/**
 * Files a request from the office: a support_request of kind 'office' (the
 * support history's own table), its conversation being itself so the
 * operator's answers join it as a chat's do, and the attachment beside it.
 */
export async function fileOfficeRequest(tx: Queryable, userId: number, body: NewSupportRequest, lang: string, at: number): Promise<number> {
  const file = body.attachment ? { name: body.attachment.name, ...attachmentBytes(body.attachment.data) } : null;
  const [user] = await tx.query<{ login: string | null; user_name: string }>('SELECT login, user_name FROM app_user WHERE id = $1', [
    userId,
  ]);
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO support_request (kind, name, contact, message, lang, page, user_id, category, created_at)
     VALUES ('office', $1, '', $2, $3, '/office/support', $4, $5, $6) RETURNING id`,
    [user?.user_name || user?.login || `player ${userId}`, body.text, lang, userId, body.category, new Date(at)],
  );
  const id = row?.id ?? 0;
  await tx.query('UPDATE support_request SET conversation_id = id WHERE id = $1', [id]);
  if (file)
    await tx.query(
      `INSERT INTO support_attachment (request_id, user_id, file_name, media_type, size, content, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [id, userId, file.name, file.type, file.bytes.length, file.bytes, new Date(at)],
    );
  return id;
}

interface RequestRow extends Record<string, unknown> {
  id: number;
  category: SupportCategory;
  message: string;
  created_at: Date | string;
  attachment_id: number | null;
  file_name: string | null;
  media_type: AttachmentType | null;
  size: number | null;
}

/** The player's office requests, newest first (at most 50), each with its thread; `only` picks one. */
export async function officeRequests(db: Queryable, userId: number, only?: number): Promise<OfficeRequest[]> {
  const rows = await db.query<RequestRow>(
    `SELECT r.id, r.category, r.message, r.created_at, a.id AS attachment_id, a.file_name, a.media_type, a.size
       FROM support_request r LEFT JOIN support_attachment a ON a.request_id = r.id
      WHERE r.user_id = $1 AND r.kind = 'office' AND ($2::integer IS NULL OR r.id = $2)
      ORDER BY r.id DESC LIMIT 50`,
    [userId, only ?? null],
  );
  const ids = rows.map((r) => r.id);
  const messages = ids.length
    ? await db.query<{ id: number; conversation_id: number; author: 'player' | 'operator'; body: string; created_at: Date | string }>(
        `SELECT id, conversation_id, author, body, created_at FROM support_chat_message
          WHERE conversation_id = ANY($1::integer[]) ORDER BY id`,
        [ids],
      )
    : [];
  return rows.map((r) => {
    const thread = messages
      .filter((m) => m.conversation_id === r.id)
      .map((m) => ({ id: m.id, author: m.author, text: m.body, at: iso(m.created_at) }));
    return {
      id: r.id,
      category: r.category,
      text: r.message,
      createdAt: iso(r.created_at),
      status: thread.some((m) => m.author === 'operator') ? 'answered' : 'open',
      attachment:
        r.attachment_id !== null && r.file_name !== null && r.media_type !== null && r.size !== null
          ? { id: r.attachment_id, name: r.file_name, type: r.media_type, size: r.size }
          : null,
      messages: thread,
    };
  });
}

/** An attachment's file, only when `userId` owns it (null otherwise, the same as none). */
export async function ownAttachment(
  db: Queryable,
  userId: number,
  id: number,
): Promise<{ name: string; type: AttachmentType; content: Buffer } | null> {
  const [row] = await db.query<{ file_name: string; media_type: AttachmentType; content: Uint8Array }>(
    'SELECT file_name, media_type, content FROM support_attachment WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return row ? { name: row.file_name, type: row.media_type, content: Buffer.from(row.content) } : null;
}

/**
 * The operator's answer to an office request: it joins the request's thread
 * and reaches the player's inbox (and its badge) in the same transaction.
 * False when there is no such office request.
 */
export async function answerOfficeRequest(db: Db, requestId: number, text: string, at: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ user_id: number | null }>(`SELECT user_id FROM support_request WHERE id = $1 AND kind = 'office'`, [
      requestId,
    ]);
    if (!row) return false;
    await tx.query(`INSERT INTO support_chat_message (conversation_id, author, body, created_at) VALUES ($1, 'operator', $2, $3)`, [
      requestId,
      text,
      new Date(at),
    ]);
    if (row.user_id !== null)
      await sendPlayerMessage(tx, {
        userId: row.user_id,
        topic: 'support_answer',
        params: { conversationId: requestId },
        body: text,
        link: OFFICE_SUPPORT_LINK,
        at,
      });
    return true;
  });
}

import { verificationFields } from '../../src/core/verification';
import type { DocumentMime, VerificationDocumentType } from '../../src/protocol/constants/verification';
import type { VerificationDocument } from '../../src/protocol/schemas/verification';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents } from '../ledger';
import { sendPlayerMessage } from '../messages/store';
import { ms } from '../wallet/answer';

interface DocumentRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  doc_type: VerificationDocumentType;
  content_type: string;
  size: number;
  stored_name: string;
  status: 'pending' | 'approved' | 'rejected';
  reason: string | null;
  created_at: unknown;
  decided_at: unknown;
}

const COLUMNS = 'id, user_id, doc_type, content_type, size, stored_name, status, reason, created_at, decided_at';

export interface StoredDocument extends VerificationDocument {
  readonly userId: number;
  readonly storedName: string;
}

function documentOf(r: DocumentRow): StoredDocument {
  return {
    id: r.id,
    userId: r.user_id,
    type: r.doc_type,
    status: r.status,
    reason: r.reason,
    contentType: r.content_type,
    size: r.size,
    uploadedAt: ms(r.created_at),
    decidedAt: r.decided_at === null ? null : ms(r.decided_at),
    storedName: r.stored_name,
  };
}

/** What the player sees of a document (never where it is stored). */
export function publicDocument(d: StoredDocument): VerificationDocument {
  const { userId: _userId, storedName: _storedName, ...shown } = d;
  return shown;
}

export async function documentsOf(q: Queryable, userId: number): Promise<StoredDocument[]> {
  const rows = await q.query<DocumentRow>(`SELECT ${COLUMNS} FROM verification_document WHERE user_id = $1 ORDER BY id`, [userId]);
  return rows.map(documentOf);
}

export async function documentById(q: Queryable, id: number): Promise<StoredDocument | null> {
  const [row] = await q.query<DocumentRow>(`SELECT ${COLUMNS} FROM verification_document WHERE id = $1`, [id]);
  return row ? documentOf(row) : null;
}

/**
 * The User config fields (SPEC 3) follow the documents, in the same
 * transaction: the withdrawal's verification rule reads them
 * (server/wallet/withdrawals.ts through userConfigOf), so an approval opens
 * a withdrawal above the threshold at once.
 */
async function writeFields(tx: Queryable, userId: number): Promise<void> {
  const fields = verificationFields(await documentsOf(tx, userId));
  await tx.query(`UPDATE app_user SET verification = verification || $2::text::jsonb WHERE id = $1`, [userId, JSON.stringify(fields)]);
}

export interface NewDocument {
  readonly userId: number;
  readonly type: VerificationDocumentType;
  readonly mime: DocumentMime;
  readonly size: number;
  readonly storedName: string;
  readonly at: number;
}

/** Records an uploaded (already stored) file as pending; every tab of the player hears it. */
export async function addDocument(db: Db, input: NewDocument): Promise<StoredDocument> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<DocumentRow>(
      `INSERT INTO verification_document (user_id, doc_type, content_type, size, stored_name, created_at)
       VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [input.userId, input.type, input.mime, input.size, input.storedName, new Date(input.at)],
    );
    if (!row) throw new Error('verification_document insert returned nothing');
    await writeFields(tx, input.userId);
    const document = documentOf(row);
    await insertPlayerEvents(
      tx,
      [
        {
          userId: input.userId,
          event: { type: 'verification_status', documentId: document.id, documentType: document.type, status: 'pending' },
        },
      ],
      input.at,
    );
    return document;
  });
}

export type Decision = { readonly kind: 'approve' } | { readonly kind: 'reject'; readonly reason: string };

export type DecisionOutcome =
  | { readonly kind: 'decided'; readonly document: StoredDocument }
  | { readonly kind: 'not_found' }
  | { readonly kind: 'already_decided'; readonly status: 'approved' | 'rejected' };

/**
 * The operator's decision on a pending document, once (under its row lock):
 * the fields, the channel event and the inbox message commit with it.
 */
export async function decideDocument(db: Db, id: number, decision: Decision, at: number): Promise<DecisionOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<DocumentRow>(`SELECT ${COLUMNS} FROM verification_document WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) return { kind: 'not_found' };
    if (row.status !== 'pending') return { kind: 'already_decided', status: row.status };
    const status = decision.kind === 'approve' ? 'approved' : 'rejected';
    const reason = decision.kind === 'reject' ? decision.reason : null;
    const [updated] = await tx.query<DocumentRow>(
      `UPDATE verification_document SET status = $2, reason = $3, decided_at = $4 WHERE id = $1 RETURNING ${COLUMNS}`,
      [id, status, reason, new Date(at)],
    );
    if (!updated) throw new Error('verification_document update returned nothing');
    await writeFields(tx, row.user_id);
    await insertPlayerEvents(
      tx,
      [{ userId: row.user_id, event: { type: 'verification_status', documentId: id, documentType: row.doc_type, status } }],
      at,
    );
    await sendPlayerMessage(tx, {
      userId: row.user_id,
      topic: 'verification',
      params: reason === null ? { documentType: row.doc_type, status } : { documentType: row.doc_type, status, reason },
      body: null,
      link: '/office/verification',
      at,
    });
    return { kind: 'decided', document: documentOf(updated) };
  });
}

export interface OperatorDocument extends StoredDocument {
  readonly login: string;
}

/** The newest documents for the operator (of one status when given). */
export async function documentsForOperator(q: Queryable, status: 'pending' | 'approved' | 'rejected' | null): Promise<OperatorDocument[]> {
  const rows = await q.query<DocumentRow & { login: string }>(
    `SELECT ${COLUMNS.split(', ')
      .map((c) => `d.${c}`)
      .join(', ')}, u.login FROM verification_document d JOIN app_user u ON u.id = d.user_id
     WHERE ($1::text IS NULL OR d.status = $1) ORDER BY d.id DESC LIMIT 200`,
    [status],
  );
  return rows.map((r) => ({ ...documentOf(r), login: r.login }));
}

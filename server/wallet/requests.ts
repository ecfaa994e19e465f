import type { MovementKind, PaymentRequestStatus } from '../../src/protocol/constants/wallet';
import type { CreatePaymentRequest, PaymentRequestTopic, PaymentRequestView } from '../../src/protocol/schemas/wallet';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents, requestHash } from '../ledger';
import { ms } from './answer';
import { WalletError } from './errors';

/**
 * Payment requests (office/payment/requests): a player's case about a
 * payment, under a topic (deposit not credited, withdrawal delayed, other)
 * and a subtopic (the method), about one of the player's own ledger
 * movements; open until the operator answers (answered), open again when the
 * player writes, closed by either.
 */

export async function listTopics(q: Queryable): Promise<PaymentRequestTopic[]> {
  const topics = await q.query<{ id: number; key: string; movement_kinds: MovementKind[] }>(
    'SELECT id, key, movement_kinds FROM payment_request_topic ORDER BY position, id',
  );
  const subs = await q.query<{ id: number; topic_id: number; method_id: string; name: string }>(
    `SELECT s.id, s.topic_id, s.method_id, m.name FROM payment_request_subtopic s JOIN payment_method m ON m.id = s.method_id
      WHERE m.enabled ORDER BY m.position, s.id`,
  );
  return topics.map((t) => ({
    id: t.id,
    key: t.key,
    movementKinds: t.movement_kinds,
    subtopics: subs.filter((s) => s.topic_id === t.id).map((s) => ({ id: s.id, methodId: s.method_id, name: s.name })),
  }));
}

interface RequestRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  login: string;
  topic_id: number;
  subtopic_id: number | null;
  movement_id: number | null;
  status: PaymentRequestStatus;
  request_hash: string;
  created_at: unknown;
  updated_at: unknown;
}

const COLUMNS = 'r.id, r.user_id, u.login, r.topic_id, r.subtopic_id, r.movement_id, r.status, r.request_hash, r.created_at, r.updated_at';
const FROM = 'payment_request r JOIN app_user u ON u.id = r.user_id';

const summary = (r: RequestRow): Omit<PaymentRequestView, 'messages'> => ({
  id: r.id,
  topicId: r.topic_id,
  subTopicId: r.subtopic_id,
  transactionId: r.movement_id,
  status: r.status,
  createdAt: ms(r.created_at),
  updatedAt: ms(r.updated_at),
});

async function withMessages(q: Queryable, row: RequestRow): Promise<PaymentRequestView> {
  const messages = await q.query<{ id: number; author: 'player' | 'operator'; body: string; created_at: unknown }>(
    'SELECT id, author, body, created_at FROM payment_request_message WHERE request_id = $1 ORDER BY id',
    [row.id],
  );
  return { ...summary(row), messages: messages.map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: ms(m.created_at) })) };
}

export async function listRequests(q: Queryable, userId: number): Promise<Omit<PaymentRequestView, 'messages'>[]> {
  const rows = await q.query<RequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.user_id = $1 ORDER BY r.id DESC LIMIT 100`, [userId]);
  return rows.map(summary);
}

async function loadRequest(q: Queryable, id: number, lock = false): Promise<RequestRow | null> {
  const [row] = await q.query<RequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return row ?? null;
}

/** One of the player's requests with its messages; another player's answers like a missing one. */
export async function ownRequest(q: Queryable, userId: number, id: number, lock = false): Promise<RequestRow> {
  const row = await loadRequest(q, id, lock);
  if (!row || row.user_id !== userId)
    throw new WalletError('wallet.request_not_found', `No payment request ${id} of yours`, { params: { requestId: id } });
  return row;
}

export async function requestView(q: Queryable, userId: number, id: number): Promise<PaymentRequestView> {
  return withMessages(q, await ownRequest(q, userId, id));
}

/** A ledger movement is the player's when it touched one of the player's accounts. */
async function ownMovement(q: Queryable, userId: number, movementId: number): Promise<MovementKind> {
  const [row] = await q.query<{ kind: MovementKind }>(
    `SELECT m.kind FROM ledger_movement m WHERE m.id = $1 AND EXISTS (
       SELECT 1 FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id WHERE e.movement_id = m.id AND la.user_id = $2)`,
    [movementId, userId],
  );
  if (!row)
    throw new WalletError('wallet.transaction_not_found', `No transaction ${movementId} of yours`, {
      params: { transactionId: movementId },
    });
  return row.kind;
}

export async function createRequest(
  db: Db,
  userId: number,
  body: CreatePaymentRequest,
  key: string,
  at: number,
): Promise<{ request: PaymentRequestView; repeated: boolean }> {
  const subTopicId = body.subTopicId ?? null;
  const transactionId = body.transactionId ?? null;
  const hash = requestHash({ topicId: body.topicId, subTopicId, transactionId, message: body.message });
  const existing = async (q: Queryable) => {
    const [row] = await q.query<RequestRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE r.user_id = $1 AND r.idempotency_key = $2`, [
      userId,
      key,
    ]);
    if (!row) return null;
    if (row.request_hash !== hash)
      throw new WalletError('wallet.idempotency_conflict', `Key ${key} was used for another request`, { params: { key } });
    return { request: await withMessages(q, row), repeated: true };
  };
  const seen = await existing(db);
  if (seen) return seen;
  const topic = (await listTopics(db)).find((t) => t.id === body.topicId);
  if (!topic) throw new WalletError('wallet.topic_not_found', `No topic ${body.topicId}`, { params: { topicId: body.topicId } });
  if (subTopicId !== null && !topic.subtopics.some((s) => s.id === subTopicId))
    throw new WalletError('wallet.topic_not_found', `No subtopic ${subTopicId} under topic ${topic.id}`, {
      params: { topicId: topic.id, subTopicId },
    });
  if (transactionId !== null) {
    const kind = await ownMovement(db, userId, transactionId);
    if (topic.movementKinds.length > 0 && !topic.movementKinds.includes(kind))
      throw new WalletError('wallet.invalid_request', `Transaction ${transactionId} is a ${kind}, not one this topic is about`, {
        fields: [{ field: 'transactionId', message: `a ${kind} does not fit topic ${topic.key}` }],
      });
  }
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO payment_request (user_id, topic_id, subtopic_id, movement_id, status, idempotency_key, request_hash,
        created_at, updated_at)
       VALUES ($1, $2, $3, $4, 'open', $5, $6, $7, $7) ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [userId, topic.id, subTopicId, transactionId, key, hash, new Date(at)],
    );
    if (!row) return null;
    await tx.query(`INSERT INTO payment_request_message (request_id, author, body, created_at) VALUES ($1, 'player', $2, $3)`, [
      row.id,
      body.message,
      new Date(at),
    ]);
    return row.id;
  });
  if (id === null) {
    const again = await existing(db);
    if (!again) throw new Error(`payment request for key ${key} vanished`);
    return again;
  }
  return { request: await requestView(db, userId, id), repeated: false };
}

/** A message on a request: the player's reopens it, the operator's answers it (and may close it). */
export async function addMessage(
  db: Db,
  target: { userId: number; requestId: number } | { operator: true; requestId: number },
  body: string,
  at: number,
  close = false,
): Promise<PaymentRequestView> {
  const operator = 'operator' in target;
  const row = await db.transaction(async (tx) => {
    const found = operator ? await loadRequest(tx, target.requestId, true) : await ownRequest(tx, target.userId, target.requestId, true);
    if (!found)
      throw new WalletError('wallet.request_not_found', `No payment request ${target.requestId}`, {
        params: { requestId: target.requestId },
      });
    if (found.status === 'closed')
      throw new WalletError('wallet.request_closed', `Payment request ${found.id} is closed`, { params: { requestId: found.id } });
    await tx.query('INSERT INTO payment_request_message (request_id, author, body, created_at) VALUES ($1, $2, $3, $4)', [
      found.id,
      operator ? 'operator' : 'player',
      body,
      new Date(at),
    ]);
    const status: PaymentRequestStatus = close ? 'closed' : operator ? 'answered' : 'open';
    await tx.query('UPDATE payment_request SET status = $2, updated_at = $3 WHERE id = $1', [found.id, status, new Date(at)]);
    if (operator)
      await insertPlayerEvents(tx, [{ userId: found.user_id, event: { type: 'payment_request_reply', requestId: found.id } }], at);
    return found;
  });
  return withMessages(db, (await loadRequest(db, row.id)) as RequestRow);
}

export async function closeRequest(db: Db, userId: number, requestId: number, at: number): Promise<PaymentRequestView> {
  await db.transaction(async (tx) => {
    const found = await ownRequest(tx, userId, requestId, true);
    await tx.query(`UPDATE payment_request SET status = 'closed', updated_at = $2 WHERE id = $1 AND status <> 'closed'`, [
      found.id,
      new Date(at),
    ]);
  });
  return requestView(db, userId, requestId);
}

export async function adminRequests(
  q: Queryable,
  status: PaymentRequestStatus | null,
): Promise<(PaymentRequestView & { userId: number; login: string })[]> {
  const rows = await q.query<RequestRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE ($1::text IS NULL OR r.status = $1) ORDER BY r.updated_at DESC LIMIT 200`,
    [status],
  );
  const out: (PaymentRequestView & { userId: number; login: string })[] = [];
  for (const row of rows) out.push({ ...(await withMessages(q, row)), userId: row.user_id, login: row.login });
  return out;
}

import type { IntentStatus } from '../../src/protocol/constants/wallet';
import type { IntentView } from '../../src/protocol/schemas/wallet';
import type { Queryable } from '../db/db';
import { ms } from './answer';
import { WalletError } from './errors';

/** A payment intent as stored. */
export interface IntentRow extends Record<string, unknown> {
  id: string;
  user_id: number;
  account_id: number;
  method_id: string;
  currency_id: number;
  iso: string;
  amount: number;
  fee: number;
  status: IntentStatus;
  failure_reason: string | null;
  movement_id: number | null;
  lang: string;
  request_hash: string;
  created_at: unknown;
  updated_at: unknown;
}

const COLUMNS = `i.id, i.user_id, i.account_id, i.method_id, i.currency_id, c.iso, i.amount, i.fee, i.status, i.failure_reason,
  i.movement_id,
  i.lang, i.request_hash, i.created_at, i.updated_at`;

export function intentView(r: IntentRow): IntentView {
  return {
    id: r.id,
    status: r.status,
    accountId: r.account_id,
    methodId: r.method_id,
    currencyIso: r.iso,
    amount: r.amount,
    fee: r.fee,
    credited: r.amount - r.fee,
    failureReason: r.failure_reason,
    movementId: r.movement_id,
    createdAt: ms(r.created_at),
    updatedAt: ms(r.updated_at),
  };
}

export async function loadIntent(q: Queryable, id: string, options: { forUpdate?: boolean } = {}): Promise<IntentRow | null> {
  const [row] = await q.query<IntentRow>(
    `SELECT ${COLUMNS} FROM payment_intent i JOIN currency c ON c.id = i.currency_id WHERE i.id = $1${
      options.forUpdate ? ' FOR UPDATE OF i' : ''
    }`,
    [id],
  );
  return row ?? null;
}

export async function intentByKey(q: Queryable, userId: number, key: string): Promise<IntentRow | null> {
  const [row] = await q.query<IntentRow>(
    `SELECT ${COLUMNS} FROM payment_intent i JOIN currency c ON c.id = i.currency_id WHERE i.user_id = $1 AND i.idempotency_key = $2`,
    [userId, key],
  );
  return row ?? null;
}

/** One of the player's intents; another player's answers exactly like a missing one. */
export async function ownIntent(q: Queryable, userId: number, id: string): Promise<IntentRow> {
  const row = /^pi_[A-Za-z0-9]{16,64}$/.test(id) ? await loadIntent(q, id) : null;
  if (!row || row.user_id !== userId)
    throw new WalletError('wallet.intent_not_found', `No payment ${id} of yours`, { params: { intentId: id } });
  return row;
}

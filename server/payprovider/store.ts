import { randomBytes } from 'node:crypto';
import type { PaymentEventType, PayoutEventType, ProviderEvent } from '../../src/protocol/schemas/wallet';
import type { Queryable } from '../db/db';

/**
 * The simulated provider's own records: its payments (what its checkout page
 * shows), the actions it will take later on its own, and its webhook queue.
 * The site never reads these tables: it learns what happened only from the
 * signed webhooks.
 */

export type ProviderPaymentStatus = 'open' | 'requires_action' | 'processing' | 'succeeded' | 'failed' | 'cancelled';

export interface ProviderPayment {
  readonly intentId: string;
  readonly merchant: string;
  readonly amount: number;
  readonly currency: string;
  readonly lang: string;
  readonly status: ProviderPaymentStatus;
}

export async function insertPayment(
  tx: Queryable,
  p: { intentId: string; merchant: string; amount: number; currency: string; lang: string; at: number },
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_payment (intent_id, merchant, amount, currency, lang, status, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, 'open', $6, $6) ON CONFLICT (intent_id) DO NOTHING`,
    [p.intentId, p.merchant, p.amount, p.currency, p.lang, new Date(p.at)],
  );
}

export async function loadPayment(q: Queryable, intentId: string): Promise<ProviderPayment | null> {
  const [r] = await q.query<{
    intent_id: string;
    merchant: string;
    amount: number;
    currency: string;
    lang: string;
    status: ProviderPaymentStatus;
  }>('SELECT intent_id, merchant, amount, currency, lang, status FROM provider_payment WHERE intent_id = $1', [intentId]);
  return r ? { intentId: r.intent_id, merchant: r.merchant, amount: r.amount, currency: r.currency, lang: r.lang, status: r.status } : null;
}

/** Moves a payment from one of `from` to `to`; false when it was not in one of them (a second submit, a late action). */
export async function movePayment(
  tx: Queryable,
  intentId: string,
  from: readonly ProviderPaymentStatus[],
  to: ProviderPaymentStatus,
  at: number,
  last4?: string,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE provider_payment SET status = $3, updated_at = $4, card_last4 = COALESCE($5, card_last4)
      WHERE intent_id = $1 AND status = ANY($2::text[]) RETURNING intent_id`,
    [intentId, [...from], to, new Date(at), last4 ?? null],
  );
  return rows.length > 0;
}

/** An event id as providers make them: evt_ and 24 random hex digits. */
export const newEventId = (): string => `evt_${randomBytes(12).toString('hex')}`;

/** Queues an event for the site: sent by the delivery loop, now and again until the site takes it. */
export async function enqueueEvent(
  tx: Queryable,
  event:
    | { kind: 'payment'; type: PaymentEventType; data: Extract<ProviderEvent, { kind: 'payment' }>['data'] }
    | { kind: 'payout'; type: PayoutEventType; data: Extract<ProviderEvent, { kind: 'payout' }>['data'] },
  at: number,
): Promise<string> {
  const id = newEventId();
  const body: ProviderEvent = { ...event, id, created: Math.floor(at / 1000) } as ProviderEvent;
  await tx.query(
    `INSERT INTO provider_delivery (event_id, type, body, status, attempts, next_attempt_at, created_at) VALUES ($1, $2, $3,
      'pending', 0, $4, $4)`,
    [id, event.type, JSON.stringify(body), new Date(at)],
  );
  return id;
}

export async function scheduleAction(
  tx: Queryable,
  action: 'complete_payment' | 'pay_payout',
  ref: string,
  dueAt: number,
  payload: Record<string, unknown> = {},
): Promise<void> {
  await tx.query(
    `INSERT INTO provider_action (action, ref, payload, due_at) VALUES ($1, $2, $3::text::jsonb, $4) ON CONFLICT (action, ref) DO NOTHING`,
    [action, ref, JSON.stringify(payload), new Date(dueAt)],
  );
}

import { applyPaymentEvent } from '../../src/core/wallet';
import { PROVIDER_WEBHOOK } from '../../src/protocol/constants/wallet';
import { providerEventSchema, type ProviderEvent, type WebhookAnswer } from '../../src/protocol/schemas/wallet';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents, lockPlayer, postMovement, type Leg } from '../ledger';
import type { Logger } from '../log';
import { verifySignature, type PayProvider } from '../payprovider';
import { WalletError, parseInput } from './errors';
import { creditReloadBonus } from '../bonus/reload';
import { recordFirstDeposit } from './firstDeposit';
import { loadIntent, type IntentRow } from './intents';
import { loadWithdrawal, stepWithdrawal } from './withdrawals';

export interface WebhookDeps {
  readonly db: Db;
  readonly log: Logger;
  readonly now: () => number;
  readonly secret: () => Promise<string>;
  readonly provider: PayProvider;
  /** Test seam: runs inside the transaction after the ledger write, before the commit (a stall there, then kill -9). */
  readonly beforeCommit?: (event: ProviderEvent) => Promise<void>;
  /** Inside the transaction that credits a player's first deposit, after it: what other areas pay for it (a referrer's reward). */
  readonly onFirstDeposit?: (tx: Queryable, userId: number, at: number) => Promise<void>;
}

/**
 * The provider's webhook. First the signature (HMAC-SHA256 over
 * "timestamp.rawBody", compared in constant time) and its timestamp (within
 * PROVIDER_WEBHOOK.toleranceSeconds either way), then the event's shape.
 * Then one transaction: the event id is recorded (a UNIQUE key: a duplicate
 * delivery changes nothing and is answered 200 so the provider stops), the
 * intent or withdrawal is locked, and the core's state machine decides: a
 * `succeeded` credits the deposit once (the ledger's key
 * deposit:<intent> also stops a second), a `succeeded` after `failed` is
 * refused by state, a late `pending` changes nothing. An event for an
 * unknown intent, or with another amount, is a typed 4xx and records
 * nothing, so a later delivery is judged afresh.
 */
export async function receiveWebhook(deps: WebhookDeps, rawBody: string, signatureHeader: string | undefined): Promise<WebhookAnswer> {
  const nowMs = deps.now();
  const check = verifySignature(await deps.secret(), signatureHeader, rawBody, Math.floor(nowMs / 1000), PROVIDER_WEBHOOK.toleranceSeconds);
  if (!check.ok) throw new WalletError(check.code, check.message);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new WalletError('wallet.invalid_request', 'The webhook body is not JSON');
  }
  const event = parseInput(providerEventSchema, json, 'Webhook event');
  const answer = await deps.db.transaction(async (tx) => {
    const fresh = await tx.query(
      `INSERT INTO webhook_event (event_id, type, note, received_at) VALUES ($1, $2, $3, $4) ON CONFLICT (event_id) DO NOTHING
        RETURNING event_id`,
      [event.id, event.type, 'received', new Date(nowMs)],
    );
    if (fresh.length === 0) return { received: true, applied: false, note: 'duplicate' } as const;
    const note = event.kind === 'payment' ? await applyPayment(tx, deps, event, nowMs) : await applyPayout(tx, deps, event, nowMs);
    await tx.query('UPDATE webhook_event SET note = $2 WHERE event_id = $1', [event.id, note]);
    if (note === 'refused_by_state') deps.log.warn(`wallet: ${event.type} ${event.id} contradicts a final state; ignored`);
    await deps.beforeCommit?.(event);
    return { received: true, applied: note === 'applied', note } as const;
  });
  if (answer.applied) deps.provider.wake();
  return answer;
}

function sameMoney(event: ProviderEvent, amount: number, currency: string): void {
  if (event.data.amount !== amount || event.data.currency !== currency)
    throw new WalletError(
      'wallet.amount_mismatch',
      `The event says ${event.data.amount} ${event.data.currency}, not ${amount} ${currency}`,
      {
        params: { amount, currency },
      },
    );
}

async function applyPayment(
  tx: Queryable,
  deps: WebhookDeps,
  event: Extract<ProviderEvent, { kind: 'payment' }>,
  at: number,
): Promise<WebhookAnswer['note']> {
  const intent = await loadIntent(tx, event.data.intentId, { forUpdate: true });
  if (!intent)
    throw new WalletError('wallet.intent_not_found', `No payment intent ${event.data.intentId}`, {
      params: { intentId: event.data.intentId },
    });
  sameMoney(event, intent.amount, intent.iso);
  const step = applyPaymentEvent(intent.status, event.type);
  if (step.note !== 'applied') return step.note;
  const reason = step.next === 'failed' || step.next === 'cancelled' ? (event.data.reason ?? step.next) : null;
  const statusEvent = {
    userId: intent.user_id,
    event: { type: 'deposit_status' as const, intentId: intent.id, status: step.next, reason },
  };
  let movementId: number | null = null;
  if (step.effect === 'credit') {
    // The first deposit writes the player's row after the credit: the player's lock first, as a stake takes it.
    await lockPlayer(tx, intent.user_id);
    movementId = await credit(tx, intent, at, statusEvent);
    if (await recordFirstDeposit(tx, intent, at)) await deps.onFirstDeposit?.(tx, intent.user_id, at);
    else await creditReloadBonus(tx, intent, at);
  } else {
    await insertPlayerEvents(tx, [statusEvent], at);
  }
  await tx.query(
    'UPDATE payment_intent SET status = $2, failure_reason = $3, movement_id = COALESCE($4, movement_id), updated_at = $5 WHERE id = $1',
    [intent.id, step.next, reason, movementId, new Date(at)],
  );
  return 'applied';
}

/** The deposit's movement: the provider owes what the player paid; the account gets it less the fee, which the house keeps. */
async function credit(
  tx: Queryable,
  intent: IntentRow,
  at: number,
  statusEvent: {
    userId: number;
    event: { type: 'deposit_status'; intentId: string; status: 'succeeded' | IntentRow['status']; reason: string | null };
  },
): Promise<number> {
  const legs: Leg[] = [
    { operator: 'provider_clearing', currencyId: intent.currency_id, amount: -intent.amount },
    { account: intent.account_id, amount: intent.amount - intent.fee },
  ];
  if (intent.fee > 0) legs.push({ operator: 'house', currencyId: intent.currency_id, amount: intent.fee });
  const posted = await postMovement(tx, {
    kind: 'deposit',
    scope: 'payment',
    key: `deposit:${intent.id}`,
    userId: intent.user_id,
    ref: { type: 'intent', id: intent.id },
    memo: intent.method_id,
    legs,
    at,
    events: [statusEvent],
  });
  return posted.movementId;
}

async function applyPayout(
  tx: Queryable,
  deps: WebhookDeps,
  event: Extract<ProviderEvent, { kind: 'payout' }>,
  at: number,
): Promise<WebhookAnswer['note']> {
  const row = await loadWithdrawal(tx, event.data.withdrawalId, { forUpdate: true });
  if (!row)
    throw new WalletError('wallet.withdrawal_not_found', `No withdrawal ${event.data.withdrawalId}`, {
      params: { withdrawalId: event.data.withdrawalId },
    });
  sameMoney(event, row.amount, row.iso);
  const reason = event.type === 'payout.failed' ? (event.data.reason ?? 'provider_failed') : null;
  return (await stepWithdrawal(tx, deps, row, event.type, at, reason)).note;
}

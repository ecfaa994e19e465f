import type { IntentStatus, WithdrawalStatus } from '../../protocol/constants/wallet';
import type { PaymentEventType, PayoutEventType } from '../../protocol/schemas/wallet';

/**
 * The state machines of a payment intent and of a withdrawal: what an event
 * of the provider (or a decision of the player or the operator) does to
 * them. Pure, so the server applies exactly these rules whatever order the
 * webhooks arrive in, and tests can walk every pair.
 *
 * `note` says what happened: applied; stale (nothing to do: a repeat, a late
 * `pending`); refused_by_state (the event contradicts a final state, e.g. a
 * `succeeded` after `failed`: logged, never applied, never undone).
 */
export type StepNote = 'applied' | 'stale' | 'refused_by_state';

const FINAL_INTENT: ReadonlySet<IntentStatus> = new Set<IntentStatus>(['succeeded', 'failed', 'cancelled']);

export function isFinalIntent(status: IntentStatus): boolean {
  return FINAL_INTENT.has(status);
}

export interface IntentStep {
  readonly next: IntentStatus;
  /** credit: the deposit is credited now (once: the ledger's key stops a second). */
  readonly effect: 'credit' | 'none';
  readonly note: StepNote;
}

const stay = (status: IntentStatus, note: StepNote): IntentStep => ({ next: status, effect: 'none', note });

export function applyPaymentEvent(status: IntentStatus, event: PaymentEventType): IntentStep {
  const final = FINAL_INTENT.has(status);
  switch (event) {
    case 'payment.pending':
      return final || status === 'processing' ? stay(status, 'stale') : { next: 'processing', effect: 'none', note: 'applied' };
    case 'payment.requires_action':
      return status === 'created' || status === 'processing'
        ? { next: 'requires_action', effect: 'none', note: 'applied' }
        : stay(status, 'stale');
    case 'payment.succeeded':
      if (status === 'succeeded') return stay(status, 'stale');
      if (final) return stay(status, 'refused_by_state');
      return { next: 'succeeded', effect: 'credit', note: 'applied' };
    case 'payment.failed':
    case 'payment.cancelled': {
      if (status === 'succeeded') return stay(status, 'refused_by_state');
      if (final) return stay(status, 'stale');
      return { next: event === 'payment.failed' ? 'failed' : 'cancelled', effect: 'none', note: 'applied' };
    }
  }
}

export type WithdrawalStepName = 'cancel' | 'approve' | 'refuse' | PayoutEventType;

export interface WithdrawalStep {
  readonly next: WithdrawalStatus;
  /** refund: the held money goes back to the player; pay: it leaves through the provider. */
  readonly effect: 'refund' | 'pay' | 'none';
  readonly note: StepNote;
}

/**
 * A withdrawal: pending (held; the player may cancel, the operator approve or
 * refuse), approved (sent to the provider; still held until the provider
 * says paid or failed: an unknown outcome is never refunded by guess), and
 * the final paid, refused, cancelled.
 */
export function applyWithdrawalStep(status: WithdrawalStatus, step: WithdrawalStepName): WithdrawalStep {
  const stayW = (note: StepNote): WithdrawalStep => ({ next: status, effect: 'none', note });
  switch (step) {
    case 'cancel':
      return status === 'pending' ? { next: 'cancelled', effect: 'refund', note: 'applied' } : stayW('refused_by_state');
    case 'refuse':
      return status === 'pending' ? { next: 'refused', effect: 'refund', note: 'applied' } : stayW('refused_by_state');
    case 'approve':
      return status === 'pending' ? { next: 'approved', effect: 'none', note: 'applied' } : stayW('refused_by_state');
    case 'payout.paid':
      if (status === 'approved') return { next: 'paid', effect: 'pay', note: 'applied' };
      return status === 'paid' ? stayW('stale') : stayW('refused_by_state');
    case 'payout.failed':
      if (status === 'approved') return { next: 'refused', effect: 'refund', note: 'applied' };
      return status === 'refused' ? stayW('stale') : stayW('refused_by_state');
  }
}

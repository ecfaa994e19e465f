import type { Db } from '../db/db';
import type { Logger } from '../log';
import { enqueueEvent, movePayment } from './store';
import type { ProviderSwitches } from './switches';

/**
 * What the provider does later on its own, one action per transaction (the
 * action and the event it queues commit together, so a crash never leaves
 * one without the other): a pending payment completes, an approved payout is
 * paid (or fails, or is never answered, by the test switch).
 */
export async function runDueActions(deps: { db: Db; log: Logger; now: () => number; switches: ProviderSwitches }): Promise<number> {
  let done = 0;
  for (;;) {
    const ran = await deps.db.transaction(async (tx) => {
      const now = deps.now();
      const [action] = await tx.query<{ id: number; action: string; ref: string; payload: { amount?: number; currency?: string } }>(
        `SELECT id, action, ref, payload FROM provider_action WHERE done_at IS NULL AND due_at <= $1 ORDER BY id LIMIT 1 FOR
          UPDATE SKIP LOCKED`,
        [new Date(now)],
      );
      if (!action) return false;
      if (action.action === 'complete_payment') {
        const [payment] = await tx.query<{ amount: number; currency: string }>(
          'SELECT amount, currency FROM provider_payment WHERE intent_id = $1',
          [action.ref],
        );
        if (payment && (await movePayment(tx, action.ref, ['processing'], 'succeeded', now)))
          await enqueueEvent(
            tx,
            {
              kind: 'payment',
              type: 'payment.succeeded',
              data: { object: 'payment', intentId: action.ref, amount: payment.amount, currency: payment.currency },
            },
            now,
          );
      } else if (deps.switches.payoutOutcome !== 'silent') {
        const failed = deps.switches.payoutOutcome === 'failed';
        await enqueueEvent(
          tx,
          {
            kind: 'payout',
            type: failed ? 'payout.failed' : 'payout.paid',
            data: {
              object: 'payout',
              withdrawalId: Number(action.ref),
              amount: action.payload.amount ?? 0,
              currency: action.payload.currency ?? '',
              ...(failed ? { reason: 'provider_failed' } : {}),
            },
          },
          now,
        );
      }
      await tx.query('UPDATE provider_action SET done_at = $2 WHERE id = $1', [action.id, new Date(now)]);
      return true;
    });
    if (!ran) return done;
    done += 1;
  }
}

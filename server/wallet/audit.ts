import type { Queryable } from '../db/db';

const LIMIT = 20;

/**
 * The wallet's books against the ledger, beyond the ledger's own
 * invariants (server/ledger/check.ts): each succeeded deposit was credited
 * exactly once and no other was; each withdrawal has its hold and, when
 * final, exactly one way out (paid, or one refund); the operator's
 * pending_withdrawals account holds exactly the pending and approved
 * withdrawals; provider_clearing is what the provider paid out less what it
 * took in. Answers the problems found (empty: the books agree).
 */
export async function auditWallet(q: Queryable): Promise<string[]> {
  const problems: string[] = [];

  const credits = await q.query<{ id: string; status: string; n: number }>(
    `SELECT i.id, i.status, count(m.id)::integer AS n FROM payment_intent i
       LEFT JOIN ledger_movement m ON m.kind = 'deposit' AND m.ref_type = 'intent' AND m.ref_id = i.id
      GROUP BY i.id, i.status HAVING count(m.id) <> CASE WHEN i.status = 'succeeded' THEN 1 ELSE 0 END LIMIT ${LIMIT}`,
  );
  for (const r of credits) problems.push(`intent ${r.id} (${r.status}) has ${r.n} deposit movements`);

  const strays = await q.query<{ id: number }>(
    `SELECT m.id FROM ledger_movement m WHERE m.kind = 'deposit'
        AND NOT EXISTS (SELECT 1 FROM payment_intent i WHERE i.id = m.ref_id AND m.ref_type = 'intent') LIMIT ${LIMIT}`,
  );
  for (const r of strays) problems.push(`deposit movement ${r.id} belongs to no intent`);

  const withdrawals = await q.query<{ id: number; status: string; requests: number; paid: number; refunds: number }>(
    `SELECT w.id, w.status,
            count(m.id) FILTER (WHERE m.kind = 'withdrawal_request')::integer AS requests,
            count(m.id) FILTER (WHERE m.kind = 'withdrawal_paid')::integer AS paid,
            count(m.id) FILTER (WHERE m.kind IN ('withdrawal_refused', 'withdrawal_cancelled'))::integer AS refunds
       FROM withdrawal w LEFT JOIN ledger_movement m ON m.ref_type = 'withdrawal' AND m.ref_id = w.id::text
      GROUP BY w.id, w.status`,
  );
  for (const w of withdrawals) {
    const paid = w.status === 'paid' ? 1 : 0;
    const refunds = w.status === 'refused' || w.status === 'cancelled' ? 1 : 0;
    if (w.requests !== 1 || w.paid !== paid || w.refunds !== refunds)
      problems.push(`withdrawal ${w.id} (${w.status}) has ${w.requests} holds, ${w.paid} payouts, ${w.refunds} refunds`);
    if (problems.length > LIMIT * 2) break;
  }

  const held = await q.query<{ currency_id: number; ledger: string; open: string }>(
    `SELECT c.id AS currency_id,
            COALESCE((SELECT sum(e.amount) FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
                       WHERE la.kind = 'pending_withdrawals' AND la.currency_id = c.id), 0)::text AS ledger,
            COALESCE((SELECT sum(w.amount) FROM withdrawal w WHERE w.currency_id = c.id AND w.status IN ('pending',
              'approved')), 0)::text AS open
       FROM currency c`,
  );
  for (const r of held)
    if (r.ledger !== r.open)
      problems.push(`pending_withdrawals holds ${r.ledger} in currency ${r.currency_id}, open withdrawals ${r.open}`);

  const clearing = await q.query<{ currency_id: number; ledger: string; expected: string }>(
    `SELECT c.id AS currency_id,
            COALESCE((SELECT sum(e.amount) FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
                       WHERE la.kind = 'provider_clearing' AND la.currency_id = c.id), 0)::text AS ledger,
            (COALESCE((SELECT sum(w.amount) FROM withdrawal w WHERE w.currency_id = c.id AND w.status = 'paid'), 0)
              - COALESCE((SELECT sum(i.amount) FROM payment_intent i WHERE i.currency_id = c.id AND i.status = 'succeeded'),
                0))::text AS expected
       FROM currency c`,
  );
  for (const r of clearing)
    if (r.ledger !== r.expected)
      problems.push(`provider_clearing is ${r.ledger} in currency ${r.currency_id}, the payments say ${r.expected}`);

  return problems;
}

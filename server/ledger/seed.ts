import type { Queryable } from '../db/db';
import { postMovement } from './post';

/**
 * Demo money for a seeded account, booked like any other movement (a
 * correction from the house, memo "demo money"): the seed keeps the ledger's
 * invariants, and a second run of a seeder finds its key and moves nothing.
 */
export async function seedAccountMoney(tx: Queryable, accountId: number, amount: number, key: string, at: number): Promise<void> {
  if (amount <= 0) return;
  const [row] = await tx.query<{ currency_id: number; user_id: number }>('SELECT currency_id, user_id FROM account WHERE id = $1', [
    accountId,
  ]);
  if (!row) throw new Error(`no account ${accountId} to seed`);
  await postMovement(tx, {
    kind: 'manual_correction',
    scope: 'seed',
    key,
    userId: row.user_id,
    ref: { type: 'account', id: String(accountId) },
    memo: 'demo money',
    legs: [
      { operator: 'house', currencyId: row.currency_id, amount: -amount },
      { account: accountId, amount },
    ],
    at,
  });
}

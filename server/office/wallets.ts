import type { SavedWallet } from '../../src/protocol/schemas/office';
import type { Queryable } from '../db/db';
import { OfficeError } from './errors';

const ms = (value: unknown): number => (value instanceof Date ? value.getTime() : new Date(String(value)).getTime());

/**
 * The payment methods the player has used (a deposit that succeeded, a
 * withdrawal asked for), per method and currency, newest use first, without
 * those the player removed since their last use (a later use brings one back).
 */
export async function savedWallets(q: Queryable, userId: number): Promise<SavedWallet[]> {
  const rows = await q.query<{ method_id: string; name: string; iso: string; deposits: number; withdrawals: number; last_used: unknown }>(
    `WITH used AS (
       SELECT method_id, currency_id, 1 AS dep, 0 AS wd, created_at FROM payment_intent WHERE user_id = $1 AND status = 'succeeded'
       UNION ALL
       SELECT method_id, currency_id, 0, 1, created_at FROM withdrawal WHERE user_id = $1)
     SELECT u.method_id, pm.name, c.iso, SUM(u.dep)::integer AS deposits, SUM(u.wd)::integer AS withdrawals, MAX(u.created_at) AS last_used
       FROM used u JOIN payment_method pm ON pm.id = u.method_id JOIN currency c ON c.id = u.currency_id
       LEFT JOIN office_hidden_wallet h ON h.user_id = $1 AND h.method_id = u.method_id
      GROUP BY u.method_id, pm.name, c.iso, h.hidden_at
     HAVING h.hidden_at IS NULL OR MAX(u.created_at) > h.hidden_at
      ORDER BY last_used DESC, u.method_id`,
    [userId],
  );
  return rows.map((r) => ({
    methodId: r.method_id,
    name: r.name,
    currencyIso: r.iso,
    deposits: r.deposits,
    withdrawals: r.withdrawals,
    lastUsedAt: ms(r.last_used),
  }));
}

/** Removes a method from the player's list (its history stays); one the player never used is office.wallet_not_found. */
export async function removeWallet(q: Queryable, userId: number, methodId: string, now: number): Promise<void> {
  const listed = (await savedWallets(q, userId)).some((w) => w.methodId === methodId);
  if (!listed) throw new OfficeError('office.wallet_not_found', `${methodId} is not one of your saved payment methods`, { methodId });
  await q.query(
    `INSERT INTO office_hidden_wallet (user_id, method_id, hidden_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, method_id) DO UPDATE SET hidden_at = EXCLUDED.hidden_at`,
    [userId, methodId, new Date(now)],
  );
}

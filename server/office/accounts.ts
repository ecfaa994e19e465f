import type { AccountTypeId } from '../../src/protocol/constants/couponTypes';
import type { Queryable } from '../db/db';
import { OfficeError } from './errors';

export interface OfficeAccount {
  readonly id: number;
  readonly type: AccountTypeId;
  readonly currencyId: number;
  readonly currencyIso: string;
  readonly money: number;
}

/**
 * Two of the player's accounts, locked in id order (two transfers the other
 * way round queue instead of deadlocking). Another player's account answers
 * exactly like a missing one: office.account_not_found (404).
 */
export async function lockOwnAccounts(q: Queryable, userId: number, ids: readonly number[]): Promise<Map<number, OfficeAccount>> {
  const rows = await q.query<{ id: number; type: AccountTypeId; currency_id: number; iso: string; money: number }>(
    `SELECT a.id, a.type, a.currency_id, c.iso, a.money FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.id = ANY($2::integer[]) ORDER BY a.id FOR UPDATE OF a`,
    [userId, [...ids]],
  );
  const found = new Map(rows.map((r) => [r.id, { id: r.id, type: r.type, currencyId: r.currency_id, currencyIso: r.iso, money: r.money }]));
  for (const id of ids)
    if (!found.has(id)) throw new OfficeError('office.account_not_found', `Account ${id} is not one of yours`, { accountId: id });
  return found;
}

import type { Queryable } from '../db/db';
import { WalletError } from './errors';

export interface OwnAccount {
  readonly id: number;
  readonly userId: number;
  readonly type: 0 | 4 | 9;
  readonly currencyId: number;
  readonly currencyIso: string;
  readonly money: number;
  readonly isActive: boolean;
}

/**
 * One of the player's accounts (`accountId`, else the active one), or
 * wallet.account_not_found: another player's account answers exactly like a
 * missing one. `forUpdate` locks the row (inside a transaction) so what is
 * computed from its balance still holds when the money moves.
 */
export async function ownAccount(
  q: Queryable,
  userId: number,
  accountId: number | null,
  options: { forUpdate?: boolean } = {},
): Promise<OwnAccount> {
  const lock = options.forUpdate ? ' FOR UPDATE OF a' : '';
  const [row] = await q.query<{
    id: number;
    user_id: number;
    type: 0 | 4 | 9;
    currency_id: number;
    iso: string;
    money: number;
    is_active: boolean;
  }>(
    `SELECT a.id, a.user_id, a.type, a.currency_id, c.iso, a.money, a.is_active FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND ($2::integer IS NULL AND a.is_active OR a.id = $2) ORDER BY a.id LIMIT 1${lock}`,
    [userId, accountId],
  );
  if (!row)
    throw new WalletError(
      'wallet.account_not_found',
      accountId === null ? 'You have no active account' : `Account ${accountId} is not one of yours`,
      {
        params: { accountId: accountId ?? 0 },
      },
    );
  return {
    id: row.id,
    userId: row.user_id,
    type: row.type,
    currencyId: row.currency_id,
    currencyIso: row.iso,
    money: row.money,
    isActive: row.is_active,
  };
}

/** The currency of an ISO code the site offers, or wallet.unknown_currency. */
export async function offeredCurrency(q: Queryable, iso: string): Promise<{ id: number; iso: string }> {
  const [row] = await q.query<{ id: number; iso: string }>('SELECT id, iso FROM currency WHERE iso = $1 AND enabled', [iso]);
  if (!row) throw new WalletError('wallet.unknown_currency', `Currency ${iso} is not offered`, { params: { currency: iso } });
  return row;
}

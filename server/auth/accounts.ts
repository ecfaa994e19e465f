import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { Account, AccountsAnswer } from '../../src/protocol/schemas/auth';
import type { Queryable } from '../db/db';
import { AuthError } from './http';
import { enabledCurrencies, findCurrency, type UserRow } from './users';

interface AccountRow extends Record<string, unknown> {
  id: number;
  type: (typeof ACCOUNT_TYPE)[keyof typeof ACCOUNT_TYPE];
  iso: string;
  symbol: string;
  currency_id: number;
  money: number;
  points: number;
  label: string;
  is_active: boolean;
  is_points_type_balance: boolean;
}

async function accountRows(db: Queryable, userId: number): Promise<AccountRow[]> {
  return db.query<AccountRow>(
    `SELECT a.id, a.type, c.iso, c.symbol, a.currency_id, a.money, a.points, a.label, a.is_active, a.is_points_type_balance
       FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 ORDER BY a.type, a.id`,
    [userId],
  );
}

function toAccount(r: AccountRow): Account {
  return {
    id: r.id,
    type: r.type,
    iso: r.iso,
    symbol: r.symbol,
    currencyId: r.currency_id,
    money: r.money,
    points: r.points,
    label: r.label,
    isActive: r.is_active,
    isPointsTypeBalance: r.is_points_type_balance,
  };
}

/** SPEC 3 isFirstDepositBonusAvailable: the player chose a bonus at registration and has not deposited yet. */
export function firstDepositBonusAvailable(user: Pick<UserRow, 'bonus_choice' | 'verification'>): boolean {
  return user.bonus_choice !== 0 && user.verification.has_deposit !== true;
}

export async function listAccounts(db: Queryable, user: UserRow): Promise<AccountsAnswer> {
  const rows = await accountRows(db, user.id);
  const used = new Set(rows.filter((r) => r.type !== ACCOUNT_TYPE.bonus).map((r) => r.currency_id));
  const currencies = await enabledCurrencies(db);
  const verification = user.verification;
  return {
    all_accounts: rows.map(toAccount),
    activeAccount: rows.find((r) => r.is_active)?.id ?? null,
    mainAccount: rows.find((r) => r.type === ACCOUNT_TYPE.main)?.id ?? null,
    bonuses: rows.filter((r) => r.type === ACCOUNT_TYPE.bonus).map((r) => ({ idBonus: r.id, money: r.money })),
    isFirstDepositBonusAvailable: firstDepositBonusAvailable(user),
    isAccountFrozen: verification.is_account_frozen === true,
    available_currencies: currencies.filter((c) => !used.has(c.id)),
  };
}

export async function changeActiveAccount(db: Queryable, userId: number, accountId: number): Promise<void> {
  const [owned] = await db.query('SELECT id FROM account WHERE id = $1 AND user_id = $2', [accountId, userId]);
  if (!owned) throw new AuthError('account_not_found', `Account ${accountId} is not one of yours`);
  // Two statements, one transaction (the caller's): the partial unique index allows one active account.
  await db.query('UPDATE account SET is_active = false WHERE user_id = $1 AND is_active', [userId]);
  await db.query('UPDATE account SET is_active = true WHERE id = $1', [accountId]);
}

export async function addCurrencyAccount(db: Queryable, userId: number, iso: string, now: number): Promise<number> {
  const currency = await findCurrency(db, iso);
  if (!currency) throw new AuthError('unknown_currency', `Currency ${iso} is not offered`);
  const [taken] = await db.query('SELECT id FROM account WHERE user_id = $1 AND currency_id = $2 AND type IN (0, 9)', [
    userId,
    currency.id,
  ]);
  if (taken) throw new AuthError('unknown_currency', `You already have an account in ${iso}`);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO account (user_id, type, currency_id, label, created_at) VALUES ($1, 9, $2, $3, $4) RETURNING id',
    [userId, currency.id, iso, new Date(now)],
  );
  if (!row) throw new Error('account insert returned nothing');
  return row.id;
}

/** Only an empty, inactive currency account (type 9) can go. */
export async function removeCurrencyAccount(db: Queryable, userId: number, accountId: number): Promise<void> {
  const [row] = await db.query<{ type: number; money: number; points: number; is_active: boolean }>(
    'SELECT type, money, points, is_active FROM account WHERE id = $1 AND user_id = $2',
    [accountId, userId],
  );
  if (!row) throw new AuthError('account_not_found', `Account ${accountId} is not one of yours`);
  if (row.type !== ACCOUNT_TYPE.currency) throw new AuthError('account_not_removable', 'Only a currency account can be removed');
  if (row.is_active) throw new AuthError('account_not_removable', 'Switch to another account before removing this one');
  if (row.money !== 0 || row.points !== 0) throw new AuthError('account_not_removable', 'The account still holds money or points');
  await db.query('DELETE FROM account WHERE id = $1', [accountId]);
}

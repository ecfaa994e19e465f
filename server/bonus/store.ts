import type { Wagering } from '../../src/core/bonus';
import type { BonusProduct, BonusSource, BonusStatus } from '../../src/protocol/constants/bonus';
import type { BonusView } from '../../src/protocol/schemas/bonus';
import type { Queryable } from '../db/db';
import { ms } from '../wallet/answer';

/** A bonus_wagering row with its account's currency and balance. */
export interface BonusRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  account_id: number;
  currency_id: number;
  iso: string;
  balance: number;
  source: BonusSource;
  product: BonusProduct;
  status: BonusStatus;
  amount: number;
  requirement: number;
  wagered: number;
  deadline: unknown;
  max_conversion: number;
  converted: number | null;
  created_at: unknown;
  ended_at: unknown;
}

const SELECT = `SELECT b.id, b.user_id, b.account_id, a.currency_id, c.iso, a.money AS balance, b.source, b.product, b.status, b.amount,
    b.requirement, b.wagered, b.deadline, b.max_conversion, b.converted, b.created_at, b.ended_at
  FROM bonus_wagering b JOIN account a ON a.id = b.account_id JOIN currency c ON c.id = a.currency_id`;

export function bonusView(r: BonusRow): BonusView {
  return {
    id: r.id,
    source: r.source,
    product: r.product,
    status: r.status,
    accountId: r.account_id,
    currencyIso: r.iso,
    amount: r.amount,
    requirement: r.requirement,
    wagered: r.wagered,
    deadline: ms(r.deadline),
    maxConversion: r.max_conversion,
    balance: r.status === 'active' ? r.balance : 0,
    converted: r.status === 'active' ? null : (r.converted ?? 0),
    createdAt: ms(r.created_at),
    endedAt: r.ended_at === null ? null : ms(r.ended_at),
  };
}

/** The rules' view of a row; the stakes it counted are in bonus_wager_stake, which keeps them once by its key. */
export function wageringOf(r: BonusRow): Wagering {
  return {
    status: r.status,
    requirement: r.requirement,
    wagered: r.wagered,
    deadline: ms(r.deadline),
    maxConversion: r.max_conversion,
    counted: new Set(),
  };
}

/** One bonus, locked for the caller's transaction when asked (the bonus row, not the account). */
export async function loadBonus(q: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<BonusRow | null> {
  const [row] = await q.query<BonusRow>(`${SELECT} WHERE b.id = $1${options.forUpdate ? ' FOR UPDATE OF b' : ''}`, [id]);
  return row ?? null;
}

/** The active bonus a bonus account's stakes count towards: the oldest, locked. */
export async function activeBonusOfAccount(q: Queryable, accountId: number): Promise<BonusRow | null> {
  const [row] = await q.query<BonusRow>(`${SELECT} WHERE b.account_id = $1 AND b.status = 'active' ORDER BY b.id LIMIT 1 FOR UPDATE OF b`, [
    accountId,
  ]);
  return row ?? null;
}

/** Every active bonus of a player, locked, oldest first. */
export async function activeBonusesOfUser(q: Queryable, userId: number, options: { forUpdate?: boolean } = {}): Promise<BonusRow[]> {
  return q.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.status = 'active' ORDER BY b.id${options.forUpdate ? ' FOR UPDATE OF b' : ''}`,
    [userId],
  );
}

/** The player's ended bonuses, newest first, `limit` after the cursor (a bonus id). */
export async function endedBonuses(q: Queryable, userId: number, cursor: number | undefined, limit: number): Promise<BonusRow[]> {
  return q.query<BonusRow>(
    `${SELECT} WHERE b.user_id = $1 AND b.status <> 'active' AND ($2::integer IS NULL OR b.id < $2) ORDER BY b.id DESC LIMIT $3`,
    [userId, cursor ?? null, limit],
  );
}

import type { HistoryAnswer, HistoryItem, HistoryQuery } from '../../src/protocol/schemas/wallet';
import type { MovementKind } from '../../src/protocol/constants/wallet';
import type { Queryable } from '../db/db';
import { ms } from './answer';

interface Row extends Record<string, unknown> {
  entry_id: number;
  movement_id: number;
  kind: MovementKind;
  account_id: number;
  account_type: 0 | 4 | 9 | null;
  iso: string;
  amount: number;
  balance_after: number;
  created_at: unknown;
  ref_type: string | null;
  ref_id: string | null;
  memo: string | null;
}

/**
 * The player's movements, newest first: one row per entry on one of the
 * player's accounts (a movement between two of them gives two rows), with
 * the account's balance right after it. Filtered by time, kinds and account;
 * paged by cursor (the last entry id shown), so a page never repeats or skips
 * a row while new movements arrive.
 */
export async function historyPage(q: Queryable, userId: number, query: HistoryQuery, limit = query.limit): Promise<HistoryAnswer> {
  const rows = await q.query<Row>(
    `SELECT e.id AS entry_id, m.id AS movement_id, m.kind, la.player_account_id AS account_id, a.type AS account_type, c.iso, e.amount,
            e.balance_after, m.created_at, m.ref_type, m.ref_id, m.memo
       FROM ledger_entry e
       JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player' AND la.user_id = $1
       JOIN ledger_movement m ON m.id = e.movement_id
       JOIN currency c ON c.id = e.currency_id
       LEFT JOIN account a ON a.id = la.player_account_id
      WHERE ($2::timestamptz IS NULL OR m.created_at >= $2)
        AND ($3::timestamptz IS NULL OR m.created_at < $3)
        AND ($4::text[] IS NULL OR m.kind = ANY($4::text[]))
        AND ($5::integer IS NULL OR la.player_account_id = $5)
        AND ($6::integer IS NULL OR e.id < $6)
      ORDER BY e.id DESC LIMIT $7`,
    [
      userId,
      query.from === undefined ? null : new Date(query.from),
      query.to === undefined ? null : new Date(query.to),
      query.kind && query.kind.length > 0 ? query.kind : null,
      query.accountId ?? null,
      query.cursor ?? null,
      limit + 1,
    ],
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { items: page.map(toItem), nextCursor: rows.length > limit && last ? String(last.entry_id) : null };
}

function toItem(r: Row): HistoryItem {
  return {
    entryId: r.entry_id,
    movementId: r.movement_id,
    kind: r.kind,
    accountId: r.account_id,
    // A removed currency account keeps its history; it was a currency account.
    accountType: r.account_type ?? 9,
    currencyIso: r.iso,
    amount: r.amount,
    balanceAfter: r.balance_after,
    createdAt: ms(r.created_at),
    reference: r.ref_type !== null && r.ref_id !== null ? { type: r.ref_type, id: r.ref_id } : null,
    memo: r.memo,
  };
}

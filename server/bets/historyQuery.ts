import type { OfficeHistoryStatus } from '../../src/protocol/constants/betHistory';
import type { HistoryFiltersQuery } from '../../src/protocol/schemas/bets';
import type { Queryable } from '../db/db';
import type { NameLang } from './views';

/**
 * The SQL of each status filter over bet_coupon `c`. The outcomes read the
 * coupon as couponStatus (views.ts) names it: won pays more than the stake,
 * lost pays nothing, returned pays some or all of the stake back.
 */
const STATUS_SQL: Readonly<Record<OfficeHistoryStatus, string>> = {
  all: 'true',
  open: "c.state = 'open'",
  settled: "c.state <> 'open'",
  sold: "c.state = 'sold'",
  won: "c.state = 'settled' AND c.payout > c.stake",
  lost: "c.state = 'settled' AND c.payout = 0",
  returned: "c.state = 'settled' AND c.payout > 0 AND c.payout <= c.stake",
};

export interface HistoryWhere {
  readonly sql: string;
  readonly params: unknown[];
}

/**
 * The WHERE of the player's coupons under the filters, with its parameters
 * ($1 is the player). Every value is a parameter; only fixed SQL is spliced.
 * Sport and live/line ask the legs (their primary key starts with coupon_id).
 */
export function historyWhere(userId: number, f: HistoryFiltersQuery): HistoryWhere {
  const params: unknown[] = [userId];
  const parts = ['c.user_id = $1', STATUS_SQL[f.status]];
  const add = (sql: (n: string) => string, value: unknown): void => {
    params.push(value);
    parts.push(sql(`$${params.length}`));
  };
  if (f.from !== undefined) add((n) => `c.placed_at >= ${n}`, new Date(f.from));
  if (f.to !== undefined) add((n) => `c.placed_at < ${n}`, new Date(f.to));
  if (f.typeId !== undefined) add((n) => `c.placed_type_id = ${n}`, f.typeId);
  if (f.accountId !== undefined) add((n) => `c.account_id = ${n}`, f.accountId);
  if (f.sportId !== undefined) add((n) => `EXISTS (SELECT 1 FROM bet_leg l WHERE l.coupon_id = c.id AND l.sport_id = ${n})`, f.sportId);
  if (f.mode !== undefined) add((n) => `EXISTS (SELECT 1 FROM bet_leg l WHERE l.coupon_id = c.id AND l.is_live = ${n})`, f.mode === 'live');
  return { sql: parts.join(' AND '), params };
}

/** One page of the filtered coupons' ids, newest first, and how many match. */
export async function historyPage(
  db: Queryable,
  userId: number,
  filters: HistoryFiltersQuery,
  page: { readonly limit: number; readonly offset: number },
): Promise<{ ids: number[]; total: number }> {
  const where = historyWhere(userId, filters);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM bet_coupon c WHERE ${where.sql}`, where.params);
  const n = where.params.length;
  const rows = await db.query<{ id: number }>(
    `SELECT c.id FROM bet_coupon c WHERE ${where.sql} ORDER BY c.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...where.params, page.limit, page.offset],
  );
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}

/** The sports the player ever bet on, for the sport filter, named in the page's language. */
export async function historySports(db: Queryable, userId: number, lang: NameLang): Promise<{ id: number; name: string }[]> {
  const rows = await db.query<{ id: number; name: string | null }>(
    `SELECT l.sport_id AS id, min(l.names->'sport'->>$2::text) AS name
       FROM bet_leg l JOIN bet_coupon c ON c.id = l.coupon_id
      WHERE c.user_id = $1 GROUP BY l.sport_id ORDER BY 2, 1`,
    [userId, lang],
  );
  return rows.map((r) => ({ id: r.id, name: r.name ?? String(r.id) }));
}

import type { Queryable } from '../db/db';

/** What `checkLedger` found. `problems` is empty when every invariant holds. */
export interface LedgerReport {
  readonly ok: boolean;
  readonly movements: number;
  readonly entries: number;
  /** Each a sentence naming the movement or account, at most 20 per invariant. */
  readonly problems: readonly string[];
  readonly ms: number;
}

const LIMIT = 20;

/**
 * The ledger's invariants, over the whole database:
 * 1. every movement has two entries at least, and its entries sum to zero in
 *    each currency (so every currency sums to zero);
 * 2. every entry is in its account's currency;
 * 3. every player account's cached balance (account.money) equals the sum of
 *    its entries, and its last entry's running balance; a removed account's
 *    entries sum to zero;
 * 4. no player balance is below zero.
 * Reads only; safe on a live database (each query sees a consistent snapshot).
 */
export async function checkLedger(db: Queryable, now: () => number = () => performance.now()): Promise<LedgerReport> {
  const started = now();
  const problems: string[] = [];
  const [counts] = await db.query<{ movements: string; entries: string }>(
    'SELECT (SELECT count(*) FROM ledger_movement)::text AS movements, (SELECT count(*) FROM ledger_entry)::text AS entries',
  );

  // One pass over the entries answers the per-movement and per-currency invariants together.
  const movementRows = await db.query<{ what: 'movement' | 'currency' | 'count'; id: number; total: string; n: number; alien: boolean }>(
    `WITH per AS MATERIALIZED (
       SELECT e.movement_id, e.currency_id, sum(e.amount) AS total, count(*) AS n, bool_or(la.currency_id <> e.currency_id) AS alien
         FROM ledger_entry e JOIN ledger_account la ON la.id = e.ledger_account_id
        GROUP BY e.movement_id, e.currency_id
     )
     (SELECT 'movement' AS what, movement_id AS id, string_agg(currency_id || ':' || total, ' ') AS total, sum(n)::integer AS
       n, bool_or(alien) AS alien
        FROM per GROUP BY movement_id HAVING sum(n) < 2 OR bool_or(total <> 0) OR bool_or(alien) ORDER BY movement_id LIMIT ${LIMIT})
     UNION ALL
     (SELECT 'currency', currency_id, sum(total)::text, 0, false FROM per GROUP BY currency_id HAVING sum(total) <> 0)
     UNION ALL
     (SELECT 'count', 0, '', count(DISTINCT movement_id)::integer, false FROM per)`,
  );
  for (const r of movementRows) {
    if (r.what === 'currency') problems.push(`currency ${r.id} sums to ${r.total}`);
    else if (r.what === 'movement') {
      if (r.n < 2) problems.push(`movement ${r.id} has ${r.n} entries`);
      if (r.alien) problems.push(`movement ${r.id} has an entry outside its account's currency`);
      for (const part of r.total.split(' ')) {
        const [currency, total] = part.split(':');
        if (total !== undefined && Number(total) !== 0) problems.push(`movement ${r.id} sums to ${total} in currency ${currency}`);
      }
    }
  }
  const withEntries = movementRows.find((r) => r.what === 'count')?.n ?? 0;
  if (withEntries < Number(counts?.movements ?? 0)) {
    const bare = await db.query<{ id: number }>(
      `SELECT m.id FROM ledger_movement m WHERE NOT EXISTS (SELECT 1 FROM ledger_entry e WHERE e.movement_id = m.id) ORDER BY
        m.id LIMIT ${LIMIT}`,
    );
    for (const r of bare) problems.push(`movement ${r.id} has 0 entries`);
  }

  const cached = await db.query<{ id: number; money: number; total: string; last: number | null }>(
    `WITH sums AS (
       SELECT e.ledger_account_id, sum(e.amount) AS total, max(e.id) AS last_id FROM ledger_entry e GROUP BY e.ledger_account_id
     )
     SELECT a.id, a.money, COALESCE(s.total, 0)::text AS total, le.balance_after AS last
       FROM account a
       JOIN ledger_account la ON la.player_account_id = a.id
       LEFT JOIN sums s ON s.ledger_account_id = la.id
       LEFT JOIN ledger_entry le ON le.id = s.last_id
      WHERE a.money <> COALESCE(s.total, 0) OR (le.id IS NOT NULL AND le.balance_after IS DISTINCT FROM a.money)
      ORDER BY a.id LIMIT ${LIMIT}`,
  );
  for (const r of cached)
    problems.push(`account ${r.id} caches ${r.money} but its entries sum to ${r.total} (last running balance ${r.last ?? 'none'})`);

  const orphans = await db.query<{ id: number }>(
    `SELECT la.player_account_id AS id FROM ledger_account la
      WHERE la.kind = 'player' AND NOT EXISTS (SELECT 1 FROM account a WHERE a.id = la.player_account_id)
        AND COALESCE((SELECT sum(amount) FROM ledger_entry e WHERE e.ledger_account_id = la.id), 0) <> 0
      LIMIT ${LIMIT}`,
  );
  for (const r of orphans) problems.push(`removed account ${r.id} still holds money in the ledger`);

  const missing = await db.query<{ id: number }>(
    `SELECT a.id FROM account a WHERE NOT EXISTS (SELECT 1 FROM ledger_account la WHERE la.player_account_id = a.id) LIMIT ${LIMIT}`,
  );
  for (const r of missing) problems.push(`account ${r.id} has no ledger account`);

  const negative = await db.query<{ id: number; money: number }>(`SELECT id, money FROM account WHERE money < 0 LIMIT ${LIMIT}`);
  for (const r of negative) problems.push(`account ${r.id} is below zero (${r.money})`);

  return {
    ok: problems.length === 0,
    movements: Number(counts?.movements ?? 0),
    entries: Number(counts?.entries ?? 0),
    problems,
    ms: Math.round(now() - started),
  };
}

import type { Db, Queryable } from '../../db/db';

/** Two processes starting on one new database would both find the table empty: the check and the inserts run under this lock. */
const SEED_LOCK_KEY = 73_310_039;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * The demo's tournaments while the table is empty, placed around the moment
 * of seeding: one running (a week of biggest multipliers), one upcoming, one
 * finished (total wagered), in roubles (the site's first currency), so each
 * state of the pages has something. A multiplier counts from a 1 RUB stake.
 */
export function seedTournamentsDemo(db: Db, now = Date.now()): Promise<{ seeded: string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    return seedUnderLock(tx, now);
  });
}

async function seedUnderLock(db: Queryable, now: number): Promise<{ seeded: string[] }> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM casino_tournament');
  if ((existing?.n ?? 0) > 0) return { seeded: [] };
  const demo = [
    {
      name: 'Multiplier Week',
      prize: '1st 50,000 RUB, 2nd 25,000 RUB, 3rd 10,000 RUB, 4th to 10th 2,000 RUB',
      metric: 'multiplier',
      min: 100,
      from: now - 2 * DAY,
      to: now + 5 * DAY,
    },
    {
      name: 'Weekend Wager Race',
      prize: '1st 100,000 RUB, 2nd 50,000 RUB, 3rd 25,000 RUB',
      metric: 'wagered',
      min: 0,
      from: now + 3 * DAY,
      to: now + 5 * DAY,
    },
    {
      name: 'Keno Classic',
      prize: '1st 30,000 RUB, 2nd 15,000 RUB, 3rd 5,000 RUB',
      metric: 'wagered',
      min: 0,
      from: now - 10 * DAY,
      to: now - 3 * DAY,
    },
  ];
  for (const t of demo) {
    await db.query(
      `INSERT INTO casino_tournament (name, prize, metric, currency_id, min_stake, starts_at, ends_at, created_at)
       SELECT $1, $2, $3, id, $4, $5, $6, $7 FROM currency WHERE iso = 'RUB'`,
      [t.name, t.prize, t.metric, t.min, new Date(t.from), new Date(t.to), new Date(now)],
    );
  }
  return { seeded: ['casino_tournament'] };
}

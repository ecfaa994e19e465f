import type { Queryable } from '../db/db';

/** A demo session's play money at launch, in minor units of DEMO_CURRENCY. */
export const DEMO_START_BALANCE = 100_000;
/** Play money is no currency: the frame shows this code, and nothing converts it. */
export const DEMO_CURRENCY = 'DEMO';

export async function openDemoSession(q: Queryable, owner: string, now: number): Promise<void> {
  await q.query('INSERT INTO casino_demo_session (id, balance, created_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
    owner,
    DEMO_START_BALANCE,
    new Date(now),
  ]);
}

/** The session's play money, locked to the transaction's end when asked (a round changes it). */
export async function demoBalance(q: Queryable, owner: string, lock = false): Promise<number | null> {
  const [row] = await q.query<{ balance: number }>(`SELECT balance FROM casino_demo_session WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`, [
    owner,
  ]);
  return row ? row.balance : null;
}

export async function setDemoBalance(q: Queryable, owner: string, balance: number): Promise<void> {
  await q.query('UPDATE casino_demo_session SET balance = $2 WHERE id = $1', [owner, balance]);
}

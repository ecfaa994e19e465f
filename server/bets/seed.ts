import type { Db } from '../db/db';
import { seedAccountMoney } from '../ledger';

const SEED_LOCK_KEY = 73_310_009;
const DAY_MS = 86_400_000;

/** Free-bet vouchers each demo player gets (amounts in minor units). */
export const DEMO_PROMO_CODES = [
  { code: 'FREEBET100', iso: 'RUB', amount: 10_000, days: 90 },
  { code: 'WELCOME250', iso: 'RUB', amount: 25_000, days: 30 },
  { code: 'USD5FREE', iso: 'USD', amount: 500, days: 90 },
] as const;

/** A demo player's main account gets this much when it holds nothing; the bonus account this much. */
export const DEMO_MAIN_TOP_UP = 100_000;
export const DEMO_BONUS_MONEY = 30_000;

/**
 * Demo data for betting, only while bet_promo_code is empty (like every
 * seeder, operator edits survive restarts): each demo player (registration
 * type 'demo') gets the vouchers above, a RUB bonus account (type 4) with
 * money in it, and, if the main account is empty, some money to bet with.
 */
export async function seedBetsDemo(db: Db, now: number = Date.now()): Promise<{ seeded: readonly string[] }> {
  const [existing] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_promo_code');
  if ((existing?.n ?? 0) > 0) return { seeded: [] };
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const [again] = await tx.query<{ n: number }>('SELECT count(*)::integer AS n FROM bet_promo_code');
    if ((again?.n ?? 0) > 0) return { seeded: [] };
    const players = await tx.query<{ id: number }>("SELECT id FROM app_user WHERE registration_type = 'demo' ORDER BY id");
    if (players.length === 0) return { seeded: [] };
    const currencies = await tx.query<{ id: number; iso: string }>('SELECT id, iso FROM currency');
    const currencyId = (iso: string): number => {
      const found = currencies.find((c) => c.iso === iso);
      if (!found) throw new Error(`currency table lacks ${iso}`);
      return found.id;
    };
    for (const { id } of players) {
      for (const promo of DEMO_PROMO_CODES) {
        await tx.query(
          'INSERT INTO bet_promo_code (user_id, code, currency_id, amount, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
          [id, promo.code, currencyId(promo.iso), promo.amount, new Date(now + promo.days * DAY_MS), new Date(now)],
        );
      }
      const empty = await tx.query<{ id: number; type: number }>(
        'SELECT id, type FROM account WHERE user_id = $1 AND type IN (0, 4) AND money = 0',
        [id],
      );
      for (const account of empty)
        await seedAccountMoney(tx, account.id, account.type === 0 ? DEMO_MAIN_TOP_UP : DEMO_BONUS_MONEY, `demo-bets:${account.id}`, now);
      const [bonus] = await tx.query('SELECT id FROM account WHERE user_id = $1 AND type = 4', [id]);
      if (!bonus) {
        const [opened] = await tx.query<{ id: number }>(
          "INSERT INTO account (user_id, type, currency_id, label, created_at) VALUES ($1, 4, $2, 'Bonus', $3) RETURNING id",
          [id, currencyId('RUB'), new Date(now)],
        );
        if (opened) await seedAccountMoney(tx, opened.id, DEMO_BONUS_MONEY, `demo-bets:${opened.id}`, now);
      }
    }
    return { seeded: ['bet_promo_code'] };
  });
}

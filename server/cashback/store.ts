import type { KindTotal } from '../../src/core/cashback';
import {
  CASHBACK_PRODUCT_KINDS,
  DEFAULT_CASHBACK_TIER,
  type CashbackProgram,
  type CashbackTier,
} from '../../src/protocol/constants/cashback';
import type { MovementKind } from '../../src/protocol/constants/wallet';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { Queryable } from '../db/db';

/** One player's, one currency's totals of a product's kinds over a period. */
export interface CurrencyTotals {
  readonly userId: number;
  readonly currencyId: number;
  readonly currencyIso: string;
  readonly totals: KindTotal[];
}

/**
 * The player-side sums of a program's kinds between `start` and `end`, by
 * player, currency and kind, on real-money accounts only: a stake from the
 * bonus account is the operator's money at risk, not the player's loss. With
 * `userId`, that player's; else every player the program's tiers take
 * who has no payout row for the period yet.
 */
export async function periodTotals(
  q: Queryable,
  program: CashbackProgram,
  span: { readonly start: number; readonly end: number },
  userId?: number,
): Promise<CurrencyTotals[]> {
  const rows = await q.query<{ user_id: number; currency_id: number; iso: string; kind: MovementKind; amount: number }>(
    `SELECT la.user_id, e.currency_id, c.iso, m.kind, sum(e.amount)::float8 AS amount
       FROM ledger_movement m
       JOIN ledger_entry e ON e.movement_id = m.id
       JOIN ledger_account la ON la.id = e.ledger_account_id AND la.kind = 'player'
       JOIN currency c ON c.id = e.currency_id
      WHERE m.kind = ANY($1::text[]) AND m.created_at >= $2 AND m.created_at < $3
        AND NOT EXISTS (SELECT 1 FROM account a WHERE a.id = la.player_account_id AND a.type = ${ACCOUNT_TYPE.bonus})
        AND ($4::integer IS NULL OR la.user_id = $4)
        AND ($4::integer IS NOT NULL OR (
          COALESCE((SELECT t.tier FROM cashback_tier t WHERE t.user_id = la.user_id), $5) = ANY($6::text[])
          AND NOT EXISTS (SELECT 1 FROM cashback_payout p WHERE p.program = $7 AND p.period_start = $2 AND p.user_id = la.user_id)))
      GROUP BY la.user_id, e.currency_id, c.iso, m.kind
      ORDER BY la.user_id, e.currency_id`,
    [
      CASHBACK_PRODUCT_KINDS[program.product],
      new Date(span.start),
      new Date(span.end),
      userId ?? null,
      DEFAULT_CASHBACK_TIER,
      program.tiers,
      program.id,
    ],
  );
  const byKey = new Map<string, CurrencyTotals>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.currency_id}`;
    let entry = byKey.get(key);
    if (!entry) {
      entry = { userId: row.user_id, currencyId: row.currency_id, currencyIso: row.iso, totals: [] };
      byKey.set(key, entry);
    }
    entry.totals.push({ kind: row.kind, amount: Number(row.amount) });
  }
  return [...byKey.values()];
}

export async function tierOf(q: Queryable, userId: number): Promise<CashbackTier> {
  const [row] = await q.query<{ tier: CashbackTier }>('SELECT tier FROM cashback_tier WHERE user_id = $1', [userId]);
  return row?.tier ?? DEFAULT_CASHBACK_TIER;
}

/** The operator's setting; answers false when there is no such player. */
export async function setTier(q: Queryable, userId: number, tier: CashbackTier, at: number): Promise<boolean> {
  const [user] = await q.query<{ id: number }>('SELECT id FROM app_user WHERE id = $1', [userId]);
  if (!user) return false;
  await q.query(
    `INSERT INTO cashback_tier (user_id, tier, set_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET tier = EXCLUDED.tier, set_at = EXCLUDED.set_at`,
    [userId, tier, new Date(at)],
  );
  return true;
}

/** The club points a player has gathered over time (office settings' pointsAccumulated). */
export async function gatheredPointsOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ points: number }>(
    'SELECT COALESCE(sum(points), 0)::integer AS points FROM club_points WHERE user_id = $1',
    [userId],
  );
  return row?.points ?? 0;
}

/** The club points a player holds: gathered less exchanged (the cashback answer's points, office settings' clubPoints). */
export async function clubPointsOf(q: Queryable, userId: number): Promise<number> {
  const [row] = await q.query<{ points: number }>(
    `SELECT (COALESCE((SELECT sum(points) FROM club_points WHERE user_id = $1), 0)
           - COALESCE((SELECT sum(points) FROM club_points_exchange WHERE user_id = $1), 0))::integer AS points`,
    [userId],
  );
  return row?.points ?? 0;
}

/** The currencies of the player's real-money accounts (the running period's progress is shown in each). */
export async function moneyCurrenciesOf(q: Queryable, userId: number): Promise<{ currencyId: number; iso: string }[]> {
  const rows = await q.query<{ currency_id: number; iso: string }>(
    `SELECT DISTINCT a.currency_id, c.iso FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.user_id = $1 AND a.type <> $2 ORDER BY a.currency_id`,
    [userId, ACCOUNT_TYPE.bonus],
  );
  return rows.map((r) => ({ currencyId: r.currency_id, iso: r.iso }));
}

/** Where a currency's cashback is paid: the main (or currency) account of that currency. */
export async function payoutAccountOf(q: Queryable, userId: number, currencyId: number): Promise<number | null> {
  const [row] = await q.query<{ id: number }>(
    'SELECT id FROM account WHERE user_id = $1 AND currency_id = $2 AND type IN ($3, $4) ORDER BY type, id LIMIT 1',
    [userId, currencyId, ACCOUNT_TYPE.main, ACCOUNT_TYPE.currency],
  );
  return row?.id ?? null;
}

export type PayoutRow = {
  readonly id: number;
  readonly period_start: Date;
  readonly period_end: Date;
  readonly iso: string;
  readonly net_loss: number;
  readonly amount: number;
  readonly points: number;
  readonly paid_at: Date;
};

/** A page of one program's payouts to the player, newest first, ids below `cursor`. */
export async function payoutsOf(
  q: Queryable,
  userId: number,
  program: string,
  cursor: number | undefined,
  limit: number,
): Promise<PayoutRow[]> {
  return q.query<PayoutRow>(
    `SELECT p.id, p.period_start, p.period_end, c.iso, p.net_loss::float8 AS net_loss, p.amount, p.points, p.paid_at
       FROM cashback_payout p JOIN currency c ON c.id = p.currency_id
      WHERE p.user_id = $1 AND p.program = $2 AND ($3::integer IS NULL OR p.id < $3)
      ORDER BY p.id DESC LIMIT $4`,
    [userId, program, cursor ?? null, limit],
  );
}

import { cashbackDue, netLossOf, type PeriodSpan } from '../../src/core/cashback';
import { CASHBACK_EVENT_TYPE, type CashbackProgram } from '../../src/protocol/constants/cashback';
import type { Queryable } from '../db/db';
import { insertPlayerEvents, lockPlayer, postMovement, type Leg } from '../ledger';
import { payoutAccountOf, periodTotals, tierOf } from './store';

/** The idempotency key of one program's payout to one player for one period (money movement and points row alike). */
export const cashbackKey = (program: CashbackProgram, period: PeriodSpan, userId: number): string =>
  `cashback:${program.id}:${period.key}:${userId}`;

/**
 * Settles one closed period of one program for one player, inside the
 * caller's transaction: under the player's lock, nothing if the period is
 * settled already or the player's tier (now) is not the program's; else the
 * net loss of each currency from the ledger, the percent paid into the main
 * account in one `cashback_credit` movement (or the points in one
 * `club_points` row), a payout row per currency (a zero one too, so the
 * period is never looked at again), and the channel hears it. Answers whether
 * anything was paid.
 */
export async function settlePeriod(
  tx: Queryable,
  program: CashbackProgram,
  period: PeriodSpan,
  userId: number,
  at: number,
): Promise<boolean> {
  await lockPlayer(tx, userId);
  const [settled] = await tx.query<{ id: number }>(
    'SELECT id FROM cashback_payout WHERE program = $1 AND period_start = $2 AND user_id = $3 LIMIT 1',
    [program.id, new Date(period.start), userId],
  );
  if (settled || !program.tiers.includes(await tierOf(tx, userId))) return false;

  const lines = [];
  for (const currency of await periodTotals(tx, program, period, userId)) {
    const netLoss = netLossOf(program.product, currency.totals);
    const due = cashbackDue(program, currency.currencyIso, netLoss);
    // A currency whose accounts are all gone has nowhere to be paid: its row says 0.
    const account = due.amount > 0 ? await payoutAccountOf(tx, userId, currency.currencyId) : null;
    lines.push({ currencyId: currency.currencyId, netLoss, amount: account === null ? 0 : due.amount, points: due.points, account });
  }
  if (lines.length === 0) return false;

  const key = cashbackKey(program, period, userId);
  const legs: Leg[] = lines.flatMap((line) =>
    line.amount > 0 && line.account !== null
      ? [
          { operator: 'promotions', currencyId: line.currencyId, amount: -line.amount },
          { account: line.account, amount: line.amount },
        ]
      : [],
  );
  const movementId =
    legs.length > 0
      ? (
          await postMovement(tx, {
            kind: 'cashback_credit',
            scope: 'cashback',
            key,
            userId,
            ref: { type: 'cashback', id: `${program.id}:${period.key}` },
            memo: `${program.id} cashback ${period.key}`,
            legs,
            at,
          })
        ).movementId
      : null;
  const points = lines.reduce((sum, line) => sum + line.points, 0);
  const pointsId =
    points > 0
      ? ((
          await tx.query<{ id: number }>(
            `INSERT INTO club_points (user_id, points, idempotency_key, created_at) VALUES ($1, $2, $3, $4)
             ON CONFLICT (idempotency_key) DO NOTHING RETURNING id`,
            [userId, points, key, new Date(at)],
          )
        )[0]?.id ?? null)
      : null;
  for (const line of lines)
    await tx.query(
      `INSERT INTO cashback_payout (program, period_start, period_end, user_id, currency_id, net_loss, amount, points, movement_id,
         points_id, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        program.id,
        new Date(period.start),
        new Date(period.end),
        userId,
        line.currencyId,
        line.netLoss,
        line.amount,
        line.points,
        line.amount > 0 ? movementId : null,
        line.points > 0 ? pointsId : null,
        new Date(at),
      ],
    );
  const paid = movementId !== null || pointsId !== null;
  if (paid)
    await insertPlayerEvents(tx, [{ userId, event: { type: CASHBACK_EVENT_TYPE, program: program.id, periodStart: period.start } }], at);
  return paid;
}

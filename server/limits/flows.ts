import type { Flow, SessionFlow } from '../../src/core/limits';
import { LIMIT_WINDOW_MS, type MoneyLimitKind } from '../../src/protocol/constants/limits';
import type { MovementKind } from '../../src/protocol/constants/wallet';
import type { Queryable } from '../db/db';

/** The longest window any money limit looks back over. */
const LOOK_BACK_MS = Math.max(...Object.values(LIMIT_WINDOW_MS));

/**
 * What counts, from the player's side of the ledger: stakes (and casino
 * rounds) count up for wagering; for a net loss every stake, premium and
 * round counts up and every win, refund, cash-out and round won counts down.
 */
const PLAYER_KINDS: Readonly<Record<Exclude<MoneyLimitKind, 'deposit'>, readonly MovementKind[]>> = {
  wagering: ['bet_stake', 'casino_round_debit'],
  loss: [
    'bet_stake',
    'insurance_premium',
    'casino_round_debit',
    'bet_win',
    'bet_refund',
    'cash_out',
    'insurance_refund',
    'casino_round_credit',
  ],
};

const OPEN_INTENT_STATUSES = ['created', 'processing', 'requires_action'];

interface FlowRow extends Record<string, unknown> {
  at: unknown;
  amount: number;
}
const flowOf = (row: FlowRow): Flow => ({ at: new Date(row.at as string | Date).getTime(), amount: Number(row.amount) });

/**
 * The flows one money limit counts for a player in one currency over the
 * last 30 days, from the ledger's entries. Deposits count gross (what the
 * provider paid in, before the fee) when credited, and a deposit still open
 * at the provider counts from when it was asked: otherwise several intents,
 * each under the limit, could all be paid afterwards.
 */
export async function flowsOf(q: Queryable, userId: number, kind: MoneyLimitKind, currencyIso: string, now: number): Promise<Flow[]> {
  const since = new Date(now - LOOK_BACK_MS);
  if (kind === 'deposit') {
    const credited = await q.query<FlowRow>(
      `SELECT m.created_at AS at, -e.amount AS amount
         FROM ledger_movement m JOIN ledger_entry e ON e.movement_id = m.id JOIN ledger_account a ON a.id = e.ledger_account_id
         JOIN currency c ON c.id = e.currency_id
        WHERE m.user_id = $1 AND m.kind = 'deposit' AND a.kind = 'provider_clearing' AND c.iso = $2 AND m.created_at > $3`,
      [userId, currencyIso, since],
    );
    const open = await q.query<FlowRow>(
      `SELECT i.created_at AS at, i.amount FROM payment_intent i JOIN currency c ON c.id = i.currency_id
        WHERE i.user_id = $1 AND c.iso = $2 AND i.status = ANY($3::text[]) AND i.created_at > $4`,
      [userId, currencyIso, OPEN_INTENT_STATUSES, since],
    );
    return [...credited, ...open].map(flowOf);
  }
  const rows = await q.query<FlowRow>(
    `SELECT m.created_at AS at, -e.amount AS amount
       FROM ledger_entry e JOIN ledger_movement m ON m.id = e.movement_id JOIN ledger_account a ON a.id = e.ledger_account_id
       JOIN currency c ON c.id = e.currency_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND c.iso = $2 AND m.kind = ANY($3::text[]) AND m.created_at > $4`,
    [userId, currencyIso, PLAYER_KINDS[kind], since],
  );
  return rows.map(flowOf);
}

/**
 * The player's play since `since` (a session's start) in every currency, by
 * the loss limit's kinds and signs: what a reality check sums up.
 */
export async function sessionFlowsOf(q: Queryable, userId: number, since: number): Promise<SessionFlow[]> {
  const rows = await q.query<{ currency_iso: string; amount: string | number }>(
    `SELECT c.iso AS currency_iso, -e.amount AS amount
       FROM ledger_entry e JOIN ledger_movement m ON m.id = e.movement_id JOIN ledger_account a ON a.id = e.ledger_account_id
       JOIN currency c ON c.id = e.currency_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND m.kind = ANY($2::text[]) AND m.created_at >= $3`,
    [userId, PLAYER_KINDS.loss, new Date(since)],
  );
  return rows.map((r) => ({ currencyIso: r.currency_iso, amount: Number(r.amount) }));
}

import { CASINO_ROUND_REF, sharedBetRefId } from '../../../src/protocol/casino/roundRef';
import { sharedBetSchema, type SharedBet } from '../../../src/protocol/casino/shared';
import type { Queryable } from '../../db/db';
import { postMovement } from '../../ledger';

/**
 * A shared-round bet's row and its money. A bet moves money twice at most,
 * each once by its key: its stake out when placed (debit:<id>), its return in
 * when cashed out, settled as won or refunded (credit:<id>).
 */
export const SHARED_KEY_SCOPE = 'casino_shared';

export interface BetRow {
  readonly id: number;
  readonly roundId: number;
  readonly userId: number;
  readonly accountId: number;
  readonly currencyId: number;
  readonly clientRef: string;
  readonly placement: unknown;
  readonly stake: number;
  readonly autoCashOut: number | null;
  readonly status: SharedBet['status'];
  readonly cashedOutAt: number | null;
  readonly win: number;
}

export const BET_SELECT = `SELECT b.id, b.round_id, b.user_id, b.account_id, a.currency_id, b.client_ref, b.placement, b.stake,
  b.auto_cash_out,
  b.status, b.cashed_out_at, b.win FROM casino_shared_bet b JOIN account a ON a.id = b.account_id`;

export function betRowOf(r: Record<string, unknown>): BetRow {
  return {
    id: r.id as number,
    roundId: r.round_id as number,
    userId: r.user_id as number,
    accountId: r.account_id as number,
    currencyId: r.currency_id as number,
    clientRef: r.client_ref as string,
    placement: r.placement,
    stake: r.stake as number,
    autoCashOut: r.auto_cash_out as number | null,
    status: r.status as BetRow['status'],
    cashedOutAt: r.cashed_out_at as number | null,
    win: r.win as number,
  };
}

export function betView(bet: BetRow): SharedBet {
  return sharedBetSchema.parse({
    betId: bet.id,
    roundId: bet.roundId,
    stake: bet.stake,
    placement: bet.placement,
    status: bet.status,
    cashedOutAt: bet.cashedOutAt,
    win: bet.win,
  });
}

/** A player's bets in some rounds, oldest first. */
export async function betsOf(q: Queryable, userId: number, roundIds: readonly number[]): Promise<BetRow[]> {
  if (roundIds.length === 0) return [];
  const rows = await q.query(`${BET_SELECT} WHERE b.user_id = $1 AND b.round_id = ANY($2::integer[]) ORDER BY b.id`, [userId, roundIds]);
  return rows.map(betRowOf);
}

export async function openBetsOf(q: Queryable, roundId: number): Promise<BetRow[]> {
  const rows = await q.query(`${BET_SELECT} WHERE b.round_id = $1 AND b.status = 'open' ORDER BY b.id FOR UPDATE OF b`, [roundId]);
  return rows.map(betRowOf);
}

/** The stake out of the player's account, in the caller's transaction; the balance after. */
export async function debitStake(tx: Queryable, bet: BetRow, at: number): Promise<number> {
  const posted = await postMovement(tx, {
    kind: 'casino_round_debit',
    scope: SHARED_KEY_SCOPE,
    key: `debit:${bet.id}`,
    userId: bet.userId,
    ref: { type: CASINO_ROUND_REF, id: sharedBetRefId(bet.id) },
    legs: [
      { account: bet.accountId, amount: -bet.stake },
      { operator: 'house', currencyId: bet.currencyId, amount: bet.stake },
    ],
    at,
  });
  return posted.balances[0]?.money ?? 0;
}

/**
 * Closes an open bet as won (paying `win`), lost or refunded (paying the
 * stake back), in the caller's transaction: the row and the credit commit
 * together. Returns the player's balance after, or null when nothing was paid.
 */
export async function closeBet(
  tx: Queryable,
  bet: BetRow,
  close: { readonly status: 'won' | 'lost' | 'refunded'; readonly win: number; readonly cashedOutAt: number | null },
  at: number,
): Promise<number | null> {
  const updated = await tx.query(
    `UPDATE casino_shared_bet SET status = $2, win = $3, cashed_out_at = $4, settled_at = $5
      WHERE id = $1 AND status = 'open' RETURNING id`,
    [bet.id, close.status, close.win, close.cashedOutAt, new Date(at)],
  );
  if (updated.length === 0 || close.win === 0) return null;
  const posted = await postMovement(tx, {
    kind: 'casino_round_credit',
    scope: SHARED_KEY_SCOPE,
    key: `credit:${bet.id}`,
    userId: bet.userId,
    ref: { type: CASINO_ROUND_REF, id: sharedBetRefId(bet.id) },
    memo: close.status === 'refunded' ? 'round void: stake refunded' : null,
    legs: [
      { operator: 'house', currencyId: bet.currencyId, amount: -close.win },
      { account: bet.accountId, amount: close.win },
    ],
    at,
  });
  return posted.balances[0]?.money ?? null;
}

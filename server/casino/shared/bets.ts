import { CASINO_ROUND_REF, sharedBetRefId } from '../../../src/protocol/casino/roundRef';
import { sharedBetSchema, type SharedBet } from '../../../src/protocol/casino/shared';
import type { Queryable } from '../../db/db';
import { postMovement } from '../../ledger';
import { demoBalance, setDemoBalance } from '../demo';
import type { SharedPlayer } from './player';

/**
 * A shared-round bet's row and its money. A bet moves money twice at most,
 * each once by its key: its stake out when placed (debit:<id>), its return in
 * when cashed out, settled as won or refunded (credit:<id>). A demo bet moves
 * its session's play money instead, in the same transaction as its row (the
 * row's status change is what makes each move happen once), never the ledger.
 */
export const SHARED_KEY_SCOPE = 'casino_shared';

export interface BetRow {
  readonly id: number;
  readonly roundId: number;
  /** A real bet's player, account and currency; all null for a demo bet. */
  readonly userId: number | null;
  readonly accountId: number | null;
  readonly currencyId: number | null;
  /** A demo bet's session (the launch's owner); null for a real bet. */
  readonly demoOwner: string | null;
  readonly clientRef: string;
  readonly placement: unknown;
  readonly stake: number;
  readonly autoCashOut: number | null;
  readonly status: SharedBet['status'];
  readonly cashedOutAt: number | null;
  readonly win: number;
}

export const BET_SELECT = `SELECT b.id, b.round_id, b.user_id, b.account_id, a.currency_id, b.demo_owner, b.client_ref, b.placement,
  b.stake, b.auto_cash_out, b.status, b.cashed_out_at, b.win FROM casino_shared_bet b LEFT JOIN account a ON a.id = b.account_id`;

/** The SQL condition "bet b is the player's", its parameter at $`at`: a real player's user id or a demo owner. */
export function ownedBy(player: SharedPlayer, at: number): { readonly sql: string; readonly value: number | string } {
  return player.kind === 'real'
    ? { sql: `b.user_id = $${at}`, value: player.userId }
    : { sql: `b.demo_owner = $${at}`, value: player.owner };
}

export function betRowOf(r: Record<string, unknown>): BetRow {
  return {
    id: r.id as number,
    roundId: r.round_id as number,
    userId: r.user_id as number | null,
    accountId: r.account_id as number | null,
    currencyId: r.currency_id as number | null,
    demoOwner: r.demo_owner as string | null,
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
export async function betsOf(q: Queryable, player: SharedPlayer, roundIds: readonly number[]): Promise<BetRow[]> {
  if (roundIds.length === 0) return [];
  const owner = ownedBy(player, 1);
  const rows = await q.query(`${BET_SELECT} WHERE ${owner.sql} AND b.round_id = ANY($2::integer[]) ORDER BY b.id`, [owner.value, roundIds]);
  return rows.map(betRowOf);
}

export async function openBetsOf(q: Queryable, roundId: number): Promise<BetRow[]> {
  const rows = await q.query(`${BET_SELECT} WHERE b.round_id = $1 AND b.status = 'open' ORDER BY b.id FOR UPDATE OF b`, [roundId]);
  return rows.map(betRowOf);
}

/** What the bet's owner holds now: the account's money, or the demo session's play money. */
export async function balanceOf(q: Queryable, bet: BetRow): Promise<number> {
  if (bet.demoOwner !== null) return (await demoBalance(q, bet.demoOwner)) ?? 0;
  const [held] = await q.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [bet.accountId]);
  return held?.money ?? 0;
}

/** Adds `amount` (negative: takes) to a demo session's play money, in the caller's transaction; the balance after. */
async function moveDemo(tx: Queryable, owner: string, amount: number): Promise<number> {
  const balance = ((await demoBalance(tx, owner, true)) ?? 0) + amount;
  await setDemoBalance(tx, owner, balance);
  return balance;
}

/** The ledger's user and account legs of a real bet (a demo bet never reaches the ledger). */
function realOf(bet: BetRow): { userId: number; accountId: number; currencyId: number } {
  if (bet.userId === null || bet.accountId === null || bet.currencyId === null) throw new Error(`Shared bet ${bet.id} has no account`);
  return { userId: bet.userId, accountId: bet.accountId, currencyId: bet.currencyId };
}

/** The stake out of the player's account (or play money), in the caller's transaction; the balance after. */
export async function debitStake(tx: Queryable, bet: BetRow, at: number): Promise<number> {
  if (bet.demoOwner !== null) return moveDemo(tx, bet.demoOwner, -bet.stake);
  const real = realOf(bet);
  const posted = await postMovement(tx, {
    kind: 'casino_round_debit',
    scope: SHARED_KEY_SCOPE,
    key: `debit:${bet.id}`,
    userId: real.userId,
    ref: { type: CASINO_ROUND_REF, id: sharedBetRefId(bet.id) },
    legs: [
      { account: real.accountId, amount: -bet.stake },
      { operator: 'house', currencyId: real.currencyId, amount: bet.stake },
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
  if (bet.demoOwner !== null) return moveDemo(tx, bet.demoOwner, close.win);
  const real = realOf(bet);
  const posted = await postMovement(tx, {
    kind: 'casino_round_credit',
    scope: SHARED_KEY_SCOPE,
    key: `credit:${bet.id}`,
    userId: real.userId,
    ref: { type: CASINO_ROUND_REF, id: sharedBetRefId(bet.id) },
    memo: close.status === 'refunded' ? 'round void: stake refunded' : null,
    legs: [
      { operator: 'house', currencyId: real.currencyId, amount: -close.win },
      { account: real.accountId, amount: close.win },
    ],
    at,
  });
  return posted.balances[0]?.money ?? null;
}

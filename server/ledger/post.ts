import { createHash } from 'node:crypto';
import { MAX_MINOR_AMOUNT, type MovementKind, type OperatorAccount } from '../../src/protocol/constants/wallet';
import type { PlayerEventPayload } from '../../src/protocol/schemas/wallet';
import type { Queryable } from '../db/db';
import { LedgerError } from './errors';
import { KIND_RULES } from './kinds';

/** One side of a movement. Amounts are signed minor units: positive raises that account's balance. */
export type Leg =
  /** A player's account (account.id); its money is the cached balance. */
  | { readonly account: number; readonly amount: number }
  /** The operator's account of this kind in this currency. */
  | { readonly operator: OperatorAccount; readonly currencyId: number; readonly amount: number };

export interface MovementInput {
  readonly kind: MovementKind;
  /** Whose key it is ('user:12', 'bet', 'payment', 'operator', 'seed'): keys of two scopes never collide. */
  readonly scope: string;
  readonly key: string;
  /** What was asked, for telling a repeat from a conflict; by default the kind and the legs. */
  readonly request?: unknown;
  /** The player it concerns. */
  readonly userId?: number | null;
  readonly ref?: { readonly type: string; readonly id: string } | null;
  readonly memo?: string | null;
  readonly legs: readonly Leg[];
  readonly at: number;
  /** Domain events for the players' channels, written with the movement (the balance event is always written). */
  readonly events?: readonly { readonly userId: number; readonly event: PlayerEventPayload }[];
}

export interface PlayerBalance {
  readonly accountId: number;
  readonly userId: number;
  readonly currencyId: number;
  readonly currencyIso: string;
  readonly money: number;
}

export interface Posted {
  readonly movementId: number;
  /** The key was seen before with the same request: nothing moved, `balances` are the balances now. */
  readonly repeated: boolean;
  /** The player accounts of the movement with their balances after it. */
  readonly balances: readonly PlayerBalance[];
}

const isPlayerLeg = (leg: Leg): leg is Extract<Leg, { account: number }> => 'account' in leg;

/** Canonical JSON (sorted keys): equal requests hash equally whatever their key order. */
export function requestHash(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

function checkShape(input: MovementInput): void {
  const rule = KIND_RULES[input.kind];
  if (input.legs.length < 2) throw new Error(`ledger: a ${input.kind} movement needs two legs at least`);
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0 || Math.abs(leg.amount) > MAX_MINOR_AMOUNT)
      throw new Error(`ledger: a ${input.kind} leg of ${leg.amount} is not a whole non-zero amount`);
    if (isPlayerLeg(leg)) {
      const ok = rule.player === 'both' || (rule.player === 'in' && leg.amount > 0) || (rule.player === 'out' && leg.amount < 0);
      if (!ok) throw new Error(`ledger: a ${input.kind} movement may not move ${leg.amount} on player account ${leg.account}`);
    } else if (!(rule.operators as readonly string[]).includes(leg.operator)) {
      throw new Error(`ledger: a ${input.kind} movement may not touch the ${leg.operator} account`);
    }
  }
}

/** The balances of player accounts now (for the answer to a repeated key). */
export async function readBalances(q: Queryable, accountIds: readonly number[]): Promise<PlayerBalance[]> {
  if (accountIds.length === 0) return [];
  const rows = await q.query<{ id: number; user_id: number; currency_id: number; iso: string; money: number }>(
    `SELECT a.id, a.user_id, a.currency_id, c.iso, a.money FROM account a JOIN currency c ON c.id = a.currency_id
      WHERE a.id = ANY($1::integer[]) ORDER BY a.id`,
    [accountIds],
  );
  return rows.map((r) => ({ accountId: r.id, userId: r.user_id, currencyId: r.currency_id, currencyIso: r.iso, money: r.money }));
}

/**
 * THE way money moves. Inside the caller's transaction (`tx` must be one):
 * claims the movement's key (a UNIQUE constraint: the same key again finds
 * the first movement and moves nothing; with another request it is a
 * conflict), updates each player's cached balance only while it stays within
 * 0 and the most an account holds, writes the entries (which must sum to
 * zero in every currency) with each player's balance after, and the players'
 * channel events. Any refusal throws, and the caller's transaction rolls all
 * of it back.
 */
export async function postMovement(tx: Queryable, input: MovementInput): Promise<Posted> {
  checkShape(input);
  const hash = requestHash(input.request ?? { kind: input.kind, legs: input.legs });
  const claimed = await tx.query<{ id: number }>(
    `INSERT INTO ledger_movement (kind, key_scope, idempotency_key, request_hash, user_id, ref_type, ref_id, memo, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (key_scope, idempotency_key) DO NOTHING RETURNING id`,
    [
      input.kind,
      input.scope,
      input.key,
      hash,
      input.userId ?? null,
      input.ref?.type ?? null,
      input.ref?.id ?? null,
      input.memo ?? null,
      new Date(input.at),
    ],
  );
  const playerLegs = input.legs.filter(isPlayerLeg);
  if (claimed.length === 0) {
    const [seen] = await tx.query<{ id: number; kind: string; request_hash: string }>(
      'SELECT id, kind, request_hash FROM ledger_movement WHERE key_scope = $1 AND idempotency_key = $2',
      [input.scope, input.key],
    );
    if (!seen) throw new Error(`ledger: key ${input.scope}/${input.key} neither claimed nor found`);
    if (seen.request_hash !== hash || seen.kind !== input.kind)
      throw new LedgerError('idempotency_conflict', `Key ${input.key} was used for another request`, { key: input.key });
    return { movementId: seen.id, repeated: true, balances: await readBalances(tx, [...new Set(playerLegs.map((l) => l.account))]) };
  }
  const movementId = (claimed[0] as { id: number }).id;

  // Accounts in id order: two movements over the same accounts lock them in the same order (no deadlock).
  const ordered = [...input.legs].sort((a, b) => (isPlayerLeg(a) ? a.account : -1) - (isPlayerLeg(b) ? b.account : -1));
  const entries: { player: number | null; operator: string | null; currencyId: number; amount: number; balanceAfter: number | null }[] = [];
  const balances = new Map<number, PlayerBalance>();
  const sums = new Map<number, number>();
  for (const leg of ordered) {
    if (isPlayerLeg(leg)) {
      const [row] = await tx.query<{ money: number; currency_id: number; user_id: number; iso: string }>(
        `UPDATE account SET money = money + $2 WHERE id = $1 AND money::bigint + $2 BETWEEN 0 AND ${MAX_MINOR_AMOUNT}
         RETURNING money, currency_id, user_id, (SELECT iso FROM currency WHERE id = account.currency_id) AS iso`,
        [leg.account, leg.amount],
      );
      if (!row) throw await refusalFor(tx, leg);
      balances.set(leg.account, {
        accountId: leg.account,
        userId: row.user_id,
        currencyId: row.currency_id,
        currencyIso: row.iso,
        money: row.money,
      });
      sums.set(row.currency_id, (sums.get(row.currency_id) ?? 0) + leg.amount);
      entries.push({ player: leg.account, operator: null, currencyId: row.currency_id, amount: leg.amount, balanceAfter: row.money });
    } else {
      sums.set(leg.currencyId, (sums.get(leg.currencyId) ?? 0) + leg.amount);
      entries.push({ player: null, operator: leg.operator, currencyId: leg.currencyId, amount: leg.amount, balanceAfter: null });
    }
  }
  for (const [currencyId, sum] of sums)
    if (sum !== 0) throw new Error(`ledger: a ${input.kind} movement sums to ${sum} in currency ${currencyId}, not zero`);

  // Every account and currency has its ledger accounts already (011_ledger.sql): a missing one is a bug, and the NOT NULL says so.
  await tx.query(
    `INSERT INTO ledger_entry (movement_id, ledger_account_id, currency_id, amount, balance_after)
     SELECT $1,
            CASE WHEN x.p IS NOT NULL THEN (SELECT la.id FROM ledger_account la WHERE la.player_account_id = x.p)
                 ELSE (SELECT la.id FROM ledger_account la WHERE la.kind = x.k AND la.currency_id = x.c AND
                   la.player_account_id IS NULL) END,
            x.c, x.m, x.b
       FROM unnest($2::integer[], $3::text[], $4::integer[], $5::integer[], $6::integer[]) WITH ORDINALITY AS x(p, k, c, m, b, n)
      ORDER BY x.n`,
    [
      movementId,
      entries.map((e) => e.player),
      entries.map((e) => e.operator),
      entries.map((e) => e.currencyId),
      entries.map((e) => e.amount),
      entries.map((e) => e.balanceAfter),
    ],
  );
  await writeEvents(tx, input, movementId, [...balances.values()]);
  return { movementId, repeated: false, balances: [...balances.values()] };
}

async function refusalFor(tx: Queryable, leg: Extract<Leg, { account: number }>): Promise<LedgerError> {
  const [row] = await tx.query<{ money: number }>('SELECT money FROM account WHERE id = $1', [leg.account]);
  if (!row) return new LedgerError('account_not_found', `No account ${leg.account}`, { accountId: leg.account });
  if (leg.amount < 0)
    return new LedgerError('insufficient_funds', `Account ${leg.account} holds ${row.money}, not ${-leg.amount}`, {
      accountId: leg.account,
      money: row.money,
    });
  return new LedgerError('balance_limit', `Account ${leg.account} cannot hold ${row.money} + ${leg.amount}`, {
    accountId: leg.account,
    money: row.money,
  });
}

/** The balance event of each player the movement touched, and the movement's own domain events, in one statement. */
async function writeEvents(tx: Queryable, input: MovementInput, movementId: number, balances: readonly PlayerBalance[]): Promise<void> {
  const rows: { userId: number; event: PlayerEventPayload }[] = [];
  for (const userId of new Set(balances.map((b) => b.userId))) {
    rows.push({
      userId,
      event: {
        type: 'balance',
        movementId,
        kind: input.kind,
        accounts: balances
          .filter((b) => b.userId === userId)
          .map((b) => ({ accountId: b.accountId, money: b.money, currencyIso: b.currencyIso })),
      },
    });
  }
  rows.push(...(input.events ?? []));
  if (rows.length > 0) await insertPlayerEvents(tx, rows, input.at);
}

/** Events for players' channels, in the caller's transaction (movements write theirs through postMovement). */
export async function insertPlayerEvents(
  tx: Queryable,
  rows: readonly { readonly userId: number; readonly event: PlayerEventPayload }[],
  at: number,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.query(
    `INSERT INTO player_event (user_id, type, payload, created_at)
     SELECT x.u, x.t, x.p::jsonb, $4 FROM unnest($1::integer[], $2::text[], $3::text[]) WITH ORDINALITY AS x(u, t, p, n) ORDER BY x.n`,
    [rows.map((r) => r.userId), rows.map((r) => r.event.type), rows.map((r) => JSON.stringify(r.event)), new Date(at)],
  );
}

import { amountRefusal, applyWithdrawalStep, needsVerification, withdrawableOf, type WithdrawalStepName } from '../../src/core/wallet';
import { isVerified } from '../../src/core/session/facts';
import { ACCOUNT_TYPE } from '../../src/protocol/constants/couponTypes';
import type { WithdrawalStatus } from '../../src/protocol/constants/wallet';
import type { WithdrawableAnswer, WithdrawalAnswer, WithdrawalRequest, WithdrawalView } from '../../src/protocol/schemas/wallet';
import type { CurrentSession } from '../auth/sessions';
import { recordSecurityEvent, type EventOrigin } from '../auth/audit';
import { userConfigOf } from '../auth/userConfig';
import { sendPlayerMessage } from '../messages/store';
import type { UserRow } from '../auth/users';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db, Queryable } from '../db/db';
import { insertPlayerEvents, lockPlayer, postMovement, readBalances, requestHash, type Leg } from '../ledger';
import { settleBonusesForWithdrawal } from '../bonus/forfeit';
import type { PayProvider } from '../payprovider';
import { ms } from './answer';
import { ownAccount, type OwnAccount } from './accounts';
import { WalletError, fromRejection } from './errors';
import { methodFor } from './methods';

export interface WithdrawalRow extends Record<string, unknown> {
  id: number;
  user_id: number;
  account_id: number;
  method_id: string;
  currency_id: number;
  iso: string;
  amount: number;
  status: WithdrawalStatus;
  reason: string | null;
  request_hash: string;
  created_at: unknown;
  updated_at: unknown;
}

const COLUMNS = `w.id, w.user_id, w.account_id, w.method_id, w.currency_id, c.iso, w.amount, w.status, w.reason,
  w.request_hash, w.created_at, w.updated_at`;
const FROM = 'withdrawal w JOIN currency c ON c.id = w.currency_id';

export function withdrawalView(r: WithdrawalRow): WithdrawalView {
  return {
    id: r.id,
    accountId: r.account_id,
    methodId: r.method_id,
    currencyIso: r.iso,
    amount: r.amount,
    status: r.status,
    reason: r.reason,
    createdAt: ms(r.created_at),
    updatedAt: ms(r.updated_at),
  };
}

export async function loadWithdrawal(q: Queryable, id: number, options: { forUpdate?: boolean } = {}): Promise<WithdrawalRow | null> {
  const [row] = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.id = $1${options.forUpdate ? ' FOR UPDATE OF w' : ''}`,
    [id],
  );
  return row ?? null;
}

export async function listWithdrawals(q: Queryable, userId: number, status?: WithdrawalStatus): Promise<WithdrawalView[]> {
  const rows = await q.query<WithdrawalRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE w.user_id = $1 AND ($2::text IS NULL OR w.status = $2) ORDER BY w.id DESC LIMIT 100`,
    [userId, status ?? null],
  );
  return rows.map(withdrawalView);
}

// ---------------------------------------------------------------- how much may leave

/** Deposited into and staked from an account, from its ledger entries. */
async function turnoverOf(q: Queryable, accountId: number): Promise<{ deposited: number; staked: number }> {
  const [row] = await q.query<{ deposited: string; staked: string; refunded: string }>(
    `SELECT COALESCE(sum(e.amount) FILTER (WHERE m.kind = 'deposit'), 0)::text AS deposited,
            COALESCE(-sum(e.amount) FILTER (WHERE m.kind IN ('bet_stake', 'casino_round_debit')), 0)::text AS staked,
            COALESCE(sum(e.amount) FILTER (WHERE m.kind = 'bet_refund'), 0)::text AS refunded
       FROM ledger_entry e
       JOIN ledger_account la ON la.id = e.ledger_account_id AND la.player_account_id = $1
       JOIN ledger_movement m ON m.id = e.movement_id
      WHERE m.kind IN ('deposit', 'bet_stake', 'casino_round_debit', 'bet_refund')`,
    [accountId],
  );
  return { deposited: Number(row?.deposited ?? 0), staked: Math.max(0, Number(row?.staked ?? 0) - Number(row?.refunded ?? 0)) };
}

async function settingsFor(q: Queryable, user: UserRow): Promise<{ turnoverRequired: boolean; threshold: (iso: string) => number | null }> {
  const read = await readSiteConfig(q, { country: user.country_code, lang: undefined });
  const settings = read.ok ? read.config.withdrawalSettings : undefined;
  return {
    turnoverRequired: settings?.depositTurnoverRequired ?? false,
    threshold: (iso) => settings?.verificationThresholdByCurrency[iso] ?? null,
  };
}

/** What GET withdrawable answers; also what a request is checked against (under the account's lock). */
export async function withdrawableFor(q: Queryable, user: UserRow, account: OwnAccount, now: number): Promise<WithdrawableAnswer> {
  const settings = await settingsFor(q, user);
  const turnover = account.type === ACCOUNT_TYPE.bonus ? { deposited: 0, staked: 0 } : await turnoverOf(q, account.id);
  const result = withdrawableOf({
    accountType: account.type,
    balance: account.money,
    ...turnover,
    turnoverRequired: settings.turnoverRequired,
  });
  return {
    accountId: account.id,
    currencyIso: account.currencyIso,
    balance: account.money,
    withdrawable: result.withdrawable,
    reasons: [...result.reasons],
    verificationThreshold: settings.threshold(account.currencyIso),
    verified: isVerified(userConfigOf(user, now)),
  };
}

// ---------------------------------------------------------------- the player asks

export interface WithdrawalDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly provider: PayProvider;
}

function repeatOf(row: WithdrawalRow, hash: string, key: string): WithdrawalRow {
  if (row.request_hash !== hash)
    throw new WalletError('wallet.idempotency_conflict', `Key ${key} was used for another withdrawal`, { params: { key } });
  return row;
}

/**
 * A withdrawal request: the method for the account's currency and the
 * player's country, the core's amount check with its limits, then in one
 * transaction under the account's row lock: the withdrawable amount now (so
 * two tabs asking for everything at once get one yes and one no), the
 * verification rule, the row, and the hold (the money moves to the operator's
 * pending_withdrawals account at once).
 */
export async function requestWithdrawal(
  deps: WithdrawalDeps,
  session: CurrentSession,
  body: WithdrawalRequest,
  key: string,
  origin?: EventOrigin,
  options: { readonly confirm?: () => Promise<void> } = {},
): Promise<WithdrawalAnswer> {
  const { db } = deps;
  const hash = requestHash({ accountId: body.accountId, methodId: body.methodId, amount: body.amount });
  const seen = await byKey(db, session.userId, key);
  if (seen) return repeatAnswer(db, repeatOf(seen, hash, key));
  const account = await ownAccount(db, session.userId, body.accountId);
  if (account.type === ACCOUNT_TYPE.bonus)
    throw new WalletError('wallet.bonus_not_withdrawable', 'Bonus money cannot be withdrawn', { params: { accountId: account.id } });
  const method = await methodFor(db, {
    methodId: body.methodId,
    direction: 'withdrawal',
    currencyIso: account.currencyIso,
    country: session.user.country_code,
  });
  const refusal = amountRefusal(body.amount, { currencyIso: account.currencyIso, min: method.min, max: method.max, step: method.step });
  if (refusal) throw fromRejection(refusal, `The amount ${String(body.amount)} cannot be withdrawn with ${method.id}`);
  const amount = body.amount as number;
  // Last before money moves: a resend of a withdrawal already made answers it (above) even when the step-up has run out
  // since, and a form the player must fix says so before asking them to confirm who they are.
  await options.confirm?.();
  const at = deps.now();
  const outcome = await db.transaction(async (tx) => {
    // The player's lock before any account (server/ledger/playerLock.ts): a bonus forfeited here touches the bonus account too.
    await lockPlayer(tx, session.userId);
    // A resend that waited for the lock above while the first request made the withdrawal: answer that one, rather than
    // refuse it for the money the first one took (on one PostgreSQL connection each, the two really run at once).
    if (await byKey(tx, session.userId, key)) return null;
    // Bonuses still running: the player must agree to give them up (forfeit: true), then they end here, in this transaction.
    await settleBonusesForWithdrawal(tx, session.userId, body.forfeit === true, at);
    const locked = await ownAccount(tx, session.userId, account.id, { forUpdate: true });
    const [user] = await tx.query<UserRow>('SELECT * FROM app_user WHERE id = $1', [session.userId]);
    if (!user) throw new WalletError('wallet.unauthorized', 'The player is gone');
    const now = await withdrawableFor(tx, user, locked, at);
    if (amount > now.withdrawable)
      throw new WalletError('wallet.insufficient_withdrawable', `At most ${now.withdrawable} can be withdrawn now`, {
        params: { withdrawable: now.withdrawable, reason: now.reasons[0]?.code ?? 'balance' },
      });
    if (needsVerification(amount, now.verificationThreshold, now.verified))
      throw new WalletError('wallet.verification_required', `Withdrawals above ${now.verificationThreshold} need a verified account`, {
        params: { threshold: now.verificationThreshold ?? 0 },
      });
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO withdrawal (user_id, account_id, method_id, currency_id, amount, status, idempotency_key, request_hash,
        created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, 'pending', $6, $7, $8, $8) ON CONFLICT (user_id, idempotency_key) DO NOTHING RETURNING id`,
      [session.userId, account.id, method.id, account.currencyId, amount, key, hash, new Date(at)],
    );
    if (!row) return null;
    await postMovement(tx, {
      kind: 'withdrawal_request',
      scope: 'payment',
      key: `withdrawal:${row.id}:request`,
      userId: session.userId,
      ref: { type: 'withdrawal', id: String(row.id) },
      legs: [
        { account: account.id, amount: -amount },
        { operator: 'pending_withdrawals', currencyId: account.currencyId, amount },
      ],
      at,
      events: [{ userId: session.userId, event: { type: 'withdrawal_status', withdrawalId: row.id, status: 'pending', reason: null } }],
    });
    await recordSecurityEvent(tx, {
      userId: session.userId,
      kind: 'withdrawal_requested',
      at,
      ...(origin ? { origin } : {}),
      detail: { withdrawalId: row.id, amount, currency: account.currencyIso, method: method.id },
    });
    return row.id;
  });
  const stored = outcome === null ? await byKey(db, session.userId, key) : await loadWithdrawal(db, outcome);
  if (!stored) throw new Error(`withdrawal for key ${key} vanished`);
  if (outcome === null) return repeatAnswer(db, repeatOf(stored, hash, key));
  return answerOf(db, stored, false);
}

async function byKey(q: Queryable, userId: number, key: string): Promise<WithdrawalRow | null> {
  const [row] = await q.query<WithdrawalRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE w.user_id = $1 AND w.idempotency_key = $2`, [
    userId,
    key,
  ]);
  return row ?? null;
}

async function answerOf(q: Queryable, row: WithdrawalRow, repeated: boolean): Promise<WithdrawalAnswer> {
  const [balance] = await readBalances(q, [row.account_id]);
  return {
    withdrawal: withdrawalView(row),
    balance: { accountId: row.account_id, money: balance?.money ?? 0, currencyIso: row.iso },
    repeated,
  };
}
const repeatAnswer = (q: Queryable, row: WithdrawalRow) => answerOf(q, row, true);

// ---------------------------------------------------------------- decisions and the provider's outcome

/**
 * One step of a withdrawal (the player's cancel, the operator's approval or
 * refusal, the provider's paid or failed), in the caller's transaction with
 * the row locked: the core's state machine says what it does; a refund or a
 * payment is a ledger movement keyed by the withdrawal and the step, so it
 * happens once. Answers the row after it and what the step did.
 */
export async function stepWithdrawal(
  tx: Queryable,
  deps: { provider: PayProvider },
  row: WithdrawalRow,
  step: WithdrawalStepName,
  at: number,
  reason: string | null = null,
): Promise<{ row: WithdrawalRow; note: 'applied' | 'stale' | 'refused_by_state' }> {
  const next = applyWithdrawalStep(row.status, step);
  if (next.note !== 'applied') return { row, note: next.note };
  const ref = { type: 'withdrawal', id: String(row.id) };
  const event = { userId: row.user_id, event: { type: 'withdrawal_status' as const, withdrawalId: row.id, status: next.next, reason } };
  if (next.effect === 'none') await insertPlayerEvents(tx, [event], at);
  else {
    const kind = next.effect === 'pay' ? 'withdrawal_paid' : step === 'cancel' ? 'withdrawal_cancelled' : 'withdrawal_refused';
    const legs: Leg[] =
      next.effect === 'pay'
        ? [
            { operator: 'pending_withdrawals', currencyId: row.currency_id, amount: -row.amount },
            { operator: 'provider_clearing', currencyId: row.currency_id, amount: row.amount },
          ]
        : [
            { operator: 'pending_withdrawals', currencyId: row.currency_id, amount: -row.amount },
            { account: row.account_id, amount: row.amount },
          ];
    await postMovement(tx, {
      kind,
      scope: 'payment',
      key: `withdrawal:${row.id}:${kind}`,
      userId: row.user_id,
      ref,
      memo: reason,
      legs,
      at,
      events: [event],
    });
  }
  // The player hears of the operator's decision (and of a payout the provider failed) in the inbox, with the step.
  if (step === 'approve' || step === 'refuse' || next.next === 'refused')
    await sendPlayerMessage(tx, {
      userId: row.user_id,
      topic: 'withdrawal',
      params: { withdrawalId: row.id, status: next.next, amount: row.amount, currency: row.iso },
      body: null,
      link: '/office/withdrawal',
      at,
    });
  if (step === 'approve') await deps.provider.requestPayout(tx, { withdrawalId: row.id, amount: row.amount, currency: row.iso, at });
  await tx.query('UPDATE withdrawal SET status = $2, reason = COALESCE($3, reason), updated_at = $4 WHERE id = $1', [
    row.id,
    next.next,
    reason,
    new Date(at),
  ]);
  return { row: { ...row, status: next.next, reason: reason ?? row.reason, updated_at: new Date(at) }, note: 'applied' };
}

/** The player cancels a pending withdrawal of theirs: the money comes back. Cancelling it again answers the same. */
export async function cancelWithdrawal(deps: WithdrawalDeps, userId: number, withdrawalId: number): Promise<WithdrawalAnswer> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await loadWithdrawal(tx, withdrawalId, { forUpdate: true });
    if (!found || found.user_id !== userId)
      throw new WalletError('wallet.withdrawal_not_found', `No withdrawal ${withdrawalId} of yours`, { params: { withdrawalId } });
    if (found.status === 'cancelled') return found;
    const stepped = await stepWithdrawal(tx, deps, found, 'cancel', deps.now());
    if (stepped.note !== 'applied')
      throw new WalletError('wallet.withdrawal_not_pending', `Withdrawal ${withdrawalId} is ${found.status}`, {
        params: { status: found.status },
      });
    return stepped.row;
  });
  return answerOf(deps.db, row, false);
}

/** The operator approves (the provider is asked to pay) or refuses (with a reason: the money comes back). */
export async function decideWithdrawal(
  deps: WithdrawalDeps,
  withdrawalId: number,
  decision: { step: 'approve' } | { step: 'refuse'; reason: string },
): Promise<WithdrawalView> {
  const row = await deps.db.transaction(async (tx) => {
    const found = await loadWithdrawal(tx, withdrawalId, { forUpdate: true });
    if (!found) throw new WalletError('wallet.withdrawal_not_found', `No withdrawal ${withdrawalId}`, { params: { withdrawalId } });
    const stepped = await stepWithdrawal(tx, deps, found, decision.step, deps.now(), decision.step === 'refuse' ? decision.reason : null);
    if (stepped.note !== 'applied')
      throw new WalletError('wallet.withdrawal_not_pending', `Withdrawal ${withdrawalId} is ${found.status}`, {
        params: { status: found.status },
      });
    return stepped.row;
  });
  deps.provider.wake();
  return withdrawalView(row);
}

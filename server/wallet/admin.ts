import type { IncomingMessage } from 'node:http';
import {
  ADMIN_WALLET_PATHS,
  adminDecisionSchema,
  adminRefusalSchema,
  adminReplySchema,
  adminRequestsAnswerSchema,
  adminWithdrawalAnswerSchema,
  adminWithdrawalsAnswerSchema,
  manualCorrectionAnswerSchema,
  manualCorrectionSchema,
  type ManualCorrection,
  type ManualCorrectionAnswer,
  type WithdrawalView,
  paymentRequestAnswerSchema,
  adminRequestsQuerySchema,
  adminWithdrawalsQuerySchema,
} from '../../src/protocol/schemas/wallet';
import type { WithdrawalStatus } from '../../src/protocol/constants/wallet';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody } from '../http/respond';
import { type Router, takesBody, takesQuery } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { postMovement } from '../ledger';
import type { PayProvider } from '../payprovider';
import { answer, idempotencyKeyOf } from './answer';
import { WalletError, handle, parseInput } from './errors';
import { addMessage, adminRequests } from './requests';
import { decideWithdrawal, withdrawalView, type WithdrawalRow } from './withdrawals';

export interface AdminDeps {
  readonly db: Db;
  readonly now: () => number;
  readonly provider: PayProvider;
  readonly token: string;
}

function requireOperator(req: IncomingMessage, token: string): void {
  if (!isOperatorRequest(req, token)) throw new WalletError('wallet.admin_unauthorized', OPERATOR_REFUSED_MESSAGE);
}

export type AdminWithdrawal = WithdrawalView & { readonly userId: number; readonly login: string };

/** Withdrawals for the operator, oldest first, optionally of one status. */
export async function operatorWithdrawals(db: Db, status: WithdrawalStatus | null): Promise<AdminWithdrawal[]> {
  const rows = await db.query<WithdrawalRow & { login: string }>(
    `SELECT w.id, w.user_id, w.account_id, w.method_id, w.currency_id, c.iso, w.amount, w.status, w.reason, w.request_hash,
      w.created_at,
            w.updated_at, u.login
       FROM withdrawal w JOIN currency c ON c.id = w.currency_id JOIN app_user u ON u.id = w.user_id
      WHERE ($1::text IS NULL OR w.status = $1) ORDER BY w.id LIMIT 500`,
    [status],
  );
  return rows.map((r) => ({ ...withdrawalView(r), userId: r.user_id, login: r.login }));
}

/** The operator's correction of one player account: house against player, once per key. */
export async function postCorrection(
  deps: Pick<AdminDeps, 'db' | 'now'>,
  body: ManualCorrection,
  key: string,
): Promise<ManualCorrectionAnswer> {
  const posted = await deps.db.transaction(async (tx) => {
    const [account] = await tx.query<{ currency_id: number; user_id: number }>('SELECT currency_id, user_id FROM account WHERE id = $1', [
      body.accountId,
    ]);
    if (!account)
      throw new WalletError('wallet.account_not_found', `No account ${body.accountId}`, { params: { accountId: body.accountId } });
    return postMovement(tx, {
      kind: 'manual_correction',
      scope: 'operator',
      key,
      request: { accountId: body.accountId, amount: body.amount, reason: body.reason },
      userId: account.user_id,
      ref: { type: 'account', id: String(body.accountId) },
      memo: body.reason,
      legs: [
        { operator: 'house', currencyId: account.currency_id, amount: -body.amount },
        { account: body.accountId, amount: body.amount },
      ],
      at: deps.now(),
    });
  });
  const balance = posted.balances[0];
  if (!balance) throw new Error('a correction without its account');
  return {
    movementId: posted.movementId,
    balance: { accountId: balance.accountId, money: balance.money, currencyIso: balance.currencyIso },
    repeated: posted.repeated,
  };
}

/**
 * The operator's endpoints: withdrawals to decide, manual corrections, and
 * answers to payment requests. Registered only when ADMIN_TOKEN is set: with
 * no token they do not exist (404), so a site without an operator token has
 * no way in at all.
 */
export function registerAdminRoutes(router: Router, deps: AdminDeps): void {
  const { db } = deps;
  const operator = (fn: Parameters<typeof handle>[0]) =>
    handle(
      async (rc) => {
        requireOperator(rc.req, deps.token);
        await fn(rc);
      },
      { guard: OPERATOR_BEARER },
    );

  router.get(
    ADMIN_WALLET_PATHS.withdrawals,
    operator(async ({ res, url }) => {
      const { status } = parseInput(adminWithdrawalsQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      answer(res, adminWithdrawalsAnswerSchema, { items: await operatorWithdrawals(db, status ?? null) });
    }),
    takesQuery(adminWithdrawalsQuerySchema),
  );

  router.post(
    ADMIN_WALLET_PATHS.approve,
    operator(async ({ req, res }) => {
      const body = parseInput(adminDecisionSchema, await readJsonBody(req), 'Approval');
      answer(res, adminWithdrawalAnswerSchema, { withdrawal: await decideWithdrawal(deps, body.withdrawalId, { step: 'approve' }) });
    }),
    takesBody(adminDecisionSchema),
  );

  router.post(
    ADMIN_WALLET_PATHS.refuse,
    operator(async ({ req, res }) => {
      const body = parseInput(adminRefusalSchema, await readJsonBody(req), 'Refusal');
      answer(res, adminWithdrawalAnswerSchema, {
        withdrawal: await decideWithdrawal(deps, body.withdrawalId, { step: 'refuse', reason: body.reason }),
      });
    }),
    takesBody(adminRefusalSchema),
  );

  router.post(
    ADMIN_WALLET_PATHS.corrections,
    operator(async ({ req, res }) => {
      const body = parseInput(manualCorrectionSchema, await readJsonBody(req), 'Correction');
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      answer(res, manualCorrectionAnswerSchema, await postCorrection(deps, body, key));
    }),
    takesBody(manualCorrectionSchema),
  );

  router.get(
    ADMIN_WALLET_PATHS.requests,
    operator(async ({ res, url }) => {
      const { status } = parseInput(adminRequestsQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      answer(res, adminRequestsAnswerSchema, { items: await adminRequests(db, status ?? null) });
    }),
    takesQuery(adminRequestsQuerySchema),
  );

  router.post(
    ADMIN_WALLET_PATHS.requestReply,
    operator(async ({ req, res }) => {
      const body = parseInput(adminReplySchema, await readJsonBody(req), 'Reply');
      answer(res, paymentRequestAnswerSchema, {
        request: await addMessage(db, { operator: true, requestId: body.requestId }, body.message, deps.now(), body.close ?? false),
      });
    }),
    takesBody(adminReplySchema),
  );
}

import type { IncomingMessage } from 'node:http';
import { HISTORY_LIMITS } from '../../src/protocol/constants/wallet';
import {
  PLAYER_EVENTS_PATH,
  WALLET_PATHS,
  cancelWithdrawalRequestSchema,
  closePaymentRequestSchema,
  createPaymentRequestSchema,
  depositAnswerSchema,
  depositQuerySchema,
  depositRequestSchema,
  historyAnswerSchema,
  historyQuerySchema,
  providerEventSchema,
  intentAnswerSchema,
  methodsAnswerSchema,
  methodsQuerySchema,
  paymentRequestAnswerSchema,
  paymentRequestsAnswerSchema,
  replyPaymentRequestSchema,
  webhookAnswerSchema,
  topicsAnswerSchema,
  withdrawableAnswerSchema,
  withdrawalAnswerSchema,
  withdrawalRequestSchema,
  withdrawalsAnswerSchema,
  paymentRequestQuerySchema,
  withdrawableQuerySchema,
  withdrawalsQuerySchema,
} from '../../src/protocol/schemas/wallet';
import type { AuthContext } from '../auth/context';
import { requireSession } from '../auth/sessions';
import { requireStepUp } from '../auth/stepUp';
import { requestOrigin } from '../auth/audit';
import type { Db } from '../db/db';
import { readJsonBody } from '../http/respond';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../http/router';
import { exemptFromScriptCall } from '../http/scriptCall';
import type { PayProvider } from '../payprovider';
import { answer, idempotencyKeyOf } from './answer';
import { ownAccount } from './accounts';
import { openChannel, playerChannelQuerySchema, type OpenChannels } from './channel';
import { CSV_HEADER, csvRow, historyCsvRow } from './csv';
import { createDeposit } from './deposits';
import { WalletError, handle, parseInput } from './errors';
import { historyPage } from './history';
import type { PlayerEventHub } from './hub';
import { intentView, ownIntent } from './intents';
import { listMethods } from './methods';
import { addMessage, closeRequest, createRequest, listRequests, listTopics, requestView } from './requests';
import { receiveWebhook, type WebhookDeps } from './webhook';
import { cancelWithdrawal, listWithdrawals, requestWithdrawal, withdrawableFor } from './withdrawals';

/** The provider's server calls here, never a browser: its signature over the raw body (checked in receiveWebhook) protects it. */
const PROVIDER_WEBHOOK = exemptFromScriptCall(
  "the payment provider's webhook: server to server, signed with PAYMENT_WEBHOOK_SECRET over the raw body",
);

export interface WalletRouteDeps {
  readonly db: Db;
  readonly auth: AuthContext;
  readonly now: () => number;
  readonly provider: PayProvider;
  readonly hub: PlayerEventHub;
  readonly channels: OpenChannels;
  readonly webhook: WebhookDeps;
  readonly heartbeatMs?: number;
}

const queryOf = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

/** The webhook's body as the provider signed it: the exact bytes, at most 64 KiB. */
async function rawBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 64 * 1024) throw new WalletError('wallet.invalid_request', 'The webhook body is over 64 KiB');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The player's wallet calls (src/protocol/schemas/wallet.ts), the player's channel and the provider's webhook. */
export function registerWalletRoutes(router: Router, deps: WalletRouteDeps): void {
  const { db, auth, now } = deps;
  const signedIn = (req: IncomingMessage) => requireSession(auth, req);

  router.get(
    WALLET_PATHS.methods,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(methodsQuerySchema, queryOf(url), 'Methods query');
      const country = session.user.country_code;
      answer(res, methodsAnswerSchema, {
        direction: query.direction,
        currencyIso: query.currency,
        country,
        methods: await listMethods(db, { direction: query.direction, currencyIso: query.currency, country }),
      });
    }),
    takesQuery(methodsQuerySchema),
  );

  router.post(
    WALLET_PATHS.deposits,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(depositRequestSchema, await readJsonBody(req), 'Deposit request');
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      answer(res, depositAnswerSchema, await createDeposit(deps, session, body, key));
    }),
    takesBody(depositRequestSchema),
  );

  router.get(
    WALLET_PATHS.deposit,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const { id } = parseInput(depositQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      const intent = await ownIntent(db, session.userId, id);
      answer(res, intentAnswerSchema, { intent: intentView(intent) });
    }),
    takesQuery(depositQuerySchema),
  );

  router.post(
    WALLET_PATHS.withdrawals,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(withdrawalRequestSchema, await readJsonBody(req), 'Withdrawal request');
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      // Money leaving the site: only a session that re-proved the player within the step-up time (403 wallet.step_up_required).
      const confirm = () => requireStepUp(auth, session);
      const origin = requestOrigin(auth, req, session.idHash);
      answer(res, withdrawalAnswerSchema, await requestWithdrawal(deps, session, body, key, origin, { confirm }));
    }),
    takesBody(withdrawalRequestSchema),
  );

  router.get(
    WALLET_PATHS.withdrawals,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(withdrawalsQuerySchema, queryOf(url), 'Withdrawals query');
      answer(res, withdrawalsAnswerSchema, { items: await listWithdrawals(db, session.userId, query.status) });
    }),
    takesQuery(withdrawalsQuerySchema),
  );

  router.post(
    WALLET_PATHS.cancelWithdrawal,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(cancelWithdrawalRequestSchema, await readJsonBody(req), 'Cancel request');
      answer(res, withdrawalAnswerSchema, await cancelWithdrawal(deps, session.userId, body.withdrawalId));
    }),
    takesBody(cancelWithdrawalRequestSchema),
  );

  router.get(
    WALLET_PATHS.withdrawable,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const parsed = withdrawableQuerySchema.safeParse(queryOf(url));
      const accountId = parsed.success ? (parsed.data.accountId ?? null) : null;
      if (!parsed.success)
        throw new WalletError('wallet.invalid_request', 'accountId must be an account id', {
          fields: [{ field: 'accountId', message: 'digits' }],
        });
      const account = await ownAccount(db, session.userId, accountId);
      answer(res, withdrawableAnswerSchema, await withdrawableFor(db, session.user, account, now()));
    }),
    takesQuery(withdrawableQuerySchema),
  );

  router.get(
    WALLET_PATHS.history,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(historyQuerySchema, queryOf(url), 'History query');
      // Another player's account is refused outright (404), not answered as an empty page.
      if (query.accountId != null) await ownAccount(db, session.userId, query.accountId);
      answer(res, historyAnswerSchema, await historyPage(db, session.userId, query));
    }),
    takesQuery(historyQuerySchema),
  );

  router.get(
    WALLET_PATHS.historyCsv,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const query = parseInput(historyQuerySchema, queryOf(url), 'History query');
      if (query.accountId != null) await ownAccount(db, session.userId, query.accountId);
      res.writeHead(200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': 'attachment; filename="transactions.csv"',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.write(csvRow(CSV_HEADER));
      let cursor = query.cursor;
      let written = 0;
      // Pages of the same query until the filter is exhausted or the cap is reached: the file never holds the whole table in memory.
      while (written < HISTORY_LIMITS.csvMaxRows) {
        const page = await historyPage(db, session.userId, { ...query, cursor }, Math.min(1000, HISTORY_LIMITS.csvMaxRows - written));
        for (const item of page.items) res.write(historyCsvRow(item));
        written += page.items.length;
        if (page.nextCursor === null) break;
        cursor = Number(page.nextCursor);
      }
      res.end();
    }),
    takesQuery(historyQuerySchema),
  );

  router.get(
    WALLET_PATHS.requestTopics,
    handle(async ({ req, res }) => {
      await signedIn(req);
      answer(res, topicsAnswerSchema, { topics: await listTopics(db) });
    }),
    NO_INPUT,
  );

  router.get(
    WALLET_PATHS.requests,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      answer(res, paymentRequestsAnswerSchema, { items: await listRequests(db, session.userId) });
    }),
    NO_INPUT,
  );

  router.post(
    WALLET_PATHS.requests,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(createPaymentRequestSchema, await readJsonBody(req), 'Payment request');
      const key = idempotencyKeyOf(req, body.idempotencyKey);
      answer(res, paymentRequestAnswerSchema, await createRequest(db, session.userId, body, key, now()));
    }),
    takesBody(createPaymentRequestSchema),
  );

  router.get(
    WALLET_PATHS.request,
    handle(async ({ req, res, url }) => {
      const session = await signedIn(req);
      const raw = url.searchParams.get('id') ?? '';
      const query = paymentRequestQuerySchema.safeParse(queryOf(url));
      // An id no row can have is as missing as any other.
      if (!query.success) throw new WalletError('wallet.request_not_found', `No payment request ${raw}`, { params: { requestId: raw } });
      answer(res, paymentRequestAnswerSchema, { request: await requestView(db, session.userId, query.data.id) });
    }),
    takesQuery(paymentRequestQuerySchema),
  );

  router.post(
    WALLET_PATHS.requestReply,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(replyPaymentRequestSchema, await readJsonBody(req), 'Reply');
      answer(res, paymentRequestAnswerSchema, {
        request: await addMessage(db, { userId: session.userId, requestId: body.requestId }, body.message, now()),
      });
    }),
    takesBody(replyPaymentRequestSchema),
  );

  router.post(
    WALLET_PATHS.requestClose,
    handle(async ({ req, res }) => {
      const session = await signedIn(req);
      const body = parseInput(closePaymentRequestSchema, await readJsonBody(req), 'Close');
      answer(res, paymentRequestAnswerSchema, { request: await closeRequest(db, session.userId, body.requestId, now()) });
    }),
    takesBody(closePaymentRequestSchema),
  );

  router.get(
    PLAYER_EVENTS_PATH,
    handle(async ({ req, res, url }) =>
      openChannel({ db, auth, hub: deps.hub, heartbeatMs: deps.heartbeatMs }, deps.channels, req, res, url),
    ),
    takesQuery(playerChannelQuerySchema),
  );

  router.post(
    WALLET_PATHS.webhook,
    handle(
      async ({ req, res }) => {
        const signature = req.headers['provider-signature'];
        const body = await rawBody(req);
        answer(res, webhookAnswerSchema, await receiveWebhook(deps.webhook, body, Array.isArray(signature) ? signature[0] : signature));
      },
      { guard: PROVIDER_WEBHOOK },
    ),
    // The body is read raw (the signature covers its exact bytes); after the signature check it is parsed with this schema.
    takesBody(providerEventSchema),
  );
}

import { z } from 'zod';
import { queryRowId, rowId } from './bounded';
import {
  HISTORY_LIMITS,
  IDEMPOTENCY_KEY_MAX,
  INTENT_STATUSES,
  MOVEMENT_KINDS,
  PAYMENT_REQUEST_STATUSES,
  WITHDRAWAL_STATUSES,
} from '../constants/wallet';
import { messageEventSchema, messagesChangedEventSchema } from './messages';
import { questionEventSchema } from './questions';
import { verificationEventSchema } from './verification';
import { bonusChangedEventSchema, freeSpinsChangedEventSchema } from './bonus';
import { cashbackChangedEventSchema } from './cashback';
import { API_PATH } from './siteConfig';

/**
 * The wallet's server calls: payment methods, deposits (payment intents and
 * the provider's hosted page), withdrawals, the withdrawable amount, the
 * transaction history and its CSV, payment requests (the player's cases about
 * a payment), the player's event channel, the provider's webhook and the
 * operator's endpoints. The reference server (server/wallet) parses every
 * request with these schemas and builds every answer to them; the worker
 * parses the answers with the same schemas. server/wallet/README.md describes
 * each call.
 *
 * Money is integer minor units of the currency; times are epoch milliseconds.
 */

// ---------------------------------------------------------------- paths

export const WALLET_API_PATH = `${API_PATH}/wallet`;
export const WALLET_PATHS = {
  /** GET ?direction=deposit|withdrawal&currency=RUB: methods for the player's country. */
  methods: `${WALLET_API_PATH}/payment-methods`,
  /** POST DepositRequest (Idempotency-Key): a payment intent and the provider page to go to. */
  deposits: `${WALLET_API_PATH}/deposits`,
  /** GET ?id=: one of the player's payment intents, as the server knows it (the onpay pages read this, never the URL). */
  deposit: `${WALLET_API_PATH}/deposit`,
  /** POST WithdrawalRequest (Idempotency-Key): holds the money at once. GET ?status=: the player's withdrawals. */
  withdrawals: `${WALLET_API_PATH}/withdrawals`,
  /** POST {withdrawalId}: the player cancels a pending withdrawal (the money comes back). */
  cancelWithdrawal: `${WALLET_API_PATH}/withdrawals/cancel`,
  /** GET ?accountId=: how much of an account may be withdrawn now, and why not more. */
  withdrawable: `${WALLET_API_PATH}/withdrawable`,
  /** GET HistoryQuery: the player's movements with the balance after each, newest first, by cursor. */
  history: `${WALLET_API_PATH}/history`,
  /** GET HistoryQuery: the same rows as CSV. */
  historyCsv: `${WALLET_API_PATH}/history.csv`,
  /** GET: topics and subtopics of payment requests. */
  requestTopics: `${WALLET_API_PATH}/payment-requests/topics`,
  /** GET: the player's payment requests. POST CreatePaymentRequest (Idempotency-Key). */
  requests: `${WALLET_API_PATH}/payment-requests`,
  /** GET ?id=: one request with its messages. */
  request: `${WALLET_API_PATH}/payment-request`,
  /** POST {requestId, message}: the player answers. */
  requestReply: `${WALLET_API_PATH}/payment-requests/reply`,
  /** POST {requestId}: the player closes the request. */
  requestClose: `${WALLET_API_PATH}/payment-requests/close`,
  /** POST, signed by the provider: payment and payout events. */
  webhook: `${WALLET_API_PATH}/webhooks/provider`,
} as const;

/** The player's event channel (server-sent events), session cookie or bearer token. */
export const PLAYER_EVENTS_PATH = `${API_PATH}/player/events`;

/** Operator endpoints: `Authorization: Bearer $ADMIN_TOKEN`; they do not exist while ADMIN_TOKEN is unset. */
export const ADMIN_WALLET_PATH = `${API_PATH}/admin/wallet`;
export const ADMIN_WALLET_PATHS = {
  /** GET ?status=pending: withdrawals to decide. */
  withdrawals: `${ADMIN_WALLET_PATH}/withdrawals`,
  approve: `${ADMIN_WALLET_PATH}/withdrawals/approve`,
  refuse: `${ADMIN_WALLET_PATH}/withdrawals/refuse`,
  /** POST ManualCorrection (Idempotency-Key). */
  corrections: `${ADMIN_WALLET_PATH}/corrections`,
  /** GET ?status=open: payment requests. */
  requests: `${ADMIN_WALLET_PATH}/payment-requests`,
  requestReply: `${ADMIN_WALLET_PATH}/payment-requests/reply`,
} as const;

/** The simulated provider's pages, served by the reference server beside the site. */
export const PAY_PROVIDER_PATH = '/pay-provider';
export const payProviderCheckoutPath = (intentId: string): string => `${PAY_PROVIDER_PATH}/checkout/${encodeURIComponent(intentId)}`;
/** Where the provider sends the player back: /{lng}/onpay/{outcome}?intent={id}. */
export const ONPAY_OUTCOMES = ['success', 'fail', 'pending', 'cancel'] as const;
export type OnpayOutcome = (typeof ONPAY_OUTCOMES)[number];

// ---------------------------------------------------------------- errors

/**
 * Every refusal of the wallet calls: its HTTP status, and the form field it
 * is about when it is one (analytics counts those as field errors). The code
 * is what the worker rejects with and the UI translates
 * (`rejection.wallet.<code>`); `params` carry the values a message shows,
 * never prose.
 */
/** The fields of the deposit and withdrawal forms a refusal can be about. */
export type WalletField = 'amount' | 'currency' | 'method';

export const WALLET_ERRORS = {
  /** The body or query does not fit its schema; `fields` says where. */
  'wallet.invalid_request': { status: 400 },
  'wallet.unauthorized': { status: 401 },
  /** A POST without X-Requested-With: XMLHttpRequest (the site's own script). */
  'wallet.csrf_rejected': { status: 403 },
  'wallet.unsupported_media_type': { status: 415 },
  'wallet.player_banned': { status: 403 },
  /** A withdrawal on a session that has not stepped up within STEP_UP_TTL_MS (server/auth/stepUp.ts): step up and send it again. */
  'wallet.step_up_required': { status: 403 },
  /** A request that moves money without an Idempotency-Key (header or body idempotencyKey). */
  'wallet.idempotency_key_missing': { status: 400 },
  /** The key was used before with other parameters. params.key. */
  'wallet.idempotency_conflict': { status: 422 },

  /** The amount is not a number (NaN, text, missing). */
  'wallet.amount_invalid': { status: 422, field: 'amount' },
  /** Zero or negative. */
  'wallet.amount_not_positive': { status: 422, field: 'amount' },
  /** More digits after the point than the currency has (a fraction of a minor unit). params.digits. */
  'wallet.amount_too_precise': { status: 422, field: 'amount' },
  /** Beyond any balance an account can hold. params.max. */
  'wallet.amount_too_large': { status: 422, field: 'amount' },
  'wallet.amount_below_min': { status: 422, field: 'amount' },
  'wallet.amount_above_max': { status: 422, field: 'amount' },
  /** Not a multiple of the method's step. params.step. */
  'wallet.amount_step': { status: 422, field: 'amount' },
  /** A currency the site does not offer. params.currency. */
  'wallet.unknown_currency': { status: 422, field: 'currency' },
  /** No such method for this currency, country and direction. params.methodId. */
  'wallet.unknown_method': { status: 422, field: 'method' },
  /** The account is in another currency than the one asked. */
  'wallet.currency_mismatch': { status: 422, field: 'currency' },

  'wallet.account_not_found': { status: 404 },
  'wallet.intent_not_found': { status: 404 },
  'wallet.withdrawal_not_found': { status: 404 },
  'wallet.transaction_not_found': { status: 404 },
  'wallet.request_not_found': { status: 404 },
  'wallet.topic_not_found': { status: 404 },

  /** Bonus money is never withdrawable. */
  'wallet.bonus_not_withdrawable': { status: 422 },
  /**
   * A bonus is active: send the withdrawal again with forfeit: true to give it up. params.amount (what the bonus accounts
   * hold), currency, count.
   */
  'wallet.bonus_forfeit_required': { status: 409 },
  /** No such bonus of the player's. */
  'wallet.bonus_not_found': { status: 404 },
  /** The bonus has ended already (completed or expired). params.status. */
  'wallet.bonus_not_active': { status: 409 },
  /** No reload bonus is offered to the player (the site has none, or the first deposit is still to come). */
  'wallet.bonus_reload_unavailable': { status: 409 },
  /** Club points are exchanged in whole steps only. params.step. */
  'wallet.points_step': { status: 422 },
  /** More club points than the player holds. params.points (held). */
  'wallet.points_short': { status: 409 },
  /** A bonus of this currency is being wagered: stakes count down one at a time, so another waits. params.currency. */
  'wallet.bonus_running': { status: 409 },
  /** More than may be withdrawn now. params.withdrawable, params.reason (a WithdrawableReason code). */
  'wallet.insufficient_withdrawable': { status: 409 },
  /** A debit beyond the balance (a correction). params.money. */
  'wallet.insufficient_funds': { status: 409 },
  /** A credit that would take a balance past what an account holds. */
  'wallet.balance_limit': { status: 409 },
  /**
   * A deposit limit leaves less than the amount: params.limitType (20, 21, 22), limit, used, left (minor units),
   * resetsAt (epoch ms: when the oldest deposit counted leaves the window), currency.
   */
  'wallet.limit_exceeded': { status: 409 },
  /** A self-exclusion (30) or time-out (33) runs: no deposit until params.endsAt (epoch ms); withdrawals stay open. */
  'wallet.play_blocked': { status: 403 },
  /** Above params.threshold a withdrawal needs a verified account. */
  'wallet.verification_required': { status: 403 },
  /** The withdrawal is not pending any more. params.status. */
  'wallet.withdrawal_not_pending': { status: 409 },
  /** The payment request is closed. */
  'wallet.request_closed': { status: 409 },

  /** Webhook: no Provider-Signature header, or not t=...,v1=... */
  'wallet.signature_missing': { status: 400 },
  'wallet.signature_invalid': { status: 400 },
  /** Webhook: the signed timestamp is more than the tolerance away from the server's clock. */
  'wallet.timestamp_out_of_range': { status: 400 },
  /** Webhook: the event's amount or currency is not the intent's (or the withdrawal's). */
  'wallet.amount_mismatch': { status: 422 },

  /** Operator endpoint without the operator's bearer token. */
  'wallet.admin_unauthorized': { status: 401 },
} as const satisfies Record<`wallet.${string}`, { status: number; field?: WalletField }>;
export type WalletErrorCode = keyof typeof WALLET_ERRORS;
export const WALLET_ERROR_CODES = Object.keys(WALLET_ERRORS) as WalletErrorCode[];

/** The form field a wallet refusal is about, or null (a refusal of the whole request, or a code of the worker's). */
export function walletFieldOf(code: string): WalletField | null {
  if (!Object.hasOwn(WALLET_ERRORS, code)) return null;
  const spec = WALLET_ERRORS[code as WalletErrorCode];
  return 'field' in spec ? spec.field : null;
}

const params = z.record(z.string(), z.union([z.string(), z.number()]));
export const walletErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(WALLET_ERROR_CODES as [WalletErrorCode, ...WalletErrorCode[]]),
    message: z.string(),
    params,
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type WalletErrorBody = z.infer<typeof walletErrorBodySchema>;

// ---------------------------------------------------------------- shared pieces

const minor = z.number().int().nonnegative();
const signedMinor = z.number().int();
const epochMs = z.number().int().nonnegative();
const iso = z.string().regex(/^[A-Z]{3}$/, 'three capital letters');
const lang = z.string().regex(/^[a-z]{2}$/, 'two lowercase letters');
/** An amount as sent: a JSON value of whatever type, so the core's amount check names what is wrong (NaN, text, fractions). */
const amountInput = z.unknown();
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(IDEMPOTENCY_KEY_MAX)
  .regex(/^[A-Za-z0-9._:-]+$/, 'letters, digits and . _ : -');
const accountType = z.union([z.literal(0), z.literal(4), z.literal(9)]);
export const movementKindSchema = z.enum(MOVEMENT_KINDS);
export const intentStatusSchema = z.enum(INTENT_STATUSES);
export const withdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);
export const paymentRequestStatusSchema = z.enum(PAYMENT_REQUEST_STATUSES);

/** The operator's lists, narrowed by `?status=`. */
export const adminWithdrawalsQuerySchema = z.object({ status: withdrawalStatusSchema.optional() });
export const adminRequestsQuerySchema = z.object({ status: paymentRequestStatusSchema.optional() });
/** What can be withdrawn from `?accountId=` (the active account without it). */
export const withdrawableQuerySchema = z.object({ accountId: queryRowId().optional() });
/** One of the player's payment requests: `?id=`. */
export const paymentRequestQuerySchema = z.object({ id: queryRowId() });
export const paymentDirectionSchema = z.enum(['deposit', 'withdrawal']);
export type PaymentDirection = z.infer<typeof paymentDirectionSchema>;

/** The account an answer moved money on, with its balance after. */
export const walletBalanceSchema = z.object({ accountId: z.number().int(), money: minor, currencyIso: iso });
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

// ---------------------------------------------------------------- payment methods

export const paymentMethodSchema = z.object({
  id: z.string().regex(/^[a-z0-9_]{2,32}$/),
  name: z.string().min(1),
  direction: paymentDirectionSchema,
  currencyIso: iso,
  min: minor,
  max: minor,
  /** Amounts are multiples of this (1: no step). */
  step: z.number().int().positive(),
  /** What the method costs the player: fixed minor units plus basis points (1/100 %) of the amount. */
  fee: z.object({ fixed: minor, percentBp: z.number().int().min(0).max(10_000) }),
  /** How long the money takes, in minutes (0, 0: at once). */
  processing: z.object({ minMinutes: z.number().int().nonnegative(), maxMinutes: z.number().int().nonnegative() }),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

export const methodsQuerySchema = z.object({ direction: paymentDirectionSchema, currency: iso });
export const methodsAnswerSchema = z.object({
  direction: paymentDirectionSchema,
  currencyIso: iso,
  country: z.string().regex(/^[a-z]{2}$/),
  methods: z.array(paymentMethodSchema),
});
export type MethodsAnswer = z.infer<typeof methodsAnswerSchema>;

// ---------------------------------------------------------------- deposits

export const depositRequestSchema = z.object({
  /** The account to credit; null: the active one. */
  accountId: rowId().nullable(),
  methodId: z.string().min(1).max(32),
  amount: amountInput,
  currencyIso: iso,
  /** The language of the onpay page the provider sends the player back to. */
  lang,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type DepositRequest = z.input<typeof depositRequestSchema>;

export const intentViewSchema = z.object({
  id: z.string(),
  status: intentStatusSchema,
  accountId: z.number().int(),
  methodId: z.string(),
  currencyIso: iso,
  /** What the player pays. */
  amount: minor,
  fee: minor,
  /** What the account receives: amount - fee. */
  credited: minor,
  /** Why it failed (card_declined, cancelled ...), null otherwise. */
  failureReason: z.string().nullable(),
  /** The ledger movement that credited it, once it has. */
  movementId: z.number().int().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type IntentView = z.infer<typeof intentViewSchema>;

export const depositAnswerSchema = z.object({
  intent: intentViewSchema,
  /** The provider's payment page (same site, /pay-provider/checkout/{id}). */
  redirectUrl: z.string().startsWith('/'),
  /** The key was seen before: this is the first answer again. */
  repeated: z.boolean(),
});
export type DepositAnswer = z.infer<typeof depositAnswerSchema>;

export const intentAnswerSchema = z.object({ intent: intentViewSchema });
export type IntentAnswer = z.infer<typeof intentAnswerSchema>;

// ---------------------------------------------------------------- withdrawals

export const withdrawalRequestSchema = z.object({
  accountId: rowId(),
  methodId: z.string().min(1).max(32),
  amount: amountInput,
  idempotencyKey: idempotencyKeySchema.optional(),
  /** Give up every active bonus to withdraw (else wallet.bonus_forfeit_required while one runs). */
  forfeit: z.boolean().optional(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;

export const withdrawalViewSchema = z.object({
  id: z.number().int().positive(),
  accountId: z.number().int(),
  methodId: z.string(),
  currencyIso: iso,
  amount: minor,
  status: withdrawalStatusSchema,
  /** Why it was refused (the operator's words, or provider_failed), null otherwise. */
  reason: z.string().nullable(),
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type WithdrawalView = z.infer<typeof withdrawalViewSchema>;

export const withdrawalAnswerSchema = z.object({ withdrawal: withdrawalViewSchema, balance: walletBalanceSchema, repeated: z.boolean() });
export type WithdrawalAnswer = z.infer<typeof withdrawalAnswerSchema>;
export const withdrawalsQuerySchema = z.object({ status: withdrawalStatusSchema.optional() });
export const withdrawalsAnswerSchema = z.object({ items: z.array(withdrawalViewSchema) });
export type WithdrawalsAnswer = z.infer<typeof withdrawalsAnswerSchema>;
export const cancelWithdrawalRequestSchema = z.object({ withdrawalId: rowId() });

/** Why part of a balance cannot be withdrawn now. */
export const WITHDRAWABLE_REASONS = ['bonus_account', 'turnover_required'] as const;
export type WithdrawableReason = (typeof WITHDRAWABLE_REASONS)[number];
export const withdrawableAnswerSchema = z.object({
  accountId: z.number().int(),
  currencyIso: iso,
  balance: minor,
  withdrawable: minor,
  /** Each reason and how much of the balance it holds back. */
  reasons: z.array(z.object({ code: z.enum(WITHDRAWABLE_REASONS), amount: minor })),
  /** Above this a withdrawal needs a verified account; null: no such rule. */
  verificationThreshold: minor.nullable(),
  verified: z.boolean(),
});
export type WithdrawableAnswer = z.infer<typeof withdrawableAnswerSchema>;

// ---------------------------------------------------------------- history

export const historyQuerySchema = z
  .object({
    /** Epoch ms, inclusive. */
    from: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Epoch ms, exclusive. */
    to: z.coerce.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).optional(),
    /** Comma list of movement kinds. */
    kind: z
      .string()
      .transform((s) => s.split(',').filter((k) => k !== ''))
      .pipe(z.array(movementKindSchema).max(MOVEMENT_KINDS.length))
      .optional(),
    accountId: queryRowId().optional(),
    /** The nextCursor of the page before. */
    cursor: queryRowId().optional(),
    limit: z.coerce.number().int().min(1).max(HISTORY_LIMITS.pageMax).default(HISTORY_LIMITS.pageDefault),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from < q.to, { message: 'from must be before to', path: ['from'] });
export type HistoryQuery = z.output<typeof historyQuerySchema>;
export type HistoryQueryInput = z.input<typeof historyQuerySchema>;

export const historyItemSchema = z.object({
  /** The entry on the player's account (one per account a movement touched). */
  entryId: z.number().int().positive(),
  /** The movement (a payment request names it as its transaction). */
  movementId: z.number().int().positive(),
  kind: movementKindSchema,
  accountId: z.number().int(),
  accountType,
  currencyIso: iso,
  /** Signed: money in is positive. */
  amount: signedMinor,
  /** The account's balance right after this movement. */
  balanceAfter: minor,
  createdAt: epochMs,
  /** What the movement is about: a coupon, a payment intent, a withdrawal. */
  reference: z.object({ type: z.string(), id: z.string() }).nullable(),
  memo: z.string().nullable(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;
export const historyAnswerSchema = z.object({ items: z.array(historyItemSchema), nextCursor: z.string().nullable() });
export type HistoryAnswer = z.infer<typeof historyAnswerSchema>;

// ---------------------------------------------------------------- payment requests

export const paymentRequestTopicSchema = z.object({
  id: z.number().int().positive(),
  /** Translation key of the topic (deposit_not_credited, withdrawal_delayed, other). */
  key: z.string(),
  /** The movement kinds a transaction of this topic may be (the transactions page filters the history by them). */
  movementKinds: z.array(movementKindSchema),
  /** Subtopics are the payment methods. */
  subtopics: z.array(z.object({ id: z.number().int().positive(), methodId: z.string(), name: z.string() })),
});
export type PaymentRequestTopic = z.infer<typeof paymentRequestTopicSchema>;
export const topicsAnswerSchema = z.object({ topics: z.array(paymentRequestTopicSchema) });

const message = z.string().trim().min(1).max(4000);
export const paymentRequestMessageSchema = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'operator']),
  body: z.string(),
  createdAt: epochMs,
});
export const paymentRequestViewSchema = z.object({
  id: z.number().int().positive(),
  topicId: z.number().int(),
  subTopicId: z.number().int().nullable(),
  /** The ledger movement it concerns. */
  transactionId: z.number().int().nullable(),
  status: paymentRequestStatusSchema,
  createdAt: epochMs,
  updatedAt: epochMs,
  messages: z.array(paymentRequestMessageSchema),
});
export type PaymentRequestView = z.infer<typeof paymentRequestViewSchema>;
export const paymentRequestsAnswerSchema = z.object({ items: z.array(paymentRequestViewSchema.omit({ messages: true })) });
export const paymentRequestAnswerSchema = z.object({ request: paymentRequestViewSchema, repeated: z.boolean().optional() });
export const createPaymentRequestSchema = z.object({
  topicId: rowId(),
  subTopicId: rowId().nullable().optional(),
  transactionId: rowId().nullable().optional(),
  message,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type CreatePaymentRequest = z.input<typeof createPaymentRequestSchema>;
export const replyPaymentRequestSchema = z.object({ requestId: rowId(), message });
export const closePaymentRequestSchema = z.object({ requestId: rowId() });

// ---------------------------------------------------------------- the provider's webhook

const paymentEventData = z.object({
  object: z.literal('payment'),
  intentId: z.string().min(1).max(64),
  amount: minor,
  currency: iso,
  /** Why a payment failed or was cancelled. */
  reason: z.string().max(64).optional(),
});
const payoutEventData = z.object({
  object: z.literal('payout'),
  withdrawalId: z.number().int().positive(),
  amount: minor,
  currency: iso,
  reason: z.string().max(64).optional(),
});
export const PAYMENT_EVENT_TYPES = [
  'payment.pending',
  'payment.requires_action',
  'payment.succeeded',
  'payment.failed',
  'payment.cancelled',
] as const;
export const PAYOUT_EVENT_TYPES = ['payout.paid', 'payout.failed'] as const;
export type PaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];
export type PayoutEventType = (typeof PAYOUT_EVENT_TYPES)[number];

/** The body the provider signs and posts: an event id (deduplicated), its type, when it happened (seconds) and its object. */
export const providerEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('payment'),
    id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
    type: z.enum(PAYMENT_EVENT_TYPES),
    created: z.number().int().nonnegative(),
    data: paymentEventData,
  }),
  z.object({
    kind: z.literal('payout'),
    id: z.string().regex(/^evt_[A-Za-z0-9]{8,64}$/),
    type: z.enum(PAYOUT_EVENT_TYPES),
    created: z.number().int().nonnegative(),
    data: payoutEventData,
  }),
]);
export type ProviderEvent = z.infer<typeof providerEventSchema>;
export const webhookAnswerSchema = z.object({
  received: z.literal(true),
  /** False when the event changed nothing: a duplicate id, or a state it cannot move (a late `pending`, a `succeeded` after `failed`). */
  applied: z.boolean(),
  note: z.enum(['applied', 'duplicate', 'stale', 'refused_by_state']),
});
export type WebhookAnswer = z.infer<typeof webhookAnswerSchema>;

// ---------------------------------------------------------------- the player's channel

const balanceEvent = z.object({
  type: z.literal('balance'),
  movementId: z.number().int().positive(),
  kind: movementKindSchema,
  accounts: z.array(walletBalanceSchema),
});
const firstDepositEvent = z.object({
  type: z.literal('first_deposit'),
  intentId: z.string(),
  amount: minor,
  currencyIso: iso,
  bonus: z
    .object({ accountId: z.number().int(), amount: minor, wageringRequirement: minor, deadline: epochMs, maxConversion: minor })
    .nullable(),
});
const depositStatusEvent = z.object({
  type: z.literal('deposit_status'),
  intentId: z.string(),
  status: intentStatusSchema,
  reason: z.string().nullable(),
});
const withdrawalStatusEvent = z.object({
  type: z.literal('withdrawal_status'),
  withdrawalId: z.number().int().positive(),
  status: withdrawalStatusSchema,
  reason: z.string().nullable(),
});
const requestReplyEvent = z.object({ type: z.literal('payment_request_reply'), requestId: z.number().int().positive() });
/** A limit changed (the player's change, or what time did to a pending one): the limit prompts and notifications hear it. */
const limitChangedEvent = z.object({
  type: z.literal('limit_changed'),
  limitType: z.number().int(),
  currencyIso: iso.nullable(),
  actor: z.enum(['player', 'system']),
  action: z.string(),
});
export const playerEventPayloadSchema = z.discriminatedUnion('type', [
  balanceEvent,
  firstDepositEvent,
  depositStatusEvent,
  withdrawalStatusEvent,
  requestReplyEvent,
  limitChangedEvent,
  messageEventSchema,
  messagesChangedEventSchema,
  questionEventSchema,
  verificationEventSchema,
  bonusChangedEventSchema,
  cashbackChangedEventSchema,
  freeSpinsChangedEventSchema,
]);
export type PlayerEventPayload = z.infer<typeof playerEventPayloadSchema>;
export type PlayerEventType = PlayerEventPayload['type'];

/** One event as the channel sends it (SSE `data`; its SSE `id` is `id`). */
export const playerEventSchema = z.object({ id: z.number().int().positive(), at: epochMs, event: playerEventPayloadSchema });
export type PlayerEvent = z.infer<typeof playerEventSchema>;
/** SSE event names besides the player events (whose SSE event name is their type). */
export const PLAYER_CHANNEL_EVENTS = { hello: 'hello', heartbeat: 'heartbeat', reset: 'reset' } as const;
/** `hello`: the channel is open; events after `lastEventId` follow. `reset`: the resume point is gone, reload what you show. */
export const channelHelloSchema = z.object({ lastEventId: z.number().int().nonnegative(), heartbeatMs: z.number().int().positive() });
export const channelResetSchema = z.object({ lastEventId: z.number().int().nonnegative() });

// ---------------------------------------------------------------- operator

export const adminWithdrawalsAnswerSchema = z.object({
  items: z.array(withdrawalViewSchema.extend({ userId: z.number().int(), login: z.string() })),
});
export const adminDecisionSchema = z.object({ withdrawalId: rowId() });
export const adminRefusalSchema = z.object({ withdrawalId: rowId(), reason: z.string().trim().min(1).max(500) });
export const adminWithdrawalAnswerSchema = z.object({ withdrawal: withdrawalViewSchema });
export const manualCorrectionSchema = z.object({
  accountId: rowId(),
  /** Signed minor units: positive credits the player, negative debits (never below zero). */
  amount: z
    .number()
    .int()
    .refine((n) => n !== 0, 'must not be zero'),
  reason: z.string().trim().min(1).max(500),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export const manualCorrectionAnswerSchema = z.object({
  movementId: z.number().int().positive(),
  balance: walletBalanceSchema,
  repeated: z.boolean(),
});
export type ManualCorrection = z.infer<typeof manualCorrectionSchema>;
export type ManualCorrectionAnswer = z.infer<typeof manualCorrectionAnswerSchema>;
export const adminRequestsAnswerSchema = z.object({
  items: z.array(paymentRequestViewSchema.extend({ userId: z.number().int(), login: z.string() })),
});
export const adminReplySchema = z.object({ requestId: rowId(), message, close: z.boolean().optional() });

/**
 * GET WALLET_PATHS.deposit?id=: one payment intent of the player. A missing or malformed id is not a schema error:
 * it finds no intent of the player (404 wallet.intent_not_found, like an id of someone else's).
 */
export const depositQuerySchema = z.object({ id: z.string().optional().default('') });

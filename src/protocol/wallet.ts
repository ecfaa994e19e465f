import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope, NewEvent } from './envelope';
import { limitRoomSchema, type LimitRoom } from './limits';
import type { IntentStatus, MovementKind, WithdrawalStatus } from './constants/wallet';
import { INTENT_STATUSES, WITHDRAWAL_STATUSES } from './constants/wallet';
import type {
  HistoryItem,
  IntentView,
  PaymentDirection,
  PaymentMethod,
  PaymentRequestTopic,
  PaymentRequestView,
  PlayerEvent,
  WithdrawableAnswer,
  WithdrawalView,
  CreatePaymentRequest,
} from './schemas/wallet';

/**
 * The wallet context (deposits and withdrawals as the player starts them).
 *
 * What the player DID is the wallet's own state, in the log: a deposit flow
 * started (then the intent the server made for it, the return from the
 * provider's page, the outcome the server reported), a withdrawal asked for
 * or cancelled. Each request carries a key made when the player acted, so
 * the worker may send it again after a reload or a lost answer and the server
 * moves money once.
 *
 * What the SERVER says (balances, methods, withdrawable amounts, pending
 * withdrawals, history pages, the channel's events) is the `wallet`
 * projection the worker's wallet controller keeps, never stored.
 */

const minor = z.number().int().nonnegative();
const iso = z.string().regex(/^[A-Z]{3}$/);
const intentStatus = z.enum(INTENT_STATUSES);
const withdrawalStatus = z.enum(WITHDRAWAL_STATUSES);
const params = z.record(z.string(), z.union([z.string(), z.number()]));
/** The method's limits as the page showed them; the server checks its own again. */
const limits = z.object({ min: minor, max: minor, step: z.number().int().positive() }).nullable().optional();

// ---------------------------------------------------------------- commands

export const WALLET_COMMAND_SCHEMAS = {
  /** The recharge page's form: an amount (minor units) for a method into an account. */
  'wallet/startDeposit': z.object({
    accountId: z.number().int().positive(),
    methodId: z.string().min(1).max(32),
    amount: z.unknown(),
    currencyIso: iso,
    lang: z.string().regex(/^[a-z]{2}$/),
    limits,
    /** The deposit room the form showed (the wallet projection's `depositRoom`): more is refused before sending. */
    room: limitRoomSchema.nullable().optional(),
  }),
  /** An onpay page opened with this intent: the worker asks the server for the real outcome. */
  'wallet/returnFromProvider': z.object({ intentId: z.string().min(1).max(64) }),
  /** The player closes the deposit panel. */
  'wallet/dismissDeposit': z.object({}),
  'wallet/requestWithdrawal': z.object({
    accountId: z.number().int().positive(),
    methodId: z.string().min(1).max(32),
    amount: z.unknown(),
    currencyIso: iso,
    limits,
    /** The player agreed to give up the running bonuses (the server asked: wallet.bonus_forfeit_required). */
    forfeit: z.boolean().optional(),
  }),
  'wallet/cancelWithdrawal': z.object({ withdrawalId: z.number().int().positive() }),

  /** System: what the server answered (the wallet controller reports it). */
  'wallet/reportIntent': z.object({ key: z.string(), intentId: z.string(), redirectUrl: z.string(), status: intentStatus }),
  'wallet/reportDepositRefused': z.object({ key: z.string(), code: z.string(), params: params.optional() }),
  'wallet/reportIntentStatus': z.object({ intentId: z.string(), status: intentStatus, reason: z.string().nullable() }),
  'wallet/reportWithdrawal': z.object({ key: z.string(), withdrawalId: z.number().int().positive(), status: withdrawalStatus }),
  'wallet/reportWithdrawalRefused': z.object({ key: z.string(), code: z.string(), params: params.optional() }),
  'wallet/reportWithdrawalStatus': z.object({
    withdrawalId: z.number().int().positive(),
    status: withdrawalStatus,
    reason: z.string().nullable(),
  }),
} as const;

type CommandSchemas = typeof WALLET_COMMAND_SCHEMAS;
export type WalletCommandType = keyof CommandSchemas;
export type WalletCommandOf<T extends WalletCommandType> = CommandEnvelope<T, z.input<CommandSchemas[T]>>;
export type WalletCommand = { [T in WalletCommandType]: WalletCommandOf<T> }[WalletCommandType];

const WALLET_SYSTEM_COMMANDS: ReadonlySet<WalletCommandType> = new Set<WalletCommandType>([
  'wallet/reportIntent',
  'wallet/reportDepositRefused',
  'wallet/reportIntentStatus',
  'wallet/reportWithdrawal',
  'wallet/reportWithdrawalRefused',
  'wallet/reportWithdrawalStatus',
]);

export const WALLET_COMMANDS = Object.fromEntries(
  Object.keys(WALLET_COMMAND_SCHEMAS).map((type) => [
    type,
    { from: WALLET_SYSTEM_COMMANDS.has(type as WalletCommandType) ? 'system' : 'tab' },
  ]),
) as { readonly [T in WalletCommandType]: CommandSpec };

// ---------------------------------------------------------------- events

const EVENT_PAYLOADS = {
  'wallet/depositStarted': z.object({
    key: z.string().min(1),
    accountId: z.number().int().positive(),
    methodId: z.string(),
    amount: minor,
    currencyIso: iso,
    lang: z.string(),
    at: z.number().int().nonnegative(),
  }),
  'wallet/intentCreated': z.object({ key: z.string(), intentId: z.string(), redirectUrl: z.string(), status: intentStatus }),
  'wallet/depositRefused': z.object({ key: z.string(), code: z.string(), params }),
  'wallet/providerReturned': z.object({ intentId: z.string() }),
  'wallet/intentStatusChanged': z.object({ intentId: z.string(), status: intentStatus, reason: z.string().nullable() }),
  'wallet/depositDismissed': z.object({}),
  'wallet/withdrawalRequested': z.object({
    key: z.string().min(1),
    accountId: z.number().int().positive(),
    methodId: z.string(),
    amount: minor,
    currencyIso: iso,
    at: z.number().int().nonnegative(),
    /** Absent in events recorded before bonuses could be forfeited: no forfeit. */
    forfeit: z.boolean().optional(),
  }),
  'wallet/withdrawalAccepted': z.object({ key: z.string(), withdrawalId: z.number().int().positive(), status: withdrawalStatus }),
  'wallet/withdrawalRefused': z.object({ key: z.string(), code: z.string(), params }),
  'wallet/withdrawalCancelRequested': z.object({
    key: z.string().min(1),
    withdrawalId: z.number().int().positive(),
    at: z.number().int().nonnegative(),
  }),
  'wallet/withdrawalStatusChanged': z.object({
    withdrawalId: z.number().int().positive(),
    status: withdrawalStatus,
    reason: z.string().nullable(),
  }),
} as const;

type EventPayloads = typeof EVENT_PAYLOADS;
export type WalletEventType = keyof EventPayloads;
export type WalletEventOf<T extends WalletEventType> = NewEvent<T, z.output<EventPayloads[T]>>;
export type WalletEvent = { [T in WalletEventType]: WalletEventOf<T> }[WalletEventType];

export const WALLET_EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(EVENT_PAYLOADS).map(([type, schema]) => [type, { v: 1, schema, old: {} }]),
) as {
  readonly [T in WalletEventType]: { readonly v: 1; readonly schema: EventPayloads[T]; readonly old: Readonly<Record<number, z.ZodType>> };
};

// ---------------------------------------------------------------- state (the log's)

/**
 * A deposit the player started. creating: the worker asks the server for an
 * intent; redirect: the provider's page is ready (the tab goes there);
 * waiting: back from the provider, the outcome comes from the server (and
 * its channel); settled: the server says succeeded, failed or cancelled;
 * refused: the server refused to start it.
 */
export interface DepositFlow {
  readonly key: string;
  readonly accountId: number;
  readonly methodId: string;
  readonly amount: number;
  readonly currencyIso: string;
  readonly lang: string;
  readonly phase: 'creating' | 'redirect' | 'waiting' | 'settled' | 'refused';
  readonly intentId: string | null;
  readonly redirectUrl: string | null;
  readonly status: IntentStatus | null;
  readonly reason: string | null;
  readonly error: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly startedAt: number;
}

/** A withdrawal the player asked for (or asked to cancel), until the server's answer is known. */
export interface WithdrawalAsk {
  readonly key: string;
  readonly kind: 'request' | 'cancel';
  readonly accountId: number | null;
  readonly methodId: string | null;
  readonly amount: number | null;
  readonly currencyIso: string | null;
  /** sending: the worker sends it (again, with the same key, until answered); done or refused: answered. */
  readonly phase: 'sending' | 'done' | 'refused';
  readonly withdrawalId: number | null;
  readonly status: WithdrawalStatus | null;
  readonly error: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly at: number;
  /** A request that gives up the running bonuses. */
  readonly forfeit?: boolean;
}

export interface WalletState {
  readonly deposit: DepositFlow | null;
  /** Newest last; at most WALLET_ASKS_KEPT. */
  readonly asks: readonly WithdrawalAsk[];
}

export const WALLET_ASKS_KEPT = 20;

// ---------------------------------------------------------------- the projection

export interface WalletAccountView {
  readonly id: number;
  /** 0 main, 4 bonus, 9 currency. */
  readonly type: number;
  readonly currencyIso: string;
  readonly money: number;
  readonly isActive: boolean;
}

/** A page of the history a tab watches, with the filter it asked for. */
export interface WalletHistoryView {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly query: WalletHistoryQuery | null;
  readonly items: readonly HistoryItem[];
  /** Load the next page with loadMoreHistory while this is not null. */
  readonly nextCursor: string | null;
  readonly error: string | null;
  /** The CSV of the same filter (a link the page offers; the session cookie authorises it). */
  readonly csvUrl: string | null;
}

export type LoadState<T> =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'error'; readonly code: string };

export interface WalletProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** The player's accounts with their balances as the channel last said (session accounts, updated live). */
  readonly accounts: readonly WalletAccountView[];
  /** The per-player channel: live within a second; offline with the time of the next attempt. */
  readonly channel: {
    readonly status: 'idle' | 'connecting' | 'live' | 'offline';
    readonly retryAt: number | null;
    readonly attempt: number;
  };
  /** The deposit flow of the log, with the server's view of its intent once read. */
  readonly deposit: (DepositFlow & { readonly intent: IntentView | null }) | null;
  /** The player's withdrawals the server holds (pending and approved), newest first. */
  readonly withdrawals: LoadState<readonly WithdrawalView[]> | null;
  /** Withdrawal requests and cancellations on their way, or answered, newest last. */
  readonly asks: readonly WithdrawalAsk[];
  /** Methods by `${direction}:${currency}`, once a page asked (loadMethods). */
  readonly methods: Readonly<Record<string, LoadState<readonly PaymentMethod[]>>>;
  /** The withdrawable amount by account id, once a page asked (loadWithdrawable), reloaded after every movement. */
  readonly withdrawable: Readonly<Record<string, LoadState<WithdrawableAnswer>>>;
  readonly history: WalletHistoryView;
  /** The channel's latest domain events (first deposit, deposit and withdrawal outcomes), newest last, at most 20. */
  readonly notices: readonly PlayerEvent[];
  /** By currency: the room the player's deposit limits leave (absent: no deposit limit counts that currency). */
  readonly depositRoom: Readonly<Record<string, LimitRoom>>;
}

export const EMPTY_WALLET_HISTORY: WalletHistoryView = {
  status: 'idle',
  query: null,
  items: [],
  nextCursor: null,
  error: null,
  csvUrl: null,
};

// ---------------------------------------------------------------- the controller's commands and queries

export const WALLET_VIEW_COMMAND_SCHEMAS = {
  /** A page needs the methods of a direction and currency. */
  'walletView/loadMethods': z.object({ direction: z.enum(['deposit', 'withdrawal']), currencyIso: iso }),
  /** A page shows how much of an account may be withdrawn (kept fresh after each movement). */
  'walletView/loadWithdrawable': z.object({ accountId: z.number().int().positive() }),
  /** office/historypay shows a filtered history; the worker loads it and reloads it after each movement. */
  'walletView/watchHistory': z.object({
    from: z.number().int().nonnegative().optional(),
    to: z.number().int().nonnegative().optional(),
    kind: z.string().max(512).optional(),
    accountId: z.number().int().positive().optional(),
    limit: z.number().int().min(1).max(100).optional(),
  }),
  'walletView/loadMoreHistory': z.object({}),
  'walletView/unwatchHistory': z.object({}),
  /** Reload the withdrawals list (office/deduce). */
  'walletView/refreshWithdrawals': z.object({}),
} as const;
type ViewSchemas = typeof WALLET_VIEW_COMMAND_SCHEMAS;
/** The history filter a page watches (times in epoch ms, kinds as a comma list). */
export type WalletHistoryQuery = z.output<ViewSchemas['walletView/watchHistory']>;
export type WalletViewCommandType = keyof ViewSchemas;
export type WalletViewCommand = { [T in WalletViewCommandType]: CommandEnvelope<T, z.input<ViewSchemas[T]>> }[WalletViewCommandType];
export const WALLET_VIEW_COMMANDS = {
  'walletView/loadMethods': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/loadMethods'] },
  'walletView/loadWithdrawable': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/loadWithdrawable'] },
  'walletView/watchHistory': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/watchHistory'] },
  'walletView/loadMoreHistory': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/loadMoreHistory'] },
  'walletView/unwatchHistory': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/unwatchHistory'] },
  'walletView/refreshWithdrawals': { from: 'tab', schema: WALLET_VIEW_COMMAND_SCHEMAS['walletView/refreshWithdrawals'] },
} as const satisfies Record<WalletViewCommandType, CommandSpec>;

export type WalletQueryResult<T> = { readonly status: 'ok'; readonly value: T } | { readonly status: 'error'; readonly code: string };

declare module './catalogue' {
  interface ContextCommands {
    wallet: WalletCommand;
    walletView: WalletViewCommand;
  }
  interface ContextEvents {
    wallet: WalletEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly wallet: WalletProjection;
  }
  interface QueryCatalogue {
    /** The onpay pages: the intent as the server knows it (never the URL's word). */
    walletIntent: { input: { readonly intentId: string }; output: WalletQueryResult<IntentView> };
    paymentRequestTopics: { input: Record<string, never>; output: WalletQueryResult<readonly PaymentRequestTopic[]> };
    paymentRequests: { input: Record<string, never>; output: WalletQueryResult<readonly Omit<PaymentRequestView, 'messages'>[]> };
    paymentRequest: { input: { readonly requestId: number }; output: WalletQueryResult<PaymentRequestView> };
    /** The key makes a resend after a lost answer create one request. */
    createPaymentRequest: {
      input: Omit<CreatePaymentRequest, 'idempotencyKey'> & { readonly key: string };
      output: WalletQueryResult<PaymentRequestView>;
    };
    replyPaymentRequest: { input: { readonly requestId: number; readonly message: string }; output: WalletQueryResult<PaymentRequestView> };
    closePaymentRequest: { input: { readonly requestId: number }; output: WalletQueryResult<PaymentRequestView> };
  }
}

export type { MovementKind, PaymentDirection };

import { IDEMPOTENCY_HEADER } from '../../protocol/constants/wallet';
import type { HttpResult } from '../../protocol/http';
import {
  WALLET_PATHS,
  depositAnswerSchema,
  historyAnswerSchema,
  intentAnswerSchema,
  methodsAnswerSchema,
  paymentRequestAnswerSchema,
  paymentRequestsAnswerSchema,
  topicsAnswerSchema,
  withdrawableAnswerSchema,
  withdrawalAnswerSchema,
  withdrawalsAnswerSchema,
  type CreatePaymentRequest,
  type PaymentDirection,
} from '../../protocol/schemas/wallet';
import type { WalletHistoryQuery, WalletQueryResult } from '../../protocol/wallet';
import type { HttpClient } from '../http';
import { walletRefusal, type WalletRefusal } from './refusal';

export type WalletAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: WalletRefusal };

const read = <T>(result: HttpResult<T>): WalletAnswer<T> => (result.ok ? result : { ok: false, refusal: walletRefusal(result.failure) });

/** The idempotency key the server sees for a key the wallet context made. */
export const serverKey = (key: string): string => `wallet-${key}`;

/**
 * The wallet's server calls, each checked against its schema. Calls that
 * move money carry the key the player's command was recorded with, so the
 * HTTP policy's retries and a resend after a reload move money once.
 */
export function walletCalls(http: HttpClient) {
  const money = (key: string) => ({ [IDEMPOTENCY_HEADER]: serverKey(key) });
  return {
    deposit: async (key: string, body: { accountId: number; methodId: string; amount: number; currencyIso: string; lang: string }) =>
      read(await http.post(WALLET_PATHS.deposits, body, { schema: depositAnswerSchema, auth: true, headers: money(key) })),
    intent: async (id: string) => read(await http.get(WALLET_PATHS.deposit, { schema: intentAnswerSchema, auth: true, query: { id } })),
    withdraw: async (key: string, body: { accountId: number; methodId: string; amount: number; forfeit?: boolean }) =>
      read(await http.post(WALLET_PATHS.withdrawals, body, { schema: withdrawalAnswerSchema, auth: true, headers: money(key) })),
    cancel: async (withdrawalId: number) =>
      read(await http.post(WALLET_PATHS.cancelWithdrawal, { withdrawalId }, { schema: withdrawalAnswerSchema, auth: true })),
    withdrawals: async () => read(await http.get(WALLET_PATHS.withdrawals, { schema: withdrawalsAnswerSchema, auth: true })),
    methods: async (direction: PaymentDirection, currency: string) =>
      read(await http.get(WALLET_PATHS.methods, { schema: methodsAnswerSchema, auth: true, query: { direction, currency } })),
    withdrawable: async (accountId: number) =>
      read(await http.get(WALLET_PATHS.withdrawable, { schema: withdrawableAnswerSchema, auth: true, query: { accountId } })),
    history: async (query: WalletHistoryQuery, cursor: string | null) =>
      read(
        await http.get(WALLET_PATHS.history, {
          schema: historyAnswerSchema,
          auth: true,
          query: { ...query, ...(cursor !== null ? { cursor } : {}) } as Record<string, string | number | undefined>,
        }),
      ),
    topics: async () => read(await http.get(WALLET_PATHS.requestTopics, { schema: topicsAnswerSchema, auth: true })),
    requests: async () => read(await http.get(WALLET_PATHS.requests, { schema: paymentRequestsAnswerSchema, auth: true })),
    request: async (id: number) =>
      read(await http.get(WALLET_PATHS.request, { schema: paymentRequestAnswerSchema, auth: true, query: { id } })),
    createRequest: async (key: string, body: Omit<CreatePaymentRequest, 'idempotencyKey'>) =>
      read(await http.post(WALLET_PATHS.requests, body, { schema: paymentRequestAnswerSchema, auth: true, headers: money(key) })),
    reply: async (requestId: number, message: string) =>
      read(await http.post(WALLET_PATHS.requestReply, { requestId, message }, { schema: paymentRequestAnswerSchema, auth: true })),
    close: async (requestId: number) =>
      read(await http.post(WALLET_PATHS.requestClose, { requestId }, { schema: paymentRequestAnswerSchema, auth: true })),
  };
}
export type WalletCalls = ReturnType<typeof walletCalls>;

/** A query's answer: the value, or the refusal's code for the page to translate. */
export function queryResult<T, U>(answer: WalletAnswer<T>, pick: (value: T) => U): WalletQueryResult<U> {
  return answer.ok ? { status: 'ok', value: pick(answer.value) } : { status: 'error', code: answer.refusal.code };
}

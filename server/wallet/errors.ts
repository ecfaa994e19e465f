import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Rejection } from '../../src/protocol/rejections';
import { WALLET_ERRORS, type WalletErrorBody, type WalletErrorCode } from '../../src/protocol/schemas/wallet';
import { AuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { LedgerError } from '../ledger';
import { parseRequest } from '../http/validate';

type Params = Readonly<Record<string, string | number>>;

/** A refusal the player (or the operator, or the provider) can act on; its code is in WALLET_ERRORS. */
export class WalletError extends Error {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    readonly extra: { readonly params?: Params; readonly fields?: readonly { field: string; message: string }[] } = {},
  ) {
    super(message);
  }
}

export function sendWalletError(res: ServerResponse, error: WalletError): void {
  const body: WalletErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      params: { ...error.extra.params },
      ...(error.extra.fields ? { fields: [...error.extra.fields] } : {}),
    },
  };
  sendJson(res, WALLET_ERRORS[error.code].status, body);
}

/** A refusal of the core's amount check (or another core rule) as the server's answer, with the same code. */
export function fromRejection(rejection: Rejection, message: string): WalletError {
  const code = rejection.code in WALLET_ERRORS ? (rejection.code as WalletErrorCode) : 'wallet.invalid_request';
  return new WalletError(code, message, { params: { ...rejection.params } });
}

/** The ledger's refusals as wallet answers; anything else it throws is a bug (500). */
export function fromLedger(error: LedgerError): WalletError {
  switch (error.code) {
    case 'insufficient_funds':
      return new WalletError('wallet.insufficient_funds', error.message, { params: { money: error.details.money ?? 0 } });
    case 'balance_limit':
      return new WalletError('wallet.balance_limit', error.message, { params: { money: error.details.money ?? 0 } });
    case 'account_not_found':
      return new WalletError('wallet.account_not_found', error.message, { params: { accountId: error.details.accountId ?? 0 } });
    case 'idempotency_conflict':
      return new WalletError('wallet.idempotency_conflict', error.message, { params: { key: error.details.key ?? '' } });
  }
}

/** Parses input with its schema; a mismatch is wallet.invalid_request naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message, fields) => new WalletError('wallet.invalid_request', message, { fields }));
}

const FROM_AUTH = {
  unauthorized: 'wallet.unauthorized',
  csrf_rejected: 'wallet.csrf_rejected',
  unsupported_media_type: 'wallet.unsupported_media_type',
  step_up_required: 'wallet.step_up_required',
} as const;

/** The wallet's handlers (player POSTs move money on a cookie session); the webhook and the operator's calls name their own guard. */
export const handle = refusingHandler<WalletError>({ refusalOf: walletRefusalOf, send: sendWalletError });

/** A typed refusal (the wallet's, the ledger's, the auth area's or a bad body) as the wallet's; null for anything else (a bug). */
export function walletRefusalOf(error: unknown): WalletError | null {
  if (error instanceof WalletError) return error;
  if (error instanceof LedgerError) return fromLedger(error);
  if (error instanceof AuthError && error.code in FROM_AUTH)
    return new WalletError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message);
  if (error instanceof BodyError)
    return new WalletError('wallet.invalid_request', error.message, { fields: [{ field: '(body)', message: error.message }] });
  return null;
}

import type { ServerResponse } from 'node:http';
import { OFFICE_ERRORS } from '../../src/protocol/schemas/office';
import { sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { sendWalletError, WalletError, walletRefusalOf } from '../wallet/errors';

type OfficeOwnCode = keyof typeof OFFICE_ERRORS;

/** A refusal of an office call the player can act on; its code is in OFFICE_ERRORS. */
export class OfficeError extends Error {
  constructor(
    readonly code: OfficeOwnCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

function sendOfficeError(res: ServerResponse, error: OfficeError): void {
  sendJson(res, OFFICE_ERRORS[error.code].status, { error: { code: error.code, message: error.message, params: { ...error.params } } });
}

/**
 * The office's handlers: its own refusals, and the wallet's (an amount the
 * core refuses, the ledger's insufficient funds, a missing session, a bad
 * body) in the wallet's shape, since the office moves money the wallet's way.
 */
export const handle = refusingHandler<OfficeError | WalletError>({
  refusalOf: (error) => (error instanceof OfficeError ? error : walletRefusalOf(error)),
  send: (res, error) => (error instanceof OfficeError ? sendOfficeError(res, error) : sendWalletError(res, error)),
});

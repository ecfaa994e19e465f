import type { ServerResponse } from 'node:http';
import { SHARED_ERRORS, type SharedErrorBody, type SharedErrorCode } from '../../../src/protocol/casino/shared';
import { sendJson } from '../../http/respond';

/** A refusal of a shared table the player can act on; its code and status are in SHARED_ERRORS. */
export class SharedError extends Error {
  constructor(
    readonly code: SharedErrorCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export function sendSharedError(res: ServerResponse, error: SharedError, headers: Readonly<Record<string, string>> = {}): void {
  const body: SharedErrorBody = { error: { code: error.code, message: error.message, params: { ...error.params } } };
  sendJson(res, SHARED_ERRORS[error.code].status, body, headers);
}

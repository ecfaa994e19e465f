import type { ServerResponse } from 'node:http';
import type { LottoErrorCode } from '../../src/protocol/lotto';
import { sendJson } from '../http/respond';

const STATUS: Readonly<Record<LottoErrorCode, number>> = {
  invalid_request: 400,
  invalid_lines: 400,
  too_many_lines: 400,
  unauthorized: 401,
  lottery_not_found: 404,
  sales_closed: 409,
  account_not_found: 409,
  wrong_currency: 409,
  insufficient_balance: 409,
  limit_exceeded: 409,
  play_blocked: 403,
  player_banned: 403,
  idempotency_conflict: 409,
};

/** A typed refusal of a lotto call: its code, a clear message and the numbers the page shows. */
export class LottoError extends Error {
  constructor(
    readonly code: LottoErrorCode,
    message: string,
    readonly params?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export function sendLottoError(res: ServerResponse, error: LottoError): void {
  sendJson(res, STATUS[error.code], {
    error: { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) },
  });
}

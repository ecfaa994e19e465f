import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { CASINO_ERRORS, type CasinoErrorBody, type CasinoErrorCode } from '../../src/protocol/casino/play';
import { sendJson } from '../http/respond';
import { parseRequest } from '../http/validate';

/** A refusal of the play pipe the player can act on (src/protocol/casino/play.ts CASINO_ERRORS). */
export class CasinoError extends Error {
  constructor(
    readonly code: CasinoErrorCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

export function sendCasinoError(res: ServerResponse, error: CasinoError, headers: Readonly<Record<string, string>> = {}): void {
  const body: CasinoErrorBody = { error: { code: error.code, message: error.message, params: { ...error.params } } };
  sendJson(res, CASINO_ERRORS[error.code], body, headers);
}

export function parseCasino<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message) => new CasinoError('invalid_request', message));
}

import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { OFFICE_SUPPORT_ERRORS, type OfficeSupportErrorCode } from '../../src/protocol/schemas/officeSupport';
import { AUTH_ERRORS } from '../../src/protocol/schemas/auth';
import { AuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { parseRequest, sendChecked } from '../http/validate';

/** A refusal of the office's support routes: its status is OFFICE_SUPPORT_ERRORS[code]. */
export class OfficeError extends Error {
  constructor(
    readonly code: OfficeSupportErrorCode,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message) => new OfficeError('invalid_request', message));
}

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
export function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void {
  sendChecked(res, schema, value, 'Office support', status);
}

/** The auth area's refusals keep their code and status (signed out, CSRF); a bad body is invalid_request or too large. */
export const handle = refusingHandler<{ status: number; code: string; message: string; headers: Readonly<Record<string, string>> }>({
  refusalOf: (error) => {
    if (error instanceof OfficeError)
      return { status: OFFICE_SUPPORT_ERRORS[error.code], code: error.code, message: error.message, headers: error.headers };
    if (error instanceof AuthError) {
      const code = error.extra.answerAs ?? error.code;
      return { status: AUTH_ERRORS[code].status, code, message: error.message, headers: error.extra.headers ?? {} };
    }
    if (error instanceof BodyError) return { status: error.status, code: error.code, message: error.message, headers: {} };
    return null;
  },
  send: (res, refusal) => sendJson(res, refusal.status, { error: { code: refusal.code, message: refusal.message } }, refusal.headers),
});

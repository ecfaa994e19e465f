import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { Rejection } from '../../src/protocol/rejections';
import { LIMIT_ERRORS, type LimitErrorBody, type LimitErrorCode } from '../../src/protocol/schemas/limits';
import { AuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { parseRequest } from '../http/validate';

type Params = Readonly<Record<string, string | number>>;

/** A refusal of the limit calls; its code is in LIMIT_ERRORS. */
export class LimitError extends Error {
  constructor(
    readonly code: LimitErrorCode,
    message: string,
    readonly extra: { readonly params?: Params; readonly fields?: readonly { field: string; message: string }[] } = {},
  ) {
    super(message);
  }
}

/** A refusal of the core's decision as the server's answer, with the same code. */
export function fromRejection(rejection: Rejection, message: string): LimitError {
  const code = rejection.code in LIMIT_ERRORS ? (rejection.code as LimitErrorCode) : 'limits.invalid_request';
  return new LimitError(code, message, { params: { ...rejection.params } });
}

function send(res: ServerResponse, error: LimitError): void {
  const body: LimitErrorBody = {
    error: {
      code: error.code,
      message: error.message,
      params: { ...error.extra.params },
      ...(error.extra.fields ? { fields: [...error.extra.fields] } : {}),
    },
  };
  sendJson(res, LIMIT_ERRORS[error.code].status, body);
}

/** Parses input with its schema; a mismatch is limits.invalid_request naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message, fields) => new LimitError('limits.invalid_request', message, { fields }));
}

const FROM_AUTH = {
  unauthorized: 'limits.unauthorized',
  csrf_rejected: 'limits.csrf_rejected',
  unsupported_media_type: 'limits.unsupported_media_type',
} as const;

/** The limit service's handlers: its refusals, the auth area's it meets (signed out, CSRF) and a bad body as its own. */
export const handle = refusingHandler<LimitError>({
  refusalOf: (error) => {
    if (error instanceof LimitError) return error;
    if (error instanceof AuthError && error.code in FROM_AUTH)
      return new LimitError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message);
    if (error instanceof BodyError)
      return new LimitError('limits.invalid_request', error.message, { fields: [{ field: '(body)', message: error.message }] });
    return null;
  },
  send,
});

import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { ALPHABET_ERRORS, type AlphabetErrorCode } from '../../src/protocol/alphabet';
import { AuthError } from '../auth/http';
import { BodyError, sendError } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { parseRequest, sendChecked } from '../http/validate';

/** A refusal of the glossary's calls; its status is in ALPHABET_ERRORS. */
export class AlphabetError extends Error {
  constructor(
    readonly code: AlphabetErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Parses input with its schema; a mismatch is alphabet.invalid_request naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message) => new AlphabetError('alphabet.invalid_request', message));
}

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
export function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>, status = 200): void {
  sendChecked(res, schema, value, 'Betting alphabet', status);
}

/** The glossary's handlers: its refusals, a refused script call and a bad body as its own 4xx. */
export const handle = refusingHandler<AlphabetError>({
  refusalOf: (error) => {
    if (error instanceof AlphabetError) return error;
    if (error instanceof AuthError && (error.code === 'csrf_rejected' || error.code === 'unsupported_media_type'))
      return new AlphabetError(`alphabet.${error.code}`, error.message);
    if (error instanceof BodyError) return new AlphabetError('alphabet.invalid_request', error.message);
    return null;
  },
  send: (res, error) => sendError(res, ALPHABET_ERRORS[error.code].status, error.code, error.message),
});

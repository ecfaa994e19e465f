import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import { MESSAGE_ERRORS, type MessageErrorBody, type MessageErrorCode } from '../../src/protocol/schemas/messages';
import { AuthError } from '../auth/http';
import { BodyError, sendJson } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { parseRequest, sendChecked } from '../http/validate';

/** A refusal of the inbox's calls; its code is in MESSAGE_ERRORS. */
export class MessageError extends Error {
  constructor(
    readonly code: MessageErrorCode,
    message: string,
    readonly fields?: readonly { field: string; message: string }[],
  ) {
    super(message);
  }
}

function send(res: ServerResponse, error: MessageError): void {
  const body: MessageErrorBody = {
    error: { code: error.code, message: error.message, ...(error.fields ? { fields: [...error.fields] } : {}) },
  };
  sendJson(res, MESSAGE_ERRORS[error.code].status, body);
}

/** Parses input with its schema; a mismatch is messages.invalid_request naming each field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  return parseRequest(schema, value, what, (message, fields) => new MessageError('messages.invalid_request', message, fields));
}

const FROM_AUTH = {
  unauthorized: 'messages.unauthorized',
  csrf_rejected: 'messages.csrf_rejected',
  unsupported_media_type: 'messages.unsupported_media_type',
} as const;

/** Every answer goes through its schema: a server bug is a 500, never a malformed answer. */
export function answer<S extends z.ZodType>(res: ServerResponse, schema: S, value: z.input<S>): void {
  sendChecked(res, schema, value, 'Messages');
}

/** The inbox's handlers: its refusals, the auth area's it meets (signed out, CSRF) and a bad body as its own. */
export const handle = refusingHandler<MessageError>({
  refusalOf: (error) => {
    if (error instanceof MessageError) return error;
    if (error instanceof AuthError && error.code in FROM_AUTH)
      return new MessageError(FROM_AUTH[error.code as keyof typeof FROM_AUTH], error.message);
    if (error instanceof BodyError)
      return new MessageError('messages.invalid_request', error.message, [{ field: '(body)', message: error.message }]);
    return null;
  },
  send,
});

import type { z } from 'zod';
import { AuthError, sendAuthError } from '../auth/http';
import { BodyError, sendError } from '../http/respond';
import { refusingHandler } from '../http/refusingHandler';
import { checkedAnswer } from '../http/validate';

/** A refusal of a content call: `{error: {code, message}}` with its status. */
export class ContentRefusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The value parsed with its schema; a mismatch is a 400 `code` naming each field. */
export function parseOr<S extends z.ZodType>(schema: S, value: unknown, code: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const detail = parsed.error.issues.map((i) => `${i.path.map(String).join('.') || '(input)'} ${i.message}`).join('; ');
  throw new ContentRefusal(400, code, detail);
}

/** The answer through its protocol schema: a server bug is the app's 500, never a malformed answer. */
export function checked<S extends z.ZodType>(schema: S, value: z.input<S>): z.output<S> {
  return checkedAnswer(schema, value, 'Content');
}

/** Content handlers: typed refusals, the script-call and operator refusals, and bad bodies become their 4xx. */
export const handle = refusingHandler<ContentRefusal | AuthError>({
  refusalOf: (error) => {
    if (error instanceof ContentRefusal || error instanceof AuthError) return error;
    if (error instanceof BodyError) return new ContentRefusal(error.status, error.code, error.message);
    return null;
  },
  send: (res, refusal) =>
    refusal instanceof AuthError ? sendAuthError(res, refusal) : sendError(res, refusal.status, refusal.code, refusal.message),
});

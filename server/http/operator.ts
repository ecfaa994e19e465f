import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * The operator's token (ADMIN_TOKEN) for every admin endpoint: an area's own
 * option wins (tests), else the environment; null means the operator's
 * endpoints do not exist at all.
 */
export function operatorToken(option: string | null | undefined): string | null {
  return option === undefined ? process.env.ADMIN_TOKEN || null : option;
}

/** The message every refused operator call gives, whatever its area's error type. */
export const OPERATOR_REFUSED_MESSAGE = 'Operator endpoints need Authorization: Bearer <ADMIN_TOKEN>';

const digest = (value: string): Buffer => createHash('sha256').update(value).digest();

/** Whether `given` is the operator's token, compared in constant time (digests of equal length, whatever was sent). */
export function isOperatorToken(given: string, token: string): boolean {
  return timingSafeEqual(digest(given), digest(token));
}

/** Whether the request carries the operator's token as `Authorization: Bearer <token>`. */
export function isOperatorRequest(req: IncomingMessage, token: string): boolean {
  const header = req.headers.authorization;
  const given = (Array.isArray(header) ? header[0] : header)?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  return isOperatorToken(given, token);
}

import type { IncomingMessage } from 'node:http';
import { AuthError } from '../auth/http';
import type { Handler, RequestContext } from '../http/router';
import { BodyError, sendError } from '../http/respond';
import { appliesGuard, scriptCallRefusal, type RouteGuard } from '../http/scriptCall';
import { LedgerError } from '../ledger';
import { CasinoError, sendCasinoError } from './errors';

/** The games origin's API carries the launch token, never a cookie: a forged form can carry neither it nor JSON. */
export const LAUNCH_BEARER: RouteGuard = { kind: 'bearer' };

/**
 * Wraps a casino handler: the route's CSRF rule first, then typed refusals
 * (the pipe's own, a missing session, a bad body, a ledger refusal) as the
 * casino's error body; anything else is the app's 500.
 */
export function casinoHandler(
  fn: (rc: RequestContext) => Promise<void>,
  guard: RouteGuard,
  headers: Readonly<Record<string, string>> = {},
): Handler {
  const wrapped: Handler = async (rc) => {
    try {
      const refusal = scriptCallRefusal(rc.req, guard);
      if (refusal) return sendError(rc.res, refusal.status, refusal.code, refusal.message, headers);
      await fn(rc);
    } catch (error) {
      if (rc.res.headersSent) throw error;
      const typed = typedRefusal(error);
      if (!typed) throw error;
      sendCasinoError(rc.res, typed, headers);
    }
  };
  return appliesGuard(wrapped, guard);
}

function typedRefusal(error: unknown): CasinoError | null {
  if (error instanceof CasinoError) return error;
  if (error instanceof AuthError) return new CasinoError('sign_in_required', error.message);
  if (error instanceof BodyError) return new CasinoError('invalid_request', error.message);
  // The round checked the balance under the account's lock; a refusal here is a balance the ledger's bounds refused.
  if (error instanceof LedgerError) return new CasinoError('insufficient_balance', error.message);
  return null;
}

/** The bearer token of a request, or null. */
export function bearerOf(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w.-]{1,4000})$/.exec(header) : null;
  return match?.[1] ?? null;
}

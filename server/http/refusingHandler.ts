import type { ServerResponse } from 'node:http';
import { AuthError } from '../auth/http';
import type { Handler, RequestContext } from './router';
import { appliesGuard, SCRIPT_CALL, scriptCallRefusal, type RouteGuard } from './scriptCall';

/** What an area's handlers need to answer a refusal: its typed error for a thrown one (null: a bug), and how it is sent. */
export interface RefusalPolicy<R> {
  readonly refusalOf: (error: unknown) => R | null;
  readonly send: (res: ServerResponse, refusal: R) => void;
}

export type AreaHandler = (fn: (rc: RequestContext) => Promise<void>, options?: { guard?: RouteGuard }) => Handler;

/**
 * An area's handler wrapper: typed refusals become the area's JSON errors,
 * anything else goes on to the app's 500. A state change passes the server's
 * script-call rule first (server/http/scriptCall.ts), answered in the area's
 * shape; `guard` names another rule for calls no browser sends on its own
 * (an operator's bearer token, a provider's signed webhook).
 */
export function refusingHandler<R>(policy: RefusalPolicy<R>): AreaHandler {
  return (fn, options = {}) => {
    const guard = options.guard ?? SCRIPT_CALL;
    const wrapped: Handler = async (rc) => {
      try {
        const refusal = scriptCallRefusal(rc.req, guard);
        if (refusal) throw new AuthError(refusal.code, refusal.message);
        await fn(rc);
      } catch (error) {
        if (rc.res.headersSent) throw error;
        const refused = policy.refusalOf(error);
        if (refused === null) throw error;
        policy.send(rc.res, refused);
      }
    };
    return appliesGuard(wrapped, guard);
  };
}

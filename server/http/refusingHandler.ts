import type { ServerResponse } from 'node:http';
import { REQUESTED_WITH } from '../../src/protocol/http';
import { AuthError, assertScriptPost, header } from '../auth/http';
import type { Handler, RequestContext } from './router';

/** What an area's handlers need to answer a refusal: its typed error for a thrown one (null: a bug), and how it is sent. */
export interface RefusalPolicy<R> {
  readonly refusalOf: (error: unknown) => R | null;
  readonly send: (res: ServerResponse, refusal: R) => void;
}

export type AreaHandler = (fn: (rc: RequestContext) => Promise<void>, options?: { scriptPost?: boolean }) => Handler;

/**
 * An area's handler wrapper: typed refusals become the area's JSON errors,
 * anything else goes on to the app's 500. A state change on a cookie session
 * passes the auth area's CSRF check first (a POST says it is the site's script
 * and carries JSON; a DELETE has no body, so it needs the header), unless
 * `scriptPost` is off for calls no browser sends on its own (a provider's
 * webhook, an operator's bearer token).
 */
export function refusingHandler<R>(policy: RefusalPolicy<R>): AreaHandler {
  return (fn, options = {}) =>
    async (rc) => {
      try {
        if (options.scriptPost !== false) {
          if (rc.req.method === 'POST') assertScriptPost(rc.req);
          if (rc.req.method === 'DELETE' && header(rc.req, 'x-requested-with') !== REQUESTED_WITH)
            throw new AuthError('csrf_rejected', `DELETE requests need the header X-Requested-With: ${REQUESTED_WITH}`);
        }
        await fn(rc);
      } catch (error) {
        if (rc.res.headersSent) throw error;
        const refusal = policy.refusalOf(error);
        if (refusal === null) throw error;
        policy.send(rc.res, refusal);
      }
    };
}

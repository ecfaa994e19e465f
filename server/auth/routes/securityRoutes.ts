import {
  SECURITY_PATHS,
  endSessionsAnswerSchema,
  endSessionsRequestSchema,
  securityEventsAnswerSchema,
  securityEventsQuerySchema,
  securitySessionsAnswerSchema,
} from '../../../src/protocol/schemas/security';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../../http/router';
import { listSecurityEvents, recordSecurityEvent, requestOrigin } from '../audit';
import type { AuthContext } from '../context';
import { AuthError, answer, handle, parseWith, readBody } from '../http';
import { endOtherSessions, endSessionByHandle, listSessions } from '../sessionList';
import { clearSessionCookies, requireSession } from '../sessions';

/**
 * office/security: the player's audit log, live sessions, and signing out
 * the others. Every call is the caller's own: the user comes from the
 * session, never from the request.
 */
export function registerSecurityRoutes(router: Router, ctx: AuthContext): void {
  router.get(
    SECURITY_PATHS.events,
    handle(async ({ req, res, url }) => {
      const session = await requireSession(ctx, req);
      const query = parseWith(securityEventsQuerySchema, Object.fromEntries(url.searchParams), 'Query');
      const page = await listSecurityEvents(ctx.db, {
        userId: session.userId,
        now: ctx.now(),
        currentSession: session.idHash,
        before: query.before,
        limit: query.limit,
      });
      res.setHeader('cache-control', 'no-store');
      answer(res, securityEventsAnswerSchema, page);
    }),
    takesQuery(securityEventsQuerySchema),
  );

  router.get(
    SECURITY_PATHS.sessions,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const sessions = await listSessions(ctx.db, { userId: session.userId, now: ctx.now(), current: session.idHash });
      res.setHeader('cache-control', 'no-store');
      answer(res, securitySessionsAnswerSchema, { sessions });
    }),
    NO_INPUT,
  );

  // Ends at once on the server: the ended sessions' next call (cookie or user token) is 401.
  router.post(
    SECURITY_PATHS.endSessions,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, endSessionsRequestSchema);
      const origin = requestOrigin(ctx, req, session.idHash);
      const at = ctx.now();
      const outcome = await ctx.db.transaction(async (tx) => {
        if (body.id === undefined) {
          const ended = await endOtherSessions(tx, session.userId, session.idHash);
          await recordSecurityEvent(tx, { userId: session.userId, kind: 'sign_out_others', at, origin, detail: { ended } });
          return { ended, own: false };
        }
        const found = await endSessionByHandle(tx, session.userId, body.id);
        if (!found) return null;
        await recordSecurityEvent(tx, { userId: session.userId, kind: 'session_ended', at, origin, detail: { ended: 1 } });
        return { ended: 1, own: found.idHash === session.idHash };
      });
      if (!outcome) throw new AuthError('session_not_found', 'No such session of yours');
      if (outcome.own) clearSessionCookies(ctx, res);
      answer(res, endSessionsAnswerSchema, { ended: outcome.ended });
    }),
    takesBody(endSessionsRequestSchema),
  );
}

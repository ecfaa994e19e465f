import type { HttpResult } from '../../protocol/http';
import { AUTH_PATHS, checkSessionAnswerSchema, type CheckSessionAnswer } from '../../protocol/schemas/auth';
import { SESSION_TIMINGS } from '../../protocol/session';
import type { HttpClient } from '../http/client';

/** SPEC 4 Auth start: the session check, retried twice 1500 ms apart when the call itself fails. */
export const SESSION_CHECK_POLICY = {
  attempts: 1 + SESSION_TIMINGS.sessionCheckRetries,
  delayMs: SESSION_TIMINGS.sessionCheckDelayMs,
  backoff: 'fixed',
} as const;

export function checkSession(http: HttpClient): Promise<HttpResult<CheckSessionAnswer>> {
  return http.get(AUTH_PATHS.checkSession, { schema: checkSessionAnswerSchema, policy: SESSION_CHECK_POLICY });
}

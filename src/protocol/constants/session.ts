import type { Accepted } from '../envelope';
import type { SessionOutcome } from '../session';

/**
 * Session constants and the answer check the page uses as well as the worker.
 * src/protocol/session.ts re-exports them; they live here, apart from its
 * schemas, so the page's bundle does not carry the schema library.
 */

/** Rejection param of a refused call: the server's Retry-After in whole seconds (a rate limit says how long to wait). */
export const RETRY_AFTER_PARAM = 'retryAfter';

/** What the host answers to `session/request` when it worked. */
export interface SessionAccepted extends Accepted {
  readonly outcome: SessionOutcome;
}

export function isSessionAccepted(answer: unknown): answer is SessionAccepted {
  return typeof answer === 'object' && answer !== null && 'accepted' in answer && 'outcome' in answer;
}

/** SPEC 9 timings of the session. */
export const SESSION_TIMINGS = {
  userRefreshMs: 60_000,
  videoTokenRefreshMs: 600_000,
  hiddenPauseMs: 30_000,
  activityThrottleMs: 100,
  tokenShareMs: 60_000,
  sessionCheckRetries: 2,
  sessionCheckDelayMs: 1500,
  accountRefreshTimes: 5,
  accountRefreshMs: 2500,
  accountRefreshAfterCurrencyMs: 1000,
  /** SPEC 9: the fingerprint is fetched 8 s after the app is ready, ... */
  fingerprintDelayMs: 8000,
  /** ... retried at most twice after a failure (then only when a call forces it) ... */
  fingerprintRetries: 2,
  /** ... the first retry after 1000 ms, doubling (SPEC 9 default retry). */
  fingerprintRetryMs: 1000,
} as const;

/** SPEC 4 protection level bands and the verified group code. */
export const PROTECTION_BANDS = { badMax: 30, normalBelow: 70, goodMax: 99 } as const;
export const VERIFICATION_SUCCESSFUL = 'VERIFICATION_SUCCESSFUL';

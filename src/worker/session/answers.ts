import type { SessionAccepted, SessionOutcome } from '../../protocol/session';
import type { RetryPolicy } from '../scheduler/retry';

/** Calls that change something on the server are not repeated on a 5xx: the first may have worked. */
export const ONCE: RetryPolicy = { attempts: 1, delayMs: 0, backoff: 'fixed' };

export function accepted(outcome: SessionOutcome): SessionAccepted {
  return { accepted: true, seq: 0, outcome };
}

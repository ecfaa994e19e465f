import type { RetryPolicy } from '../scheduler/retry';

/**
 * SPEC's "N retries" is read one way for every call: the first attempt plus N
 * retries, so `attempts` is 1 + N. "Config load 5 retries at 1000 ms" tries at
 * 0, 1000, 2000, 3000, 4000 and 5000 ms; "default 3 retries, 1000 ms
 * doubling" at 0, 1000, 3000 and 7000 ms. docs/routing.md states the same.
 * Only network errors and 5xx answers are retried; a 4xx is the server's
 * final word.
 */
function retries(
  count: number,
  delayMs: number,
  backoff: RetryPolicy['backoff'] = 'fixed',
  timeoutMs = DEFAULT_ATTEMPT_TIMEOUT_MS,
): RetryPolicy {
  return { attempts: 1 + count, delayMs, backoff, timeoutMs };
}

/**
 * One attempt's limit (the answer's body included) when a policy names none:
 * a server that accepts the connection and never answers would otherwise hold
 * the call, and the error page behind it, forever. SPEC gives no number; this
 * leaves a slow mobile network room.
 */
export const DEFAULT_ATTEMPT_TIMEOUT_MS = 10_000;

export const RETRY_POLICIES = {
  /** GET /bff-api/config/all.json: 5 retries, 1000 ms. */
  config: retries(5, 1000, 'fixed', 5000),
  /** POST /blocks-api/api/v2/block: 2 retries, 100 ms. */
  blocking: retries(2, 100, 'fixed', 3000),
  /** POST /redirects-api/api/v1/redirect-light: 5 retries, 1000 ms. */
  redirect: retries(5, 1000, 'fixed', 5000),
  /** The header remote component: 5 retries, 1000 ms. */
  remote: retries(5, 1000, 'fixed', 5000),
  /** Everything else: 3 retries, 1000 ms doubling. */
  default: retries(3, 1000, 'doubling'),
  /** Calls that must not repeat on their own (a non-idempotent POST without a server-side dedup id). */
  once: retries(0, 0, 'fixed', 20_000),
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof RETRY_POLICIES;

export function resolvePolicy(policy: RetryPolicyName | RetryPolicy | undefined): RetryPolicy {
  if (policy === undefined) return RETRY_POLICIES.default;
  return typeof policy === 'string' ? RETRY_POLICIES[policy] : policy;
}

import type { RetryPolicy } from '../scheduler/retry';

/**
 * Retry policies per kind of call (SPEC sections 7 and 9). `attempts` counts
 * the first try: "config 5 x 1000 ms" tries at 0, 1000, 2000, 3000, 4000 ms;
 * "default 3 x 1000 ms doubling" at 0, 1000, 3000 ms. Only network errors and
 * 5xx answers are retried; a 4xx is the server's final word.
 */
export const RETRY_POLICIES = {
  /** GET /bff-api/config/all.json */
  config: { attempts: 5, delayMs: 1000, backoff: 'fixed' },
  /** POST /blocks-api/api/v2/block */
  blocking: { attempts: 2, delayMs: 100, backoff: 'fixed' },
  /** POST /redirects-api/api/v1/redirect-light */
  redirect: { attempts: 5, delayMs: 1000, backoff: 'fixed' },
  /** The header remote component. */
  remote: { attempts: 5, delayMs: 1000, backoff: 'fixed' },
  /** Everything else. */
  default: { attempts: 3, delayMs: 1000, backoff: 'doubling' },
  /** Calls that must not repeat on their own (a non-idempotent POST without a server-side dedup id). */
  once: { attempts: 1, delayMs: 0, backoff: 'fixed' },
} as const satisfies Record<string, RetryPolicy>;

export type RetryPolicyName = keyof typeof RETRY_POLICIES;

export function resolvePolicy(policy: RetryPolicyName | RetryPolicy | undefined): RetryPolicy {
  if (policy === undefined) return RETRY_POLICIES.default;
  return typeof policy === 'string' ? RETRY_POLICIES[policy] : policy;
}

import type { Clock } from './clock';
import { sleep } from './sleep';

/**
 * How often a call is tried and how long it waits between tries.
 * `attempts` counts every try, the first included: 3 attempts with 1000 ms
 * doubling try at 0, 1000 and 3000 ms.
 */
export interface RetryPolicy {
  readonly attempts: number;
  readonly delayMs: number;
  readonly backoff: 'fixed' | 'doubling';
  /** How long one attempt may take (the answer's body included) before it counts as a network error. */
  readonly timeoutMs?: number;
}

/** Wait before attempt `attempt` (1-based); the first attempt never waits. */
export function delayBefore(policy: RetryPolicy, attempt: number): number {
  if (attempt <= 1) return 0;
  return policy.backoff === 'fixed' ? policy.delayMs : policy.delayMs * 2 ** (attempt - 2);
}

export interface RetryOptions<T> {
  /** Whether a value is a transient failure worth another try. Default: never (only throws are retried). */
  readonly shouldRetry?: (value: T) => boolean;
  /** Whether a thrown error is worth another try. Default: always. */
  readonly shouldRetryError?: (error: unknown) => boolean;
  /** Stops waiting at once; the last outcome is then returned (or its error thrown). */
  readonly signal?: AbortSignal;
}

/**
 * Runs `fn` until it gives a value `shouldRetry` accepts as final, or the
 * policy's attempts are spent, waiting on the injected clock in between.
 * Returns the last value; rethrows the last error when the last try threw.
 */
export async function retry<T>(
  clock: Clock,
  fn: (attempt: number) => Promise<T>,
  policy: RetryPolicy,
  options: RetryOptions<T> = {},
): Promise<T> {
  const attempts = Math.max(1, Math.floor(policy.attempts));
  const shouldRetry = options.shouldRetry ?? (() => false);
  const shouldRetryError = options.shouldRetryError ?? (() => true);
  let last: { ok: true; value: T } | { ok: false; error: unknown } = { ok: false, error: new Error('retry: no attempt ran') };

  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) {
      try {
        await sleep(clock, delayBefore(policy, attempt), options.signal);
      } catch {
        break; // aborted while waiting: hand back what the last try gave
      }
    }
    try {
      const value = await fn(attempt);
      last = { ok: true, value };
      if (!shouldRetry(value)) return value;
    } catch (error) {
      last = { ok: false, error };
      if (!shouldRetryError(error)) throw error;
    }
    if (options.signal?.aborted) break;
  }
  if (last.ok) return last.value;
  throw last.error;
}

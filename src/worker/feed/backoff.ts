/** Reconnect delays: 1 s, 2 s, 4 s ... capped at 30 s. Deterministic, so tests can name the times. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The wait before reconnect attempt `attempt` (1-based). */
export function backoffDelay(attempt: number, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  if (attempt < 1) return 0;
  return Math.min(max, base * 2 ** Math.min(attempt - 1, 20));
}

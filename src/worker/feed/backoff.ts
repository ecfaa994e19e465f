/** Reconnect delays: up to 1 s, 2 s, 4 s ... capped at 30 s, with jitter. */
export const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;

/** The longest wait before reconnect attempt `attempt` (1-based): doubling from the base, capped. */
export function backoffCeiling(attempt: number, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  if (attempt < 1) return 0;
  return Math.min(max, base * 2 ** Math.min(attempt - 1, 20));
}

/**
 * The wait before reconnect attempt `attempt`: between half the ceiling and
 * the ceiling ("equal jitter"), placed by `jitter` in [0, 1] (the caller's
 * random source; 1 gives the ceiling). When the feed drops for everyone at
 * once, the reconnects spread out instead of arriving at the server together,
 * and none comes sooner than half the backoff.
 */
export function backoffDelay(attempt: number, jitter = 1, base = BACKOFF_BASE_MS, max = BACKOFF_MAX_MS): number {
  const ceiling = backoffCeiling(attempt, base, max);
  const spread = Math.min(1, Math.max(0, Number.isFinite(jitter) ? jitter : 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * spread);
}

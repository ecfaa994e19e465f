import { ANALYTICS_LIMITS, type AnalyticsEvent } from '../../protocol/analytics';

/** The unsent events and how many were dropped for room. */
export interface AnalyticsQueue {
  readonly events: readonly AnalyticsEvent[];
  readonly dropped: number;
}

export const EMPTY_QUEUE: AnalyticsQueue = { events: [], dropped: 0 };

/** Adds an event; beyond the cap the oldest go (a long offline spell must not grow without end). */
export function enqueue(queue: AnalyticsQueue, event: AnalyticsEvent, cap: number = ANALYTICS_LIMITS.queueCap): AnalyticsQueue {
  const events = [...queue.events, event];
  const over = Math.max(0, events.length - cap);
  return { events: events.slice(over), dropped: queue.dropped + over };
}

/** The next batch (oldest first) and what stays. */
export function takeBatch(
  queue: AnalyticsQueue,
  max: number = ANALYTICS_LIMITS.batchMax,
): { readonly batch: readonly AnalyticsEvent[]; readonly rest: AnalyticsQueue } {
  return { batch: queue.events.slice(0, max), rest: { ...queue, events: queue.events.slice(max) } };
}

/** How a send ended, as the retry rule sees it. */
export type SendOutcome = 'sent' | 'retry' | 'refused';

/** A status from the collector to an outcome: 2xx sent; 408, 429 and 5xx may pass later; any other 4xx never will. */
export function outcomeOfStatus(status: number): SendOutcome {
  if (status >= 200 && status < 300) return 'sent';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

/**
 * The wait before attempt `attempt` (2 is the first retry), doubling from
 * the first delay up to the longest; null once the attempts are spent.
 */
export function retryDelayMs(
  attempt: number,
  limits: { readonly sendAttempts: number; readonly retryFirstMs: number; readonly retryMaxMs: number } = ANALYTICS_LIMITS,
): number | null {
  if (attempt > limits.sendAttempts) return null;
  return Math.min(limits.retryMaxMs, limits.retryFirstMs * 2 ** Math.max(0, attempt - 2));
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_QUEUE, enqueue, outcomeOfStatus, pageOf, retryDelayMs, takeBatch, toEvent } from '../../../src/core/analytics';
import { ANALYTICS_LIMITS, analyticsBatchSchema, type AnalyticsEvent } from '../../../src/protocol/analytics';

const event = (ts: number): AnalyticsEvent => ({ name: 'page_view', ts, page: '/en/live', params: {} });

describe('the analytics queue and batches', () => {
  it('property: keeps the newest events up to the cap, in order, and counts what it dropped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 1, max: 20 }), (n, cap) => {
        let q = EMPTY_QUEUE;
        for (let i = 0; i < n; i++) q = enqueue(q, event(i), cap);
        expect(q.events.map((e) => e.ts)).toEqual([...Array(n).keys()].slice(Math.max(0, n - cap)));
        expect(q.dropped).toBe(Math.max(0, n - cap));
      }),
    );
  });

  it('property: batches take the oldest first and lose nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70 }), fc.integer({ min: 1, max: 25 }), (n, max) => {
        let q = EMPTY_QUEUE;
        for (let i = 0; i < n; i++) q = enqueue(q, event(i), 1000);
        const seen: number[] = [];
        while (q.events.length > 0) {
          const { batch, rest } = takeBatch(q, max);
          expect(batch.length).toBeLessThanOrEqual(max);
          expect(batch.length).toBeGreaterThan(0);
          seen.push(...batch.map((e) => e.ts));
          q = rest;
        }
        expect(seen).toEqual([...Array(n).keys()]);
      }),
    );
  });

  it('retries a failed batch with doubling waits up to the cap of attempts', () => {
    const waits = [2, 3, 4, 5, 6].map((attempt) => retryDelayMs(attempt));
    expect(waits).toEqual([1_000, 2_000, 4_000, 8_000, null]);
    expect(retryDelayMs(30, { sendAttempts: 40, retryFirstMs: 1_000, retryMaxMs: 30_000 })).toBe(30_000);
  });

  it('tells a collector status: sent, worth retrying, or never', () => {
    expect([204, 200].map(outcomeOfStatus)).toEqual(['sent', 'sent']);
    expect([500, 503, 429, 408].map(outcomeOfStatus)).toEqual(['retry', 'retry', 'retry', 'retry']);
    expect([400, 403, 404, 413].map(outcomeOfStatus)).toEqual(['refused', 'refused', 'refused', 'refused']);
  });

  it('keeps the page without its query and bounds every event to what the collector takes', () => {
    expect(pageOf('/en/reset?token=secret#x')).toBe('/en/reset');
    const long = 'x'.repeat(1_000);
    const params = Object.fromEntries([...Array(30).keys()].map((i) => [`p${i}`, long]));
    const made = toEvent({ name: 'coupon_error', params: { ...params, nan: Number.NaN } }, 12.4, `/${long}?q=1`);
    expect(Object.keys(made.params)).toHaveLength(ANALYTICS_LIMITS.paramsMax);
    expect(made.page).toHaveLength(ANALYTICS_LIMITS.pageMax);
    expect(made.ts).toBe(12);
    expect(analyticsBatchSchema.safeParse({ visit: 'v1', events: [made] }).success).toBe(true);
  });
});

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startPageReports } from '../../../src/ui/analytics/pageReports';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const handlers = vi.hoisted(() => ({ all: [] as ((metric: { name: string; value: number; rating: string }) => void)[] }));
vi.mock('web-vitals', () => {
  const on = (report: Report) => void handlers.all.push(report);
  return { onLCP: on, onCLS: on, onINP: on, onTTFB: on };
});

afterEach(() => {
  handlers.all.length = 0;
  vi.restoreAllMocks();
});

describe("the page's analytics reports", () => {
  it("tells the worker the browser's privacy signals as they are, then each Web Vital with the page", async () => {
    Object.defineProperty(navigator, 'doNotTrack', { value: '1', configurable: true });
    Object.defineProperty(navigator, 'globalPrivacyControl', { value: true, configurable: true });
    const dispatch = vi.fn(async () => ({ accepted: true as const, seq: 0 }));
    await startPageReports(Promise.resolve({ dispatch }));
    expect(dispatch).toHaveBeenCalledWith({ type: 'analytics/privacy-signals', payload: { doNotTrack: '1', globalPrivacyControl: true } });
    expect(handlers.all).toHaveLength(4);
    handlers.all[0]?.({ name: 'LCP', value: 1234.5, rating: 'good' });
    expect(dispatch).toHaveBeenLastCalledWith({
      type: 'analytics/web-vital',
      payload: { metric: 'LCP', value: 1234.5, rating: 'good', page: location.pathname },
    });
    Reflect.deleteProperty(navigator, 'globalPrivacyControl');
    Reflect.deleteProperty(navigator, 'doNotTrack');
  });

  it('a worker that never connects gets nothing and leaves no unhandled error', async () => {
    await expect(startPageReports(Promise.reject(new Error('no worker')))).resolves.toBeUndefined();
    expect(handlers.all).toHaveLength(0);
  });
});

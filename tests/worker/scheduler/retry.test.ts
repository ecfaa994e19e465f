import { describe, expect, it, vi } from 'vitest';
import { delayBefore, retry, type RetryPolicy } from '../../../src/worker/scheduler/retry';
import { sleep } from '../../../src/worker/scheduler/sleep';
import { RETRY_POLICIES } from '../../../src/worker/http/policies';
import { VirtualClock } from '../../support/virtualClock';

describe('sleep', () => {
  it('resolves after the given virtual time, not before', async () => {
    const clock = new VirtualClock();
    let done = false;
    void sleep(clock, 1000).then(() => (done = true));
    await clock.advanceAsync(999);
    expect(done).toBe(false);
    await clock.advanceAsync(1);
    expect(done).toBe(true);
  });

  it('rejects at once on abort and clears its timer', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    const waiting = sleep(clock, 1000, controller.signal);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
    expect(clock.pending).toBe(0);
    await expect(sleep(clock, 5, controller.signal)).rejects.toThrow('stop');
  });
});

describe('retry', () => {
  it('waits per policy between attempts and returns the last value', async () => {
    const clock = new VirtualClock();
    const at: number[] = [];
    const policy: RetryPolicy = { attempts: 4, delayMs: 100, backoff: 'doubling' };
    const value = await clock.run(retry(clock, async (n) => (at.push(clock.now()), n), policy, { shouldRetry: () => true }));
    expect(value).toBe(4);
    expect(at).toEqual([0, 100, 300, 700]);
  });

  it('retries throws by default and rethrows the last one', async () => {
    const clock = new VirtualClock();
    const fn = vi.fn(async (n: number) => {
      throw new Error(`fail ${n}`);
    });
    await expect(clock.run(retry(clock, fn, RETRY_POLICIES.blocking))).rejects.toThrow('fail 3');
    expect(fn).toHaveBeenCalledTimes(3);
  });

  it('does not retry an error the predicate refuses', async () => {
    const clock = new VirtualClock();
    const fn = vi.fn(async () => {
      throw new Error('final');
    });
    await expect(clock.run(retry(clock, fn, RETRY_POLICIES.config, { shouldRetryError: () => false }))).rejects.toThrow('final');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('an abort during the wait ends the loop with the last value', async () => {
    const clock = new VirtualClock();
    const controller = new AbortController();
    clock.setTimeout(() => controller.abort(), 500);
    const fn = vi.fn(async (n: number) => n);
    const value = await clock.run(retry(clock, fn, RETRY_POLICIES.config, { shouldRetry: () => true, signal: controller.signal }));
    expect(value).toBe(1);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('delays of the named policies match SPEC 9, read as the first attempt plus N retries', () => {
    const schedule = (p: RetryPolicy) => Array.from({ length: p.attempts }, (_, i) => delayBefore(p, i + 1));
    expect(schedule(RETRY_POLICIES.default)).toEqual([0, 1000, 2000, 4000]);
    expect(schedule(RETRY_POLICIES.config)).toEqual([0, 1000, 1000, 1000, 1000, 1000]);
    expect(schedule(RETRY_POLICIES.blocking)).toEqual([0, 100, 100]);
    expect(schedule(RETRY_POLICIES.redirect)).toEqual([0, 1000, 1000, 1000, 1000, 1000]);
  });
});

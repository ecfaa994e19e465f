import { describe, expect, it } from 'vitest';
import { createPushBatcher } from '../../../src/worker/runtime/pushBatcher';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

function batcher() {
  const clock = new VirtualClock(1_000);
  const flushes: string[][] = [];
  const b = createPushBatcher(clock, 16, (dirty) => void flushes.push([...dirty].sort()));
  return { clock, flushes, b };
}

describe('the push batcher', () => {
  it('holds marks inside a frame for its end, and sends them together', async () => {
    const { clock, flushes, b } = batcher();
    b.mark('live');
    await flushMicrotasks();
    expect(flushes).toEqual([['live']]);
    b.mark('live');
    b.mark('odds');
    await flushMicrotasks();
    expect(flushes).toHaveLength(1);
    clock.advance(16);
    expect(flushes).toEqual([['live'], ['live', 'odds']]);
  });

  it('flushNow sends at once inside a busy frame, with whatever else is marked, and only once', async () => {
    const { clock, flushes, b } = batcher();
    b.mark('live');
    await flushMicrotasks();
    b.mark('live');
    b.mark('coupon');
    b.flushNow();
    expect(flushes).toEqual([['live'], ['coupon', 'live']]);
    // The frame's timer is gone; a mark inside the frame the flush began waits for its end.
    expect(clock.pending).toBe(0);
    clock.advance(5);
    b.mark('live');
    await flushMicrotasks();
    expect(flushes).toHaveLength(2);
    clock.advance(11);
    expect(flushes).toEqual([['live'], ['coupon', 'live'], ['live']]);
  });

  it('flushNow does nothing with nothing marked', async () => {
    const { flushes, b } = batcher();
    b.flushNow();
    await flushMicrotasks();
    expect(flushes).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createPushBatcher } from '../../../src/worker/runtime/pushBatcher';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

const FRAME_MS = 16;

function batcherOn(clock: VirtualClock) {
  const flushes: string[][] = [];
  const batcher = createPushBatcher(clock, FRAME_MS, (dirty) => flushes.push([...dirty].sort()));
  return { batcher, flushes };
}

describe('the push batcher', () => {
  it('sends the first mark after a quiet frame at once and holds marks within the frame to its end', async () => {
    const clock = new VirtualClock(1000);
    const { batcher, flushes } = batcherOn(clock);
    batcher.mark('live');
    await flushMicrotasks();
    expect(flushes).toEqual([['live']]);
    batcher.mark('live');
    batcher.mark('coupon');
    await flushMicrotasks();
    expect(flushes).toHaveLength(1);
    await clock.advance(FRAME_MS);
    expect(flushes).toEqual([['live'], ['coupon', 'live']]);
  });

  it('flushNow sends what is marked in this turn, and the frame flush it overtook sends nothing twice', async () => {
    const clock = new VirtualClock(1000);
    const { batcher, flushes } = batcherOn(clock);
    batcher.mark('live');
    await flushMicrotasks();
    batcher.mark('coupon');
    batcher.flushNow();
    expect(flushes).toEqual([['live'], ['coupon']]);
    await clock.advance(FRAME_MS * 2);
    expect(flushes).toHaveLength(2);
    batcher.flushNow();
    expect(flushes).toHaveLength(2);
  });
});

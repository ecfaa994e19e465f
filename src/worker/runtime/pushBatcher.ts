import type { Clock } from '../scheduler/clock';

/**
 * Coalesces "projection X changed" marks into at most one flush per frame
 * interval. The first mark after a quiet frame flushes on the next microtask
 * (a single click should not wait for a timer); marks inside the same frame
 * wait for the frame's end and go out together.
 */
export function createPushBatcher(clock: Clock, frameMs: number, flush: (dirty: ReadonlySet<string>) => void) {
  let dirty = new Set<string>();
  let scheduled = false;
  let lastFlush = -Infinity;
  const run = () => {
    scheduled = false;
    lastFlush = clock.now();
    const batch = dirty;
    dirty = new Set();
    flush(batch);
  };
  return {
    mark(name: string): void {
      dirty.add(name);
      if (scheduled) return;
      scheduled = true;
      const wait = lastFlush + frameMs - clock.now();
      if (wait <= 0) queueMicrotask(run);
      else clock.setTimeout(run, wait);
    },
  };
}

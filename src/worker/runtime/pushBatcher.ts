import type { Clock } from '../scheduler/clock';

/**
 * Coalesces "projection X changed" marks into at most one flush per frame
 * interval. The first mark after a quiet frame flushes on the next microtask
 * (a single click should not wait for a timer); marks inside the same frame
 * wait for the frame's end and go out together, unless `flushNow` sends them
 * at once: what a player's own command changed is not held behind the feed.
 */
export function createPushBatcher(clock: Clock, frameMs: number, flush: (dirty: ReadonlySet<string>) => void) {
  let dirty = new Set<string>();
  // Bumped by every flush, so a flush already scheduled finds it was overtaken and does nothing.
  let generation = 0;
  let scheduled = false;
  let lastFlush = -Infinity;
  const run = () => {
    scheduled = false;
    generation += 1;
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
      const mine = generation;
      const runIfCurrent = () => {
        if (generation === mine) run();
      };
      const wait = lastFlush + frameMs - clock.now();
      if (wait <= 0) queueMicrotask(runIfCurrent);
      else clock.setTimeout(runIfCurrent, wait);
    },
    flushNow(): void {
      if (dirty.size > 0) run();
    },
  };
}

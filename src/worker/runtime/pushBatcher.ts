import type { Clock, TimerHandle } from '../scheduler/clock';

/**
 * Coalesces "projection X changed" marks into at most one flush per frame
 * interval. The first mark after a quiet frame flushes on the next microtask
 * (a single click should not wait for a timer); marks inside the same frame
 * wait for the frame's end and go out together, unless `hurry` sends them at
 * once: a player's own command is not held behind a busy feed's frame.
 */
export function createPushBatcher(clock: Clock, frameMs: number, flush: (dirty: ReadonlySet<string>) => void) {
  let dirty = new Set<string>();
  let timer: TimerHandle | null = null;
  let microtask = false;
  let lastFlush = -Infinity;
  const run = () => {
    microtask = false;
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
    if (dirty.size === 0) return;
    lastFlush = clock.now();
    const batch = dirty;
    dirty = new Set();
    flush(batch);
  };
  const soon = () => {
    if (microtask) return;
    microtask = true;
    queueMicrotask(run);
  };
  return {
    mark(name: string): void {
      dirty.add(name);
      if (microtask || timer !== null) return;
      const wait = lastFlush + frameMs - clock.now();
      if (wait <= 0) soon();
      else timer = clock.setTimeout(run, wait);
    },
    /** Flushes everything marked on the next microtask, inside a frame too. */
    hurry(): void {
      if (dirty.size > 0) soon();
    },
  };
}

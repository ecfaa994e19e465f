import type { Clock, TimerHandle } from '../scheduler/clock';

/**
 * Coalesces "projection X changed" marks into at most one flush per frame
 * interval. The first mark after a quiet frame flushes on the next microtask
 * (a single click should not wait for a timer); marks inside the same frame
 * wait for the frame's end and go out together, unless `flushNow` sends them
 * at once: what a player's own command changed is not held behind a busy
 * feed's frame.
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
  return {
    mark(name: string): void {
      dirty.add(name);
      if (microtask || timer !== null) return;
      const wait = lastFlush + frameMs - clock.now();
      if (wait <= 0) {
        microtask = true;
        queueMicrotask(run);
      } else timer = clock.setTimeout(run, wait);
    },
    /** Sends everything marked now, inside a frame too; a flush already scheduled then finds nothing to send. */
    flushNow(): void {
      if (dirty.size > 0) run();
    },
  };
}

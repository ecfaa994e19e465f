import type { Clock } from '../scheduler/clock';

/**
 * Coalesces "projection X changed" marks and flushes them at most once per
 * frame interval. A burst of commands or feed ticks costs one push per tab.
 */
export function createPushBatcher(clock: Clock, frameMs: number, flush: (dirty: ReadonlySet<string>) => void) {
  let dirty = new Set<string>();
  let scheduled = false;
  return {
    mark(name: string): void {
      dirty.add(name);
      if (scheduled) return;
      scheduled = true;
      clock.setTimeout(() => {
        scheduled = false;
        const batch = dirty;
        dirty = new Set();
        flush(batch);
      }, frameMs);
    },
  };
}

import type { Clock, TimerHandle } from '../../src/worker/scheduler/clock';

interface VirtualTimer {
  readonly id: number;
  readonly at: number;
  readonly fn: () => void;
}

/**
 * Lets every pending promise continuation run: microtasks, and the few
 * macrotask turns Node's fetch Response body reading needs. Uses the real
 * setImmediate, which takes no wall time worth measuring (no sleeps).
 */
export async function flushMicrotasks(turns = 5): Promise<void> {
  for (let i = 0; i < turns; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/**
 * A clock for tests: time moves only when the test says so. Timers fire in
 * order of due time (ties in the order they were set), timers set by a timer
 * fire in the same advance when they fall due inside it, and `now()` inside a
 * callback is that timer's due time.
 *
 * The async variants let promise chains between firings run (a retry that
 * awaits a fetch, then sleeps again), which the sync ones cannot.
 */
export class VirtualClock implements Clock {
  private current: number;
  private readonly timers = new Map<number, VirtualTimer>();
  private nextId = 1;
  /** Timer callbacks run so far, to catch runaway loops. */
  fired = 0;

  constructor(start = 0) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  setTimeout(fn: () => void, ms: number): TimerHandle {
    const id = this.nextId++;
    const delay = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.timers.set(id, { id, at: this.current + delay, fn });
    return id;
  }

  clearTimeout(handle: TimerHandle): void {
    if (typeof handle === 'number') this.timers.delete(handle);
  }

  /** How many timers wait. */
  get pending(): number {
    return this.timers.size;
  }

  /** Due time of the next timer, if any. */
  nextDue(): number | undefined {
    return this.next()?.at;
  }

  /** Moves time forward by `ms`, firing every timer due on the way. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (let t = this.next(); t && t.at <= target; t = this.next()) this.fire(t);
    this.current = target;
  }

  /**
   * Moves time forward without firing anything, like a frozen tab or a laptop
   * lid: the overdue timers fire late, on the next advance.
   */
  jump(ms: number): void {
    this.current += ms;
  }

  /** Fires timers until none is left (throws after `limit` firings: an `every` never ends). */
  runAll(limit = 10_000): void {
    const stop = this.fired + limit;
    for (let t = this.next(); t; t = this.next()) {
      if (this.fired >= stop) throw new Error(`VirtualClock.runAll: more than ${limit} timers fired; a repeating timer?`);
      this.fire(t);
    }
  }

  /** Like `advance`, letting promise continuations run before and after each firing. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.current + ms;
    await flushMicrotasks();
    for (let t = this.next(); t && t.at <= target; t = this.next()) {
      this.fire(t);
      await flushMicrotasks();
    }
    this.current = target;
  }

  /** Like `runAll`, letting promise continuations run between firings. */
  async runAllAsync(limit = 10_000): Promise<void> {
    const stop = this.fired + limit;
    await flushMicrotasks();
    for (let t = this.next(); t; t = this.next()) {
      if (this.fired >= stop) throw new Error(`VirtualClock.runAllAsync: more than ${limit} timers fired; a repeating timer?`);
      this.fire(t);
      await flushMicrotasks();
    }
  }

  /**
   * Drives time until `promise` settles and returns its outcome: the usual
   * way to await a call that sleeps on this clock. Fails loudly when the
   * promise waits on something other than this clock (nothing left to fire).
   */
  async run<T>(promise: Promise<T>, limit = 10_000): Promise<T> {
    let settled = false;
    const watched = promise.finally(() => {
      settled = true;
    });
    watched.catch(() => undefined);
    const stop = this.fired + limit;
    await flushMicrotasks();
    while (!settled) {
      const t = this.next();
      if (!t) throw new Error('VirtualClock.run: the promise is pending but no timer is left to fire');
      if (this.fired >= stop) throw new Error(`VirtualClock.run: more than ${limit} timers fired`);
      this.fire(t);
      await flushMicrotasks();
    }
    return watched;
  }

  private next(): VirtualTimer | undefined {
    let best: VirtualTimer | undefined;
    for (const t of this.timers.values()) {
      if (!best || t.at < best.at || (t.at === best.at && t.id < best.id)) best = t;
    }
    return best;
  }

  private fire(t: VirtualTimer): void {
    this.timers.delete(t.id);
    if (t.at > this.current) this.current = t.at;
    this.fired++;
    t.fn();
  }
}

/**
 * The one source of time for the worker runtime. Everything that waits
 * (timers, retry delays, cache expiry) takes a Clock, so tests drive hours of
 * time with a virtual clock and never sleep.
 */
export type TimerHandle = unknown;

export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The browser's (or Node's) own clock. */
export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

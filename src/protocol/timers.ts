/**
 * Timers are data. The core derives the timers a state needs; the worker's
 * scheduler reconciles them against what runs, with one injectable clock.
 */
export type TimerIntent =
  /** Fire once at epoch millisecond `at`. */
  | { readonly key: string; readonly kind: 'at'; readonly at: number }
  /** Fire every `everyMs`, first after `everyMs`. */
  | { readonly key: string; readonly kind: 'every'; readonly everyMs: number };

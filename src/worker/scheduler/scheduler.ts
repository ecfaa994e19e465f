import type { TimerIntent } from '../../protocol/timers';
import type { Clock, TimerHandle } from './clock';

/** What the scheduler keeps per key: the intent it runs and its pending timer (none once an `at` has fired). */
interface Running {
  readonly intent: TimerIntent;
  handle: TimerHandle | null;
}

export interface SchedulerOptions {
  /** Called when a timer is due. A throw or a rejected promise goes to `onError`; the schedule carries on. */
  readonly onFire: (key: string) => void | Promise<void>;
  readonly onError?: (key: string, error: unknown) => void;
}

function sameIntent(a: TimerIntent, b: TimerIntent): boolean {
  if (a.kind === 'at' && b.kind === 'at') return a.at === b.at;
  if (a.kind === 'every' && b.kind === 'every') return a.everyMs === b.everyMs;
  return false;
}

/**
 * Runs the timer intents the core derives from state. The core says which
 * timers should exist; `reconcile` makes the running set match: new keys
 * start, missing keys stop, changed keys restart, unchanged keys keep their
 * phase (so re-deriving intents after every event does not reset a 30 s ping).
 *
 * - `at` fires once at that epoch ms (at once if already past). After firing
 *   the key stays known, so reconciling the same intent again does not re-fire;
 *   a different `at` under the same key arms it again.
 * - `every` fires each `everyMs`, the first after `everyMs`, on a fixed grid
 *   from its start so late timers do not make it drift; slots missed while
 *   the worker was frozen fire once, not once each.
 *
 * When the list holds a key twice, the last one counts.
 */
export class Scheduler {
  private readonly running = new Map<string, Running>();

  constructor(
    private readonly clock: Clock,
    private readonly options: SchedulerOptions,
  ) {}

  reconcile(intents: readonly TimerIntent[]): void {
    const wanted = new Map<string, TimerIntent>();
    for (const intent of intents) wanted.set(intent.key, intent);

    for (const [key, run] of this.running) {
      if (!wanted.has(key)) this.stop(key, run);
    }
    for (const [key, intent] of wanted) {
      const run = this.running.get(key);
      if (run && sameIntent(run.intent, intent)) continue;
      if (run) this.stop(key, run);
      this.start(intent);
    }
  }

  /** Keys with a pending timer, for the debugger and tests. */
  pendingKeys(): string[] {
    return [...this.running].filter(([, run]) => run.handle !== null).map(([key]) => key);
  }

  /** Stops everything (worker shutdown). */
  dispose(): void {
    for (const [key, run] of this.running) this.stop(key, run);
  }

  private stop(key: string, run: Running): void {
    if (run.handle !== null) this.clock.clearTimeout(run.handle);
    this.running.delete(key);
  }

  private start(intent: TimerIntent): void {
    const run: Running = { intent, handle: null };
    this.running.set(intent.key, run);
    if (intent.kind === 'at') {
      run.handle = this.clock.setTimeout(
        () => {
          run.handle = null;
          this.fire(intent.key);
        },
        Math.max(0, intent.at - this.clock.now()),
      );
      return;
    }
    const every = Math.max(1, intent.everyMs);
    let due = this.clock.now() + every;
    const arm = (): void => {
      run.handle = this.clock.setTimeout(
        () => {
          // Next slot on the grid; slots missed while the worker was frozen are skipped, not replayed.
          const now = this.clock.now();
          due = now < due + every ? due + every : now + every - ((now - due) % every);
          arm(); // re-arm before firing: a throwing onFire must not end the schedule
          this.fire(intent.key);
        },
        Math.max(0, due - this.clock.now()),
      );
    };
    arm();
  }

  private fire(key: string): void {
    try {
      const result = this.options.onFire(key);
      if (result && typeof result.then === 'function') {
        result.then(undefined, (error: unknown) => this.options.onError?.(key, error));
      }
    } catch (error) {
      this.options.onError?.(key, error);
    }
  }
}

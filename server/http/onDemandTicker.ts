/**
 * The scheduler of rooms or shows that run only while someone needs them
 * (bingo's rooms, the TV shows): an id runs while it has watchers (open
 * streams) or is marked playing (its game holds players' stakes), and the
 * timer runs only while some id does, so an idle server does no work. Ticks
 * are queued one after another: a slow step never overlaps the next.
 */
export interface OnDemandTickerOptions {
  readonly ids: () => readonly string[];
  readonly tickMs: number;
  /** Tick on a timer while an id runs; off in tests that drive tick() themselves. */
  readonly autoTick: boolean;
  readonly watchers: (id: string) => number;
  /** Moves one running id on to the clock's now. */
  readonly advance: (id: string) => Promise<void>;
  readonly onError: (error: unknown) => void;
}

export class OnDemandTicker {
  /** Ids whose game holds stakes: they run with nobody watching (the owner keeps this up to date as it steps). */
  readonly playing = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(private readonly options: OnDemandTickerOptions) {}

  runs(id: string): boolean {
    return this.options.watchers(id) > 0 || this.playing.has(id);
  }

  /** A watcher came or went, or money was staked: the id may need to run (or may stop). */
  wake(id: string): Promise<void> {
    this.playing.add(id);
    return this.tick();
  }

  /** Moves every running id on to the clock's now, one tick at a time. */
  tick(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const id of this.options.ids()) if (this.runs(id)) await this.options.advance(id);
      this.schedule();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => undefined);
  }

  /** The timer runs while an id does, and stops when none does. */
  private schedule(): void {
    const busy = this.options.ids().some((id) => this.runs(id));
    if (busy && !this.timer && this.options.autoTick && !this.stopped) {
      this.timer = setInterval(() => {
        this.tick().catch(this.options.onError);
      }, this.options.tickMs);
      this.timer.unref();
    } else if (!busy && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }
}

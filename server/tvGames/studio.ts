import type { TvDraw } from '../../src/protocol/tvGames';
import { EventTopics } from '../http/eventTopics';
import { TV_GAMES_CONFIG, type TvGamesConfig, type TvShowConfig } from '../config/tvGames';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { drawView, latestDraw } from './draws';
import { deadlineOf, stepShow } from './steps';
import { TV_STREAM_EVENT } from '../../src/protocol/tvGames';

export interface TvStudioOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests, which then call tick(). */
  readonly now?: () => number;
  readonly config?: TvGamesConfig;
  /** Tick on a timer while a show runs; off in tests that drive tick() themselves. */
  readonly autoTick?: boolean;
}

/**
 * The TV shows of one process: their streams (public: a draw carries
 * nobody's bets) and their scheduler. A show runs only while it has viewers
 * (open streams) or bets on its open draw; the timer runs only while a show
 * does, so an idle server does no work (the pattern of server/bingo/hall.ts).
 * Steps take the show's lock, so a second process would only repeat a look
 * at the clock, never a payment.
 */
export class TvStudio {
  readonly db: Db;
  readonly config: TvGamesConfig;
  readonly streams = new EventTopics<string, TvDraw>(
    TV_STREAM_EVENT,
    (draw) => draw.show,
    (draw) => `${draw.drawId}:${draw.phase}:${draw.balls.length}`,
  );
  /** Test switch (never in production): added to the clock. */
  offsetMs = 0;
  private readonly log: Logger;
  private readonly clock: () => number;
  private readonly autoTick: boolean;
  /** Shows whose open draw holds bets: they run with nobody watching. */
  private readonly playing = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(options: TvStudioOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? TV_GAMES_CONFIG;
    this.autoTick = options.autoTick ?? true;
  }

  now(): number {
    return this.clock() + this.offsetMs;
  }

  show(id: string): TvShowConfig | undefined {
    return this.config.shows.find((s) => s.id === id);
  }

  /**
   * Picks up draws with bets a last process left open: in their window they go on; past it they are
   * drawn to their seeded result at the schedule's times (no decision was left to the players).
   */
  async start(): Promise<void> {
    for (const show of this.config.shows) {
      const draw = await latestDraw(this.db, show.id);
      if (draw && draw.phase !== 'ended' && draw.bets > 0) this.playing.add(show.id);
    }
    await this.tick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    this.streams.endAll();
    await this.queue.catch(() => undefined);
  }

  /** The show's draw as viewers see it: the one open, or the last during its pause; null when none. */
  async drawOf(id: string): Promise<TvDraw | null> {
    const show = this.show(id);
    const draw = show ? await latestDraw(this.db, id) : null;
    if (!show || !draw || (draw.phase === 'ended' && this.now() >= (draw.endedAt ?? 0) + show.pauseMs)) return null;
    return drawView(draw, show, this.now());
  }

  async publish(id: string): Promise<void> {
    const draw = await this.drawOf(id);
    if (draw) this.streams.publish(draw);
  }

  /** A viewer came or went, or a bet was placed: the show may need to run (or may stop). */
  wake(id: string): Promise<void> {
    this.playing.add(id);
    return this.tick();
  }

  /** Moves every running show on to the clock's now. */
  tick(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const show of this.config.shows) if (this.runs(show.id)) await this.advance(show);
      this.schedule();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private runs(id: string): boolean {
    return this.streams.watchers(id) > 0 || this.playing.has(id);
  }

  private schedule(): void {
    const busy = this.config.shows.some((show) => this.runs(show.id));
    if (busy && !this.timer && this.autoTick && !this.stopped) {
      this.timer = setInterval(() => {
        this.tick().catch((error: unknown) => this.log.error(`TV games tick failed: ${String(error)}`));
      }, this.config.tickMs);
      this.timer.unref();
    } else if (!busy && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Steps the show while a step is due, publishing its draw after each change; `open` opens a draw for no viewer (the test switch). */
  async advance(show: TvShowConfig, open = false): Promise<void> {
    const now = this.now();
    for (let steps = 0; steps < 100; steps += 1) {
      const wanted = open || this.streams.watchers(show.id) > 0;
      const changed = await stepShow(this.db, { show, chainLength: this.config.chainLength, wanted, now });
      const draw = await latestDraw(this.db, show.id);
      if (draw && draw.phase !== 'ended' && draw.bets > 0) this.playing.add(show.id);
      else this.playing.delete(show.id);
      if (!changed) return;
      if (draw) this.streams.publish(drawView(draw, show, now));
      const due = deadlineOf(draw, show);
      if (due === null || due > now) return;
    }
  }
}

import { TV_STREAM_EVENT, type TvDraw } from '../../src/protocol/tvGames';
import { TV_GAMES_CONFIG, type TvGamesConfig, type TvShowConfig } from '../config/tvGames';
import type { Db } from '../db/db';
import { EventTopics } from '../http/eventTopics';
import { OnDemandTicker } from '../http/onDemandTicker';
import type { Logger } from '../log';
import { drawView, latestDraw } from './draws';
import { deadlineOf, stepShow } from './steps';

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
 * (open streams) or bets on its open draw (OnDemandTicker), so an idle
 * server does no work. Steps take the show's lock, so a second process would
 * only repeat a look at the clock, never a payment.
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
  /** Test switch: the clock's reading the shows' time stands at, so only `offsetMs` moves it; null runs with the clock. */
  private heldAt: number | null = null;
  private readonly clock: () => number;
  private readonly ticker: OnDemandTicker;

  constructor(options: TvStudioOptions) {
    this.db = options.db;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? TV_GAMES_CONFIG;
    this.ticker = new OnDemandTicker({
      ids: () => this.config.shows.map((show) => show.id),
      tickMs: this.config.tickMs,
      autoTick: options.autoTick ?? true,
      watchers: (id) => this.streams.watchers(id),
      advance: (id) => this.advance(this.show(id) as TvShowConfig),
      onError: (error) => options.log.error(`TV games tick failed: ${String(error)}`),
    });
  }

  now(): number {
    return (this.heldAt ?? this.clock()) + this.offsetMs;
  }

  /** Test switch: stops the shows' time where it is, or lets it run on from there without a jump. */
  hold(held: boolean): void {
    if (held) this.heldAt ??= this.clock();
    else if (this.heldAt !== null) {
      this.offsetMs += this.heldAt - this.clock();
      this.heldAt = null;
    }
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
      if (draw && draw.phase !== 'ended' && draw.bets > 0) this.ticker.playing.add(show.id);
    }
    await this.tick();
  }

  async stop(): Promise<void> {
    const stopping = this.ticker.stop();
    this.streams.endAll();
    await stopping;
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
    return this.ticker.wake(id);
  }

  tick(): Promise<void> {
    return this.ticker.tick();
  }

  /** Steps the show while a step is due, publishing its draw after each change; `open` opens a draw for no viewer (the test switch). */
  async advance(show: TvShowConfig, open = false): Promise<void> {
    const now = this.now();
    for (let steps = 0; steps < 100; steps += 1) {
      const wanted = open || this.streams.watchers(show.id) > 0;
      const changed = await stepShow(this.db, { show, chainLength: this.config.chainLength, wanted, now });
      const draw = await latestDraw(this.db, show.id);
      if (draw && draw.phase !== 'ended' && draw.bets > 0) this.ticker.playing.add(show.id);
      else this.ticker.playing.delete(show.id);
      if (!changed) return;
      if (draw) this.streams.publish(drawView(draw, show, now));
      const due = deadlineOf(draw, show);
      if (due === null || due > now) return;
    }
  }
}

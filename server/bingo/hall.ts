import type { BingoGame } from '../../src/protocol/bingo';
import { BINGO_CONFIG, type BingoConfig, type BingoRoomConfig } from '../config/bingo';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { gameView, latestGame } from './games';
import { deadlineOf, stepRoom } from './steps';
import { bingoStreams } from './stream';

export interface BingoHallOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests, which then call tick(). */
  readonly now?: () => number;
  readonly config?: BingoConfig;
  /** Tick on a timer while a room runs; off in tests that drive tick() themselves. */
  readonly autoTick?: boolean;
}

/** The pause showing an ended game's result before the next buy window. */
const PAUSE_MS = 15_000;

/**
 * The bingo rooms of one process: their streams and their scheduler. A room
 * runs only while it has watchers (open streams) or a game with cards; the
 * timer runs only while a room does, so an idle server does no work. The
 * steps are guarded by the room's lock, so a second process would only
 * repeat a look at the clock, never a payment.
 */
export class BingoHall {
  readonly db: Db;
  readonly config: BingoConfig;
  readonly streams = bingoStreams();
  /** Test switch (never in production): added to the clock. */
  offsetMs = 0;
  private readonly log: Logger;
  private readonly clock: () => number;
  private readonly autoTick: boolean;
  /** Rooms whose game has cards and has not ended: they run with nobody watching. */
  private readonly playing = new Set<string>();
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;

  constructor(options: BingoHallOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? BINGO_CONFIG;
    this.autoTick = options.autoTick ?? true;
  }

  now(): number {
    return this.clock() + this.offsetMs;
  }

  room(id: string): BingoRoomConfig | undefined {
    return this.config.rooms.find((r) => r.id === id);
  }

  /** Picks up the games with cards a last process left running; they play on (their players paid). */
  async start(): Promise<void> {
    for (const room of this.config.rooms) {
      const game = await latestGame(this.db, room.id);
      if (game && game.phase !== 'ended' && game.cards > 0) this.playing.add(room.id);
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

  /** The room's game as players see it: the one open, or the last one during its pause; null when none. */
  async gameOf(room: string): Promise<BingoGame | null> {
    const game = await latestGame(this.db, room);
    if (!game || (game.phase === 'ended' && this.now() >= (game.endedAt ?? 0) + PAUSE_MS)) return null;
    return gameView(this.db, game, this.now());
  }

  /** Tells the room's watchers its game as it is now (after a purchase: the pool and players moved). */
  async publish(room: string): Promise<void> {
    const game = await this.gameOf(room);
    if (game) this.streams.publish(game);
  }

  /** A watcher came or went, or cards were bought: the room may need to run (or may stop). */
  wake(room: string): Promise<void> {
    this.playing.add(room);
    return this.tick();
  }

  /** Moves every running room on to the clock's now, one tick at a time. */
  tick(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const room of this.config.rooms) if (this.runs(room.id)) await this.advance(room);
      this.schedule();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private runs(room: string): boolean {
    return this.streams.watchers(room) > 0 || this.playing.has(room);
  }

  /** The timer runs while a room does, and stops when none does. */
  private schedule(): void {
    const busy = this.config.rooms.some((room) => this.runs(room.id));
    if (busy && !this.timer && this.autoTick && !this.stopped) {
      this.timer = setInterval(() => {
        this.tick().catch((error: unknown) => this.log.error(`Bingo tick failed: ${String(error)}`));
      }, this.config.tickMs);
      this.timer.unref();
    } else if (!busy && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  /** Steps the room while a step is due, publishing its game after each change; `open` opens a game for no watcher (the test switch). */
  async advance(room: BingoRoomConfig, open = false): Promise<void> {
    const now = this.now();
    for (let steps = 0; steps < 200; steps += 1) {
      const wanted = open || this.streams.watchers(room.id) > 0;
      const changed = await stepRoom(this.db, { room, pauseMs: PAUSE_MS, wanted, now });
      const game = await latestGame(this.db, room.id);
      if (game && game.phase !== 'ended' && game.cards > 0) this.playing.add(room.id);
      else this.playing.delete(room.id);
      if (!changed) return;
      if (game) this.streams.publish(await gameView(this.db, game, now));
      const due = deadlineOf(game, PAUSE_MS);
      if (due === null || due > now) return;
    }
  }
}

import type { BingoGame } from '../../src/protocol/bingo';
import { BINGO_CONFIG, type BingoConfig, type BingoRoomConfig } from '../config/bingo';
import type { Db } from '../db/db';
import { OnDemandTicker } from '../http/onDemandTicker';
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
 * timer runs only while a room does (OnDemandTicker), so an idle server does no work. The
 * steps are guarded by the room's lock, so a second process would only
 * repeat a look at the clock, never a payment.
 */
export class BingoHall {
  readonly db: Db;
  readonly config: BingoConfig;
  readonly streams = bingoStreams();
  /** Test switch (never in production): added to the clock. */
  offsetMs = 0;
  private readonly clock: () => number;
  /** Its `playing`: rooms whose game has cards and has not ended, which run with nobody watching. */
  private readonly ticker: OnDemandTicker;

  constructor(options: BingoHallOptions) {
    this.db = options.db;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? BINGO_CONFIG;
    this.ticker = new OnDemandTicker({
      ids: () => this.config.rooms.map((room) => room.id),
      tickMs: this.config.tickMs,
      autoTick: options.autoTick ?? true,
      watchers: (id) => this.streams.watchers(id),
      advance: (id) => this.advance(this.room(id) as BingoRoomConfig),
      onError: (error) => options.log.error(`Bingo tick failed: ${String(error)}`),
    });
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
      if (game && game.phase !== 'ended' && game.cards > 0) this.ticker.playing.add(room.id);
    }
    await this.tick();
  }

  async stop(): Promise<void> {
    const stopping = this.ticker.stop();
    this.streams.endAll();
    await stopping;
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
    return this.ticker.wake(room);
  }

  /** Moves every running room on to the clock's now, one tick at a time. */
  tick(): Promise<void> {
    return this.ticker.tick();
  }

  /** Steps the room while a step is due, publishing its game after each change; `open` opens a game for no watcher (the test switch). */
  async advance(room: BingoRoomConfig, open = false): Promise<void> {
    const now = this.now();
    for (let steps = 0; steps < 200; steps += 1) {
      const wanted = open || this.streams.watchers(room.id) > 0;
      const changed = await stepRoom(this.db, { room, pauseMs: PAUSE_MS, wanted, now });
      const game = await latestGame(this.db, room.id);
      if (game && game.phase !== 'ended' && game.cards > 0) this.ticker.playing.add(room.id);
      else this.ticker.playing.delete(room.id);
      if (!changed) return;
      if (game) this.streams.publish(await gameView(this.db, game, now));
      const due = deadlineOf(game, PAUSE_MS);
      if (due === null || due > now) return;
    }
  }
}

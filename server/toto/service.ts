import type { TotoResult } from '../../src/protocol/toto';
import { TOTO_CONFIG, type TotoConfig, type TotoSectionConfig } from '../config/toto';
import type { Db } from '../db/db';
import type { LiveService } from '../live';
import type { Logger } from '../log';
import { closeDue, insertDraw, unsettledDraws, type DrawRow } from './draws';
import { lockSection } from './keys';
import { pickDrawGames } from './lineGames';
import { drawResults } from './results';
import { settleDraw } from './settle';

export interface TotoServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  readonly live?: LiveService;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  readonly config?: TotoConfig;
}

/** A new draw's games start at least this long after it opens: the players get time to pick. */
const LEAD_MS = 60_000;

/**
 * The toto of one process. Nothing runs on a timer: a draw opens when someone
 * reads its section and none is open, and a draw is settled when one of its
 * games finishes (the live world's final whistle) or when it is read, once
 * every game is over. An idle server does no work. Every change happens
 * under the section's lock, so another process only repeats a look.
 */
export class TotoService {
  readonly db: Db;
  readonly config: TotoConfig;
  /** Test switch (never in production): added to the clock. */
  offsetMs = 0;
  private readonly log: Logger;
  private readonly live: LiveService | undefined;
  private readonly clock: () => number;
  /** The games of draws not settled yet: a finished game among them settles its draw. */
  private watched = new Set<number>();
  private unsubscribe: (() => void) | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: TotoServiceOptions) {
    this.db = options.db;
    this.log = options.log;
    this.live = options.live;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? TOTO_CONFIG;
  }

  now(): number {
    return this.clock() + this.offsetMs;
  }

  section(id: string): TotoSectionConfig | undefined {
    return this.config.sections.find((s) => s.id === id);
  }

  /** Listens for finished games and settles what a last process left due. */
  start(): void {
    if (this.unsubscribe) return;
    this.unsubscribe = this.live?.onGameFinished((gameId) => {
      if (this.watched.has(gameId))
        void this.settleDue().catch((error: unknown) => this.log.error(`Toto settlement failed: ${String(error)}`));
    });
    void this.settleDue().catch((error: unknown) => this.log.error(`Toto settlement failed: ${String(error)}`));
  }

  async stop(): Promise<void> {
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    await this.queue.catch(() => undefined);
  }

  /** One job at a time in this process: an opening or a settlement. */
  private enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.queue.then(job);
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Closes due draws, settles those whose games are over, and opens a draw when none is open (when `open`). */
  refresh(section: TotoSectionConfig, open: boolean): Promise<void> {
    return this.enqueue(async () => {
      await this.settleSection(section);
      if (!open) return;
      const now = this.now();
      await this.db.transaction(async (tx) => {
        await lockSection(tx, section.id);
        await closeDue(tx, section.id, now);
        const draws = await unsettledDraws(tx, section.id);
        if (draws.some((d) => d.status === 'open')) return;
        const world = this.live?.runtime?.world;
        if (!world) return;
        const taken = new Set(draws.flatMap((d) => d.games.map((g) => g.gameId)));
        const games = pickDrawGames(world, section, taken, now, LEAD_MS);
        if (games) await insertDraw(tx, section, games, now);
      });
      await this.watch();
    });
  }

  /** Every section's draws that are due. */
  settleDue(): Promise<void> {
    return this.enqueue(async () => {
      for (const section of this.config.sections) await this.settleSection(section);
    });
  }

  /** A draw's results as they are known now (null for a game not over). */
  results(draw: DrawRow): Promise<(TotoResult | null)[]> {
    return drawResults(
      this.db,
      this.live?.runtime?.world,
      draw.games.map((g) => g.gameId),
    );
  }

  private async settleSection(section: TotoSectionConfig): Promise<void> {
    const now = this.now();
    await closeDue(this.db, section.id, now);
    for (const draw of await unsettledDraws(this.db, section.id)) {
      if (draw.status !== 'closed') continue;
      const results = await this.results(draw);
      if (results.every((r): r is TotoResult => r !== null)) await settleDraw(this.db, draw.id, results, section.voidLimit, now);
    }
    await this.watch();
  }

  private async watch(): Promise<void> {
    const ids = new Set<number>();
    for (const section of this.config.sections)
      for (const draw of await unsettledDraws(this.db, section.id)) for (const g of draw.games) ids.add(g.gameId);
    this.watched = ids;
  }
}

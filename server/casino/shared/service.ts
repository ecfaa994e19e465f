import { SHARED_TABLE_IDS, type SharedResult, type SharedRound, type SharedTableId } from '../../../src/protocol/casino/shared';
import { SHARED_TABLES_CONFIG, type SharedTablesConfig } from '../../config/casinoShared';
import type { Db } from '../../db/db';
import type { Logger } from '../../log';
import { latestRound, roundView, type RoundRow } from './rounds';
import { deadlineOf, recoverTable, stepTable } from './scheduler';
import { sharedStreams } from './stream';

export interface SharedTablesOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests, which then call tick() after advancing it. */
  readonly now?: () => number;
  readonly config?: SharedTablesConfig;
  /** Tick on a timer (config.tickMs) once started; off in tests that drive tick() themselves. */
  readonly autoTick?: boolean;
}

/** What the test switch changes (server/casino/shared/testSwitch.ts): never set in production. */
export interface SharedSwitches {
  /** Added to the clock: moves every table's schedule on without waiting. */
  offsetMs: number;
  /** The result of each table's next round, instead of its seed's. */
  readonly fixedNext: Map<SharedTableId, SharedResult>;
}

/**
 * The shared-round tables of one process: their scheduler, their streams and
 * the clock bets and cash-outs are judged by. One process runs the tables
 * (the rounds' transitions are guarded by row locks, so a second one would
 * only duplicate work, never money).
 */
export class SharedTables {
  readonly db: Db;
  readonly config: SharedTablesConfig;
  readonly streams = sharedStreams();
  readonly switches: SharedSwitches = { offsetMs: 0, fixedNext: new Map() };
  private readonly log: Logger;
  private readonly clock: () => number;
  private readonly autoTick: boolean;
  private readonly current = new Map<SharedTableId, RoundRow>();
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(options: SharedTablesOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? SHARED_TABLES_CONFIG;
    this.autoTick = options.autoTick ?? true;
  }

  now(): number {
    return this.clock() + this.switches.offsetMs;
  }

  /** Settles or refunds what the last process left open, opens the first rounds, and starts ticking. */
  async start(): Promise<void> {
    for (const table of SHARED_TABLE_IDS) await recoverTable(this.db, this.config, table, this.now());
    await this.tick();
    if (this.autoTick) {
      this.timer = setInterval(() => {
        this.tick().catch((error: unknown) => this.log.error(`Shared tables tick failed: ${String(error)}`));
      }, this.config.tickMs);
      this.timer.unref();
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    this.streams.endAll();
    await this.queue.catch(() => undefined);
  }

  /** Moves every table on to the clock's now; one tick at a time. */
  tick(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const table of SHARED_TABLE_IDS) await this.advance(table);
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** The table's round now, as players see it (null before the first tick). */
  async roundOf(table: SharedTableId): Promise<SharedRound | null> {
    const round = this.current.get(table) ?? (await latestRound(this.db, table));
    return round ? roundView(round, this.now()) : null;
  }

  /** Steps the table while a step is due, publishing the round after each change. */
  private async advance(table: SharedTableId): Promise<void> {
    const known = this.current.get(table);
    const now = this.now();
    // Nothing is due before the phase's deadline, except a crash flight's auto cash-outs.
    if (known && now < deadlineOf(known, this.config) && !(known.phase === 'running' && table === 'crash')) return;
    for (let steps = 0; steps < 8; steps += 1) {
      const changed = await stepTable({ db: this.db, config: this.config, takeFixed: (t) => this.takeFixed(t) }, table, now);
      const round = await latestRound(this.db, table);
      if (round) this.current.set(table, round);
      if (!changed) return;
      if (round) this.streams.publish(roundView(round, now));
    }
  }

  private takeFixed(table: SharedTableId): SharedResult | undefined {
    const fixed = this.switches.fixedNext.get(table);
    this.switches.fixedNext.delete(table);
    return fixed;
  }
}

import { nextDrawNo } from '../../src/core/lotto';
import { LOTTO_CONFIG, type LottoConfig, type LotteryConfig } from '../config/lotto';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { dueDraws, ensureDraw, nextHeldDraw, type DrawRow } from './draws';
import { settleDraw } from './settle';

export interface LottoHallOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests, which then call settleDue(). */
  readonly now?: () => number;
  readonly config?: LottoConfig;
  /** Wait for the next held draw on a timer; off in tests that drive settleDue() themselves. */
  readonly autoTick?: boolean;
}

/** The longest a timer waits at once (setTimeout's limit is about 24.8 days; a draw is minutes away in the demo). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * The lotteries of one process. A draw is a row made when someone looks at
 * or buys for it; it is drawn only if it holds a ticket. The one timer waits
 * for the soonest open draw that holds a ticket and is off while none does,
 * so an idle server does no work; a draw nobody bought for is marked
 * `no_tickets` when someone next looks (or at start-up). Settlement is
 * guarded by the draw's row lock and its status, so a second process or a
 * second call pays nothing twice.
 */
export class LottoHall {
  readonly db: Db;
  readonly config: LottoConfig;
  /** Test switch (never in production): added to one lottery's clock, to bring its draw to now. */
  readonly offsets = new Map<string, number>();
  private readonly log: Logger;
  private readonly clock: () => number;
  private readonly autoTick: boolean;
  private queue: Promise<void> = Promise.resolve();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(options: LottoHallOptions) {
    this.db = options.db;
    this.log = options.log;
    this.clock = options.now ?? (() => Date.now());
    this.config = options.config ?? LOTTO_CONFIG;
    this.autoTick = options.autoTick ?? true;
  }

  /** The lottery's clock: the process's, moved by the test switch's offset. */
  now(lottery: string): number {
    return this.clock() + (this.offsets.get(lottery) ?? 0);
  }

  lottery(id: string): LotteryConfig | undefined {
    return this.config.lotteries.find((l) => l.id === id);
  }

  /** Draws what came due while the server was down, then waits for the next held draw. */
  start(): Promise<void> {
    return this.settleDue();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.queue.catch(() => undefined);
  }

  /** Each lottery's draw on sale now (its row and seed hash made if new), after settling any draw that came due. */
  async nextDraws(): Promise<Map<string, DrawRow>> {
    await this.settleDue();
    const draws = new Map<string, DrawRow>();
    for (const lottery of this.config.lotteries) {
      const now = this.now(lottery.id);
      draws.set(lottery.id, await ensureDraw(this.db, lottery, nextDrawNo(now, lottery.drawEveryMs), now));
    }
    return draws;
  }

  /** Settles every due draw of every lottery (one at a time), then sets the timer for the next held one. */
  settleDue(): Promise<void> {
    const run = this.queue.then(async () => {
      for (const lottery of this.config.lotteries)
        for (const draw of await dueDraws(this.db, lottery.id, this.now(lottery.id))) {
          const settled = await settleDraw(this.db, lottery, draw.drawNo, this.now(lottery.id));
          if (settled === 'drawn') this.log.info(`Lotto ${lottery.id} draw ${draw.drawNo} drawn`);
        }
      await this.schedule();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** One timer, to the soonest open draw holding a ticket; none while no draw holds one. */
  private async schedule(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (!this.autoTick || this.stopped) return;
    let wait: number | null = null;
    for (const lottery of this.config.lotteries) {
      const held = await nextHeldDraw(this.db, lottery.id);
      if (held) wait = Math.min(wait ?? Infinity, held.drawAt - this.now(lottery.id));
    }
    if (wait === null) return;
    this.timer = setTimeout(
      () => {
        this.settleDue().catch((error: unknown) => this.log.error(`Lotto draw failed: ${String(error)}`));
      },
      Math.min(Math.max(wait, 0), MAX_WAIT_MS),
    );
    this.timer.unref();
  }
}

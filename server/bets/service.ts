import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import type { LiveService } from '../live';
import type { Logger } from '../log';
import { worldOf, type OfferSource } from './catalogue';
import type { CommitHooks } from './placementCommit';
import { registerBetRoutes } from './routes';
import { SETTLE_LANES, SETTLEMENT_SWEEP_MS } from './settings';
import {
  findMissingResults,
  recordResult,
  resultFromWorld,
  settleCoupon,
  settleGameLegs,
  type GameResult,
  type SettledCoupon,
} from './settlement';

export interface BetServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  readonly live?: LiveService;
  /** Epoch milliseconds; a virtual clock in tests. */
  readonly now?: () => number;
  /** How often start() looks for due settlements; 0 turns the sweep off (tests call settle()). */
  readonly sweepMs?: number;
  /** Coupons settled at once, each in its own transaction (SETTLE_LANES by default). */
  readonly settleLanes?: number;
  /** Test seams of the placement transaction. */
  readonly hooks?: CommitHooks;
  /** Catalogues beside the live world (virtual sports): offered outcomes, and results they hand to gameFinished. */
  readonly others?: readonly OfferSource[];
}

export interface SettleReport {
  readonly results: number;
  readonly coupons: readonly SettledCoupon[];
}

export interface BetService {
  /** The bet routes (src/protocol/schemas/bets.ts), authenticated through `auth`. */
  register(router: Router, auth: AuthContext): void;
  /** Settles what is due now, then on every finished game and every sweepMs. */
  start(): void;
  /** Stops listening and sweeping, and waits for the settlement in flight. */
  stop(): Promise<void>;
  /** Records the results known now and settles every leg and coupon that is due; resolves with what it paid. */
  settle(): Promise<SettleReport>;
  /** A game finished: record its result, settle its legs and the coupons they complete. */
  gameFinished(result: GameResult): Promise<SettleReport>;
}

/**
 * Bets: placement, history, cash-out and insurance routes, and settlement.
 * Settlement work runs one job at a time (a finished game, a sweep), so two
 * of them never race over the same coupon in this process; the database
 * guards against other processes (row locks, states, the ledger's unique key).
 */
export function createBetService(options: BetServiceOptions): BetService {
  const { db, log, live } = options;
  const now = options.now ?? (() => Date.now());
  const sweepMs = options.sweepMs ?? SETTLEMENT_SWEEP_MS;
  const others = options.others ?? [];
  const lanes = Math.max(1, options.settleLanes ?? SETTLE_LANES);
  let queue: Promise<unknown> = Promise.resolve();
  let timer: ReturnType<typeof setInterval> | undefined;
  let unsubscribe: (() => void) | undefined;
  // A sweep after a long outage may hold thousands of coupons: stop() must not wait for all of them. What is left is
  // durable (open coupons whose legs are settled) and the sweep at the next start takes it up.
  let stopping = false;

  const report = (what: string) => (error: unknown) => {
    log.error(`Bet settlement (${what}) failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  };

  function enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = queue.then(job);
    queue = run.catch(() => undefined);
    return run;
  }

  /**
   * One coupon the core cannot price must not hold up the others: it is logged and left open for a fix. The coupons
   * go `lanes` at a time (each its own transaction on its own connection), so a busy server's settlement keeps
   * up with its placements; the report keeps the order of `ids`.
   */
  async function settleCoupons(ids: readonly number[], options: { readonly skipLocked?: boolean } = {}): Promise<SettledCoupon[]> {
    const settled: (SettledCoupon | null)[] = [];
    let next = 0;
    const lane = async (): Promise<void> => {
      for (let i = next++; i < ids.length && !stopping; i = next++) {
        const id = ids[i] as number;
        try {
          settled[i] = await settleCoupon(db, id, now(), options);
        } catch (error) {
          report(`coupon ${id}`)(error);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(lanes, ids.length) }, lane));
    return settled.filter((s): s is SettledCoupon => s !== null && s !== undefined);
  }

  async function sweep(): Promise<SettleReport> {
    const missing = await findMissingResults(db, worldOf(live), now(), others);
    for (const result of missing) await recordResult(db, result, now());
    const games = await db.query<{ game_id: number }>(
      'SELECT DISTINCT l.game_id FROM bet_leg l JOIN bet_game_result r ON r.game_id = l.game_id WHERE l.status < 0',
    );
    for (const { game_id } of games) {
      if (stopping) break;
      await settleGameLegs(db, game_id, now());
    }
    const due = await db.query<{ id: number }>(
      `SELECT c.id FROM bet_coupon c WHERE c.state = 'open'
         AND NOT EXISTS (SELECT 1 FROM bet_leg l WHERE l.coupon_id = c.id AND l.status < 0) ORDER BY c.id`,
    );
    // Every process sweeps the same due coupons: each leaves to the others what they hold, so they share a backlog.
    const coupons = await settleCoupons(
      due.map((r) => r.id),
      { skipLocked: true },
    );
    return { results: missing.length, coupons };
  }

  async function finished(result: GameResult): Promise<SettleReport> {
    await recordResult(db, result, now());
    const touched = await settleGameLegs(db, result.gameId, now());
    return { results: 1, coupons: await settleCoupons(touched) };
  }

  return {
    register(router, auth) {
      registerBetRoutes(router, { db, auth, live, now, hooks: options.hooks ?? {}, others });
    },
    start() {
      if (timer || unsubscribe) return;
      stopping = false;
      unsubscribe = live?.onGameFinished((gameId) => {
        const result = resultFromWorld(worldOf(live), gameId);
        if (result) enqueue(() => finished(result)).catch(report(`game ${gameId}`));
      });
      enqueue(sweep).catch(report('start'));
      if (sweepMs > 0) {
        timer = setInterval(() => void enqueue(sweep).catch(report('sweep')), sweepMs);
        timer.unref?.();
      }
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      unsubscribe = undefined;
      await queue;
    },
    settle: () => enqueue(sweep),
    gameFinished: (result) => enqueue(() => finished(result)),
  };
}

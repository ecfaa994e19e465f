import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { expireDueBonuses } from './expiry';
import { expireDueGrants } from './freeSpins';
import { registerBonusRoutes } from './routes';
import { registerBonusTestRoutes } from './testSwitch';

export { countBonusStakes, type StakeFromBonus } from './wagering';
export {
  FreeSpinGrantError,
  frameFreeSpins,
  grantFreeSpins,
  recordGrantSpin,
  registerFreeSpinAdminRoutes,
  takeGrantSpin,
  type FreeSpinGrantInput,
  type TakenSpin,
} from './freeSpins';
export { settleBonusesForWithdrawal } from './forfeit';

/** How often the expiry pass runs: a bonus's deadline is in days, a minute late is nothing. */
export const BONUS_EXPIRY_EVERY_MS = 60_000;

export interface BonusServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** Run the expiry pass on a timer (default); tests call the switch or expireDueBonuses. */
  readonly autoRun?: boolean;
}

export interface BonusService {
  register(router: Router, auth: AuthContext, options: { readonly testRoutes: boolean }): void;
  /** Starts the expiry pass's timer once the server listens. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * The bonus engine (server/bonus/README.md): the player's bonus calls and the
 * expiry job on the server's clock. Stakes are counted by the bets in their
 * placement's transaction (countBonusStakes), withdrawals settle bonuses in
 * theirs (settleBonusesForWithdrawal).
 */
export function createBonusService(options: BonusServiceOptions): BonusService {
  const { db, log } = options;
  const now = options.now ?? (() => Date.now());
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const pass = (): void => {
    // Bonuses first: a free-spins grant whose wins wait for a bonus of their currency is credited once that bonus has ended.
    running ??= expireDueBonuses(db, now())
      .then(async (n) => {
        if (n > 0) log.info(`bonus: ${n} expired`);
        const grants = await expireDueGrants(db, now());
        if (grants.expired + grants.credited > 0)
          log.info(`bonus: ${grants.expired} free-spins grants expired, ${grants.credited} credited`);
      })
      .catch((error: unknown) => log.error(`bonus: expiry pass failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  return {
    register(router, auth, { testRoutes }) {
      registerBonusRoutes(router, { db, auth, now });
      if (testRoutes) registerBonusTestRoutes(router, { db, now });
    },
    start() {
      if (timer || options.autoRun === false) return;
      timer = setInterval(pass, BONUS_EXPIRY_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

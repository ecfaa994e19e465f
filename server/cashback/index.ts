import { CASHBACK_EVERY_MS } from '../../src/protocol/constants/cashback';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import { operatorToken } from '../http/operator';
import type { Router } from '../http/router';
import type { Logger } from '../log';
import { payDueCashback } from './job';
import { registerCashbackAdminRoutes, registerCashbackRoutes } from './routes';
import { registerCashbackTestRoutes } from './testSwitch';

export { clubPointsOf, gatheredPointsOf } from './store';

export interface CashbackServiceOptions {
  readonly db: Db;
  readonly log: Logger;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
  /** ADMIN_TOKEN by default; null turns the operator's tier endpoint off. */
  readonly adminToken?: string | null;
}

export interface CashbackService {
  register(router: Router, auth: AuthContext, options: { readonly testRoutes: boolean }): void;
  /** Starts the job's timer once the server listens. */
  start(): void;
  stop(): Promise<void>;
}

/**
 * Cashback (server/cashback/README.md): the player's calls, the operator's
 * tier endpoint and the job that pays each closed period once, every
 * CASHBACK_EVERY_MS on the server's clock.
 */
export function createCashbackService(options: CashbackServiceOptions): CashbackService {
  const { db, log } = options;
  const now = options.now ?? (() => Date.now());
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;
  const pass = (): void => {
    running ??= payDueCashback(db, now())
      .then((n) => {
        if (n > 0) log.info(`cashback: ${n} paid`);
      })
      .catch((error: unknown) => log.error(`cashback: pass failed: ${String(error)}`))
      .finally(() => {
        running = null;
      });
  };
  return {
    register(router, auth, { testRoutes }) {
      registerCashbackRoutes(router, { db, auth, now });
      const token = operatorToken(options.adminToken);
      if (token) registerCashbackAdminRoutes(router, { db, token, now });
      if (testRoutes) registerCashbackTestRoutes(router, { db, now });
    },
    start() {
      if (timer) return;
      timer = setInterval(pass, CASHBACK_EVERY_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

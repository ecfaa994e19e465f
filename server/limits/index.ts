import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import { registerPromptRoutes } from './prompts';
import { registerLimitRoutes } from './routes';
import { HOUR_MS, MINUTE_MS, registerLimitTestRoutes, type LimitSwitches } from './testSwitch';

export { limitVerdict, verdictMessage, verdictParams, type LimitVerdict } from './enforce';

export interface LimitServiceOptions {
  readonly db: Db;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
}

export interface LimitService {
  /** `testRoutes`: also the /__test/limits switch (only where tests run, never in production). */
  register(router: Router, auth: AuthContext, options?: { readonly testRoutes?: boolean }): void;
  /** The switches the test route changes (a test in the same process may set them directly). */
  readonly switches: LimitSwitches;
}

/**
 * Responsible-gaming limits (server/limits/README.md): the limit service's
 * calls of SPEC 7. The wallet and the bets enforce them with `limitVerdict`
 * inside their own transactions.
 */
export function createLimitService(options: LimitServiceOptions): LimitService {
  const now = options.now ?? (() => Date.now());
  const switches: LimitSwitches = { minuteMs: MINUTE_MS, hourMs: HOUR_MS, coolingOffMs: null };
  return {
    switches,
    register(router, auth, registration) {
      registerLimitRoutes(router, { db: options.db, auth, now, switches });
      registerPromptRoutes(router, { db: options.db, auth, now, switches });
      if (registration?.testRoutes) registerLimitTestRoutes(router, switches);
    },
  };
}

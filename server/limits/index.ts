import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import type { Router } from '../http/router';
import { registerPromptRoutes } from './prompts';
import { registerLimitRoutes } from './routes';

export { limitVerdict, verdictMessage, verdictParams, type LimitVerdict } from './enforce';

export interface LimitServiceOptions {
  readonly db: Db;
  /** Epoch ms; a manual clock in tests. */
  readonly now?: () => number;
}

export interface LimitService {
  register(router: Router, auth: AuthContext): void;
}

/**
 * Responsible-gaming limits (server/limits/README.md): the limit service's
 * calls of SPEC 7. The wallet and the bets enforce them with `limitVerdict`
 * inside their own transactions.
 */
export function createLimitService(options: LimitServiceOptions): LimitService {
  const now = options.now ?? (() => Date.now());
  return {
    register(router, auth) {
      registerLimitRoutes(router, { db: options.db, auth, now });
      registerPromptRoutes(router, { db: options.db, auth, now });
    },
  };
}

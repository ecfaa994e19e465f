import type { Db } from '../db/db';
import { operatorToken } from '../http/operator';
import type { Router } from '../http/router';
import { registerAlphabetAdminRoutes, registerAlphabetRoutes } from './routes';

export { seedAlphabetDemo } from './seed';

/**
 * The betting alphabet (server/alphabet/README.md): the public glossary's
 * routes, and the operator's, which exist only with ADMIN_TOKEN (or the
 * option: null turns them off, a string is the token).
 */
export function registerAlphabet(
  router: Router,
  deps: { readonly db: Db; readonly adminToken?: string | null; readonly now?: () => number },
): void {
  registerAlphabetRoutes(router, { db: deps.db });
  const token = operatorToken(deps.adminToken);
  if (token) registerAlphabetAdminRoutes(router, { db: deps.db, token, now: deps.now ?? (() => Date.now()) });
}

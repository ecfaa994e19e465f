import type { ReferralRules } from '../../src/core/officeSupport';
import type { AuthContext } from '../auth/context';
import type { Db } from '../db/db';
import { operatorToken } from '../http/operator';
import type { Router } from '../http/router';
import { registerOfficeSupportAdminRoutes } from './admin';
import { referralRulesFromEnv } from './referral';
import { registerOfficeSupportRoutes } from './routes';

export { answerOfficeRequest } from './requests';
export { creditReferrerOfDeposit, settleReferral, referralRulesFromEnv } from './referral';

/**
 * The office's support pages (server/officeSupport/README.md): the player's
 * routes, and the operator's when there is an operator token.
 */
export function registerOfficeSupport(
  router: Router,
  deps: {
    readonly db: Db;
    readonly auth: AuthContext;
    readonly adminToken?: string | null;
    readonly now?: () => number;
    readonly referralRules?: ReferralRules;
  },
): void {
  const now = deps.now ?? (() => Date.now());
  registerOfficeSupportRoutes(router, { db: deps.db, auth: deps.auth, now, referralRules: deps.referralRules ?? referralRulesFromEnv() });
  const token = operatorToken(deps.adminToken);
  if (token) registerOfficeSupportAdminRoutes(router, { db: deps.db, now, token });
}

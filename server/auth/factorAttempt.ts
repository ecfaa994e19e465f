import type { IncomingMessage } from 'node:http';
import { TOTP_MAX_FAILURES } from '../../src/protocol/constants/stepUp';
import { clientIp, type AuthContext } from './context';
import { AuthError } from './http';
import { clearLoginFailures, countFailures, failureLockKeys, forgetFailures, recordFailure, underLimiterLocks } from './rateLimit';
import { guardAttempt, type Attempt } from './signIn';

/** The failure key of a player's second-factor codes: sign-in, step-up and the app's confirmation count together. */
export const factorKey = (userId: number): string => `factor:${userId}`;

/**
 * beginAttempt (signIn.ts) for second-factor codes: the same one step under
 * the key's and the address's locks (gate, then the attempt recorded as a
 * failure before the code is checked), plus a hard cap: an app code is one
 * of a million and a few are right at once, so past TOTP_MAX_FAILURES wrong
 * codes within the failure window every try is refused (429), captcha or
 * not, until the oldest leaves the window.
 */
export async function beginFactorAttempt(ctx: AuthContext, req: IncomingMessage, userId: number): Promise<Attempt> {
  const key = factorKey(userId);
  const ip = clientIp(ctx, req);
  const ids = await underLimiterLocks(ctx, failureLockKeys(key, ip), async (tx) => {
    const counts = await countFailures(ctx, key, ip, tx);
    if (counts.byLogin >= TOTP_MAX_FAILURES)
      throw new AuthError('rate_limited', 'Too many wrong codes: wait a few minutes and try again', {
        headers: { 'retry-after': String(Math.ceil(ctx.limits.failureWindowMs / 1000)) },
      });
    await guardAttempt(ctx, req, key, {}, tx);
    return recordFailure(ctx, key, ip, tx);
  });
  return {
    succeeded: async () => {
      await forgetFailures(ctx, ids);
      await clearLoginFailures(ctx, key);
    },
    withdrawn: () => forgetFailures(ctx, ids),
  };
}

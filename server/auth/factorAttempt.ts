import type { IncomingMessage } from 'node:http';
import { TOTP_MAX_FAILURES } from '../../src/protocol/constants/stepUp';
import type { AuthContext } from './context';
import { beginAttempt, type Attempt } from './signIn';

/** The failure key of a player's second-factor codes: sign-in, step-up and the app's confirmation count together. */
export const factorKey = (userId: number): string => `factor:${userId}`;

/**
 * beginAttempt (signIn.ts) for second-factor codes, with a hard cap: an app
 * code is one of a million and a few are right at once, so past
 * TOTP_MAX_FAILURES wrong codes within the failure window every try is
 * refused (429), captcha or not, until the oldest leaves the window.
 */
export function beginFactorAttempt(ctx: AuthContext, req: IncomingMessage, userId: number): Promise<Attempt> {
  return beginAttempt(ctx, req, factorKey(userId), { hardCap: TOTP_MAX_FAILURES });
}

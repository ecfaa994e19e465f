import type { ServerResponse } from 'node:http';
import { TWO_STEP_COOKIE, type LoginAnswer } from '../../src/protocol/schemas/auth';
import { issueToken } from './codes';
import type { AuthContext } from './context';
import { setCookie } from './http';
import type { UserRow } from './users';

/**
 * The two-step step when the player's authenticator app is on: the same
 * httpOnly ticket cookie as the sent code's, but the ticket itself is the
 * stored token (purpose two_step_totp) and nothing is sent: the player reads
 * the code off the app, or types a recovery code.
 */
export async function startTotpStep(
  ctx: AuthContext,
  res: ServerResponse,
  user: UserRow,
  remember: boolean,
  via: 'direct' | 'social',
): Promise<LoginAnswer> {
  const { token, expiresAt } = await issueToken(ctx, {
    purpose: 'two_step_totp',
    userId: user.id,
    payload: { remember, via },
    ttlMs: ctx.limits.twoStepTtlMs,
  });
  setCookie(ctx, res, TWO_STEP_COOKIE, token, { httpOnly: true, maxAge: ctx.limits.twoStepTtlMs / 1000 });
  return { status: 'two_step_required', channel: 'totp', expiresAt };
}

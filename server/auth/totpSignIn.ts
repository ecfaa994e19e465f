import type { IncomingMessage, ServerResponse } from 'node:http';
import { TWO_STEP_COOKIE, type LoginAnswer } from '../../src/protocol/schemas/auth';
import { takeToken } from './codes';
import type { AuthContext } from './context';
import { beginFactorAttempt } from './factorAttempt';
import { recordFactorEvent } from './audit';
import { AuthError, clearCookie } from './http';
import { startSession } from './sessions';
import { useSecondFactor } from './totp';
import { findUserById } from './users';

/**
 * Completes a sign-in whose ticket is an app's; null when the ticket is not
 * one (the sent code's step goes on). Wrong codes count per player
 * (beginFactorAttempt), a code's step is used once (replay), a recovery code
 * once.
 */
export async function completeTotpStep(
  ctx: AuthContext,
  req: IncomingMessage,
  res: ServerResponse,
  input: { ticket: string; code: string; via: 'direct' | 'social'; save: boolean },
): Promise<LoginAnswer | null> {
  const found = await takeToken(ctx, { purpose: 'two_step_totp', token: input.ticket, consume: false });
  if (!found.ok && found.reason === 'invalid_token') return null;
  if (!found.ok) throw new AuthError('time_up', 'The two-step sign-in has expired: sign in again');
  const userId = found.row.user_id;
  const user = userId === null ? undefined : await findUserById(ctx.db, userId);
  const ticketVia = found.row.payload.via === 'social' ? 'social' : 'direct';
  if (!user || !user.is_active || ticketVia !== input.via) throw new AuthError('wrong_code', 'Wrong code');
  const attempt = await beginFactorAttempt(ctx, req, user.id);
  const factor = await useSecondFactor(ctx, user.id, input.code);
  if (factor === null) throw new AuthError('wrong_code', 'Wrong code');
  await attempt.succeeded();
  const taken = await takeToken(ctx, { purpose: 'two_step_totp', token: input.ticket, consume: true });
  if (!taken.ok) throw new AuthError('time_up', 'The two-step sign-in has expired: sign in again');
  clearCookie(ctx, res, TWO_STEP_COOKIE, true);
  await startSession(
    ctx,
    res,
    user.id,
    input.save || found.row.payload.remember === true,
    factor === 'totp' ? 'authenticator' : 'recovery_code',
  );
  if (factor === 'recovery') await recordFactorEvent(ctx, req, user.id, 'recovery_code_used', { during: 'sign_in' });
  ctx.log.info(`Auth: user ${user.id} signed in with ${factor === 'totp' ? 'an authenticator code' : 'a recovery code'} (${input.via})`);
  return { status: 'ok', user_id: user.id, login: user.login };
}

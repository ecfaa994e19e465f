import {
  AUTH_PATHS,
  codeSentAnswerSchema,
  okAnswerSchema,
  recoveryCheckAnswerSchema,
  recoveryCheckRequestSchema,
  recoveryRequestSchema,
  recoverySetRequestSchema,
  type RecoveryTarget,
} from '../../../src/protocol/schemas/auth';
import type { Router } from '../../http/router';
import { checkCode, issueCode, issueToken, lastIssuedAt, takeToken } from '../codes';
import type { AuthContext } from '../context';
import { burnPasswordCheck, hashPassword } from '../crypto';
import { AuthError, answer, handle, readBody } from '../http';
import { sendMessage } from '../outbox';
import { clearLoginFailures, failureKey } from '../rateLimit';
import { checkNewPassword, decodePassword } from '../signIn';
import { findUserById, findUserByLogin, findUserByPhone, phoneTarget, type UserRow } from '../users';

/**
 * Password recovery: a code to the player's e-mail or phone, the code
 * exchanged for a one-use reset token, the token for a new password. Every
 * answer about a target is the same whether it exists or not.
 */
export function registerRecoveryRoutes(router: Router, ctx: AuthContext): void {
  router.post(
    AUTH_PATHS.recoveryRequest,
    handle(async ({ req, res }) => {
      const body = await readBody(req, recoveryRequestSchema);
      const target = targetKey(body.target);
      // Same throttle for every target, known or not: one code per resend interval.
      const last = await lastIssuedAt(ctx, 'recovery', target);
      if (last !== null && ctx.now() - last < ctx.limits.smsResendMs) {
        const wait = Math.ceil((ctx.limits.smsResendMs - (ctx.now() - last)) / 1000);
        throw new AuthError('rate_limited', `Wait ${wait} s before asking for another code`, { headers: { 'retry-after': String(wait) } });
      }
      const user = await userOf(ctx, body.target);
      const { code, expiresAt } = await issueCode(ctx, {
        purpose: 'recovery',
        target,
        userId: user?.id ?? null,
        ttlMs: ctx.limits.codeTtlMs,
      });
      if (user) {
        const byPhone = 'phone_number' in body.target || user.email === null;
        await sendMessage(ctx, {
          to: byPhone ? `+${user.phone_code ?? ''}${user.phone_number ?? ''}` : (user.email ?? ''),
          channel: byPhone ? 'sms' : 'email',
          subject: 'Password recovery code',
          body: `Your password recovery code: ${code}. It works for ${Math.round(ctx.limits.codeTtlMs / 60_000)} minutes. If you did not ask for it, ignore this message.`,
        });
      } else {
        // Same work as a real send, so the answer time does not tell either.
        await burnPasswordCheck(code);
      }
      answer(res, codeSentAnswerSchema, { status: 'code_sent', expiresAt });
    }),
  );

  router.post(
    AUTH_PATHS.recoveryCheck,
    handle(async ({ req, res }) => {
      const body = await readBody(req, recoveryCheckRequestSchema);
      const check = await checkCode(ctx, { purpose: 'recovery', target: targetKey(body.target), code: body.code, consume: true });
      if (!check.ok) {
        throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: ask for a new one' : 'Wrong code');
      }
      if (check.row.user_id === null) throw new AuthError('wrong_code', 'Wrong code');
      const { token, expiresAt } = await issueToken(ctx, { purpose: 'reset', userId: check.row.user_id, ttlMs: ctx.limits.resetTokenTtlMs });
      answer(res, recoveryCheckAnswerSchema, { status: 'ok', reset_token: token, expiresAt });
    }),
  );

  router.post(
    AUTH_PATHS.recoverySet,
    handle(async ({ req, res }) => {
      const body = await readBody(req, recoverySetRequestSchema);
      const password = checkNewPassword(decodePassword(body.uPassword));
      const taken = await takeToken(ctx, { purpose: 'reset', token: body.reset_token, consume: true });
      if (!taken.ok) throw new AuthError(taken.reason, taken.reason === 'time_up' ? 'The recovery has expired: start again' : 'The recovery token is not valid');
      const user = taken.row.user_id === null ? undefined : await findUserById(ctx.db, taken.row.user_id);
      if (!user) throw new AuthError('invalid_token', 'The recovery token is not valid');
      const hash = await hashPassword(password);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE app_user SET password_hash = $2, is_changed_password = true, password_changed_at = $3 WHERE id = $1', [
          user.id,
          hash,
          new Date(ctx.now()),
        ]);
        // Whoever knew the old password is signed out everywhere.
        await tx.query('DELETE FROM user_session WHERE user_id = $1', [user.id]);
      });
      await clearLoginFailures(ctx, failureKey(user, user.login));
      ctx.log.info(`Auth: user ${user.id} set a new password through recovery`);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
  );
}

function targetKey(target: RecoveryTarget): string {
  return 'phone_number' in target ? `phone:${phoneTarget(target.phone_code, target.phone_number)}` : `login:${target.login.trim().toLowerCase()}`;
}

async function userOf(ctx: AuthContext, target: RecoveryTarget): Promise<UserRow | undefined> {
  return 'phone_number' in target
    ? findUserByPhone(ctx.db, target.phone_code, target.phone_number)
    : findUserByLogin(ctx.db, target.login);
}

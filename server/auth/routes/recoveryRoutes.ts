import { recordSecurityEvent, requestOrigin } from '../audit';
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
import { type Router, takesBody } from '../../http/router';
import { checkCode, issueCode, issueToken, takeToken } from '../codes';
import type { AuthContext } from '../context';
import { burnPasswordCheck } from '../crypto';
import { AuthError, answer, handle, readBody } from '../http';
import { sendMessage, type OutgoingMessage } from '../outbox';
import { clearLoginFailures, failureKey } from '../rateLimit';
import { guardCodeSend, smsTarget } from '../sendLimits';
import { requireSecurityAnswer, questionOf } from '../securityQuestion';
import { beginAttempt, checkNewPassword, decodePassword } from '../signIn';
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
      // Limited by what was typed, before it is looked up: known and unknown targets alike.
      const { resendAt } = await guardCodeSend(ctx, req, { target: sendKey(body.target, target), attemptKey: attemptKey(target) });
      const user = await userOf(ctx, body.target);
      const { code, expiresAt } = await issueCode(ctx, {
        purpose: 'recovery',
        target,
        userId: user?.id ?? null,
        ttlMs: ctx.limits.codeTtlMs,
      });
      // Exactly one derivation on every branch (the known one has no password to check either),
      // so neither the answer nor its time tells whether the target names an account.
      await burnPasswordCheck(ctx.passwords, code);
      const message = user ? recoveryMessage(ctx, body.target, user, code) : unknownTargetNotice(body.target);
      if (message) await sendMessage(ctx, message);
      answer(res, codeSentAnswerSchema, { status: 'code_sent', expiresAt, resendAt });
    }),
    takesBody(recoveryRequestSchema),
  );

  router.post(
    AUTH_PATHS.recoveryCheck,
    handle(async ({ req, res }) => {
      const body = await readBody(req, recoveryCheckRequestSchema);
      const target = targetKey(body.target);
      // A 6-digit code is guessable: past a few wrong ones per target or address, a captcha; each code dies after maxWrongAttempts.
      const attempt = await beginAttempt(ctx, req, attemptKey(target));
      const check = await checkCode(ctx, { purpose: 'recovery', target, code: body.code, consume: true });
      if (!check.ok && check.reason === 'time_up') {
        await attempt.withdrawn();
        throw new AuthError('time_up', 'The code has expired: ask for a new one');
      }
      if (!check.ok || check.row.user_id === null) throw new AuthError('wrong_code', 'Wrong code');
      await attempt.succeeded();
      const { token, expiresAt } = await issueToken(ctx, {
        purpose: 'reset',
        userId: check.row.user_id,
        ttlMs: ctx.limits.resetTokenTtlMs,
      });
      const owner = await findUserById(ctx.db, check.row.user_id);
      const question = owner ? questionOf(owner) : null;
      answer(res, recoveryCheckAnswerSchema, {
        status: 'ok',
        reset_token: token,
        expiresAt,
        ...(question !== null ? { security_question: question } : {}),
      });
    }),
    takesBody(recoveryCheckRequestSchema),
  );

  router.post(
    AUTH_PATHS.recoverySet,
    handle(async ({ req, res }) => {
      const body = await readBody(req, recoverySetRequestSchema);
      const password = checkNewPassword(decodePassword(body.uPassword));
      // The security question first, on a token still unspent: a wrong answer leaves the recovery to try again.
      const peek = await takeToken(ctx, { purpose: 'reset', token: body.reset_token, consume: false });
      const asked = peek.ok && peek.row.user_id !== null ? await findUserById(ctx.db, peek.row.user_id) : undefined;
      if (asked) await requireSecurityAnswer(ctx, req, asked, body.security_answer);
      const taken = await takeToken(ctx, { purpose: 'reset', token: body.reset_token, consume: true });
      if (!taken.ok)
        throw new AuthError(
          taken.reason,
          taken.reason === 'time_up' ? 'The recovery has expired: start again' : 'The recovery token is not valid',
        );
      const user = taken.row.user_id === null ? undefined : await findUserById(ctx.db, taken.row.user_id);
      if (!user) throw new AuthError('invalid_token', 'The recovery token is not valid');
      const hash = await ctx.passwords.hash(password);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE app_user SET password_hash = $2, is_changed_password = true, password_changed_at = $3 WHERE id = $1', [
          user.id,
          hash,
          new Date(ctx.now()),
        ]);
        // Whoever knew the old password is signed out everywhere.
        const ended = await tx.query('DELETE FROM user_session WHERE user_id = $1 RETURNING user_id', [user.id]);
        await recordSecurityEvent(tx, {
          userId: user.id,
          kind: 'password_reset',
          at: ctx.now(),
          origin: requestOrigin(ctx, req),
          detail: { sessionsEnded: ended.length },
        });
      });
      await clearLoginFailures(ctx, failureKey(user, user.login));
      ctx.log.info(`Auth: user ${user.id} set a new password through recovery`);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
    takesBody(recoverySetRequestSchema),
  );
}

function targetKey(target: RecoveryTarget): string {
  return 'phone_number' in target
    ? `phone:${phoneTarget(target.phone_code, target.phone_number)}`
    : `login:${target.login.trim().toLowerCase()}`;
}

async function userOf(ctx: AuthContext, target: RecoveryTarget): Promise<UserRow | undefined> {
  return 'phone_number' in target ? findUserByPhone(ctx.db, target.phone_code, target.phone_number) : findUserByLogin(ctx.db, target.login);
}

/** The rate-limit key of a recovery target (`key`, its targetKey): a phone counts with every other SMS to it. */
function sendKey(target: RecoveryTarget, key: string): string {
  return 'phone_number' in target ? smsTarget(phoneTarget(target.phone_code, target.phone_number)) : attemptKey(key);
}

/** Failed code checks of one target (and, through guardAttempt, of one address). */
function attemptKey(target: string): string {
  return `recovery:${target}`;
}

function recoveryMessage(ctx: AuthContext, target: RecoveryTarget, user: UserRow, code: string): OutgoingMessage {
  const byPhone = 'phone_number' in target || user.email === null;
  return {
    to: byPhone ? `+${user.phone_code ?? ''}${user.phone_number ?? ''}` : (user.email ?? ''),
    channel: byPhone ? 'sms' : 'email',
    subject: 'Password recovery code',
    body:
      `Your password recovery code: ${code}. It works for ${Math.round(ctx.limits.codeTtlMs / 60_000)} minutes. ` +
      'If you did not ask for it, ignore this message.',
  };
}

/**
 * An e-mail address that names no account hears that someone asked (its owner
 * may have forgotten which address they used); a phone gets nothing, since an
 * SMS costs money, and a plain login has nowhere to go.
 */
function unknownTargetNotice(target: RecoveryTarget): OutgoingMessage | undefined {
  if ('phone_number' in target || !target.login.includes('@')) return undefined;
  return {
    to: target.login.trim(),
    channel: 'email',
    subject: 'Password recovery',
    body:
      'Someone asked to recover a password for this address, but no account uses it. ' +
      'If it was you, you may have registered with another address or by phone.',
  };
}

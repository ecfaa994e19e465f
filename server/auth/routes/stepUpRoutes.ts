import type { IncomingMessage } from 'node:http';
import { codeSentAnswerSchema, okAnswerSchema } from '../../../src/protocol/schemas/auth';
import {
  STEP_UP_PATHS,
  changePasswordRequestSchema,
  emptyRequestSchema,
  recoveryCodesAnswerSchema,
  stepUpAnswerSchema,
  stepUpRequestSchema,
  totpConfirmRequestSchema,
  totpSetupAnswerSchema,
  totpStatusAnswerSchema,
  type StepUpMethod,
} from '../../../src/protocol/schemas/stepUp';
import type { SecuritySignInMethod } from '../../../src/protocol/constants/securityEvents';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { checkCode, issueCode } from '../codes';
import { recordFactorEvent, recordFailedSignIn, recordSecurityEvent, requestOrigin } from '../audit';
import { clientIp, type AuthContext } from '../context';
import { beginFactorAttempt } from '../factorAttempt';
import { AuthError, answer, handle, readBody } from '../http';
import { sendMessage } from '../outbox';
import { failureKey } from '../rateLimit';
import { guardCodeSend } from '../sendLimits';
import { requireSession, type CurrentSession } from '../sessions';
import { checkNewPassword, decodePassword } from '../signIn';
import { beginAttempt } from '../signIn';
import { markSteppedUp, requireStepUp, steppedUpUntil } from '../stepUp';
import { confirmTotp, disableTotp, replaceRecoveryCodes, setupTotp, totpEnabled, totpStatus, useSecondFactor } from '../totp';
import type { UserRow } from '../users';

/** How the log names each proof a step-up accepts (the sign-in methods' words). */
const STEP_UP_PROOF_METHOD = {
  password: 'password',
  totp: 'authenticator',
  recovery: 'recovery_code',
  code: 'two_step',
} as const satisfies Record<string, SecuritySignInMethod>;

/** Step-up, the password change and the authenticator app. Every call needs a session (cookie or user token). */
export function registerStepUpRoutes(router: Router, ctx: AuthContext): void {
  /** What this player may step up with: the password always; the app when on; else a sent code when two-step by those is on. */
  async function methodsOf(user: UserRow): Promise<StepUpMethod[]> {
    if (await totpEnabled(ctx.db, user.id)) return ['password', 'totp'];
    return sentCodeAllowed(user) ? ['password', 'code'] : ['password'];
  }
  const sentCodeAllowed = (user: UserRow) => user.enable_two_factor_auth && (user.email !== null || user.phone_number !== null);

  router.get(
    STEP_UP_PATHS.stepUp,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, stepUpAnswerSchema, { until: await steppedUpUntil(ctx, session), methods: await methodsOf(session.user) });
    }),
    NO_INPUT,
  );

  router.post(
    STEP_UP_PATHS.stepUp,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, stepUpRequestSchema);
      const proof =
        'uPassword' in body
          ? await provePassword(req, session.user, body.uPassword)
          : await proveCode(req, session, decodePassword(body.code, 'code'));
      const until = await markSteppedUp(ctx, session);
      if (proof === 'recovery')
        await recordFactorEvent(ctx, req, session.userId, 'recovery_code_used', { during: 'step_up' }, session.idHash);
      await recordFactorEvent(ctx, req, session.userId, 'step_up', { method: STEP_UP_PROOF_METHOD[proof] }, session.idHash);
      ctx.log.info(`Auth: user ${session.userId} stepped up (${proof})`);
      answer(res, stepUpAnswerSchema, { until, methods: await methodsOf(session.user) });
    }),
    takesBody(stepUpRequestSchema),
  );

  router.post(
    STEP_UP_PATHS.stepUpSendCode,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      await readBody(req, emptyRequestSchema);
      const user = session.user;
      if (!sentCodeAllowed(user) || (await totpEnabled(ctx.db, user.id)))
        throw new AuthError('invalid_request', 'Step up with your password or your authenticator app: no code is sent for this account');
      const { resendAt } = await guardCodeSend(ctx, req, { target: `step_up:${user.id}`, attemptKey: failureKey(user, user.login) });
      const { code, expiresAt } = await issueCode(ctx, {
        purpose: 'step_up',
        target: session.idHash,
        userId: user.id,
        ttlMs: ctx.limits.twoStepTtlMs,
      });
      await sendMessage(ctx, {
        to: user.email ?? `+${user.phone_code ?? ''}${user.phone_number ?? ''}`,
        channel: user.email ? 'email' : 'sms',
        subject: 'Your confirmation code',
        body:
          `Your confirmation code is ${code}. It works for ${Math.round(ctx.limits.twoStepTtlMs / 60_000)} minutes. ` +
          'If you did not ask for it, change your password.',
      });
      answer(res, codeSentAnswerSchema, { status: 'code_sent', expiresAt, resendAt });
    }),
    takesBody(emptyRequestSchema),
  );

  router.post(
    STEP_UP_PATHS.changePassword,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, changePasswordRequestSchema);
      const next = checkNewPassword(decodePassword(body.newPassword, 'newPassword'), 'newPassword');
      // The current password is this change's step-up: asked here, whatever the session did before.
      await provePassword(req, session.user, body.uPassword);
      const hash = await ctx.passwords.hash(next);
      await ctx.db.transaction(async (tx) => {
        await tx.query('UPDATE app_user SET password_hash = $2, is_changed_password = true, password_changed_at = $3 WHERE id = $1', [
          session.userId,
          hash,
          new Date(ctx.now()),
        ]);
        // Whoever else holds a session (the reason a player changes a password) is signed out; this device stays.
        const ended = await tx.query('DELETE FROM user_session WHERE user_id = $1 AND id_hash <> $2 RETURNING id_hash', [
          session.userId,
          session.idHash,
        ]);
        await recordSecurityEvent(tx, {
          userId: session.userId,
          kind: 'password_changed',
          at: ctx.now(),
          origin: requestOrigin(ctx, req, session.idHash),
          detail: { ended: ended.length },
        });
      });
      await markSteppedUp(ctx, session);
      ctx.log.info(`Auth: user ${session.userId} changed the password; other sessions ended`);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
    takesBody(changePasswordRequestSchema),
  );

  router.get(
    STEP_UP_PATHS.totp,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, totpStatusAnswerSchema, await totpStatus(ctx.db, session.userId));
    }),
    NO_INPUT,
  );

  // Setting the app up needs a step-up too: a stolen session must not be able to put the owner's sign-in on a thief's phone.
  router.post(
    STEP_UP_PATHS.totpSetup,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      await readBody(req, emptyRequestSchema);
      await requireStepUp(ctx, session);
      answer(res, totpSetupAnswerSchema, await setupTotp(ctx, session.user));
    }),
    takesBody(emptyRequestSchema),
  );

  router.post(
    STEP_UP_PATHS.totpConfirm,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, totpConfirmRequestSchema);
      const code = decodePassword(body.code, 'code').trim();
      const attempt = await beginFactorAttempt(ctx, req, session.userId);
      const codes = await confirmTotp(ctx, session.userId, code);
      if (codes === null) throw new AuthError('wrong_code', 'Wrong code: check the time on your phone and type the code the app shows now');
      await attempt.succeeded();
      await recordFactorEvent(ctx, req, session.userId, 'totp_enabled', {}, session.idHash);
      ctx.log.info(`Auth: user ${session.userId} turned the authenticator app on`);
      answer(res, recoveryCodesAnswerSchema, { recoveryCodes: codes });
    }),
    takesBody(totpConfirmRequestSchema),
  );

  router.post(
    STEP_UP_PATHS.totpDisable,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      await readBody(req, emptyRequestSchema);
      await requireStepUp(ctx, session);
      await disableTotp(ctx, session.userId);
      await recordFactorEvent(ctx, req, session.userId, 'totp_disabled', {}, session.idHash);
      ctx.log.info(`Auth: user ${session.userId} turned the authenticator app off`);
      answer(res, totpStatusAnswerSchema, await totpStatus(ctx.db, session.userId));
    }),
    takesBody(emptyRequestSchema),
  );

  router.post(
    STEP_UP_PATHS.totpRecoveryCodes,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      await readBody(req, emptyRequestSchema);
      await requireStepUp(ctx, session);
      if (!(await totpEnabled(ctx.db, session.userId))) throw new AuthError('totp_not_on', 'The authenticator app is not on');
      const codes = await replaceRecoveryCodes(ctx, session.userId);
      await recordFactorEvent(ctx, req, session.userId, 'recovery_codes_generated', {}, session.idHash);
      ctx.log.info(`Auth: user ${session.userId} made new recovery codes`);
      answer(res, recoveryCodesAnswerSchema, { recoveryCodes: codes });
    }),
    takesBody(emptyRequestSchema),
  );

  /** The current password: counted as a sign-in (captcha, address block) before it is derived; wrong is 403, the session stays. */
  async function provePassword(req: IncomingMessage, user: UserRow, encoded: string): Promise<'password'> {
    const password = decodePassword(encoded);
    const attempt = await beginAttempt(ctx, req, failureKey(user, user.login));
    if (!(await ctx.passwords.verify(password, user.password_hash))) {
      ctx.log.warn(`Auth: wrong password at a step-up from ${clientIp(ctx, req)}`);
      // Someone holding the session is guessing its owner's password: the owner sees it in the log.
      await recordFailedSignIn(ctx, req, user.id, 'step_up');
      throw new AuthError('wrong_password', 'The password is wrong', {
        fields: [{ field: 'uPassword', message: 'is wrong', code: 'invalid' }],
      });
    }
    await attempt.succeeded();
    return 'password';
  }

  /** The app's code (or a recovery code) when the app is on, else the code sent to this session. */
  async function proveCode(req: IncomingMessage, session: CurrentSession, code: string): Promise<'totp' | 'recovery' | 'code'> {
    const attempt = await beginFactorAttempt(ctx, req, session.userId);
    if (await totpEnabled(ctx.db, session.userId)) {
      const factor = await useSecondFactor(ctx, session.userId, code);
      if (factor === null) throw new AuthError('wrong_code', 'Wrong code');
      await attempt.succeeded();
      return factor;
    }
    const check = await checkCode(ctx, { purpose: 'step_up', target: session.idHash, code: code.trim(), consume: true });
    if (!check.ok) {
      if (check.reason === 'time_up') await attempt.withdrawn();
      throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: ask for a new one' : 'Wrong code');
    }
    await attempt.succeeded();
    return 'code';
  }
}

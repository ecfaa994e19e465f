import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  AUTH_PATHS,
  LOGIN_TOKEN_METHOD_LINK,
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  TWO_STEP_COOKIE,
  checkSessionAnswerSchema,
  codeSentAnswerSchema,
  fingerprintAnswerSchema,
  fingerprintRequestSchema,
  phoneCountriesAnswerSchema,
  socialTwoStepRequestSchema,
  loginAnswerSchema,
  loginByEmailRequestSchema,
  loginByPhoneRequestSchema,
  loginBySmsRequestSchema,
  loginByTokenRequestSchema,
  loginLinkAnswerSchema,
  okAnswerSchema,
  rightsAnswerSchema,
  sendSmsRequestSchema,
  sessionAnswerSchema,
  tokenAnswerSchema,
  twoStepRequestSchema,
} from '../../../src/protocol/schemas/auth';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { checkCode, codeOwner, issueCode, issueToken, takeToken } from '../codes';
import { recordFailedSignIn } from '../audit';
import type { AuthContext } from '../context';
import { hmacBase64Url, safeEqualText, sha256Hex } from '../crypto';
import { issueFingerprint, requireFingerprint } from '../fingerprint';
import { AuthError, answer, clearCookie, handle, readBody, readCookie } from '../http';
import { sendMessage } from '../outbox';
import { listPhoneCountries } from '../phoneCountries';
import { guardCodeSend, smsTarget } from '../sendLimits';
import { authenticate, clearSessionCookies, endSession, requireCookieSession, requireSession, sessionOf, startSession } from '../sessions';
import { beginAttempt, decodePassword, finishSignIn, passwordSignIn } from '../signIn';
import { signUserToken } from '../tokens';
import { completeTotpStep } from '../totpSignIn';
import { rightsOf } from '../userConfig';
import { findUserById, findUserByLogin, findUserByPhone, phoneTarget } from '../users';

export function registerLoginRoutes(router: Router, ctx: AuthContext): void {
  router.post(
    AUTH_PATHS.login,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginByEmailRequestSchema);
      await requireFingerprint(ctx, req, body.fingerprint);
      const user = await findUserByLogin(ctx.db, body.uLogin);
      const result = await passwordSignIn(ctx, req, res, {
        key: body.uLogin,
        user,
        encodedPassword: body.uPassword,
        remember: body.save,
        method: 'password',
      });
      answer(res, loginAnswerSchema, result);
    }),
    takesBody(loginByEmailRequestSchema),
  );

  router.post(
    AUTH_PATHS.loginPhone,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginByPhoneRequestSchema);
      await requireFingerprint(ctx, req, body.fingerprint);
      const user = await findUserByPhone(ctx.db, body.country_code, body.phone_number);
      const result = await passwordSignIn(ctx, req, res, {
        key: `phone:${phoneTarget(body.country_code, body.phone_number)}`,
        user,
        encodedPassword: body.uPassword,
        remember: body.save,
        method: 'phone_password',
      });
      answer(res, loginAnswerSchema, result);
    }),
    takesBody(loginByPhoneRequestSchema),
  );

  router.post(
    AUTH_PATHS.twoStep,
    handle(async ({ req, res }) => {
      const body = await readBody(req, twoStepRequestSchema);
      await requireFingerprint(ctx, req, body.fingerprint);
      await completeTwoStep(req, res, body.code, 'direct', body.save);
    }),
    takesBody(twoStepRequestSchema),
  );

  // SPEC 7 Social two-step: the code only; the ticket is the one the social callback set.
  router.post(
    AUTH_PATHS.socialTwoStep,
    handle(async ({ req, res }) => {
      const body = await readBody(req, socialTwoStepRequestSchema);
      await completeTwoStep(req, res, body.code, 'social', false);
    }),
    takesBody(socialTwoStepRequestSchema),
  );

  /** The two-step ticket of this browser and the code sent for it; a ticket of the other kind of sign-in is refused. */
  async function completeTwoStep(
    req: IncomingMessage,
    res: ServerResponse,
    encoded: string,
    via: 'direct' | 'social',
    save: boolean,
  ): Promise<void> {
    const code = decodePassword(encoded, 'code');
    const ticket = readCookie(req, TWO_STEP_COOKIE);
    if (!ticket) throw new AuthError('time_up', 'The two-step sign-in has expired: sign in again');
    const byApp = await completeTotpStep(ctx, req, res, { ticket, code, via, save });
    if (byApp) return answer(res, loginAnswerSchema, byApp);
    const target = sha256Hex(ticket);
    const attempt = await beginAttempt(ctx, req, `two_step:${target}`);
    const check = await checkCode(ctx, { purpose: 'two_step', target, code, consume: true });
    if (!check.ok) {
      if (check.reason === 'time_up') await attempt.withdrawn();
      // The password was right and the code is not: the one failure a player most needs to hear of.
      else await recordFailedSignIn(ctx, req, await codeOwner(ctx, 'two_step', target), 'two_step');
      throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: sign in again' : 'Wrong code');
    }
    // Tickets from before the social two-step existed carry no `via`: they are direct sign-ins.
    const ticketVia = check.row.payload.via === 'social' ? 'social' : 'direct';
    const user = check.row.user_id === null ? undefined : await findUserById(ctx.db, check.row.user_id);
    if (!user || !user.is_active || ticketVia !== via) throw new AuthError('wrong_code', 'Wrong code');
    await attempt.succeeded();
    clearCookie(ctx, res, TWO_STEP_COOKIE, true);
    await startSession(ctx, res, user.id, save || check.row.payload.remember === true, 'two_step');
    ctx.log.info(`Auth: user ${user.id} signed in with a two-step code (${via})`);
    answer(res, loginAnswerSchema, { status: 'ok', user_id: user.id, login: user.login });
  }

  router.post(
    AUTH_PATHS.sendSms,
    handle(async ({ req, res }) => {
      const body = await readBody(req, sendSmsRequestSchema);
      await requireFingerprint(ctx, req, body.fingerprint);
      const target = phoneTarget(body['phone-code'], body['phone-number']);
      const { resendAt } = await guardCodeSend(ctx, req, { target: smsTarget(target), attemptKey: `phone:${target}` });
      // Unknown numbers get a code row too (never usable): the answer and its timing do not tell them apart.
      const user = await findUserByPhone(ctx.db, body['phone-code'], body['phone-number']);
      const { code, expiresAt } = await issueCode(ctx, {
        purpose: 'sms_login',
        target,
        userId: user?.id ?? null,
        ttlMs: ctx.limits.codeTtlMs,
      });
      await sendMessage(ctx, {
        to: `+${target.replace(':', '')}`,
        channel: 'sms',
        subject: 'Sign-in code',
        body: user ? `Your sign-in code: ${code}` : 'Someone asked to sign in with this number, but no account uses it.',
      });
      answer(res, codeSentAnswerSchema, { status: 'code_sent', expiresAt, resendAt });
    }),
    takesBody(sendSmsRequestSchema),
  );

  router.post(
    AUTH_PATHS.loginSms,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginBySmsRequestSchema);
      const target = phoneTarget(body.country_code, body.phone_number);
      const key = `phone:${target}`;
      const attempt = await beginAttempt(ctx, req, key);
      const check = await checkCode(ctx, { purpose: 'sms_login', target, code: body['sms-code'], consume: true });
      const user = check.ok && check.row.user_id !== null ? await findUserById(ctx.db, check.row.user_id) : undefined;
      if (!check.ok || !user) {
        if (!check.ok && check.reason === 'time_up') {
          await attempt.withdrawn();
          throw new AuthError('time_up', 'The code has expired: ask for a new SMS');
        }
        await recordFailedSignIn(ctx, req, (await findUserByPhone(ctx.db, body.country_code, body.phone_number))?.id ?? null, 'sms_code');
        throw new AuthError('wrong_code', 'Wrong code');
      }
      await attempt.succeeded();
      answer(res, loginAnswerSchema, await finishSignIn(ctx, res, user, body.save, 'direct', 'sms_code'));
    }),
    takesBody(loginBySmsRequestSchema),
  );

  router.post(
    AUTH_PATHS.loginLink,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const { token, expiresAt } = await issueToken(ctx, {
        purpose: 'login_token',
        userId: session.userId,
        ttlMs: ctx.limits.codeTtlMs,
      });
      const sign = hmacBase64Url(await ctx.secret(), `${LOGIN_TOKEN_METHOD_LINK}.${token}`);
      answer(res, loginLinkAnswerSchema, { method_id: LOGIN_TOKEN_METHOD_LINK, token, sign, expiresAt });
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.loginToken,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginByTokenRequestSchema);
      const expected = hmacBase64Url(await ctx.secret(), `${body.method_id}.${body.token}`);
      if (body.method_id !== LOGIN_TOKEN_METHOD_LINK || !safeEqualText(expected, body.sign)) {
        throw new AuthError('invalid_token', 'The sign-in link is not valid');
      }
      const taken = await takeToken(ctx, { purpose: 'login_token', token: body.token, consume: true });
      if (!taken.ok)
        throw new AuthError(taken.reason, taken.reason === 'time_up' ? 'The sign-in link has expired' : 'The sign-in link is not valid');
      const user = taken.row.user_id === null ? undefined : await findUserById(ctx.db, taken.row.user_id);
      if (!user) throw new AuthError('invalid_token', 'The sign-in link is not valid');
      answer(res, loginAnswerSchema, await finishSignIn(ctx, res, user, false, 'direct', 'login_link'));
    }),
    takesBody(loginByTokenRequestSchema),
  );

  // Logging out twice, or without a session, is fine: the cookies are cleared either way.
  router.post(
    AUTH_PATHS.logout,
    handle(async ({ req, res }) => {
      await endSession(ctx, req, res);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
    NO_INPUT,
  );

  router.get(
    AUTH_PATHS.rights,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, rightsAnswerSchema, { rights: rightsOf(session.user) });
    }),
    NO_INPUT,
  );

  router.get(
    AUTH_PATHS.checkSession,
    handle(async ({ req, res }) => {
      const session = await authenticate(ctx, req);
      if (!session) clearStaleCookies(req, res);
      answer(res, checkSessionAnswerSchema, { user_id: session?.userId ?? null });
    }),
    NO_INPUT,
  );

  router.get(
    AUTH_PATHS.session,
    handle(async ({ req, res }) => {
      const session = await sessionOf(ctx, req);
      if (!session) clearStaleCookies(req, res);
      answer(res, sessionAnswerSchema, {
        user_id: session?.userId ?? null,
        login: session?.user.login ?? null,
        ban_level: session?.user.ban_level ?? 0,
        ban_version: session?.user.ban_version ?? 0,
        expiresAt: session?.expiresAt ?? null,
      });
    }),
    NO_INPUT,
  );

  /** A `ua` or `sid` cookie without a live session (ended, expired, another server's) must not keep saying "signed in". */
  function clearStaleCookies(req: IncomingMessage, res: ServerResponse): void {
    if (readCookie(req, SESSION_COOKIE) !== undefined || readCookie(req, SIGNED_IN_COOKIE) !== undefined) clearSessionCookies(ctx, res);
  }

  router.post(
    AUTH_PATHS.fingerprint,
    handle(async ({ req, res }) => {
      const body = await readBody(req, fingerprintRequestSchema);
      answer(res, fingerprintAnswerSchema, await issueFingerprint(ctx, body.components));
    }),
    takesBody(fingerprintRequestSchema),
  );

  router.get(
    AUTH_PATHS.phoneCountries,
    handle(async ({ res }) => {
      answer(res, phoneCountriesAnswerSchema, await listPhoneCountries(ctx.db));
    }),
    NO_INPUT,
  );

  // Every call mints a fresh token, so force_refresh=true is accepted and changes nothing.
  router.get(
    AUTH_PATHS.getToken,
    handle(async ({ req, res }) => {
      const session = await requireCookieSession(ctx, req);
      const signed = await signUserToken(ctx, {
        userId: session.userId,
        sessionHash: session.idHash,
        audience: 'web',
        ttlMs: ctx.limits.userTokenTtlMs,
      });
      answer(res, tokenAnswerSchema, signed);
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.updateToken,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const signed = await signUserToken(ctx, {
        userId: session.userId,
        sessionHash: session.idHash,
        audience: 'video',
        ttlMs: ctx.limits.videoTokenTtlMs,
      });
      answer(res, tokenAnswerSchema, signed);
    }),
    NO_INPUT,
  );
}

import {
  AUTH_PATHS,
  LOGIN_TOKEN_METHOD_LINK,
  TWO_STEP_COOKIE,
  checkSessionAnswerSchema,
  codeSentAnswerSchema,
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
import type { Router } from '../../http/router';
import { checkCode, issueCode, issueToken, lastIssuedAt, takeToken } from '../codes';
import type { AuthContext } from '../context';
import { hmacBase64Url, safeEqualText, sha256Hex } from '../crypto';
import { AuthError, answer, clearCookie, handle, readBody, readCookie } from '../http';
import { sendMessage } from '../outbox';
import { authenticate, endSession, requireSession, sessionOf, startSession } from '../sessions';
import { decodePassword, finishSignIn, passwordSignIn } from '../signIn';
import { signUserToken } from '../tokens';
import { rightsOf } from '../userConfig';
import { findUserById, findUserByLogin, findUserByPhone, phoneTarget } from '../users';

export function registerLoginRoutes(router: Router, ctx: AuthContext): void {
  router.post(
    AUTH_PATHS.login,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginByEmailRequestSchema);
      const user = await findUserByLogin(ctx.db, body.uLogin);
      const result = await passwordSignIn(ctx, req, res, {
        key: body.uLogin,
        user,
        encodedPassword: body.uPassword,
        remember: body.save,
      });
      answer(res, loginAnswerSchema, result);
    }),
  );

  router.post(
    AUTH_PATHS.loginPhone,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginByPhoneRequestSchema);
      const user = await findUserByPhone(ctx.db, body.country_code, body.phone_number);
      const result = await passwordSignIn(ctx, req, res, {
        key: `phone:${phoneTarget(body.country_code, body.phone_number)}`,
        user,
        encodedPassword: body.uPassword,
        remember: body.save,
      });
      answer(res, loginAnswerSchema, result);
    }),
  );

  router.post(
    AUTH_PATHS.twoStep,
    handle(async ({ req, res }) => {
      const body = await readBody(req, twoStepRequestSchema);
      const code = decodePassword(body.code, 'code');
      const ticket = readCookie(req, TWO_STEP_COOKIE);
      if (!ticket) throw new AuthError('time_up', 'The two-step sign-in has expired: sign in again');
      const check = await checkCode(ctx, { purpose: 'two_step', target: sha256Hex(ticket), code, consume: true });
      if (!check.ok) {
        throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: sign in again' : 'Wrong code');
      }
      const user = check.row.user_id === null ? undefined : await findUserById(ctx.db, check.row.user_id);
      if (!user || !user.is_active) throw new AuthError('wrong_code', 'Wrong code');
      clearCookie(ctx, res, TWO_STEP_COOKIE, true);
      await startSession(ctx, res, user.id, body.save || check.row.payload.remember === true);
      answer(res, loginAnswerSchema, { status: 'ok', user_id: user.id, login: user.login });
    }),
  );

  router.post(
    AUTH_PATHS.sendSms,
    handle(async ({ req, res }) => {
      const body = await readBody(req, sendSmsRequestSchema);
      const target = phoneTarget(body['phone-code'], body['phone-number']);
      const last = await lastIssuedAt(ctx, 'sms_login', target);
      if (last !== null && ctx.now() - last < ctx.limits.smsResendMs) {
        const wait = Math.ceil((ctx.limits.smsResendMs - (ctx.now() - last)) / 1000);
        throw new AuthError('rate_limited', `Wait ${wait} s before asking for another SMS`, { headers: { 'retry-after': String(wait) } });
      }
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
      answer(res, codeSentAnswerSchema, { status: 'code_sent', expiresAt });
    }),
  );

  router.post(
    AUTH_PATHS.loginSms,
    handle(async ({ req, res }) => {
      const body = await readBody(req, loginBySmsRequestSchema);
      const target = phoneTarget(body.country_code, body.phone_number);
      const check = await checkCode(ctx, { purpose: 'sms_login', target, code: body['sms-code'], consume: true });
      if (!check.ok) throw new AuthError(check.reason, check.reason === 'time_up' ? 'The code has expired: ask for a new SMS' : 'Wrong code');
      const user = check.row.user_id === null ? undefined : await findUserById(ctx.db, check.row.user_id);
      if (!user) throw new AuthError('wrong_code', 'Wrong code');
      answer(res, loginAnswerSchema, await finishSignIn(ctx, res, user, body.save));
    }),
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
      if (!taken.ok) throw new AuthError(taken.reason, taken.reason === 'time_up' ? 'The sign-in link has expired' : 'The sign-in link is not valid');
      const user = taken.row.user_id === null ? undefined : await findUserById(ctx.db, taken.row.user_id);
      if (!user) throw new AuthError('invalid_token', 'The sign-in link is not valid');
      answer(res, loginAnswerSchema, await finishSignIn(ctx, res, user, false));
    }),
  );

  // Logging out twice, or without a session, is fine: the cookies are cleared either way.
  router.post(
    AUTH_PATHS.logout,
    handle(async ({ req, res }) => {
      await endSession(ctx, req, res);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
  );

  router.get(
    AUTH_PATHS.rights,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, rightsAnswerSchema, { rights: rightsOf(session.user) });
    }),
  );

  router.get(
    AUTH_PATHS.checkSession,
    handle(async ({ req, res }) => {
      const session = await authenticate(ctx, req);
      answer(res, checkSessionAnswerSchema, { user_id: session?.userId ?? null });
    }),
  );

  router.get(
    AUTH_PATHS.session,
    handle(async ({ req, res }) => {
      const session = await sessionOf(ctx, req);
      answer(res, sessionAnswerSchema, {
        user_id: session?.userId ?? null,
        login: session?.user.login ?? null,
        ban_level: session?.user.ban_level ?? 0,
        ban_version: session?.user.ban_version ?? 0,
        expiresAt: session?.expiresAt ?? null,
      });
    }),
  );

  // Every call mints a fresh token, so force_refresh=true is accepted and changes nothing.
  router.get(
    AUTH_PATHS.getToken,
    handle(async ({ req, res }) => {
      const session = await sessionOf(ctx, req);
      if (!session) throw new AuthError('unauthorized', 'No session: sign in to get a token');
      const signed = await signUserToken(ctx, {
        userId: session.userId,
        sessionHash: session.idHash,
        audience: 'web',
        ttlMs: ctx.limits.userTokenTtlMs,
      });
      answer(res, tokenAnswerSchema, signed);
    }),
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
  );
}

import { SignJWT, jwtVerify } from 'jose';
import {
  AUTH_PATHS,
  MAILING_SETTINGS,
  mailingSettingsSchema,
  mailingUpdateRequestSchema,
  okAnswerSchema,
  stopNewsletterRequestSchema,
  verificationSentAnswerSchema,
  verifyEmailRequestSchema,
  verifyEmailSendRequestSchema,
  type MailingSettings,
} from '../../../src/protocol/schemas/auth';
import { NO_INPUT, type Router, takesBody } from '../../http/router';
import { issueToken, takeToken } from '../codes';
import { originOf, type AuthContext } from '../context';
import { AuthError, answer, handle, readBody } from '../http';
import { guardMailTo } from '../mailLimits';
import { maskAddress, sendMessage } from '../outbox';
import { requireSession } from '../sessions';
import { TOKEN_ISSUER } from '../tokens';
import { findUserById, type UserRow } from '../users';

/**
 * SPEC 3 Mailing settings, the newsletter's stop link (user/stopnewsletter)
 * and the e-mail verification link (user/accountverify).
 *
 * The stop link carries a signed token (HS256, audience `newsletter`, the
 * player's id, 90 days), so it works without signing in and cannot be made
 * for another player; following it twice is harmless.
 */
export function registerMailingRoutes(router: Router, ctx: AuthContext): void {
  router.get(
    AUTH_PATHS.mailing,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      answer(res, mailingSettingsSchema, mailingOf(session.user));
    }),
    NO_INPUT,
  );

  router.post(
    AUTH_PATHS.mailingUpdate,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, mailingUpdateRequestSchema);
      answer(res, mailingSettingsSchema, await updateMailing(ctx, session.userId, body));
    }),
    takesBody(mailingUpdateRequestSchema),
  );

  router.post(
    AUTH_PATHS.stopNewsletter,
    handle(async ({ req, res }) => {
      const body = await readBody(req, stopNewsletterRequestSchema);
      const userId = await verifyNewsletterToken(ctx, body.token);
      if (userId === null) throw new AuthError('invalid_token', 'The link is not valid or has expired');
      answer(res, mailingSettingsSchema, await updateMailing(ctx, userId, { enable_mail_news: false }));
    }),
    takesBody(stopNewsletterRequestSchema),
  );

  router.post(
    AUTH_PATHS.verifyEmailSend,
    handle(async ({ req, res }) => {
      const session = await requireSession(ctx, req);
      const body = await readBody(req, verifyEmailSendRequestSchema);
      const email = session.user.email;
      if (email === null) {
        throw new AuthError('invalid_request', 'The account has no e-mail address to verify', {
          fields: [{ field: 'email', message: 'is not set', code: 'required' }],
        });
      }
      await guardMailTo(ctx, req, email);
      const { token } = await issueToken(ctx, {
        purpose: 'email_verify',
        userId: session.userId,
        target: email,
        ttlMs: ctx.limits.verifyEmailTtlMs,
      });
      const link = `${originOf(ctx, req)}/${body.lng}/user/accountverify?token=${encodeURIComponent(token)}`;
      await sendMessage(ctx, {
        to: email,
        channel: 'email',
        subject: 'Confirm your e-mail address',
        body: `Follow this link within 24 hours to confirm that this address is yours: ${link}`,
        links: [link],
      });
      answer(res, verificationSentAnswerSchema, { status: 'sent', to: maskAddress(email) });
    }),
    takesBody(verifyEmailSendRequestSchema),
  );

  router.post(
    AUTH_PATHS.verifyEmail,
    handle(async ({ req, res }) => {
      const body = await readBody(req, verifyEmailRequestSchema);
      const taken = await takeToken(ctx, { purpose: 'email_verify', token: body.token, consume: true });
      if (!taken.ok)
        throw new AuthError(taken.reason, taken.reason === 'time_up' ? 'The link has expired: ask for a new one' : 'The link is not valid');
      const user = taken.row.user_id === null ? undefined : await findUserById(ctx.db, taken.row.user_id);
      // The address changed since the link was sent: it proves nothing about the new one.
      if (!user || user.email === null || user.email.toLowerCase() !== taken.row.target.toLowerCase()) {
        throw new AuthError('invalid_token', 'The link is not valid');
      }
      await ctx.db.query('UPDATE app_user SET email_verified_at = $2, enable_email_auth = true WHERE id = $1', [
        user.id,
        new Date(ctx.now()),
      ]);
      ctx.log.info(`Auth: user ${user.id} verified the e-mail address`);
      answer(res, okAnswerSchema, { status: 'ok' });
    }),
    takesBody(verifyEmailRequestSchema),
  );
}

export function mailingOf(user: UserRow): MailingSettings {
  return {
    enable_mail_news: user.enable_mail_news === true,
    enable_mail_deposit: user.enable_mail_deposit === true,
    enable_mail_bets: user.enable_mail_bets === true,
    enable_sms_news: user.enable_sms_news === true,
  };
}

async function updateMailing(ctx: AuthContext, userId: number, patch: Partial<MailingSettings>): Promise<MailingSettings> {
  const values = MAILING_SETTINGS.map((name) => patch[name] ?? null);
  await ctx.db.query(
    `UPDATE app_user SET enable_mail_news = COALESCE($2, enable_mail_news), enable_mail_deposit = COALESCE($3, enable_mail_deposit),
       enable_mail_bets = COALESCE($4, enable_mail_bets), enable_sms_news = COALESCE($5, enable_sms_news) WHERE id = $1`,
    [userId, ...values],
  );
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AuthError('unauthorized', 'The account no longer exists');
  return mailingOf(user);
}

const NEWSLETTER_AUDIENCE = 'newsletter';

async function newsletterKey(ctx: AuthContext): Promise<Uint8Array> {
  return new TextEncoder().encode(`newsletter:${await ctx.secret()}`);
}

/** The stop link of a newsletter to `userId` (what a mailing system would put in every newsletter). */
export async function newsletterStopLink(ctx: AuthContext, userId: number, origin: string, lng: string): Promise<string> {
  const now = Math.floor(ctx.now() / 1000);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(TOKEN_ISSUER)
    .setAudience(NEWSLETTER_AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + Math.floor(ctx.limits.newsletterLinkTtlMs / 1000))
    .sign(await newsletterKey(ctx));
  return `${origin}/${lng}/user/stopnewsletter?token=${encodeURIComponent(token)}`;
}

async function verifyNewsletterToken(ctx: AuthContext, token: string): Promise<number | null> {
  try {
    const { payload } = await jwtVerify(token, await newsletterKey(ctx), {
      algorithms: ['HS256'],
      issuer: TOKEN_ISSUER,
      audience: NEWSLETTER_AUDIENCE,
      currentDate: new Date(ctx.now()),
      requiredClaims: ['exp', 'sub'],
    });
    const userId = Number(payload.sub);
    return Number.isInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

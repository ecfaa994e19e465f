import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { RETURN_URL_QUERY } from '../../../src/protocol/routes';
import { AUTH_PATHS, SOCIAL_ERROR_QUERY, SOCIAL_TWO_STEP_QUERY, socialProvidersAnswerSchema } from '../../../src/protocol/schemas/auth';
import { safeReturnPath } from '../../../src/core/routing/safePath';
import { NO_INPUT, type Router, takesBody, takesQuery } from '../../http/router';
import { issueToken, takeToken } from '../codes';
import { originOf, type AuthContext } from '../context';
import { safeEqualText } from '../crypto';
import { AuthError, answer, clearCookie, handle, readCookie, readFormBody, redirect, setCookie } from '../http';
import { finishSignIn } from '../signIn';
import { LOCAL_PROVIDER, LOCAL_PROVIDER_NAME, exchangeWithProvider, type SocialIdentity } from '../social';
import { findUserById } from '../users';

const STATE_TTL_MS = 10 * 60_000;
const LOCAL_CODE_TTL_MS = 2 * 60_000;
const PENDING_TTL_MS = 30 * 60_000;
/** httpOnly, 10 minutes: the OAuth state this browser started with. */
const OAUTH_STATE_COOKIE = 'oauth_state';

/**
 * The OAuth queries and the local form are followed by a browser, so they are lenient on purpose: a missing key reads as
 * empty (refused by the handler as an unknown provider, a bad state or a bad redirect_uri), an unknown language as English.
 */
const text = z.string().optional().default('');
const language = z
  .string()
  .optional()
  .transform((lng) => languageOf(lng ?? null));
const socialStartQuerySchema = z.object({ provider: text, lng: language, return_url: z.string().optional() });
const socialCallbackQuerySchema = z.object({ provider: text, state: text, code: text });
const localAuthorizeQuerySchema = z.object({ redirect_uri: text, state: text });
/** The local provider's sign-in form (urlencoded, not JSON); its e-mail is checked by the handler, which answers in HTML. */
const localAuthorizeFormSchema = z.object({
  redirect_uri: text,
  state: text,
  email: text.transform((email) => email.trim().toLowerCase()),
  name: text.transform((name) => name.trim().slice(0, 100)),
});

/**
 * Social sign-in (OAuth 2.0 authorization code):
 * start -> provider's authorize page -> callback. A known identity signs in
 * like a password would (finishSignIn: activation, two-step) and returns to
 * return_url; a new one goes to the registration page with a social_token
 * for soc_reg. The built-in provider 'local' exists only where
 * ctx.localOauth says (never in production unless AUTH_LOCAL_OAUTH=1).
 */
export function registerSocialRoutes(router: Router, ctx: AuthContext): void {
  const providers = [
    ...(ctx.localOauth ? [{ key: LOCAL_PROVIDER, name: LOCAL_PROVIDER_NAME }] : []),
    ...ctx.oauthProviders.map((p) => ({ key: p.key, name: p.name ?? p.key })),
  ];
  const providerKeys = new Set(providers.map((p) => p.key));

  router.get(
    AUTH_PATHS.socialProviders,
    handle(async ({ res }) => {
      answer(res, socialProvidersAnswerSchema, { providers });
    }),
    NO_INPUT,
  );

  router.get(
    AUTH_PATHS.socialStart,
    handle(async ({ req, res, url }) => {
      const query = socialStartQuerySchema.parse(Object.fromEntries(url.searchParams));
      const { provider, lng } = query;
      if (!providerKeys.has(provider)) throw new AuthError('unknown_provider', `No social provider "${provider}" is configured`);
      const returnUrl = safeReturnUrl(query.return_url ?? null, lng);
      const { token: state } = await issueToken(ctx, {
        purpose: 'oauth_state',
        target: provider,
        payload: { returnUrl, lng },
        ttlMs: STATE_TTL_MS,
      });
      // The state is bound to this browser: a callback carrying someone else's state (login CSRF) is refused.
      setCookie(ctx, res, OAUTH_STATE_COOKIE, state, { httpOnly: true, maxAge: STATE_TTL_MS / 1000 });
      const redirectUri = `${originOf(ctx, req)}${AUTH_PATHS.socialCallback}?provider=${provider}`;
      const config = ctx.oauthProviders.find((p) => p.key === provider);
      const authorize = new URL(config?.authorizeUrl ?? `${originOf(ctx, req)}${AUTH_PATHS.localOauthAuthorize}`);
      authorize.searchParams.set('response_type', 'code');
      authorize.searchParams.set('client_id', config?.clientId ?? LOCAL_PROVIDER);
      authorize.searchParams.set('redirect_uri', redirectUri);
      authorize.searchParams.set('state', state);
      authorize.searchParams.set('scope', config?.scope ?? 'openid email profile');
      redirect(res, config ? authorize.toString() : `${authorize.pathname}${authorize.search}`);
    }),
    takesQuery(socialStartQuerySchema),
  );

  if (ctx.localOauth) registerLocalProvider(router, ctx);

  router.get(
    AUTH_PATHS.socialCallback,
    handle(async ({ req, res, url }) => {
      const { provider, state: stateParam, code } = socialCallbackQuerySchema.parse(Object.fromEntries(url.searchParams));
      const bound = readCookie(req, OAUTH_STATE_COOKIE);
      clearCookie(ctx, res, OAUTH_STATE_COOKIE, true);
      if (bound === undefined || !safeEqualText(bound, stateParam)) return redirect(res, `/en/?${SOCIAL_ERROR_QUERY}=invalid_state`);
      const state = await takeToken(ctx, { purpose: 'oauth_state', token: stateParam, consume: true });
      if (!state.ok || state.row.target !== provider || !providerKeys.has(provider))
        return redirect(res, `/en/?${SOCIAL_ERROR_QUERY}=invalid_state`);
      const { returnUrl, lng } = state.row.payload as { returnUrl: string; lng: string };

      let identity: SocialIdentity | undefined;
      if (provider === LOCAL_PROVIDER) {
        const taken = await takeToken(ctx, { purpose: 'oauth_local_code', token: code, consume: true });
        if (taken.ok) identity = taken.row.payload as unknown as SocialIdentity;
      } else {
        const config = ctx.oauthProviders.find((p) => p.key === provider);
        try {
          if (config)
            identity = await exchangeWithProvider(config, code, `${originOf(ctx, req)}${AUTH_PATHS.socialCallback}?provider=${provider}`);
        } catch (error) {
          ctx.log.warn(`Auth: social provider ${provider} failed: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      if (!identity) return redirect(res, `/${lng}/?${SOCIAL_ERROR_QUERY}=provider_failed`);

      const [linked] = await ctx.db.query<{ user_id: number }>('SELECT user_id FROM social_identity WHERE provider = $1 AND subject = $2', [
        identity.provider,
        identity.subject,
      ]);
      const user = linked ? await findUserById(ctx.db, linked.user_id) : undefined;
      if (user) {
        // The same gate as a password: an inactive account is refused, two-step asks for its code.
        let outcome;
        try {
          outcome = await finishSignIn(ctx, res, user, false, 'social', 'social');
        } catch (error) {
          if (error instanceof AuthError && error.code === 'not_activated')
            return redirect(res, `/${lng}/?${SOCIAL_ERROR_QUERY}=not_activated`);
          throw error;
        }
        if (outcome.status === 'ok') return redirect(res, returnUrl);
        const query = new URLSearchParams({ [SOCIAL_TWO_STEP_QUERY]: outcome.channel, [RETURN_URL_QUERY]: returnUrl });
        return redirect(res, `/${lng}/?${query.toString()}`);
      }
      const { token } = await issueToken(ctx, { purpose: 'social_pending', payload: { ...identity }, ttlMs: PENDING_TTL_MS });
      redirect(res, `/${lng}/registration?type=soc_reg&social_token=${encodeURIComponent(token)}`);
    }),
    takesQuery(socialCallbackQuerySchema),
  );
}

/** The built-in offline provider: its own authorize page asking for a name and an e-mail (which nobody verifies). */
function registerLocalProvider(router: Router, ctx: AuthContext): void {
  router.get(
    AUTH_PATHS.localOauthAuthorize,
    handle(async ({ req, res, url }) => {
      const { redirect_uri: redirectUri, state } = localAuthorizeQuerySchema.parse(Object.fromEntries(url.searchParams));
      if (!isOwnCallback(ctx, req, redirectUri)) return sendHtml(res, 400, page('Bad request', '<p>Unknown redirect_uri.</p>'));
      sendHtml(
        res,
        200,
        page(
          'Sign in with Local ID',
          `<form method="post">
  <input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
  <input type="hidden" name="state" value="${escapeHtml(state)}">
  <p><label>Name <input name="name" autocomplete="name" required maxlength="100"></label></p>
  <p><label>E-mail <input name="email" type="email" autocomplete="email" required maxlength="254"></label></p>
  <p><button type="submit">Continue</button></p>
</form>`,
        ),
      );
    }),
    takesQuery(localAuthorizeQuerySchema),
  );

  router.post(
    AUTH_PATHS.localOauthAuthorize,
    handle(
      async ({ req, res }) => {
        const form = localAuthorizeFormSchema.parse(Object.fromEntries(await readFormBody(req)));
        const { redirect_uri: redirectUri, email, name } = form;
        if (!isOwnCallback(ctx, req, redirectUri)) return sendHtml(res, 400, page('Bad request', '<p>Unknown redirect_uri.</p>'));
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
          return sendHtml(res, 400, page('Bad request', '<p>Enter a valid e-mail address and go back.</p>'));
        }
        // Anyone can type any address here: it identifies the local account but is never stored as the player's e-mail.
        const identity: SocialIdentity = { provider: LOCAL_PROVIDER, subject: `local:${email}`, email, emailVerified: false, name };
        const { token: code } = await issueToken(ctx, { purpose: 'oauth_local_code', payload: { ...identity }, ttlMs: LOCAL_CODE_TTL_MS });
        const back = new URL(redirectUri);
        back.searchParams.set('code', code);
        back.searchParams.set('state', form.state);
        redirect(res, `${back.pathname}${back.search}`);
      },
      { form: true },
    ),
    takesBody(localAuthorizeFormSchema),
  );
}

function languageOf(value: string | null): string {
  return value !== null && /^[a-z]{2}$/.test(value) ? value : 'en';
}

/** Only a path on this site (the client's rule, src/core/session): never another origin (open redirect), nor //host. */
export function safeReturnUrl(value: string | null, lng: string): string {
  return safeReturnPath(value) ?? `/${lng}/`;
}

function isOwnCallback(ctx: AuthContext, req: IncomingMessage, redirectUri: string): boolean {
  try {
    const target = new URL(redirectUri);
    const own = new URL(originOf(ctx, req));
    return target.origin === own.origin && target.pathname === AUTH_PATHS.socialCallback;
  } catch {
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  const meta = '<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">';
  const head = `<head>${meta}<title>${escapeHtml(title)}</title></head>`;
  return `<!doctype html><html lang="en">${head}<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; form-action 'self'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(html);
}

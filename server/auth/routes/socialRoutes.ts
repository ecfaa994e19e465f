import { z } from 'zod';
import { AUTH_PATHS, SOCIAL_ERROR_QUERY, socialProvidersAnswerSchema } from '../../../src/protocol/schemas/auth';
import { safeReturnPath } from '../../../src/core/routing/safePath';
import { NO_INPUT, type Router, takesQuery } from '../../http/router';
import { issueToken, takeToken } from '../codes';
import { originOf, type AuthContext } from '../context';
import { safeEqualText } from '../crypto';
import { AuthError, answer, clearCookie, handle, readCookie, redirect, setCookie } from '../http';
import { LOCAL_PROVIDER, LOCAL_PROVIDER_NAME, type SocialIdentity } from '../social';
import { describeFailure, SocialClient } from '../socialClient';
import { languageOf, signInOrRegister } from '../socialLanding';
import { registerLocalOidc } from './localOidcRoutes';
import { registerOneTapRoutes } from './oneTapRoutes';

const STATE_TTL_MS = 10 * 60_000;
/** httpOnly, 10 minutes: the OAuth state this browser started with. */
const OAUTH_STATE_COOKIE = 'oauth_state';

/**
 * The OAuth queries are followed by a browser, so they are lenient on purpose: a missing key reads as empty (refused by the
 * handler as an unknown provider or a bad state), an unknown language as English. The callback's other parameters (code,
 * iss, error) are read and checked by openid-client.
 */
const text = z.string().optional().default('');
const language = z
  .string()
  .optional()
  .transform((lng) => languageOf(lng ?? null));
const socialStartQuerySchema = z.object({ provider: text, lng: language, return_url: z.string().optional() });
const socialCallbackQuerySchema = z.object({ state: text, code: text, iss: text, error: text });
/** What the state token keeps server-side until the callback: where to go, and the PKCE verifier and nonce to check. */
const statePayloadSchema = z.object({ returnUrl: z.string(), lng: z.string(), codeVerifier: z.string(), nonce: z.string().nullable() });

/**
 * Social sign-in (OpenID Connect, or OAuth 2 with a user-info endpoint,
 * through openid-client): start -> provider's authorize page -> callback,
 * with PKCE (S256), a state bound to this browser by a cookie and, for
 * OpenID Connect, a nonce in the id_token. A known identity signs in like a
 * password would (finishSignIn: activation, two-step) and returns to
 * return_url; a new one goes to the registration page with a social_token
 * for soc_reg. The built-in provider 'local' is this server's own OpenID
 * Connect provider (localOidcRoutes.ts), only where ctx.localOauth says
 * (never in production unless AUTH_LOCAL_OAUTH=1).
 */
export function registerSocialRoutes(router: Router, ctx: AuthContext): void {
  const configured = new Map(ctx.oauthProviders.map((entry) => [entry.key, new SocialClient(entry)]));
  const local = ctx.localOauth ? registerLocalOidc(router, ctx) : undefined;
  let localClient: { origin: string; client: Promise<SocialClient> } | undefined;
  const clientFor = (provider: string, origin: string): Promise<SocialClient> | undefined => {
    if (provider === LOCAL_PROVIDER && local) {
      if (localClient?.origin !== origin) {
        // The local provider remembers nobody: it asks for a name and an e-mail at every sign-in.
        const client = local.providerFor(origin).then((resolved) => new SocialClient(resolved, { prompt: 'login' }));
        localClient = { origin, client };
      }
      return localClient.client;
    }
    const client = configured.get(provider);
    return client ? Promise.resolve(client) : undefined;
  };
  const providers = [
    ...(local ? [{ key: LOCAL_PROVIDER, name: LOCAL_PROVIDER_NAME }] : []),
    ...ctx.oauthProviders.map((p) => ({ key: p.key, name: p.name })),
  ];

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
      const origin = originOf(ctx, req);
      const client = clientFor(provider, origin);
      if (!client) throw new AuthError('unknown_provider', `No social provider "${provider}" is configured`);
      const returnUrl = safeReturnUrl(query.return_url ?? null, lng);
      let target: URL;
      let state: string;
      try {
        const social = await client;
        const checks = social.newChecks();
        ({ token: state } = await issueToken(ctx, {
          purpose: 'oauth_state',
          target: provider,
          payload: { returnUrl, lng, ...checks },
          ttlMs: STATE_TTL_MS,
        }));
        target = await social.authorizationUrl(`${origin}${AUTH_PATHS.socialCallback}`, state, checks);
      } catch (error) {
        ctx.log.warn(`Auth: social provider ${provider} cannot be reached: ${describeFailure(error)}`);
        return redirect(res, `/${lng}/?${SOCIAL_ERROR_QUERY}=provider_failed`);
      }
      // The state is bound to this browser: a callback carrying someone else's state (login CSRF) is refused.
      setCookie(ctx, res, OAUTH_STATE_COOKIE, state, { httpOnly: true, maxAge: STATE_TTL_MS / 1000 });
      redirect(res, target.origin === origin ? `${target.pathname}${target.search}` : target.toString());
    }),
    takesQuery(socialStartQuerySchema),
  );

  if (ctx.oneTapProvider !== null) {
    // One-tap hands the page an id_token: only an OpenID Connect provider has one.
    const oneTap = ctx.oauthProviders.find((p) => p.key === ctx.oneTapProvider);
    const openIdConnect = oneTap ? 'issuer' in oneTap.endpoints : ctx.oneTapProvider === LOCAL_PROVIDER && local !== undefined;
    if (!openIdConnect) throw new Error(`AUTH_ONE_TAP_PROVIDER: "${ctx.oneTapProvider}" is not a configured OpenID Connect provider`);
    // The page loads the provider's script; a provider without one (only Google and the local one have it) offers no one-tap.
    if (oneTap && oneTap.oneTapScriptUrl === null) {
      throw new Error(`AUTH_ONE_TAP_PROVIDER: "${ctx.oneTapProvider}" has no one-tap script (set oneTapScriptUrl in its entry)`);
    }
    registerOneTapRoutes(router, ctx, ctx.oneTapProvider, clientFor);
  }

  router.get(
    AUTH_PATHS.socialCallback,
    handle(async ({ req, res, url }) => {
      const { state: stateParam } = socialCallbackQuerySchema.parse(Object.fromEntries(url.searchParams));
      const bound = readCookie(req, OAUTH_STATE_COOKIE);
      clearCookie(ctx, res, OAUTH_STATE_COOKIE, true);
      if (bound === undefined || !safeEqualText(bound, stateParam)) return redirect(res, `/en/?${SOCIAL_ERROR_QUERY}=invalid_state`);
      // Taken once: a replayed callback finds its state used. The state names the provider (one callback URL for all).
      const state = await takeToken(ctx, { purpose: 'oauth_state', token: stateParam, consume: true });
      const origin = originOf(ctx, req);
      const provider = state.ok ? state.row.target : '';
      const client = clientFor(provider, origin);
      if (!state.ok || !client) return redirect(res, `/en/?${SOCIAL_ERROR_QUERY}=invalid_state`);
      const { returnUrl, lng, codeVerifier, nonce } = statePayloadSchema.parse(state.row.payload);

      let identity: SocialIdentity;
      try {
        // The URL the provider sent the browser to, on this site's origin (the redirect_uri it was given).
        const callbackUrl = new URL(`${url.pathname}${url.search}`, origin);
        identity = await (await client).identity(callbackUrl, stateParam, { codeVerifier, nonce });
      } catch (error) {
        ctx.log.warn(`Auth: social provider ${provider} failed: ${describeFailure(error)}`);
        return redirect(res, `/${lng}/?${SOCIAL_ERROR_QUERY}=provider_failed`);
      }
      redirect(res, await signInOrRegister(ctx, res, identity, returnUrl, lng));
    }),
    takesQuery(socialCallbackQuerySchema),
  );
}

/** Only a path on this site (the client's rule, src/core/session): never another origin (open redirect), nor //host. */
export function safeReturnUrl(value: string | null, lng: string): string {
  return safeReturnPath(value) ?? `/${lng}/`;
}

import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  SESSION_COOKIE,
  checkSessionAnswerSchema,
  authErrorBodySchema,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  registerAnswerSchema,
  socialProvidersAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { fileScoped } from '../helpers';
import { Browser, startAuthServer, type AuthTestServer } from './helpers';
import { idTokenFrom, landing, postOneTapCredential, socialSignIn, startLoopbackProvider, type LoopbackProvider } from './socialFlow';

const CLIENT = { clientId: 'bethouse', clientSecret: 'loopback-secret-0123456789' };

/**
 * Social sign-in against real OpenID Connect providers (oidc-provider): the
 * site's own 'local' one, mounted in the server, and one on its own loopback
 * port configured as "google" (discovery, id_token with nonce) and as
 * "github" (plain OAuth 2: its authorize, token and user-info endpoints).
 */
const env = fileScoped<{ site: AuthTestServer; idp: LoopbackProvider }>(
  async () => {
    const idp = await startLoopbackProvider();
    const site = await startAuthServer({
      oneTapProvider: 'google',
      oauthProviders: [
        { key: 'google', issuer: idp.issuer, ...CLIENT },
        {
          key: 'github',
          authorizeUrl: `${idp.issuer}/auth`,
          tokenUrl: `${idp.issuer}/token`,
          userinfoUrl: `${idp.issuer}/me`,
          scope: 'openid email profile',
          claims: { subject: 'sub' },
          ...CLIENT,
        },
      ],
    });
    await idp.serve({ ...CLIENT, redirectUris: [`${site.url}${AUTH_PATHS.socialCallback}`] });
    return { site, idp };
  },
  async ({ site, idp }) => {
    await site.close();
    await idp.close();
  },
);

const browser = () => new Browser(env.site.url);
const signIn = (b: Browser, options: Parameters<typeof socialSignIn>[2]) => socialSignIn(b, env.site.url, options);

async function register(b: Browser, landed: URL): Promise<number> {
  expect(landed.pathname).toMatch(/^\/[a-z]{2}\/registration$/);
  const token = landed.searchParams.get('social_token') ?? '';
  const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'soc_reg', social_token: token, bonus: 0 })).body);
  if (reg.status !== 'ok') throw new Error(`soc_reg answered ${reg.status}`);
  return reg.user_id;
}

/** Why the site refused the last callback, as it logged it (the test then knows which check refused it). */
const lastWarning = () => env.site.log.text('warn').split('\n').at(-1) ?? '';

const signedInAs = async (b: Browser) => checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id;

describe('OpenID Connect sign-in', () => {
  it('shows the local provider and the configured ones, with the table names', async () => {
    expect(socialProvidersAnswerSchema.parse((await browser().get(AUTH_PATHS.socialProviders)).body).providers).toEqual([
      { key: 'local', name: 'Local ID' },
      { key: 'google', name: 'Google' },
      { key: 'github', name: 'GitHub' },
    ]);
  });

  for (const provider of ['local', 'google']) {
    it(`${provider}: PKCE (S256), state and nonce; a first sign-in registers (soc_reg), the next signs in`, async () => {
      const b = browser();
      let authorize: URL | undefined;
      const email = `first.${provider}@example.com`;
      const first = await signIn(b, { provider, email, tamper: (url) => void (authorize = new URL(url)) });
      expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize?.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
      expect(authorize?.searchParams.get('nonce')).toBeTruthy();
      expect(first.callbackUrl.searchParams.get('iss')).toBeTruthy();
      const userId = await register(b, landing(first.landed, env.site.url));
      const [link] = await env.site.db.query<{ subject: string }>('SELECT subject FROM social_identity WHERE user_id = $1', [userId]);
      expect(link?.subject).toBe(`local:${email}`);
      await b.post(AUTH_PATHS.logout);

      const again = await signIn(b, { provider, email, returnUrl: '/en/casino' });
      expect(again.landed.headers.get('location')).toBe('/en/casino');
      expect(await signedInAs(b)).toBe(userId);
    });
  }

  it('github (OAuth 2 without discovery): PKCE, no nonce, the identity from the user-info endpoint', async () => {
    const b = browser();
    let authorize: URL | undefined;
    const first = await signIn(b, { provider: 'github', email: 'oauth2@example.com', tamper: (url) => void (authorize = new URL(url)) });
    expect(authorize?.origin).toBe(env.idp.issuer);
    expect(authorize?.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize?.searchParams.has('nonce')).toBe(false);
    const userId = await register(b, landing(first.landed, env.site.url));
    const [row] = await env.site.db.query<{ user_name: string }>('SELECT user_name FROM app_user WHERE id = $1', [userId]);
    expect(row?.user_name).toBe('Sam Social');
  });

  it('a provider error (the player cancels there) lands on the site with social_error and no session', async () => {
    for (const provider of ['local', 'google']) {
      const b = browser();
      const { callbackUrl, landed } = await signIn(b, { provider, email: 'x@example.com', cancel: true });
      expect(callbackUrl.searchParams.get('error')).toBe('access_denied');
      expect(landed.headers.get('location')).toBe('/en/?social_error=provider_failed');
      expect(lastWarning()).toContain(`${provider} failed: access_denied`);
      expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('a replayed callback is refused: its state was used, even with the state cookie put back', async () => {
    const b = browser();
    const state = new Map<string, string>();
    const { callbackUrl, landed } = await signIn(b, {
      provider: 'google',
      email: 'replay@example.com',
      tamper: (url) => void state.set('value', url.searchParams.get('state') ?? ''),
    });
    expect(landing(landed, env.site.url).pathname).toBe('/en/registration');
    const replay = await b.get(callbackUrl.toString());
    expect(replay.headers.get('location')).toBe('/en/?social_error=invalid_state');
    b.cookies.set('oauth_state', state.get('value') ?? '');
    const withCookie = await b.get(callbackUrl.toString());
    expect(withCookie.headers.get('location')).toBe('/en/?social_error=invalid_state');
  });

  it('an id_token with another nonce than the one the site asked for is refused', async () => {
    for (const provider of ['local', 'google']) {
      const b = browser();
      const { landed } = await signIn(b, {
        provider,
        email: 'nonce@example.com',
        tamper: (url) => url.searchParams.set('nonce', 'a-nonce-the-site-never-issued'),
      });
      expect(landed.headers.get('location')).toBe('/en/?social_error=provider_failed');
      expect(lastWarning()).toMatch(/nonce/);
      expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    }
  });

  it('a code asked for with another PKCE challenge is refused at the token endpoint', async () => {
    const b = browser();
    const { landed } = await signIn(b, {
      provider: 'google',
      email: 'pkce@example.com',
      tamper: (url) => url.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'),
    });
    expect(landed.headers.get('location')).toBe('/en/?social_error=provider_failed');
    expect(lastWarning()).toContain('invalid_grant');
  });

  it('a callback with a state started in another browser is refused (login CSRF)', async () => {
    const attacker = browser();
    const victim = browser();
    // The attacker's callback URL, handed to the victim.
    const { callbackUrl } = await signIn(attacker, { provider: 'local', email: 'a@example.com' });
    const landed = await victim.get(callbackUrl.toString());
    expect(landed.headers.get('location')).toBe('/en/?social_error=invalid_state');
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('refuses an unknown provider and a forged state', async () => {
    const b = browser();
    expect((await b.get(`${AUTH_PATHS.socialStart}?provider=nope`)).status).toBe(404);
    const forged = await b.get(`${AUTH_PATHS.socialCallback}?code=abc&state=forged`);
    expect(forged.headers.get('location')).toContain('social_error=invalid_state');
  });
});

describe('one-tap sign-in (SPEC 7) with the configured OpenID Connect provider', () => {
  const postCredential = (b: Browser, credential: string, headers?: Record<string, string>) =>
    postOneTapCredential(b, env.site.url, credential, headers);
  const credentialFor = (email: string) =>
    idTokenFrom(env.idp, CLIENT, `${env.site.url}${AUTH_PATHS.socialCallback}`, email, new Browser(env.idp.issuer));

  it('answers the client id, then a credential: soc_reg for a new identity, signed in for a linked one', async () => {
    expect(oneTapClientIdAnswerSchema.parse((await browser().get(AUTH_PATHS.oneTapClientId)).body)).toEqual({
      clientId: CLIENT.clientId,
      scriptUrl: 'https://accounts.google.com/gsi/client',
    });
    const b = browser();
    const first = await postCredential(b, await credentialFor('tap@example.com'));
    expect(first.status).toBe(200);
    const userId = await register(b, new URL(oneTapAnswerSchema.parse(first.body).redirectUrl, env.site.url));
    await b.post(AUTH_PATHS.logout);
    const again = await postCredential(b, await credentialFor('tap@example.com'));
    expect(oneTapAnswerSchema.parse(again.body)).toEqual({ redirectUrl: '/de/' });
    expect(await signedInAs(b)).toBe(userId);
  });

  it('refuses a credential whose signature does not hold, and a post that is not the site script multipart', async () => {
    const credential = await credentialFor('forged@example.com');
    const [header, payload, signature] = credential.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    // Another subject under the same signature.
    const otherClaims = Buffer.from(JSON.stringify({ ...claims, sub: 'local:someone.else@example.com' })).toString('base64url');
    const forged = `${header}.${otherClaims}.${signature}`;
    const b = browser();
    const refused = await postCredential(b, forged);
    expect(refused.status).toBe(400);
    expect(authErrorBodySchema.parse(refused.body).error.code).toBe('invalid_token');
    expect(lastWarning()).toMatch(/signature/);
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await postCredential(b, credential, {})).status).toBe(403);
    expect((await b.post(AUTH_PATHS.oneTap, { credential })).status).toBe(415);
  });

  it('has no client id where one-tap is not configured', async () => {
    const off = await startAuthServer({ db: env.site.db });
    try {
      expect((await new Browser(off.url).get(AUTH_PATHS.oneTapClientId)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

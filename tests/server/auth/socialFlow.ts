import * as oidc from 'openid-client';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { createLocalOidcProvider, LocalAccounts } from '../../../server/auth/localOidcProvider';
import { serveInteraction } from '../../../server/auth/routes/localOidcRoutes';
import type { Browser, Reply } from './helpers';

export interface SocialSignInOptions {
  readonly provider?: string;
  readonly email: string;
  readonly name?: string;
  readonly returnUrl?: string;
  /** Press Cancel on the provider's page instead of signing in. */
  readonly cancel?: boolean;
  /** Changes the authorization request on its way to the provider (a tampered nonce, say). */
  readonly tamper?: (authorize: URL) => void;
}

/**
 * A browser's whole social sign-in: the site's start, the provider's
 * authorize and sign-in page (oidc-provider, on this site or on loopback),
 * back to the site's callback. Answers the callback URL the provider sent the
 * browser to and the site's answer to it.
 */
export async function socialSignIn(b: Browser, base: string, options: SocialSignInOptions): Promise<{ callbackUrl: URL; landed: Reply }> {
  const { provider = 'local', returnUrl = '/en/live' } = options;
  const start = await b.get(`${AUTH_PATHS.socialStart}?provider=${provider}&lng=en&return_url=${encodeURIComponent(returnUrl)}`);
  if (start.status !== 302) throw new Error(`start answered ${start.status}: ${start.text}`);
  const authorize = new URL(start.headers.get('location') ?? '', base);
  options.tamper?.(authorize);
  const callbackUrl = await throughProvider(b, authorize, options);
  return { callbackUrl, landed: await b.get(callbackUrl.toString()) };
}

/** From the provider's authorization URL through its sign-in page, to the callback URL it sends the browser to (not followed). */
export async function throughProvider(
  b: Browser,
  authorize: URL,
  options: Pick<SocialSignInOptions, 'email' | 'name' | 'cancel'>,
): Promise<URL> {
  let url = authorize;
  for (let hop = 0; hop < 10; hop++) {
    if (url.pathname === AUTH_PATHS.socialCallback) return url;
    let reply = await b.get(url.toString());
    if (reply.status === 200 && url.pathname.includes('/interaction/')) {
      const form = new URLSearchParams(options.cancel ? { cancel: '1' } : { name: options.name ?? 'Sam Social', email: options.email });
      reply = await b.request('POST', url.toString(), form.toString(), { 'content-type': 'application/x-www-form-urlencoded' });
    }
    const location = reply.headers.get('location');
    if (location === null) throw new Error(`${url.pathname} answered ${reply.status} without a redirect: ${reply.text}`);
    url = new URL(location, url);
  }
  throw new Error('too many redirects');
}

/** The query of the site's answer to a callback (where it sent the browser). */
export function landing(landed: Reply, base: string): URL {
  return new URL(landed.headers.get('location') ?? '', base);
}

export interface LoopbackProvider {
  readonly issuer: string;
  /** Starts the provider for the site's callbacks (known once the site listens). */
  serve(options: { clientId: string; clientSecret: string; redirectUris: string[] }): Promise<void>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (oidc-provider) on its own loopback port, like an external one the site is configured with. */
export async function startLoopbackProvider(): Promise<LoopbackProvider> {
  let provider: Provider | undefined;
  const accounts = new LocalAccounts();
  const server: Server = createServer((req, res) => {
    if (!provider) return void res.writeHead(503).end();
    if ((req.url ?? '').startsWith('/interaction/')) return void serveInteraction(provider, accounts, req, res);
    void provider.callback()(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    async serve(options) {
      provider = await createLocalOidcProvider({ issuer, ...options, interactionUrl: (uid) => `/interaction/${uid}` }, accounts);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * What a provider's one-tap script hands the page: an id_token for the site's
 * client id, got here by running the code flow as that client (openid-client).
 */
export async function idTokenFrom(
  idp: LoopbackProvider,
  client: { clientId: string; clientSecret: string },
  redirectUri: string,
  email: string,
  b: Browser,
): Promise<string> {
  const config = await oidc.discovery(new URL(idp.issuer), client.clientId, client.clientSecret, undefined, {
    execute: [oidc.allowInsecureRequests],
  });
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const authorize = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    state,
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  const callback = await throughProvider(b, authorize, { email });
  const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: codeVerifier, expectedState: state });
  if (!tokens.id_token) throw new Error('no id_token');
  return tokens.id_token;
}

/** The multipart post the one-tap script's callback makes (SPEC 7), as this browser (its cookies, kept from the answer). */
export async function postOneTapCredential(
  b: Browser,
  base: string,
  credential: string,
  headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' },
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.set('credential', credential);
  form.set('language', 'de');
  form.set('currency', 'EUR');
  form.set('countryId', '49');
  const cookie = [...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const response = await fetch(new URL(AUTH_PATHS.oneTap, base), { method: 'POST', body: form, headers: { ...headers, cookie } });
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    b.cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
  }
  return { status: response.status, body: (await response.json()) as unknown };
}

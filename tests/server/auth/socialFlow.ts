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
  let url = new URL(start.headers.get('location') ?? '', base);
  options.tamper?.(url);
  for (let hop = 0; hop < 10; hop++) {
    if (url.pathname === AUTH_PATHS.socialCallback) return { callbackUrl: url, landed: await b.get(url.toString()) };
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

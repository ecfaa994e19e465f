import { describe, expect, it } from 'vitest';
import { exchangeWithProvider, type OAuthProviderConfig } from '../../../server/auth/social';
import { safeReturnUrl } from '../../../server/auth/routes/socialRoutes';

const provider: OAuthProviderConfig = {
  key: 'example',
  authorizeUrl: 'https://id.example/authorize',
  tokenUrl: 'https://id.example/token',
  userinfoUrl: 'https://id.example/userinfo',
  clientId: 'client-1',
  clientSecret: 'secret-1',
};

describe('a configured OAuth provider', () => {
  it('exchanges the code with the client credentials and reads the identity', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const fakeFetch = (async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init });
      if (String(url) === provider.tokenUrl) return Response.json({ access_token: 'at-1', token_type: 'bearer' });
      return Response.json({ sub: 42, email: 'p@example.com', name: 'P' });
    }) as typeof fetch;
    const identity = await exchangeWithProvider(provider, 'code-1', 'http://site/cb?provider=example', fakeFetch);
    // No email_verified claim: the address is not vouched for, so it is never stored as the player's.
    expect(identity).toEqual({ provider: 'example', subject: '42', email: 'p@example.com', emailVerified: false, name: 'P' });
    const form = new URLSearchParams(String(calls[0]?.init?.body));
    expect(Object.fromEntries(form)).toMatchObject({
      grant_type: 'authorization_code',
      code: 'code-1',
      client_id: 'client-1',
      client_secret: 'secret-1',
    });
    expect(new Headers(calls[1]?.init?.headers).get('authorization')).toBe('Bearer at-1');
  });

  it('reads email_verified (true or "true") as the provider vouching for the address', async () => {
    for (const claim of [true, 'true']) {
      const verified = (async (url: string | URL | Request) =>
        String(url) === provider.tokenUrl
          ? Response.json({ access_token: 'at' })
          : Response.json({ sub: 'a', email: 'v@example.com', email_verified: claim })) as typeof fetch;
      expect((await exchangeWithProvider(provider, 'c', 'http://site/cb', verified)).emailVerified).toBe(true);
    }
  });

  it('fails on a refused code or an identity without subject', async () => {
    const refused = (async () => new Response('no', { status: 400 })) as typeof fetch;
    await expect(exchangeWithProvider(provider, 'bad', 'http://site/cb', refused)).rejects.toThrow(/token endpoint answered 400/);
    const anonymous = (async (url: string | URL | Request) =>
      String(url) === provider.tokenUrl ? Response.json({ access_token: 'at' }) : Response.json({ email: 'x@y.z' })) as typeof fetch;
    await expect(exchangeWithProvider(provider, 'c', 'http://site/cb', anonymous)).rejects.toThrow(/no sub or id/);
  });
});

describe('return_url after social sign-in', () => {
  it('keeps only paths of this site', () => {
    expect(safeReturnUrl('/en/live?x=1', 'en')).toBe('/en/live?x=1');
    for (const bad of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', null]) {
      expect(safeReturnUrl(bad, 'de')).toBe('/de/');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { identityFromClaims, resolveProvider, resolveProviders } from '../../../server/auth/social';
import { safeReturnUrl } from '../../../server/auth/routes/socialRoutes';

const secrets = { clientId: 'client-1', clientSecret: 'secret-1' };

describe('configured providers over the well-known table', () => {
  it('a well-known key needs only its client: OpenID Connect by issuer, or OAuth 2 by endpoints', () => {
    expect(resolveProvider({ key: 'google', ...secrets })).toMatchObject({
      name: 'Google',
      endpoints: { issuer: 'https://accounts.google.com' },
      scope: 'openid email profile',
      claims: { subject: 'sub', email: 'email', emailVerified: 'email_verified' },
    });
    expect(resolveProvider({ key: 'x', ...secrets })).toMatchObject({
      name: 'X',
      endpoints: { userinfoUrl: 'https://api.x.com/2/users/me' },
      claims: { subject: 'data.id', name: 'data.name' },
      tokenAuth: 'basic',
    });
  });

  it("the operator's entry wins: another issuer, own endpoints instead of the table's issuer, a label", () => {
    const tenant = 'https://login.microsoftonline.com/tenant-1/v2.0';
    expect(resolveProvider({ key: 'microsoft', issuer: tenant, ...secrets }).endpoints).toEqual({ issuer: tenant });
    const own = { authorizeUrl: 'https://id.example/a', tokenUrl: 'https://id.example/t', userinfoUrl: 'https://id.example/u' };
    expect(resolveProvider({ key: 'google', ...own, ...secrets }).endpoints).toEqual(own);
    expect(resolveProvider({ key: 'acme', name: 'Acme ID', issuer: 'https://id.acme.example', ...secrets })).toMatchObject({
      key: 'acme',
      name: 'Acme ID',
      scope: 'openid email profile',
    });
  });

  it('refuses an unknown key without issuer or endpoints, a bad key, a duplicate and the reserved local', () => {
    expect(() => resolveProvider({ key: 'acme', ...secrets })).toThrow(/needs an issuer/);
    expect(() => resolveProvider({ key: 'Google', ...secrets })).toThrow();
    expect(() =>
      resolveProviders([
        { key: 'google', ...secrets },
        { key: 'google', ...secrets },
      ]),
    ).toThrow(/"google"/);
    expect(() => resolveProviders([{ key: 'local', issuer: 'https://id.example', ...secrets }])).toThrow(/"local"/);
  });
});

describe('the identity read from the claims', () => {
  it('follows the claim paths and reads email_verified (true or "true") only as given', () => {
    const x = resolveProvider({ key: 'x', ...secrets });
    expect(identityFromClaims(x, { data: { id: '42', name: 'P', username: 'p' } })).toEqual({
      provider: 'x',
      subject: '42',
      email: null,
      emailVerified: false,
      name: 'P',
    });
    const discord = resolveProvider({ key: 'discord', ...secrets });
    for (const verified of [true, 'true'])
      expect(identityFromClaims(discord, { id: 7, email: 'd@example.com', verified, global_name: 'D' })).toMatchObject({
        subject: '7',
        email: 'd@example.com',
        emailVerified: true,
      });
    const google = resolveProvider({ key: 'google', ...secrets });
    expect(identityFromClaims(google, { sub: 'g', email: 'g@example.com' }).emailVerified).toBe(false);
  });

  it('refuses an answer without a subject', () => {
    expect(() => identityFromClaims(resolveProvider({ key: 'github', ...secrets }), { login: 'p' })).toThrow(/no subject at "id"/);
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

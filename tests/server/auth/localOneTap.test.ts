import { describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import {
  AUTH_PATHS,
  checkSessionAnswerSchema,
  localOneTapCredentialAnswerSchema,
  oneTapAnswerSchema,
  oneTapClientIdAnswerSchema,
  registerAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { fileScoped } from '../helpers';
import { Browser, startAuthServer, type AuthTestServer } from './helpers';
import { landing, postOneTapCredential, socialSignIn } from './socialFlow';

/**
 * One-tap with the built-in provider (SPEC 7): the site answers its client id and script, the script reads a
 * credential only for the visitor the provider already knows (its own session), and that credential signs the
 * player in through the same one-tap call a Google credential takes.
 */
const site = fileScoped<AuthTestServer>(
  () => startAuthServer({ oneTapProvider: 'local' }),
  (running) => running.close(),
);

const credentialOf = async (b: Browser, query = 'client_id=site&nonce=n-1') => {
  const reply = await b.get(`${AUTH_PATHS.localOneTapCredential}?${query}`);
  return { status: reply.status, answer: reply.status === 200 ? localOneTapCredentialAnswerSchema.parse(reply.body) : null };
};

describe('one-tap with the built-in OpenID Connect provider', () => {
  it('answers the client id and a script that speaks google.accounts.id', async () => {
    const b = new Browser(site.url);
    const client = oneTapClientIdAnswerSchema.parse((await b.get(AUTH_PATHS.oneTapClientId)).body);
    expect(client).toEqual({ clientId: 'site', scriptUrl: AUTH_PATHS.localOneTapScript });
    const script = await b.get(client.scriptUrl);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(script.text).toContain('google.accounts.id');
    expect(script.text).not.toMatch(/innerHTML/);
  });

  it('gives a visitor it does not know no credential, and refuses another client id', async () => {
    const b = new Browser(site.url);
    expect(await credentialOf(b)).toEqual({ status: 200, answer: { credential: null } });
    expect((await credentialOf(b, 'client_id=someone-else')).status).toBe(400);
    expect((await credentialOf(b, 'nonce=x')).status).toBe(400);
  });

  it('after a sign-in with it, hands a credential that signs the same player in, for this client with the nonce', async () => {
    const b = new Browser(site.url);
    const email = 'tap.local@example.com';
    const first = await socialSignIn(b, site.url, { provider: 'local', email });
    const landed = landing(first.landed, site.url);
    const reg = registerAnswerSchema.parse(
      (await b.post(AUTH_PATHS.register, { type: 'soc_reg', social_token: landed.searchParams.get('social_token'), bonus: 0 })).body,
    );
    if (reg.status !== 'ok') throw new Error(`soc_reg answered ${reg.status}`);
    await b.post(AUTH_PATHS.logout);
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBeNull();

    const { answer } = await credentialOf(b);
    if (!answer?.credential) throw new Error('no credential for a visitor the provider knows');
    expect(answer).toMatchObject({ name: 'Sam Social', email });
    const claims = decodeJwt(answer.credential);
    expect(claims).toMatchObject({ aud: 'site', sub: `local:${email}`, nonce: 'n-1', iss: `${site.url}${AUTH_PATHS.localOidcIssuer}` });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBeLessThanOrEqual(300);

    const tapped = await postOneTapCredential(b, site.url, answer.credential);
    expect(tapped.status).toBe(200);
    expect(oneTapAnswerSchema.parse(tapped.body)).toEqual({ redirectUrl: '/de/' });
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBe(reg.user_id);

    // Another browser is not this one: the provider's session is in the visitor's cookies.
    expect((await credentialOf(new Browser(site.url))).answer).toEqual({ credential: null });
  });
});

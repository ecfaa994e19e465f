import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  SESSION_COOKIE,
  SIGNED_IN_COOKIE,
  TWO_STEP_COOKIE,
  authErrorBodySchema,
  captchaChallengeAnswerSchema,
  captchaValidateAnswerSchema,
  checkSessionAnswerSchema,
  fingerprintAnswerSchema,
  loginAnswerSchema,
  mailingSettingsSchema,
  phoneCountriesAnswerSchema,
  registerAnswerSchema,
  socialProvidersAnswerSchema,
  userConfigSchema,
  verificationSentAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { createChallenge } from '../../../server/auth/captcha';
import { createAuthContext } from '../../../server/auth/context';
import { authServerForFile, Browser, codeIn, enc, lastMessage, solve, startAuthServer } from './helpers';
import { socialSignIn } from './socialFlow';

const server = authServerForFile({ limits: { fastRegPerIp: 3 } });
const [demo, demo2fa] = DEMO_USERS;

const browser = (options?: { fingerprint?: boolean }) => new Browser(server.url, undefined, options);
const errorOf = (body: unknown) => authErrorBodySchema.parse(body);

async function raw(path: string, init: { headers?: Record<string, string>; body?: string }) {
  const response = await fetch(new URL(path, server.url), {
    method: 'POST',
    headers: { 'x-forwarded-for': '10.9.9.9', ...init.headers },
    body: init.body,
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('login CSRF: auth POSTs come from the site script with JSON', () => {
  const body = JSON.stringify({ uLogin: 'demo', uPassword: enc('x') });

  it('refuses a POST without X-Requested-With (a cross-site form cannot set it)', async () => {
    const reply = await raw(AUTH_PATHS.login, { headers: { 'content-type': 'application/json' }, body });
    expect(reply.status).toBe(403);
    expect(errorOf(reply.body).error.code).toBe('csrf_rejected');
    const logout = await raw(AUTH_PATHS.logout, { headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(logout.status).toBe(403);
  });

  it('refuses a form-encoded or text body even with the header', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain']) {
      const reply = await raw(AUTH_PATHS.login, { headers: { 'content-type': type, 'x-requested-with': 'XMLHttpRequest' }, body });
      expect(reply.status).toBe(415);
      expect(errorOf(reply.body).error.code).toBe('unsupported_media_type');
    }
  });
});

describe('a stale ua cookie does not count as signed in', () => {
  it('check-session and GET /session clear sid and ua when they find no session', async () => {
    for (const path of [AUTH_PATHS.checkSession, AUTH_PATHS.session]) {
      const b = browser();
      b.cookies.set(SIGNED_IN_COOKIE, '1');
      b.cookies.set(SESSION_COOKIE, 'no-such-session');
      const reply = await b.get(path);
      expect((reply.body as { user_id: unknown }).user_id).toBeNull();
      const cleared = reply.headers.getSetCookie();
      expect(cleared.some((c) => c.startsWith(`${SIGNED_IN_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
      expect(cleared.some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
      expect(b.cookies.size).toBe(0);
    }
  });

  it('leaves a live session and a cookieless guest alone', async () => {
    const guest = await browser().get(AUTH_PATHS.checkSession);
    expect(guest.headers.getSetCookie()).toEqual([]);
    const b = browser();
    await b.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) });
    const live = await b.get(AUTH_PATHS.checkSession);
    expect(checkSessionAnswerSchema.parse(live.body).user_id).not.toBeNull();
    expect(live.headers.getSetCookie()).toEqual([]);
  });
});

describe('the device fingerprint', () => {
  it('is issued for the components: token, expiry in seconds, the canonical data', async () => {
    const b = browser();
    const reply = await b.post(AUTH_PATHS.fingerprint, { components: { timeZone: 'UTC', language: 'en', hardwareConcurrency: 8 } });
    const fp = fingerprintAnswerSchema.parse(reply.body);
    expect(fp.data).toBe('{"hardwareConcurrency":8,"language":"en","timeZone":"UTC"}');
    expect(fp.expiresAt).toBe(Math.floor(server.clock.now() / 1000) + 6 * 3600);
    expect(decodeJwt(fp.token).aud).toBe('fingerprint');
    expect((await b.post(AUTH_PATHS.fingerprint, { components: {} })).status).toBe(400);
  });

  it('login, phone login, two-step and send-SMS answer 400 with code 120 without a valid one', async () => {
    const bare = browser({ fingerprint: false });
    const calls: [string, object][] = [
      [AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) }],
      [AUTH_PATHS.loginPhone, { phone_number: '9000000001', country_code: '7', uPassword: enc(demo.password) }],
      [AUTH_PATHS.twoStep, { code: enc('123456') }],
      [AUTH_PATHS.sendSms, { 'phone-number': '9000000001', 'phone-code': '7' }],
    ];
    for (const [path, body] of calls) {
      const reply = await bare.post(path, body);
      expect(reply.status, path).toBe(400);
      expect(errorOf(reply.body), path).toMatchObject({ code: 120, error: { code: 'fingerprint_invalid' } });
    }
  });

  it("refuses data that is not the token's, and a token past its expiry", async () => {
    const bare = browser({ fingerprint: false });
    const device = await bare.fingerprint();
    const body = { uLogin: demo.login, uPassword: enc(demo.password) };
    const mismatch = await bare.post(AUTH_PATHS.login, { ...body, fingerprint: '{"language":"xx"}' }, { 'x-fingerprint': device.token });
    expect(errorOf(mismatch.body).code).toBe(120);
    const ok = await bare.post(AUTH_PATHS.login, { ...body, fingerprint: device.data }, { 'x-fingerprint': device.token });
    expect(loginAnswerSchema.parse(ok.body).status).toBe('ok');
    server.clock.advance(6 * 3_600_000 + 1000);
    const late = await bare.post(AUTH_PATHS.login, { ...body, fingerprint: device.data }, { 'x-fingerprint': device.token });
    expect(errorOf(late.body).code).toBe(120);
  });
});

describe('the captcha gives nothing away', () => {
  it('sends only a picture drawn with paths (no text, no label, no question) and lets a dev route read the answer', async () => {
    const b = browser();
    const reply = await b.get(AUTH_PATHS.captchaUpdate);
    expect(Object.keys(reply.body).sort()).toEqual(['id', 'image', 'time']);
    const challenge = captchaChallengeAnswerSchema.parse(reply.body);
    const svg = Buffer.from(challenge.image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).not.toMatch(/<text|aria-label|<title|<desc/);
    expect(svg).toMatch(/<path d="M/);
    expect(svg).toMatch(/feDisplacementMap/);
    // No run of the question's characters anywhere in the markup.
    expect(svg).not.toMatch(/\d+ [+-] \d+/);
    const answer = await solve(b, challenge.id);
    const validated = captchaValidateAnswerSchema.parse(
      (await b.post(AUTH_PATHS.captchaValidate, { captcha: `${challenge.id}:${answer}` })).body,
    );
    expect(validated.success).toBe(true);
    // Two pictures of challenges are never the same drawing.
    const other = captchaChallengeAnswerSchema.parse((await b.get(AUTH_PATHS.captchaUpdate)).body);
    expect(other.image).not.toBe(challenge.image);
  });

  it('keeps no clear answer when the dev tools are off (production)', async () => {
    const ctx = createAuthContext({ db: server.db, log: server.log, devOutbox: false });
    const challenge = await createChallenge(ctx);
    const [row] = await server.db.query<{ dev_answer: string | null }>('SELECT dev_answer FROM captcha_challenge WHERE id = $1', [
      challenge.id,
    ]);
    expect(row?.dev_answer).toBeNull();
  });
});

describe('rate limits', () => {
  it('counts failed sign-ins per account: login, e-mail and phone of one player together', async () => {
    const b = browser();
    expect((await b.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc('wrong-1') })).status).toBe(401);
    expect((await browser().post(AUTH_PATHS.login, { uLogin: demo.email, uPassword: enc('wrong-2') })).status).toBe(401);
    expect(
      (await browser().post(AUTH_PATHS.loginPhone, { phone_number: '9000000001', country_code: '7', uPassword: enc('wrong-3') })).status,
    ).toBe(401);
    const fourth = await browser().post(AUTH_PATHS.login, { uLogin: demo.email.toUpperCase(), uPassword: enc(demo.password) });
    expect(errorOf(fourth.body)).toMatchObject({ code: 100, error: { code: 'captcha_required' } });
  });

  it('limits one-click registrations per address', async () => {
    const b = browser();
    for (let i = 0; i < 3; i++)
      expect((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 })).status).toBe(200);
    const refused = await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 });
    expect(refused.status).toBe(429);
    expect(errorOf(refused.body).error.code).toBe('rate_limited');
    expect(refused.headers.get('retry-after')).toBe('3600');
    expect((await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 })).status).toBe(200);
  });

  it('asks for a captcha after a few SMS from one address, and after wrong SMS codes', async () => {
    const b = browser();
    for (let i = 0; i < 3; i++)
      expect((await b.post(AUTH_PATHS.sendSms, { 'phone-number': `911000000${i}`, 'phone-code': '7' })).status).toBe(200);
    const fourth = await b.post(AUTH_PATHS.sendSms, { 'phone-number': '9110000009', 'phone-code': '7' });
    expect(errorOf(fourth.body)).toMatchObject({ code: 100 });
    const challenge = captchaChallengeAnswerSchema.parse((await b.get(AUTH_PATHS.captchaUpdate)).body);
    const withAnswer = await b.post(
      AUTH_PATHS.sendSms,
      { 'phone-number': '9110000009', 'phone-code': '7' },
      { 'x-captcha-answer': `${challenge.id}:${await solve(b, challenge.id)}` },
    );
    expect(withAnswer.status).toBe(200);

    const guesser = browser();
    const sms = { phone_number: '9000000002', country_code: '7' };
    for (let i = 0; i < 3; i++)
      expect(errorOf((await guesser.post(AUTH_PATHS.loginSms, { ...sms, 'sms-code': `00000${i}` })).body).error.code).toBe('wrong_code');
    expect(errorOf((await browser().post(AUTH_PATHS.loginSms, { ...sms, 'sms-code': '000009' })).body).code).toBe(100);
  });
});

describe('social sign-in', () => {
  async function localSignIn(b: Browser, email: string, returnUrl = '/en/live') {
    return (await socialSignIn(b, server.url, { email, name: 'Soc', returnUrl })).landed;
  }

  it('lists the providers for the buttons', async () => {
    expect(socialProvidersAnswerSchema.parse((await browser().get(AUTH_PATHS.socialProviders)).body).providers).toEqual([
      { key: 'local', name: 'Local ID' },
    ]);
  });

  it('never stores the unverified e-mail of the local provider', async () => {
    const b = browser();
    const callback = await localSignIn(b, 'claimed@example.com');
    const token = new URL(callback.headers.get('location') ?? '', server.url).searchParams.get('social_token') ?? '';
    const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'soc_reg', social_token: token, bonus: 0 })).body);
    if (reg.status !== 'ok') throw new Error('expected ok');
    const [row] = await server.db.query<{ email: string | null }>('SELECT email FROM app_user WHERE id = $1', [reg.user_id]);
    expect(row?.email).toBeNull();
  });

  it('a linked identity with two-step on goes through the code, on the social two-step call only', async () => {
    const b = browser();
    const first = await localSignIn(b, 'twostep.social@example.com');
    const token = new URL(first.headers.get('location') ?? '', server.url).searchParams.get('social_token') ?? '';
    const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'soc_reg', social_token: token, bonus: 0 })).body);
    if (reg.status !== 'ok') throw new Error('expected ok');
    await server.db.query("UPDATE app_user SET enable_two_factor_auth = true, email = 'twostep.social@example.com' WHERE id = $1", [
      reg.user_id,
    ]);
    await b.post(AUTH_PATHS.logout);

    const again = await localSignIn(b, 'twostep.social@example.com', '/en/casino');
    const landing = new URL(again.headers.get('location') ?? '', server.url);
    expect(landing.pathname).toBe('/en/');
    expect(landing.searchParams.get('social_two_step')).toBe('email');
    expect(landing.searchParams.get('return_url')).toBe('/en/casino');
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(b.cookies.has(TWO_STEP_COOKIE)).toBe(true);
    const code = codeIn((await lastMessage(b, 'twostep.social@example.com')).body);
    // The password two-step call does not take a social ticket.
    expect(errorOf((await b.post(AUTH_PATHS.twoStep, { code: enc(code) })).body).error.code).toBe('wrong_code');
    await localSignIn(b, 'twostep.social@example.com', '/en/casino');
    const fresh = codeIn((await lastMessage(b, 'twostep.social@example.com')).body);
    const ok = await b.post(AUTH_PATHS.socialTwoStep, { code: enc(fresh) });
    expect(loginAnswerSchema.parse(ok.body)).toMatchObject({ status: 'ok', user_id: reg.user_id });
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBe(reg.user_id);
  });

  it('the local provider is off in production unless AUTH_LOCAL_OAUTH=1, and then has no routes', async () => {
    const env = { NODE_ENV: process.env.NODE_ENV, AUTH_LOCAL_OAUTH: process.env.AUTH_LOCAL_OAUTH };
    try {
      process.env.NODE_ENV = 'production';
      delete process.env.AUTH_LOCAL_OAUTH;
      expect(createAuthContext({ db: server.db, log: server.log, secrets: { authSecret: 'x'.repeat(32) } }).localOauth).toBe(false);
      process.env.AUTH_LOCAL_OAUTH = '1';
      expect(createAuthContext({ db: server.db, log: server.log, secrets: { authSecret: 'x'.repeat(32) } }).localOauth).toBe(true);
    } finally {
      process.env.NODE_ENV = env.NODE_ENV;
      if (env.AUTH_LOCAL_OAUTH === undefined) delete process.env.AUTH_LOCAL_OAUTH;
      else process.env.AUTH_LOCAL_OAUTH = env.AUTH_LOCAL_OAUTH;
    }
    const off = await startAuthServer({ db: server.db, localOauth: false });
    try {
      const b = new Browser(off.url);
      expect(socialProvidersAnswerSchema.parse((await b.get(AUTH_PATHS.socialProviders)).body).providers).toEqual([]);
      expect((await b.get(`${AUTH_PATHS.socialStart}?provider=local`)).status).toBe(404);
      expect((await b.get(`${AUTH_PATHS.localOidcIssuer}/.well-known/openid-configuration`)).status).toBe(404);
    } finally {
      await off.close();
    }
  });
});

describe('limits from the environment', () => {
  it('AUTH_FAST_REG_PER_IP sets the one-click registrations per address; a bad value stops the start with its name', () => {
    const before = process.env.AUTH_FAST_REG_PER_IP;
    const make = () => createAuthContext({ db: server.db, log: server.log, secrets: { authSecret: 'x'.repeat(32) } });
    try {
      delete process.env.AUTH_FAST_REG_PER_IP;
      expect(make().limits.fastRegPerIp).toBe(10);
      process.env.AUTH_FAST_REG_PER_IP = '250';
      expect(make().limits.fastRegPerIp).toBe(250);
      process.env.AUTH_FAST_REG_PER_IP = '0';
      expect(make).toThrow(/AUTH_FAST_REG_PER_IP/);
      process.env.AUTH_FAST_REG_PER_IP = 'many';
      expect(make).toThrow(/AUTH_FAST_REG_PER_IP/);
    } finally {
      if (before === undefined) delete process.env.AUTH_FAST_REG_PER_IP;
      else process.env.AUTH_FAST_REG_PER_IP = before;
    }
  });
});

describe('phone countries, mailing, newsletter and e-mail verification', () => {
  it('answers the phone countries and masks from the database', async () => {
    const answer = phoneCountriesAnswerSchema.parse((await browser().get(AUTH_PATHS.phoneCountries)).body);
    expect(answer.countries.length).toBeGreaterThan(7);
    const ru = answer.countries.find((c) => c.country_code === 'RU');
    expect(ru).toMatchObject({ name: 'Russia', tel_code: '7' });
    expect(answer.masks.find((m) => m.CountryId === ru?.id)).toEqual({ CountryId: ru?.id, Mask: '(###) ###-##-##', Min: 10, Max: 10 });
  });

  it('changes mailing settings, and the signed stop link of a newsletter works without signing in', async () => {
    const b = browser();
    await b.post(AUTH_PATHS.login, { uLogin: demo2fa.login, uPassword: enc(demo2fa.password) });
    expect((await browser().get(AUTH_PATHS.mailing)).status).toBe(401);
    const me = browser();
    await me.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) });
    expect(mailingSettingsSchema.parse((await me.get(AUTH_PATHS.mailing)).body)).toEqual({
      enable_mail_news: true,
      enable_mail_deposit: true,
      enable_mail_bets: true,
      enable_sms_news: false,
    });
    expect(mailingSettingsSchema.parse((await me.post(AUTH_PATHS.mailingUpdate, { enable_sms_news: true })).body).enable_sms_news).toBe(
      true,
    );

    const dev = browser();
    expect((await dev.post(AUTH_PATHS.devNewsletter, { login: demo.login, lng: 'en' })).status).toBe(200);
    const [link] = (await lastMessage(dev, demo.email)).links;
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect(new URL(link ?? '').pathname).toBe('/en/user/stopnewsletter');
    const stopped = mailingSettingsSchema.parse((await browser().post(AUTH_PATHS.stopNewsletter, { token })).body);
    expect(stopped).toMatchObject({ enable_mail_news: false, enable_sms_news: true });
    const forged = await browser().post(AUTH_PATHS.stopNewsletter, { token: `${token.slice(0, -4)}AAAA` });
    expect(errorOf(forged.body).error.code).toBe('invalid_token');
    await me.post(AUTH_PATHS.mailingUpdate, { enable_mail_news: true, enable_sms_news: false });
  });

  it('verifies the e-mail address with the link it sends, once', async () => {
    const me = browser();
    await me.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password) });
    const sent = verificationSentAnswerSchema.parse((await me.post(AUTH_PATHS.verifyEmailSend, { lng: 'en' })).body);
    expect(sent.to).toBe('d***@bethouse.example');
    const [link] = (await lastMessage(me, demo.email)).links;
    expect(new URL(link ?? '').pathname).toBe('/en/user/accountverify');
    const token = new URL(link ?? '').searchParams.get('token') ?? '';
    expect((await browser().post(AUTH_PATHS.verifyEmail, { token })).status).toBe(200);
    const [row] = await server.db.query<{ email_verified_at: Date | null }>('SELECT email_verified_at FROM app_user WHERE login = $1', [
      demo.login,
    ]);
    expect(row?.email_verified_at).not.toBeNull();
    expect(userConfigSchema.parse((await me.get(AUTH_PATHS.userConfig)).body).protection_methods.enable_email_auth).toBe(true);
    expect(errorOf((await browser().post(AUTH_PATHS.verifyEmail, { token })).body).error.code).toBe('invalid_token');
  });
});

describe('field errors carry a code the client translates', () => {
  it('names each refused field and why', async () => {
    const b = browser();
    const reply = await b.post(AUTH_PATHS.register, {
      type: 'full_reg',
      email: 'not-an-address',
      uPassword: enc('short'),
      login: '1bad',
      bonus: 0,
    });
    const fields = errorOf(reply.body).fields ?? [];
    expect(fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'email', code: 'format' }),
        expect.objectContaining({ field: 'login', code: 'format' }),
      ]),
    );
    const weak = await b.post(AUTH_PATHS.register, { type: 'full_reg', email: 'weak.one@example.com', uPassword: enc('short'), bonus: 0 });
    expect(errorOf(weak.body).fields).toEqual([expect.objectContaining({ field: 'uPassword', code: 'too_short' })]);
    const missing = await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 2, bonus: 0 });
    expect(errorOf(missing.body).fields).toEqual([expect.objectContaining({ field: 'email', code: 'required' })]);
  });
});

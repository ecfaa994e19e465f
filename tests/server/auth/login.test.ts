import { jwtVerify, decodeJwt } from 'jose';
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
  loginAnswerSchema,
  loginLinkAnswerSchema,
  sessionAnswerSchema,
  tokenAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { hashPassword } from '../../../server/auth/crypto';
import { authServerForFile, Browser, codeIn, enc, lastMessage, solve } from './helpers';

const server = authServerForFile();
const [demo, demo2fa, banned] = DEMO_USERS;

function browser(): Browser {
  return new Browser(server.url);
}

async function signIn(b: Browser, login: string, password: string, headers?: Record<string, string>) {
  return b.post(AUTH_PATHS.login, { uLogin: login, uPassword: enc(password), save: false }, headers);
}

describe('login, session, token, logout', () => {
  it('signs in by login with the encoded password: httpOnly Lax session cookie, readable ua cookie', async () => {
    const b = browser();
    const reply = await signIn(b, demo.login, demo.password);
    expect(reply.status).toBe(200);
    const answer = loginAnswerSchema.parse(reply.body);
    expect(answer).toMatchObject({ status: 'ok', login: 'demo' });
    const cookies = reply.headers.getSetCookie();
    const sid = cookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(sid).toMatch(/HttpOnly/);
    expect(sid).toMatch(/SameSite=Lax/);
    expect(sid).not.toMatch(/Max-Age/);
    const ua = cookies.find((c) => c.startsWith(`${SIGNED_IN_COOKIE}=`)) ?? '';
    expect(ua).not.toMatch(/HttpOnly/);
    // Only the hash of the cookie value is stored.
    const rows = await server.db.query<{ id_hash: string }>('SELECT id_hash FROM user_session');
    const value = b.cookies.get(SESSION_COOKIE) ?? '';
    expect(value.length).toBeGreaterThan(30);
    expect(rows.some((r) => r.id_hash === value)).toBe(false);
  });

  it('signs in by e-mail (any case) and remembers for 30 days with save', async () => {
    const b = browser();
    const reply = await b.post(AUTH_PATHS.login, { uLogin: demo.email.toUpperCase(), uPassword: enc(demo.password), save: true });
    expect(reply.status).toBe(200);
    const sid = reply.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE}=`)) ?? '';
    expect(sid).toMatch(/Max-Age=2592000/);
  });

  it('signs in by phone and password', async () => {
    const b = browser();
    const reply = await b.post(AUTH_PATHS.loginPhone, { phone_number: '9000000001', country_code: '+7', uPassword: enc(demo.password) });
    expect(loginAnswerSchema.parse(reply.body)).toMatchObject({ status: 'ok', login: 'demo' });
  });

  it('session, check-session, rights and tokens follow the session; logout ends them all', async () => {
    const b = browser();
    const guestSession = sessionAnswerSchema.parse((await b.get(AUTH_PATHS.session)).body);
    expect(guestSession.user_id).toBeNull();
    expect((await b.get(AUTH_PATHS.session)).headers.get('cache-control')).toBe('no-store');
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBeNull();
    const noToken = await b.get(`${AUTH_PATHS.getToken}?force_refresh=true`);
    expect(noToken.status).toBe(401);
    expect(authErrorBodySchema.parse(noToken.body).error.code).toBe('unauthorized');
    expect((await b.get(AUTH_PATHS.rights)).status).toBe(401);

    const login = loginAnswerSchema.parse((await signIn(b, demo.login, demo.password)).body);
    if (login.status !== 'ok') throw new Error('expected ok');
    const session = sessionAnswerSchema.parse((await b.get(AUTH_PATHS.session)).body);
    expect(session).toMatchObject({ user_id: login.user_id, login: 'demo', ban_level: 0 });
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBe(login.user_id);
    expect((await b.get(AUTH_PATHS.rights)).body).toMatchObject({ rights: expect.arrayContaining(['bet', 'deposit']) });

    const token = tokenAnswerSchema.parse((await b.get(`${AUTH_PATHS.getToken}?force_refresh=true`)).body);
    const secret = new TextEncoder().encode(await server.ctx.secret());
    const { payload, protectedHeader } = await jwtVerify(token.token, secret, { currentDate: new Date(server.clock.now()) });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload.sub).toBe(String(login.user_id));
    expect(payload.aud).toBe('web');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(15 * 60);
    expect(token.expiresAt).toBe((payload.exp ?? 0) * 1000);
    await expect(jwtVerify(token.token, new TextEncoder().encode('another secret of enough length!!'))).rejects.toThrow();

    // The bearer token works without the cookie, until it expires.
    const api = new Browser(server.url);
    const bearer = { authorization: `Bearer ${token.token}` };
    expect(checkSessionAnswerSchema.parse((await api.get(AUTH_PATHS.checkSession, bearer)).body).user_id).toBe(login.user_id);

    const video = tokenAnswerSchema.parse((await b.post(AUTH_PATHS.updateToken)).body);
    expect(decodeJwt(video.token).aud).toBe('video');

    const out = await b.post(AUTH_PATHS.logout);
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE}=;`) && /Max-Age=0/.test(c))).toBe(true);
    expect(b.cookies.has(SIGNED_IN_COOKIE)).toBe(false);
    expect(sessionAnswerSchema.parse((await b.get(AUTH_PATHS.session)).body).user_id).toBeNull();
    // The token died with its session.
    expect(checkSessionAnswerSchema.parse((await api.get(AUTH_PATHS.checkSession, bearer)).body).user_id).toBeNull();
    expect((await b.post(AUTH_PATHS.logout)).status).toBe(200);
  });

  it('an old cookie after logout does not sign in again, and a token expires by the clock', async () => {
    const b = browser();
    await signIn(b, demo.login, demo.password);
    const stolen = b.cookies.get(SESSION_COOKIE) ?? '';
    const token = tokenAnswerSchema.parse((await b.get(AUTH_PATHS.getToken)).body);
    server.clock.advance(15 * 60_000 + 1000);
    const api = new Browser(server.url);
    expect(
      checkSessionAnswerSchema.parse((await api.get(AUTH_PATHS.checkSession, { authorization: `Bearer ${token.token}` })).body).user_id,
    ).toBeNull();
    await b.post(AUTH_PATHS.logout);
    const thief = browser();
    thief.cookies.set(SESSION_COOKIE, stolen);
    expect(checkSessionAnswerSchema.parse((await thief.get(AUTH_PATHS.checkSession)).body).user_id).toBeNull();
  });

  it('a session ends after 12 hours without save', async () => {
    const b = browser();
    await signIn(b, demo.login, demo.password);
    server.clock.advance(12 * 3_600_000 + 1);
    expect(checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id).toBeNull();
  });

  it('rejects a password that is not encoded and a malformed body with field errors', async () => {
    const b = browser();
    const plain = await b.post(AUTH_PATHS.login, { uLogin: 'demo', uPassword: 'not base64!' });
    expect(plain.status).toBe(400);
    const body = authErrorBodySchema.parse(plain.body);
    expect(body.error.code).toBe('invalid_request');
    expect(body.fields?.[0]?.field).toBe('uPassword');
    const notJson = await b.request('POST', AUTH_PATHS.login, '{nope', { 'content-type': 'application/json' });
    expect(notJson.status).toBe(400);
  });
});

describe('no enumeration', () => {
  it('an unknown login and a wrong password get the same status and body', async () => {
    const unknown = await signIn(browser(), 'nobody-here@example.com', 'whatever-1');
    const wrong = await signIn(browser(), demo.login, 'whatever-1');
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    expect(authErrorBodySchema.parse(unknown.body).error.code).toBe('invalid_credentials');
  });

  it('send-sms and recovery answer the same for a known and an unknown number', async () => {
    const known = await browser().post(AUTH_PATHS.sendSms, { 'phone-number': '9000000001', 'phone-code': '7' });
    const unknown = await browser().post(AUTH_PATHS.sendSms, { 'phone-number': '9111111111', 'phone-code': '7' });
    expect(known.status).toBe(200);
    expect(Object.keys(known.body)).toEqual(Object.keys(unknown.body));
    const r1 = await browser().post(AUTH_PATHS.recoveryRequest, { target: { login: demo.email } });
    const r2 = await browser().post(AUTH_PATHS.recoveryRequest, { target: { login: 'ghost@example.com' } });
    expect(r1.status).toBe(200);
    expect(r2.status).toBe(200);
    expect(Object.keys(r1.body)).toEqual(Object.keys(r2.body));
  });
});

describe('rate limiting and captcha', () => {
  async function failThrice(b: Browser, login: string) {
    for (let i = 0; i < 3; i++) expect((await signIn(b, login, `wrong-${i}`)).status).toBe(401);
  }

  it('after 3 failures within 15 minutes: 400 code 100; a correct captcha answer lets the 4th attempt through', async () => {
    const b = browser();
    await failThrice(b, demo.login);
    const blocked = await signIn(b, demo.login, demo.password);
    expect(blocked.status).toBe(400);
    const body = authErrorBodySchema.parse(blocked.body);
    expect(body.code).toBe(100);
    expect(body.error.code).toBe('captcha_required');

    const challenge = captchaChallengeAnswerSchema.parse((await b.get(AUTH_PATHS.captchaUpdate)).body);
    expect(challenge.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(challenge.time).toBe(server.clock.now() + 5 * 60_000);
    const answerText = `${challenge.id}:${await solve(b, challenge.id)}`;
    const validated = captchaValidateAnswerSchema.parse((await b.post(AUTH_PATHS.captchaValidate, { captcha: answerText })).body);
    expect(validated).toMatchObject({ success: true, type: 1 });

    const through = await signIn(b, demo.login, demo.password, { 'x-captcha-answer': answerText });
    expect(through.status).toBe(200);
    // The answer is single use, and success forgave the failures: the next sign-in needs no captcha.
    expect((await signIn(b, demo.login, demo.password)).status).toBe(200);
  });

  it('a wrong captcha answer does not let the attempt through, nor does a reused one', async () => {
    const b = browser();
    await failThrice(b, banned.login);
    const challenge = captchaChallengeAnswerSchema.parse((await b.get(AUTH_PATHS.captchaUpdate)).body);
    const wrong = await signIn(b, banned.login, banned.password, {
      'x-captcha-answer': `${challenge.id}:${(await solve(b, challenge.id)) + 1}`,
    });
    expect(wrong.status).toBe(400);
    expect(authErrorBodySchema.parse(wrong.body)).toMatchObject({ code: 100, error: { code: 'captcha_invalid' } });
    const validate = captchaValidateAnswerSchema.parse(
      (await b.post(AUTH_PATHS.captchaValidate, { captcha: `${challenge.id}:${(await solve(b, challenge.id)) + 2}` })).body,
    );
    expect(validate.success).toBe(false);
    expect(validate.error_message).not.toBe('');

    // A right answer with a wrong password: still 401, and the used challenge cannot be replayed.
    const right = `${challenge.id}:${await solve(b, challenge.id)}`;
    expect((await signIn(b, banned.login, 'still-wrong', { 'x-captcha-answer': right })).status).toBe(401);
    expect((await signIn(b, banned.login, banned.password, { 'x-captcha-answer': right })).status).toBe(400);
  });

  it('counts per login across addresses, forgets after 15 minutes, and an expired challenge fails', async () => {
    const login = demo2fa.login;
    for (let i = 0; i < 3; i++) expect((await signIn(browser(), login, `wrong-${i}`)).status).toBe(401);
    const other = browser();
    expect(authErrorBodySchema.parse((await signIn(other, login, 'x')).body).code).toBe(100);
    const challenge = captchaChallengeAnswerSchema.parse((await other.get(AUTH_PATHS.captchaUpdate)).body);
    server.clock.advance(5 * 60_000 + 1);
    const late = await signIn(other, login, 'x', { 'x-captcha-answer': `${challenge.id}:${await solve(other, challenge.id)}` });
    expect(authErrorBodySchema.parse(late.body).error.code).toBe('captcha_invalid');
    server.clock.advance(10 * 60_000);
    expect((await signIn(other, login, 'x')).status).toBe(401);
  });

  it('counts per address across logins', async () => {
    const b = browser();
    for (let i = 0; i < 10; i++) expect((await signIn(b, `spray-${i}`, 'x')).status).toBe(401);
    expect(authErrorBodySchema.parse((await signIn(b, 'spray-new', 'x')).body).code).toBe(100);
    expect((await signIn(browser(), 'spray-new', 'x')).status).toBe(401);
  });

  it('gettime answers the server clock', async () => {
    expect((await browser().get(AUTH_PATHS.captchaGetTime)).body).toEqual({ time: server.clock.now() });
  });
});

describe('two-step, SMS and token sign-in', () => {
  it('two-step: the password alone gives two_step_required, the code from the outbox signs in, a wrong code does not', async () => {
    const b = browser();
    const first = loginAnswerSchema.parse((await signIn(b, demo2fa.login, demo2fa.password)).body);
    expect(first).toMatchObject({ status: 'two_step_required', channel: 'email' });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(false);
    expect(b.cookies.has(TWO_STEP_COOKIE)).toBe(true);
    const code = codeIn((await lastMessage(b, demo2fa.email)).body);
    const wrong = await b.post(AUTH_PATHS.twoStep, { code: enc(code === '000000' ? '111111' : '000000') });
    expect(authErrorBodySchema.parse(wrong.body).error.code).toBe('wrong_code');
    const ok = await b.post(AUTH_PATHS.twoStep, { code: enc(code) });
    expect(loginAnswerSchema.parse(ok.body)).toMatchObject({ status: 'ok', login: 'demo2fa' });
    expect(b.cookies.has(SESSION_COOKIE)).toBe(true);
    // The code and the ticket are single use.
    expect((await b.post(AUTH_PATHS.twoStep, { code: enc(code) })).status).toBe(400);
  });

  it('two-step code expires (time_up)', async () => {
    const b = browser();
    await signIn(b, demo2fa.login, demo2fa.password);
    const code = codeIn((await lastMessage(b, demo2fa.email)).body);
    server.clock.advance(5 * 60_000 + 1);
    expect(authErrorBodySchema.parse((await b.post(AUTH_PATHS.twoStep, { code: enc(code) })).body).error.code).toBe('time_up');
  });

  it('SMS code sign-in, with a resend throttle', async () => {
    const b = browser();
    const phone = { 'phone-number': '9000000003', 'phone-code': '+7' };
    server.clock.advance(60_000);
    expect((await b.post(AUTH_PATHS.sendSms, phone)).status).toBe(200);
    const again = await b.post(AUTH_PATHS.sendSms, phone);
    expect(again.status).toBe(429);
    expect(again.headers.get('retry-after')).toBe('60');
    const code = codeIn((await lastMessage(b, '+79000000003')).body);
    const wrong = await b.post(AUTH_PATHS.loginSms, { phone_number: '9000000003', country_code: '7', 'sms-code': '12345' });
    expect(wrong.status).toBe(400);
    const ok = await b.post(AUTH_PATHS.loginSms, { phone_number: '9000000003', country_code: '7', 'sms-code': code });
    expect(loginAnswerSchema.parse(ok.body)).toMatchObject({ status: 'ok', login: 'banned' });
    expect(sessionAnswerSchema.parse((await b.get(AUTH_PATHS.session)).body)).toMatchObject({ ban_level: 45, ban_version: 1 });
    expect((await b.get(AUTH_PATHS.rights)).body).toEqual({ rights: ['view'] });
  });

  it('login by token: a signed one-time link works once; a bad sign is refused', async () => {
    const a = browser();
    await signIn(a, demo.login, demo.password);
    const link = loginLinkAnswerSchema.parse((await a.post(AUTH_PATHS.loginLink)).body);
    const b = browser();
    const forged = await b.post(AUTH_PATHS.loginToken, {
      method_id: link.method_id,
      token: link.token,
      sign: `${link.sign.slice(0, -2)}AA`,
      lng: 'en',
    });
    expect(authErrorBodySchema.parse(forged.body).error.code).toBe('invalid_token');
    const ok = await b.post(AUTH_PATHS.loginToken, { method_id: link.method_id, token: link.token, sign: link.sign, lng: 'en' });
    expect(loginAnswerSchema.parse(ok.body)).toMatchObject({ status: 'ok', login: 'demo' });
    const replay = await browser().post(AUTH_PATHS.loginToken, {
      method_id: link.method_id,
      token: link.token,
      sign: link.sign,
      lng: 'en',
    });
    expect(replay.status).toBe(400);
  });
});

describe('terms', () => {
  it('answers 451 with exception_code 1 when newer terms wait, and accepted after confirm', async () => {
    const b = browser();
    await signIn(b, demo.login, demo.password);
    expect((await b.get(AUTH_PATHS.termsStatus)).body).toMatchObject({ result: 'accepted' });
    await server.db.query('INSERT INTO terms_version (version, updated_at) VALUES (2, now())');
    const changed = await b.get(AUTH_PATHS.termsStatus);
    expect(changed.status).toBe(451);
    expect(authErrorBodySchema.parse(changed.body)).toMatchObject({ exception_code: 1, error: { code: 'terms_required' } });
    expect((await b.post(AUTH_PATHS.termsConfirm)).status).toBe(200);
    expect((await b.get(AUTH_PATHS.termsStatus)).status).toBe(200);
    expect((await browser().get(AUTH_PATHS.termsStatus)).status).toBe(401);
  });
});

describe('secrets stay secret', () => {
  it('no clear password in the database or the log', async () => {
    const secretPassword = 'Very-Secret-Pw-42';
    const b = browser();
    const reg = await b.post(AUTH_PATHS.register, {
      type: 'full_reg',
      email: 'secret.keeper@example.com',
      uPassword: enc(secretPassword),
      bonus: 0,
    });
    expect(reg.status).toBe(200);
    await signIn(browser(), 'secret.keeper@example.com', secretPassword);
    await signIn(browser(), demo.login, secretPassword);
    const fast = await browser().post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 1 });
    const fastPassword = (fast.body as { password: string }).password;
    expect(fastPassword).toMatch(/^[A-Za-z0-9]{12}$/);
    const dump =
      JSON.stringify(await server.db.query('SELECT * FROM app_user')) +
      JSON.stringify(await server.db.query('SELECT * FROM auth_code')) +
      JSON.stringify(await server.db.query('SELECT * FROM user_session')) +
      JSON.stringify(await server.db.query('SELECT * FROM outbox'));
    const logText = server.log.lines.map((l) => l.message).join('\n');
    for (const secret of [secretPassword, enc(secretPassword), fastPassword, demo.password, enc(demo.password)]) {
      expect(dump).not.toContain(secret);
      expect(logText).not.toContain(secret);
    }
    expect(logText).toContain('failed sign-in');
    expect(await hashPassword('x')).toMatch(/^scrypt\$/);
  });
});

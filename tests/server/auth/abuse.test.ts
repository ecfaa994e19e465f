import { describe, expect, it } from 'vitest';
import {
  AUTH_PATHS,
  authErrorBodySchema,
  captchaChallengeAnswerSchema,
  captchaValidateAnswerSchema,
  codeSentAnswerSchema,
  recoveryCheckAnswerSchema,
  registerAnswerSchema,
} from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { authServerForFile, Browser, captchaHeader, codeIn, countingKdf, enc, lastMessage, solve, type Reply } from './helpers';

/**
 * What an attacker would try against sign-in and registration besides
 * guessing passwords: telling accounts apart by answers or by time, using the
 * login check of registration as an oracle, pumping SMS, and guessing
 * recovery codes. Code and captcha lifetimes are shortened here so the test
 * proves the configured values are the ones used.
 */
const kdf = countingKdf();
const CODE_TTL_MS = 3 * 60_000;
const CAPTCHA_TTL_MS = 2 * 60_000;
const server = authServerForFile({ passwords: kdf, limits: { codeTtlMs: CODE_TTL_MS, captchaTtlMs: CAPTCHA_TTL_MS } });
const [demo, demo2fa] = DEMO_USERS;
const HOUR = 3_600_000;

const browser = () => new Browser(server.url);
const errorOf = (reply: Reply) => authErrorBodySchema.parse(reply.body);

/** The derivations one call costs. */
async function derivations(label: string, call: () => Promise<Reply>): Promise<{ reply: Reply; count: number }> {
  const before = kdf.counts()[label] ?? 0;
  kdf.mark(label);
  const reply = await call();
  kdf.mark('between');
  return { reply, count: (kdf.counts()[label] ?? 0) - before };
}

/** Status, content type and body of two answers, byte for byte. */
function sameAnswer(a: Reply, b: Reply): void {
  expect(b.status).toBe(a.status);
  expect(b.headers.get('content-type')).toBe(a.headers.get('content-type'));
  expect(b.text).toBe(a.text);
}

describe('no enumeration by answer or by time', () => {
  it('recovery: a known and an unknown e-mail, login or phone cost one derivation each and get the same bytes', async () => {
    const pairs: [string, object, object][] = [
      ['e-mail', { login: demo.email }, { login: 'ghost@example.com' }],
      ['login', { login: demo.login }, { login: 'no-such-player' }],
      ['phone', { phone_number: '9000000001', phone_code: '7' }, { phone_number: '9000000099', phone_code: '7' }],
    ];
    for (const [kind, known, unknown] of pairs) {
      const k = await derivations(`recovery, known ${kind}`, () => browser().post(AUTH_PATHS.recoveryRequest, { target: known }));
      const u = await derivations(`recovery, unknown ${kind}`, () => browser().post(AUTH_PATHS.recoveryRequest, { target: unknown }));
      expect([k.count, u.count], kind).toEqual([1, 1]);
      expect(k.reply.status, kind).toBe(200);
      sameAnswer(k.reply, u.reply);
    }
    // The known owner got a code; the unknown e-mail address only a notice with none in it.
    expect(codeIn((await lastMessage(browser(), demo.email)).body)).toMatch(/^\d{6}$/);
    const notice = await lastMessage(browser(), 'ghost@example.com');
    expect(notice.body).toContain('no account uses it');
    expect(notice.body).not.toMatch(/\d{6}/);
  });

  it('full_reg: a taken address costs the same derivation, gets the same answer, mails its owner, makes no account', async () => {
    const fresh = await derivations('fresh address', () =>
      browser().post(AUTH_PATHS.register, { type: 'full_reg', email: 'brand.new@example.com', uPassword: enc('fresh-password') }),
    );
    const taken = await derivations('taken address', () =>
      browser().post(AUTH_PATHS.register, { type: 'full_reg', email: demo.email.toUpperCase(), uPassword: enc('fresh-password') }),
    );
    expect([fresh.count, taken.count]).toEqual([1, 1]);
    expect(registerAnswerSchema.parse(fresh.reply.body)).toEqual({ status: 'activation_sent' });
    sameAnswer(fresh.reply, taken.reply);
    expect((await lastMessage(browser(), demo.email)).subject).toBe('You already have an account');
    const [row] = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM app_user WHERE lower(email) = lower($1)', [
      demo.email,
    ]);
    expect(row?.n).toBe(1);
  });

  it('sign-in: an unknown login and a wrong password cost one derivation each and get the same bytes', async () => {
    const wrong = await derivations('wrong password', () =>
      browser().post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc('not-it-at-all') }),
    );
    const unknown = await derivations('unknown login', () =>
      browser().post(AUTH_PATHS.login, { uLogin: 'nobody-at-all', uPassword: enc('not-it-at-all') }),
    );
    expect([wrong.count, unknown.count]).toEqual([1, 1]);
    expect(wrong.reply.status).toBe(401);
    sameAnswer(wrong.reply, unknown.reply);
  });
});

describe('the login check of full_reg is rate limited per address', () => {
  const attempt = (b: Browser, login: string, headers?: Record<string, string>) =>
    b.post(AUTH_PATHS.register, { type: 'full_reg', email: demo.email, login, uPassword: enc('some-password') }, headers);

  it('answers 409 for a taken login three times, then only with a captcha, then 429 until the hour moves on', async () => {
    const b = browser();
    for (let i = 0; i < 3; i++) expect(errorOf(await attempt(b, 'demo')).error.code).toBe('login_taken');
    const fourth = await attempt(b, 'demo');
    expect(fourth.status).toBe(400);
    expect(errorOf(fourth)).toMatchObject({ code: 100, error: { code: 'captcha_required' } });
    // A free login counts too: the check happens before the answer is known.
    expect(errorOf(await attempt(b, 'some_free_login')).code).toBe(100);
    expect(errorOf(await attempt(b, 'demo', { 'x-captcha-answer': 'nonsense:1' })).error.code).toBe('captcha_invalid');
    expect((await attempt(b, 'demo', await captchaHeader(b))).status).toBe(409);
    // Another address is not held up by this one.
    expect((await attempt(browser(), 'demo')).status).toBe(409);

    for (let i = 4; i < 30; i++) expect((await attempt(b, 'demo', await captchaHeader(b))).status).toBe(409);
    const capped = await attempt(b, 'demo', await captchaHeader(b));
    expect(capped.status).toBe(429);
    expect(errorOf(capped).error.code).toBe('rate_limited');
    expect(Number(capped.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(HOUR);
    expect((await attempt(b, 'demo')).status).toBe(409);
  }, 60_000);

  it('a registration without a chosen login is not counted', async () => {
    const b = browser();
    for (let i = 0; i < 4; i++) {
      const reply = await b.post(AUTH_PATHS.register, {
        type: 'full_reg',
        email: `no.login.${i}@example.com`,
        uPassword: enc('some-password'),
      });
      expect(reply.status).toBe(200);
    }
  });
});

describe('SMS pumping: codes per phone and per address', () => {
  /** Asks for a code `times` times, a minute apart, solving the captcha whenever one is asked for; the statuses and errors in order. */
  async function pump(ask: (b: Browser, headers?: Record<string, string>) => Promise<Reply>, times: number): Promise<string[]> {
    const outcomes: string[] = [];
    for (let i = 0; i < times; i++) {
      const b = browser();
      let reply = await ask(b);
      if (reply.status === 400 && errorOf(reply).code === 100) {
        outcomes.push('captcha');
        reply = await ask(b, await captchaHeader(b));
      }
      outcomes.push(reply.status === 200 ? 'sent' : errorOf(reply).error.code);
      server.clock.advance(60_000);
    }
    return outcomes;
  }

  it('phone_reg: one code a minute, a captcha past 3, too_many_codes past 5 an hour, the same for a taken number', async () => {
    const register = (phone: string) => (b: Browser, headers?: Record<string, string>) =>
      b.post(AUTH_PATHS.register, { type: 'phone_reg', phone_number: phone, phone_code: '7', bonus: 0 }, headers);

    const b = browser();
    const first = codeSentAnswerSchema.parse((await register('9170000001')(b)).body);
    // The answer says when the next code is allowed, so the form counts down instead of being refused.
    expect(first.resendAt).toBe(server.clock.now() + 60_000);
    const again = await register('9170000001')(b);
    expect(again.status).toBe(429);
    expect(errorOf(again).error.code).toBe('rate_limited');
    expect(again.headers.get('retry-after')).toBe('60');
    server.clock.advance(60_000);

    const free = await pump(register('9170000001'), 5);
    expect(free).toEqual(['sent', 'sent', 'captcha', 'sent', 'captcha', 'sent', 'too_many_codes']);
    const outbox = await browser().get<{ messages: unknown[] }>(`${AUTH_PATHS.devOutbox}?to=${encodeURIComponent('+79170000001')}`);
    expect(outbox.body.messages).toHaveLength(5);

    server.clock.advance(HOUR);
    const taken = await pump(register('9000000001'), 7);
    expect(taken).toEqual(['sent', 'sent', 'sent', 'captcha', 'sent', 'captcha', 'sent', 'too_many_codes', 'too_many_codes']);
    expect(await pump(register('9170000001'), 1)).toEqual(['sent']);
  });

  it('the hard cap is a typed 429 with Retry-After until the oldest code of the hour leaves it', async () => {
    const ask = (b: Browser, headers?: Record<string, string>) =>
      b.post(AUTH_PATHS.sendSms, { 'phone-number': '9170000002', 'phone-code': '7' }, headers);
    await pump(ask, 5);
    const capped = await ask(browser());
    expect(capped.status).toBe(429);
    expect(errorOf(capped)).toMatchObject({ error: { code: 'too_many_codes' } });
    expect(errorOf(capped).code).toBeUndefined();
    // Five sends a minute apart, the clock now 5 minutes after the first.
    expect(capped.headers.get('retry-after')).toBe(String(HOUR / 1000 - 5 * 60));
    server.clock.advance(HOUR - 5 * 60_000 + 1);
    // Four of the hour are left: sent again, past the soft limit, with a captcha.
    expect(await pump(ask, 1)).toEqual(['captcha', 'sent']);
  });

  it('sign-in SMS, phone registration and recovery by phone share one phone budget', async () => {
    const b = browser();
    expect((await b.post(AUTH_PATHS.sendSms, { 'phone-number': '9170000003', 'phone-code': '7' })).status).toBe(200);
    const reg = await browser().post(AUTH_PATHS.register, { type: 'phone_reg', phone_number: '9170000003', phone_code: '+7' });
    expect(errorOf(reg).error.code).toBe('rate_limited');
    server.clock.advance(60_000);
    expect((await browser().post(AUTH_PATHS.recoveryRequest, { target: { phone_number: '9170000003', phone_code: '7' } })).status).toBe(
      200,
    );
  });

  it('one address: a captcha from the fourth code, too_many_codes past ten whatever the phones, even with a captcha', async () => {
    const b = browser();
    const ask = async (i: number) => {
      const body = { 'phone-number': `91800000${String(i).padStart(2, '0')}`, 'phone-code': '7' };
      const first = await b.post(AUTH_PATHS.sendSms, body);
      return first.status === 400 && errorOf(first).code === 100
        ? (['captcha', await b.post(AUTH_PATHS.sendSms, body, await captchaHeader(b))] as const)
        : (['plain', first] as const);
    };
    const outcomes: string[] = [];
    for (let i = 0; i < 10; i++) {
      const [how, reply] = await ask(i);
      outcomes.push(`${how}:${reply.status}`);
    }
    expect(outcomes).toEqual([...Array(3).fill('plain:200'), ...Array(7).fill('captcha:200')]);
    const eleventh = await b.post(AUTH_PATHS.sendSms, { 'phone-number': '9180000099', 'phone-code': '7' }, await captchaHeader(b));
    expect(eleventh.status).toBe(429);
    expect(errorOf(eleventh).error.code).toBe('too_many_codes');
  });
});

describe('recovery codes: guessing and issuing are limited', () => {
  /** A code for `login`, with a captcha when the failed checks of that target ask for one. */
  async function requestCode(b: Browser, login: string): Promise<string> {
    let reply = await b.post(AUTH_PATHS.recoveryRequest, { target: { login } });
    if (reply.status === 400 && errorOf(reply).code === 100)
      reply = await b.post(AUTH_PATHS.recoveryRequest, { target: { login } }, await captchaHeader(b));
    expect(reply.status).toBe(200);
    return codeIn((await lastMessage(b, login)).body);
  }
  const check = (b: Browser, login: string, code: string, headers?: Record<string, string>) =>
    b.post(AUTH_PATHS.recoveryCheck, { target: { login }, code }, headers);
  const notThe = (code: string) => (code === '000000' ? '111111' : '000000');

  it('the configured code lifetime is used: expiresAt, the message, time_up after it and wrong_code before', async () => {
    const b = browser();
    const reply = codeSentAnswerSchema.parse((await b.post(AUTH_PATHS.recoveryRequest, { target: { login: demo.email } })).body);
    expect(reply.expiresAt).toBe(server.clock.now() + CODE_TTL_MS);
    const message = await lastMessage(b, demo.email);
    expect(message.body).toContain('It works for 3 minutes');
    const code = codeIn(message.body);
    expect(errorOf(await check(b, demo.email, notThe(code))).error.code).toBe('wrong_code');
    server.clock.advance(CODE_TTL_MS);
    expect(errorOf(await check(b, demo.email, code)).error.code).toBe('time_up');
    expect(errorOf(await check(b, demo.email, notThe(code))).error.code).toBe('time_up');
  });

  it('a captcha after 3 wrong codes for a target from any address; the code dies after 5; success forgives', async () => {
    const email = demo2fa.email;
    const b = browser();
    const code = await requestCode(b, email);
    for (let i = 0; i < 3; i++) expect(errorOf(await check(b, email, notThe(code))).error.code).toBe('wrong_code');
    // The guesser cannot move to another address to go on.
    const elsewhere = browser();
    expect(errorOf(await check(elsewhere, email, code))).toMatchObject({ code: 100, error: { code: 'captcha_required' } });
    for (let i = 3; i < 5; i++) expect(errorOf(await check(b, email, notThe(code), await captchaHeader(b))).error.code).toBe('wrong_code');
    // Burnt: the right code no longer works.
    expect(errorOf(await check(b, email, code, await captchaHeader(b))).error.code).toBe('wrong_code');

    server.clock.advance(60_000);
    const fresh = await requestCode(b, email);
    expect(recoveryCheckAnswerSchema.parse((await check(b, email, fresh, await captchaHeader(b))).body).status).toBe('ok');
    server.clock.advance(60_000);
    const next = await requestCode(browser(), email);
    expect((await check(browser(), email, next)).status).toBe(200);
  });

  it('a captcha after 10 wrong codes from one address, across targets', async () => {
    const b = browser();
    for (let i = 0; i < 10; i++) expect(errorOf(await check(b, `nobody${i}@example.com`, '123456')).error.code).toBe('wrong_code');
    expect(errorOf(await check(b, 'nobody99@example.com', '123456')).code).toBe(100);
    expect(errorOf(await check(browser(), 'nobody99@example.com', '123456')).error.code).toBe('wrong_code');
  });

  it('at most 5 codes a target an hour, a known and an unknown one alike', async () => {
    for (const login of ['demo2fa', 'not-a-player']) {
      const outcomes: string[] = [];
      for (let i = 0; i < 6; i++) {
        const b = browser();
        let reply = await b.post(AUTH_PATHS.recoveryRequest, { target: { login } });
        if (reply.status === 400 && errorOf(reply).code === 100)
          reply = await b.post(AUTH_PATHS.recoveryRequest, { target: { login } }, await captchaHeader(b));
        outcomes.push(reply.status === 200 ? 'sent' : errorOf(reply).error.code);
        server.clock.advance(60_000);
      }
      expect(outcomes, login).toEqual(['sent', 'sent', 'sent', 'sent', 'sent', 'too_many_codes']);
    }
  });
});

describe('phone registration codes are guarded like passwords', () => {
  it('a captcha after 3 wrong approve codes for a number, from any address', async () => {
    const phone = { phone_number: '9170000004', phone_code: '7' };
    const b = browser();
    expect((await b.post(AUTH_PATHS.register, { type: 'phone_reg', ...phone, bonus: 0 })).status).toBe(200);
    const code = codeIn((await lastMessage(b, '+79170000004')).body);
    const approve = (from: Browser, typed: string, headers?: Record<string, string>) =>
      from.post(AUTH_PATHS.registerPhoneApprove, { ...phone, code: typed, uPassword: enc('phone-password') }, headers);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) expect(errorOf(await approve(b, wrong)).error.code).toBe('wrong_code');
    expect(errorOf(await approve(browser(), code))).toMatchObject({ code: 100, error: { code: 'captcha_required' } });
    expect(registerAnswerSchema.parse((await approve(b, code, await captchaHeader(b))).body).status).toBe('ok');
  });
});

describe('the configured captcha lifetime is used', () => {
  it('a challenge expires after captchaTtlMs: validate says so and the repeated call is refused', async () => {
    const b = browser();
    const challenge = captchaChallengeAnswerSchema.parse((await b.get(AUTH_PATHS.captchaUpdate)).body);
    expect(challenge.time).toBe(server.clock.now() + CAPTCHA_TTL_MS);
    const answer = await solve(b, challenge.id);
    server.clock.advance(CAPTCHA_TTL_MS);
    const validated = captchaValidateAnswerSchema.parse(
      (await b.post(AUTH_PATHS.captchaValidate, { captcha: `${challenge.id}:${answer}` })).body,
    );
    expect(validated).toMatchObject({ success: false, error_message: 'The challenge has expired: take a new one' });

    for (let i = 0; i < 3; i++) await b.post(AUTH_PATHS.login, { uLogin: 'expiry-test', uPassword: enc(`wrong-${i}`) });
    const refused = await b.post(
      AUTH_PATHS.login,
      { uLogin: 'expiry-test', uPassword: enc('wrong') },
      { 'x-captcha-answer': `${challenge.id}:${answer}` },
    );
    expect(errorOf(refused).error.code).toBe('captcha_invalid');
  });
});

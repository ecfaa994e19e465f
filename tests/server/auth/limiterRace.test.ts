import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, captchaChallengeAnswerSchema } from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { checkAnswer } from '../../../server/auth/captcha';
import { checkCode, issueCode } from '../../../server/auth/codes';
import { authServerForFile, Browser, countingKdf, enc, interleavingDb, solve, type Reply } from './helpers';

/**
 * Every limiter under 50 parallel requests: a limiter that counts after the
 * check it guards lets most of a burst through before the first count is
 * written. Each test fires the burst at once and counts what really happened
 * (password derivations, codes issued, accounts made, guesses compared).
 */
const kdf = countingKdf();
const server = authServerForFile({ passwords: kdf, wrapDb: interleavingDb });
const [demo] = DEMO_USERS;
const BURST = 50;

const browser = (ip?: string) => new Browser(server.url, ip);
const burst = (call: (i: number) => Promise<Reply>): Promise<Reply[]> => Promise.all(Array.from({ length: BURST }, (_, i) => call(i)));
const statuses = (replies: readonly Reply[]): Record<number, number> =>
  replies.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
const captchaRefusals = (replies: readonly Reply[]) => replies.filter((r) => r.status === 400 && r.body.code === 100).length;

async function derivationsOf(label: string, call: () => Promise<Reply[]>): Promise<{ replies: Reply[]; count: number }> {
  kdf.mark(label);
  const replies = await call();
  kdf.mark('between');
  return { replies, count: kdf.counts()[label] ?? 0 };
}

describe('failed sign-in limits hold under a burst', () => {
  it('50 parallel wrong passwords for one account from 50 addresses: 3 reach the password check, the rest need a captcha', async () => {
    const { replies, count } = await derivationsOf('one account', () =>
      burst(() => browser().post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc('wrong-password'), save: false })),
    );
    expect(count).toBe(3);
    expect(statuses(replies)).toEqual({ 401: 3, 400: BURST - 3 });
    expect(captchaRefusals(replies)).toBe(BURST - 3);
  });

  it('50 parallel wrong passwords from one address for 50 logins: 10 reach the check', async () => {
    const b = browser();
    const { replies, count } = await derivationsOf('one address', () =>
      burst((i) => b.post(AUTH_PATHS.login, { uLogin: `nobody-${i}`, uPassword: enc('wrong-password'), save: false })),
    );
    expect(count).toBe(10);
    expect(captchaRefusals(replies)).toBe(BURST - 10);
  });

  it('a successful sign-in takes back the failure counted ahead of its check', async () => {
    const ip = '10.200.0.1';
    const right = await browser(ip).post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save: false });
    expect(right.status).toBe(200);
    const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM login_failure WHERE key = $1`, [ip]);
    expect(row?.n).toBe(0);
  });

  it('50 parallel wrong SMS codes for one number: 3 are compared, the rest need a captcha', async () => {
    const target = '7:9000000002';
    await issueCode(server.ctx, { purpose: 'sms_login', target, userId: null, ttlMs: 600_000 });
    const replies = await burst((i) =>
      browser().post(AUTH_PATHS.loginSms, {
        phone_number: '9000000002',
        country_code: '7',
        'sms-code': String(100_000 + i),
        save: false,
      }),
    );
    expect(replies.filter((r) => r.status === 400 && (r.body.error as { code?: string } | undefined)?.code === 'wrong_code')).toHaveLength(
      3,
    );
    expect(captchaRefusals(replies)).toBe(BURST - 3);
  });

  it('50 parallel recovery codes for one login: 3 are compared', async () => {
    const replies = await burst((i) =>
      browser().post(AUTH_PATHS.recoveryCheck, { target: { login: 'burst-target' }, code: String(200_000 + i) }),
    );
    expect(captchaRefusals(replies)).toBe(BURST - 3);
  });
});

describe('send and registration limits hold under a burst', () => {
  it('50 parallel SMS to one number: one code is sent, the rest wait for the resend interval', async () => {
    const replies = await burst(() => browser().post(AUTH_PATHS.sendSms, { 'phone-number': '9190000001', 'phone-code': '7' }));
    expect(statuses(replies)).toEqual({ 200: 1, 429: BURST - 1 });
    const [row] = await server.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM outbox WHERE to_address = '+79190000001'`);
    expect(row?.n).toBe(1);
  });

  it('50 parallel recovery requests from one address for 50 logins: 3 pass, the rest need a captcha', async () => {
    const b = browser();
    const replies = await burst((i) => b.post(AUTH_PATHS.recoveryRequest, { target: { login: `burst-${i}` } }));
    expect(statuses(replies)[200]).toBe(3);
    expect(captchaRefusals(replies)).toBe(BURST - 3);
  });

  it('50 parallel one-click registrations from one address: 10 accounts', async () => {
    const b = browser();
    const before = await server.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM app_user`);
    const replies = await burst(() => b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0, bonus: 0 }));
    expect(statuses(replies)).toEqual({ 200: 10, 429: BURST - 10 });
    const after = await server.db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM app_user`);
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(10);
  });

  it('50 parallel registrations with a chosen login from one address: 3 look the login up', async () => {
    const b = browser();
    const { replies, count } = await derivationsOf('login checks', () =>
      burst((i) =>
        b.post(AUTH_PATHS.register, {
          type: 'full_reg',
          email: `burst${i}@example.com`,
          login: demo.login,
          uPassword: enc('a-password-1'),
        }),
      ),
    );
    expect(count).toBe(3);
    expect(statuses(replies)).toEqual({ 409: 3, 400: BURST - 3 });
  });
});

describe('one secret takes at most maxWrongAttempts guesses, however many arrive at once', () => {
  it('a captcha: 49 wrong answers and the right one in parallel, the right one last, compare 5 and burn it', async () => {
    const challenge = captchaChallengeAnswerSchema.parse((await browser().get(AUTH_PATHS.captchaUpdate)).body);
    const answer = await solve(browser(), challenge.id);
    const guesses = Array.from({ length: BURST - 1 }, (_, i) => 1000 + i);
    const outcomes = await Promise.all([...guesses, answer].map((g) => checkAnswer(server.ctx, `${challenge.id}:${g}`, true)));
    expect(outcomes.at(-1)).not.toBe('ok');
    expect(outcomes.filter((o) => o === 'wrong')).toHaveLength(4);
    const [row] = await server.db.query<{ wrong_attempts: number }>('SELECT wrong_attempts FROM captcha_challenge WHERE id = $1', [
      challenge.id,
    ]);
    expect(row?.wrong_attempts).toBe(5);
  });

  it('a code: 49 wrong ones and the right one in parallel, the right one last, compare 5 and burn it', async () => {
    const { code } = await issueCode(server.ctx, { purpose: 'recovery', target: 'login:code-burst', userId: null, ttlMs: 600_000 });
    const wrong = Array.from({ length: BURST - 1 }, (_, i) => String(300_000 + i)).filter((c) => c !== code);
    const checks = await Promise.all(
      [...wrong, code].map((c) => checkCode(server.ctx, { purpose: 'recovery', target: 'login:code-burst', code: c, consume: true })),
    );
    expect(checks.at(-1)?.ok).toBe(false);
    const [row] = await server.db.query<{ wrong_attempts: number }>(
      `SELECT wrong_attempts FROM auth_code WHERE purpose = 'recovery' AND target = 'login:code-burst'`,
    );
    expect(row?.wrong_attempts).toBe(5);
  });
});

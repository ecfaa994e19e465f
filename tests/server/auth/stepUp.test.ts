import { describe, expect, it } from 'vitest';
import { STEP_UP_TTL_MS } from '../../../src/protocol/constants/stepUp';
import { AUTH_PATHS, registerAnswerSchema, userConfigSchema } from '../../../src/protocol/schemas/auth';
import { SECURITY_PATHS, securityEventsAnswerSchema } from '../../../src/protocol/schemas/security';
import { STEP_UP_PATHS, stepUpAnswerSchema } from '../../../src/protocol/schemas/stepUp';
import { AuthError } from '../../../server/auth/http';
import { requireStepUp } from '../../../server/auth/stepUp';
import { sha256Hex } from '../../../server/auth/crypto';
import { authServerForFile, Browser, countingKdf, enc, interleavingDb, type Reply } from './helpers';

/**
 * Step-up: the password (or a second-factor code, tests/server/auth/totp.test.ts)
 * marks this session for STEP_UP_TTL_MS, on the server's clock; the sensitive
 * calls answer 403 step_up_required without it.
 */
const kdf = countingKdf();
const server = authServerForFile({ passwords: kdf, wrapDb: interleavingDb });
const browser = (ip?: string) => new Browser(server.url, ip);
const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

/** A new fast_reg player signed in on a browser of its own, with its password. */
async function newPlayer(): Promise<{ b: Browser; userId: number; login: string; password: string }> {
  const b = browser();
  const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
  if (reg.status !== 'ok' || !reg.password) throw new Error('fast_reg did not sign in');
  return { b, userId: reg.user_id, login: reg.login, password: reg.password };
}

async function secondSession(login: string, password: string): Promise<Browser> {
  const b = browser();
  const reply = await b.post(AUTH_PATHS.login, { uLogin: login, uPassword: enc(password), save: false });
  expect(reply.status).toBe(200);
  return b;
}

const stepUpState = async (b: Browser) => stepUpAnswerSchema.parse((await b.get(STEP_UP_PATHS.stepUp)).body);
const turnTwoStepOff = (b: Browser) => b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false });

describe('step-up', () => {
  it('the password steps this session up for exactly five minutes of the server clock', async () => {
    const p = await newPlayer();
    expect(await stepUpState(p.b)).toEqual({ until: null, methods: ['password'] });
    const reply = await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) });
    expect(reply.status).toBe(200);
    const until = stepUpAnswerSchema.parse(reply.body).until;
    expect(until).toBe(server.clock.now() + STEP_UP_TTL_MS);
    expect((await stepUpState(p.b)).until).toBe(until);
    // A step-up lets two-step go off without the password in the body.
    expect((await turnTwoStepOff(p.b)).status).toBe(200);

    server.clock.advance(STEP_UP_TTL_MS - 1);
    expect((await stepUpState(p.b)).until).toBe(until);
    server.clock.advance(1);
    expect((await stepUpState(p.b)).until).toBeNull();
    const late = await turnTwoStepOff(p.b);
    expect(late.status).toBe(403);
    expect(errorCode(late.body)).toBe('step_up_required');
  });

  it("one session's step-up never unlocks another session of the same player, nor another player's", async () => {
    const p = await newPlayer();
    const other = await newPlayer();
    const laptop = await secondSession(p.login, p.password);
    expect((await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) })).status).toBe(200);
    expect((await stepUpState(laptop)).until).toBeNull();
    expect((await stepUpState(other.b)).until).toBeNull();
    expect(errorCode((await turnTwoStepOff(laptop)).body)).toBe('step_up_required');
    expect(errorCode((await turnTwoStepOff(other.b)).body)).toBe('step_up_required');
    // Another player's password does not step this session up either.
    const foreign = await other.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) });
    expect(foreign.status).toBe(403);
    expect(errorCode(foreign.body)).toBe('wrong_password');
  });

  it('a wrong password is 403 wrong_password, keeps the session and counts as a failed sign-in of the account', async () => {
    const p = await newPlayer();
    const wrong = await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc('not-the-password') });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong.body)).toBe('wrong_password');
    expect((await stepUpState(p.b)).until).toBeNull();
    const [row] = await server.db.query<{ n: number }>(
      "SELECT count(*)::integer AS n FROM login_failure WHERE scope = 'login' AND key = $1",
      [`account:${p.userId}`],
    );
    expect(row?.n).toBe(1);
  });

  it('50 parallel wrong passwords at step-up: 3 reach the password check, the rest need a captcha', async () => {
    const p = await newPlayer();
    kdf.mark('step-up burst');
    const replies: Reply[] = await Promise.all(
      Array.from({ length: 50 }, () => p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc('wrong-password') })),
    );
    kdf.mark('after');
    expect(kdf.counts()['step-up burst']).toBe(3);
    expect(replies.filter((r) => r.status === 403)).toHaveLength(3);
    expect(replies.filter((r) => r.status === 400 && r.body.code === 100)).toHaveLength(47);
    expect((await stepUpState(p.b)).until).toBeNull();
  });

  it('needs a session, and a body that is a password or a code', async () => {
    expect((await browser().post(STEP_UP_PATHS.stepUp, { uPassword: enc('x') })).status).toBe(401);
    const p = await newPlayer();
    expect(errorCode((await p.b.post(STEP_UP_PATHS.stepUp, {})).body)).toBe('invalid_request');
    expect(errorCode((await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc('a'), code: enc('1') })).body)).toBe('invalid_request');
  });

  it('requireStepUp is the one guard: it throws step_up_required until the session steps up, and only for that session', async () => {
    const p = await newPlayer();
    const sid = p.b.cookies.get('sid') ?? '';
    const session = { idHash: sha256Hex(decodeURIComponent(sid)) };
    await expect(requireStepUp(server.ctx, session)).rejects.toSatisfy((e) => e instanceof AuthError && e.code === 'step_up_required');
    await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) });
    await expect(requireStepUp(server.ctx, session)).resolves.toBeUndefined();
    await expect(requireStepUp(server.ctx, { idHash: sha256Hex('another session') })).rejects.toBeInstanceOf(AuthError);
    server.clock.advance(STEP_UP_TTL_MS);
    await expect(requireStepUp(server.ctx, session)).rejects.toBeInstanceOf(AuthError);
  });

  it('with two-step by e-mail on, a code sent for the purpose steps up this session only', async () => {
    const p = await newPlayer();
    const email = `step.up.${p.userId}@example.com`;
    await server.db.query('UPDATE app_user SET email = $2 WHERE id = $1', [p.userId, email]);
    const laptop = await secondSession(p.login, p.password);
    expect((await p.b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: true })).status).toBe(200);
    expect((await stepUpState(p.b)).methods).toEqual(['password', 'code']);
    expect((await p.b.post(STEP_UP_PATHS.stepUpSendCode, {})).status).toBe(200);
    const outbox = await p.b.get<{ messages: { body: string }[] }>(`/web-api/dev/outbox?to=${encodeURIComponent(email)}`);
    const code = /\b(\d{6})\b/.exec(outbox.body.messages[0]?.body ?? '')?.[1] ?? '';
    // The code was sent for this session: the player's other one cannot use it.
    expect(errorCode((await laptop.post(STEP_UP_PATHS.stepUp, { code: enc(code) })).body)).toBe('wrong_code');
    const wrong = await p.b.post(STEP_UP_PATHS.stepUp, { code: enc(code === '000000' ? '111111' : '000000') });
    expect(errorCode(wrong.body)).toBe('wrong_code');
    const right = await p.b.post(STEP_UP_PATHS.stepUp, { code: enc(code) });
    expect(right.status).toBe(200);
    expect((await turnTwoStepOff(p.b)).status).toBe(200);
    expect(userConfigSchema.parse((await p.b.get(AUTH_PATHS.userConfig)).body).protection_methods.enable_two_factor_auth).toBe(false);
  });
});

describe('password change', () => {
  it('needs the current password, signs the other sessions out and keeps this one', async () => {
    const p = await newPlayer();
    const laptop = await secondSession(p.login, p.password);
    const next = 'a-brand-new-password';
    const wrong = await p.b.post(STEP_UP_PATHS.changePassword, { uPassword: enc('not-it'), newPassword: enc(next) });
    expect(wrong.status).toBe(403);
    expect(errorCode(wrong.body)).toBe('wrong_password');
    const short = await p.b.post(STEP_UP_PATHS.changePassword, { uPassword: enc(p.password), newPassword: enc('short') });
    expect(errorCode(short.body)).toBe('invalid_request');

    const done = await p.b.post(STEP_UP_PATHS.changePassword, { uPassword: enc(p.password), newPassword: enc(next) });
    expect(done.status).toBe(200);
    expect((await p.b.get(AUTH_PATHS.checkSession)).body.user_id).toBe(p.userId);
    expect((await laptop.get(AUTH_PATHS.checkSession)).body.user_id).toBeNull();
    // The current password was this session's step-up.
    expect((await stepUpState(p.b)).until).toBe(server.clock.now() + STEP_UP_TTL_MS);
    expect((await browser().post(AUTH_PATHS.login, { uLogin: p.login, uPassword: enc(p.password), save: false })).status).toBe(401);
    expect((await browser().post(AUTH_PATHS.login, { uLogin: p.login, uPassword: enc(next), save: false })).status).toBe(200);
    // The log holds the guess at the current password and the change, with the count of sessions it ended.
    const log = securityEventsAnswerSchema.parse((await p.b.get(SECURITY_PATHS.events)).body).events;
    expect(log.filter((e) => e.kind === 'sign_in_failed').map((e) => e.detail.method)).toEqual(['password', 'step_up']);
    expect(log.find((e) => e.kind === 'password_changed')).toMatchObject({ thisSession: true, detail: { ended: 1 } });
  });
});

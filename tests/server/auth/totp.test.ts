import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { RECOVERY_CODE_COUNT, TOTP_MAX_FAILURES, TOTP_PERIOD_SECONDS } from '../../../src/protocol/constants/stepUp';
import { AUTH_PATHS, loginAnswerSchema, registerAnswerSchema } from '../../../src/protocol/schemas/auth';
import {
  STEP_UP_PATHS,
  recoveryCodesAnswerSchema,
  stepUpAnswerSchema,
  totpSetupAnswerSchema,
  totpStatusAnswerSchema,
} from '../../../src/protocol/schemas/stepUp';
import { SECURITY_PATHS, securityEventsAnswerSchema } from '../../../src/protocol/schemas/security';
import { normalRecoveryCode } from '../../../server/auth/totp';
import { authServerForFile, Browser, enc, interleavingDb } from './helpers';

/**
 * Two-step by an authenticator app, end to end over the auth routes on the
 * manual clock: set-up, confirmation, sign-in with the app's code, replay,
 * the ±1 step window, recovery codes, the off switch behind step-up and the
 * cap on wrong codes. Codes are computed from the secret with otpauth, as
 * the player's phone would.
 */
const server = authServerForFile({ wrapDb: interleavingDb, limits: { captchaAfterLoginFailures: 1000, captchaAfterIpFailures: 1000 } });
const browser = (ip?: string) => new Browser(server.url, ip);
const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;
const STEP_MS = TOTP_PERIOD_SECONDS * 1000;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD_SECONDS, algorithm: 'SHA1' }).generate({ timestamp });

interface Enrolled {
  b: Browser;
  userId: number;
  login: string;
  password: string;
  secret: string;
  recoveryCodes: string[];
}

async function newPlayer() {
  const b = browser();
  const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
  if (reg.status !== 'ok' || !reg.password) throw new Error('fast_reg did not sign in');
  return { b, userId: reg.user_id, login: reg.login, password: reg.password };
}

/** A player with the app on; the clock is moved past the confirming code's step so the next code is fresh. */
async function enrolled(): Promise<Enrolled> {
  const p = await newPlayer();
  expect((await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) })).status).toBe(200);
  const setup = totpSetupAnswerSchema.parse((await p.b.post(STEP_UP_PATHS.totpSetup, {})).body);
  const confirmed = await p.b.post(STEP_UP_PATHS.totpConfirm, { code: enc(codeAt(setup.secret, server.clock.now())) });
  expect(confirmed.status).toBe(200);
  server.clock.advance(STEP_MS);
  return { ...p, secret: setup.secret, recoveryCodes: recoveryCodesAnswerSchema.parse(confirmed.body).recoveryCodes };
}

/** Password first: answers the browser holding the two-step ticket. */
async function passwordStep(p: { login: string; password: string }): Promise<Browser> {
  const b = browser();
  const reply = await b.post(AUTH_PATHS.login, { uLogin: p.login, uPassword: enc(p.password), save: false });
  expect(loginAnswerSchema.parse(reply.body)).toMatchObject({ status: 'two_step_required', channel: 'totp' });
  return b;
}

const twoStep = (b: Browser, code: string) => b.post(AUTH_PATHS.twoStep, { code: enc(code), save: false });

describe('two-step by an authenticator app', () => {
  it('set-up needs a step-up, answers the URI, the QR and the secret, and turns on only with a right code', async () => {
    const p = await newPlayer();
    const refused = await p.b.post(STEP_UP_PATHS.totpSetup, {});
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('step_up_required');
    await p.b.post(STEP_UP_PATHS.stepUp, { uPassword: enc(p.password) });
    const setup = totpSetupAnswerSchema.parse((await p.b.post(STEP_UP_PATHS.totpSetup, {})).body);
    expect(setup.uri).toContain(`secret=${setup.secret}`);
    expect(setup.uri).toContain('issuer=Bethouse');
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(totpStatusAnswerSchema.parse((await p.b.get(STEP_UP_PATHS.totp)).body)).toEqual({
      enabled: false,
      pending: true,
      recoveryCodesLeft: 0,
    });
    // Only sealed at rest: the clear secret is nowhere in the row.
    const [row] = await server.db.query<{ secret_sealed: string }>('SELECT secret_sealed FROM user_totp WHERE user_id = $1', [p.userId]);
    expect(row?.secret_sealed).not.toContain(setup.secret);

    const wrong = await p.b.post(STEP_UP_PATHS.totpConfirm, { code: enc(codeAt(setup.secret, server.clock.now() - 5 * STEP_MS)) });
    expect(errorCode(wrong.body)).toBe('wrong_code');
    const right = await p.b.post(STEP_UP_PATHS.totpConfirm, { code: enc(codeAt(setup.secret, server.clock.now())) });
    const codes = recoveryCodesAnswerSchema.parse(right.body).recoveryCodes;
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect(totpStatusAnswerSchema.parse((await p.b.get(STEP_UP_PATHS.totp)).body)).toEqual({
      enabled: true,
      pending: false,
      recoveryCodesLeft: RECOVERY_CODE_COUNT,
    });
    expect((await p.b.get(STEP_UP_PATHS.totp)).text).not.toContain(setup.secret);
    // On: a second set-up is refused, and step-up offers the app.
    expect(errorCode((await p.b.post(STEP_UP_PATHS.totpSetup, {})).body)).toBe('totp_already_on');
    expect(stepUpAnswerSchema.parse((await p.b.get(STEP_UP_PATHS.stepUp)).body).methods).toEqual(['password', 'totp']);
  });

  it('sign-in asks for the app code instead of sending one; a used code is refused the second time (replay)', async () => {
    const p = await enrolled();
    const outboxBefore = await server.db.query('SELECT id FROM outbox');
    const first = await passwordStep(p);
    expect(await server.db.query('SELECT id FROM outbox')).toHaveLength(outboxBefore.length);
    const code = codeAt(p.secret, server.clock.now());
    const ok = await twoStep(first, code);
    expect(loginAnswerSchema.parse(ok.body)).toMatchObject({ status: 'ok', user_id: p.userId });
    expect((await first.get(AUTH_PATHS.checkSession)).body.user_id).toBe(p.userId);

    const second = await passwordStep(p);
    const replay = await twoStep(second, code);
    expect(replay.status).toBe(400);
    expect(errorCode(replay.body)).toBe('wrong_code');
    expect((await second.get(AUTH_PATHS.checkSession)).body.user_id).toBeNull();
  });

  it('takes a code of the step before or after the server clock, not two steps away', async () => {
    const p = await enrolled();
    // Two steps past the confirmation: the step before now has not been used (a used one would be a replay).
    server.clock.advance(2 * STEP_MS);
    const now = server.clock.now();
    const b = await passwordStep(p);
    expect(errorCode((await twoStep(b, codeAt(p.secret, now - 2 * STEP_MS))).body)).toBe('wrong_code');
    expect(errorCode((await twoStep(b, codeAt(p.secret, now + 2 * STEP_MS))).body)).toBe('wrong_code');
    expect((await twoStep(b, codeAt(p.secret, now - STEP_MS))).status).toBe(200);
    server.clock.advance(STEP_MS);
    const ahead = await passwordStep(p);
    expect((await twoStep(ahead, codeAt(p.secret, server.clock.now() + STEP_MS))).status).toBe(200);
  });

  it('a recovery code signs in once, in any case and spacing', async () => {
    const p = await enrolled();
    const [code = ''] = p.recoveryCodes;
    const b = await passwordStep(p);
    expect((await twoStep(b, ` ${code.toUpperCase().replace('-', ' ')} `)).status).toBe(200);
    expect(totpStatusAnswerSchema.parse((await b.get(STEP_UP_PATHS.totp)).body).recoveryCodesLeft).toBe(RECOVERY_CODE_COUNT - 1);
    const again = await passwordStep(p);
    expect(errorCode((await twoStep(again, code)).body)).toBe('wrong_code');
    expect(normalRecoveryCode('abcde fghij')).toBe('abcde-fghij');
    expect(normalRecoveryCode('12345')).toBeNull();
  });

  it('the app code steps a session up; turning the app off and new recovery codes need a step-up', async () => {
    const p = await enrolled();
    server.clock.advance(10 * 60_000);
    const off = await p.b.post(STEP_UP_PATHS.totpDisable, {});
    expect(off.status).toBe(403);
    expect(errorCode(off.body)).toBe('step_up_required');
    expect(errorCode((await p.b.post(STEP_UP_PATHS.totpRecoveryCodes, {})).body)).toBe('step_up_required');

    expect((await p.b.post(STEP_UP_PATHS.stepUp, { code: enc(codeAt(p.secret, server.clock.now())) })).status).toBe(200);
    const fresh = recoveryCodesAnswerSchema.parse((await p.b.post(STEP_UP_PATHS.totpRecoveryCodes, {})).body).recoveryCodes;
    expect(fresh.some((c) => p.recoveryCodes.includes(c))).toBe(false);
    // The old codes are gone with their replacement.
    const b = await passwordStep(p);
    expect(errorCode((await twoStep(b, p.recoveryCodes[1] ?? '')).body)).toBe('wrong_code');

    expect(totpStatusAnswerSchema.parse((await p.b.post(STEP_UP_PATHS.totpDisable, {})).body)).toEqual({
      enabled: false,
      pending: false,
      recoveryCodesLeft: 0,
    });
    const plain = await browser().post(AUTH_PATHS.login, { uLogin: p.login, uPassword: enc(p.password), save: false });
    expect(loginAnswerSchema.parse(plain.body).status).toBe('ok');
  });

  it("the player's security log keeps each fact of the app: on, step-up by its code, new codes, a recovery code, off", async () => {
    const p = await enrolled();
    server.clock.advance(10 * 60_000);
    await p.b.post(STEP_UP_PATHS.stepUp, { code: enc(codeAt(p.secret, server.clock.now())) });
    const fresh = recoveryCodesAnswerSchema.parse((await p.b.post(STEP_UP_PATHS.totpRecoveryCodes, {})).body).recoveryCodes;
    const b = await passwordStep(p);
    expect((await twoStep(b, fresh[0] ?? '')).status).toBe(200);
    await p.b.post(STEP_UP_PATHS.totpDisable, {});
    const log = securityEventsAnswerSchema.parse((await b.get(SECURITY_PATHS.events)).body).events;
    const facts = log.map((e) => [e.kind, e.detail.method ?? e.detail.during ?? null]).reverse();
    expect(facts).toEqual([
      ['sign_in', 'registration'],
      ['step_up', 'password'],
      ['totp_enabled', null],
      ['step_up', 'authenticator'],
      ['recovery_codes_generated', null],
      ['sign_in', 'recovery_code'],
      ['recovery_code_used', 'sign_in'],
      ['totp_disabled', null],
    ]);
  });

  it(`50 parallel wrong app codes: ${TOTP_MAX_FAILURES} are compared, the rest are refused with 429`, async () => {
    const p = await enrolled();
    const b = await passwordStep(p);
    const right = codeAt(p.secret, server.clock.now());
    const wrongCode = right === '000000' ? '111111' : '000000';
    const replies = await Promise.all(
      Array.from({ length: 50 }, (_, i) => new Browser(server.url, `10.77.0.${i + 1}`)).map((other) => {
        for (const [k, v] of b.cookies) other.cookies.set(k, v);
        return twoStep(other, wrongCode);
      }),
    );
    expect(replies.filter((r) => r.status === 400 && errorCode(r.body) === 'wrong_code')).toHaveLength(TOTP_MAX_FAILURES);
    expect(replies.filter((r) => r.status === 429)).toHaveLength(50 - TOTP_MAX_FAILURES);
    // The right code too waits for the window: a guesser cannot keep trying.
    expect((await twoStep(b, right)).status).toBe(429);
    server.clock.advance(16 * 60_000);
    const later = await passwordStep(p);
    expect((await twoStep(later, codeAt(p.secret, server.clock.now()))).status).toBe(200);
  });
});

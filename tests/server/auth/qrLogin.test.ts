import { describe, expect, it } from 'vitest';
import { QR_LOGIN_CONFIRMS_PER_WINDOW, QR_LOGIN_TTL_MS } from '../../../src/protocol/constants/qrLogin';
import { AUTH_PATHS, checkSessionAnswerSchema, registerAnswerSchema } from '../../../src/protocol/schemas/auth';
import { QR_LOGIN_PATHS, qrLoginStartAnswerSchema, qrLoginStatusAnswerSchema } from '../../../src/protocol/schemas/qrLogin';
import { SECURITY_PATHS, securityEventsAnswerSchema, securitySessionsAnswerSchema } from '../../../src/protocol/schemas/security';
import { authServerForFile, Browser } from './helpers';

/**
 * QR sign-in: a signed-in device's one-time code signs another device in,
 * once, within QR_LOGIN_TTL_MS of the server's clock (moved by the test).
 */
const server = authServerForFile();
const browser = () => new Browser(server.url);
const errorCode = (body: unknown) => (body as { error?: { code?: string } }).error?.code;

async function player(): Promise<{ b: Browser; userId: number; login: string }> {
  const b = browser();
  const reg = registerAnswerSchema.parse((await b.post(AUTH_PATHS.register, { type: 'fast_reg', save_option: 0 })).body);
  if (reg.status !== 'ok') throw new Error('fast_reg did not sign in');
  return { b, userId: reg.user_id, login: reg.login };
}

async function show(b: Browser) {
  const reply = await b.post(QR_LOGIN_PATHS.start, { lng: 'en' });
  expect(reply.status).toBe(200);
  return qrLoginStartAnswerSchema.parse(reply.body);
}

const status = async (b: Browser, token: string) => b.get(`${QR_LOGIN_PATHS.status}?token=${token}`);
const signedInAs = async (b: Browser) => checkSessionAnswerSchema.parse((await b.get(AUTH_PATHS.checkSession)).body).user_id;

describe('QR sign-in', () => {
  it('signs the scanning device in once; the showing device sees it and can end that session', async () => {
    const p = await player();
    const qr = await show(p.b);
    expect(qr.expiresAt).toBe(server.clock.now() + QR_LOGIN_TTL_MS);
    expect(qr.url).toMatch(new RegExp(`/en/office/qr-login\\?t=${qr.token}$`));
    expect(qr.qrSvg).toContain('<svg');
    expect(qrLoginStatusAnswerSchema.parse((await status(p.b, qr.token)).body)).toMatchObject({ state: 'waiting', session: null });

    const phone = browser();
    const confirmed = await phone.post(QR_LOGIN_PATHS.confirm, { token: qr.token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'ok', user_id: p.userId });
    expect(await signedInAs(phone)).toBe(p.userId);

    const again = await browser().post(QR_LOGIN_PATHS.confirm, { token: qr.token });
    expect(again.status).toBe(400);
    expect(errorCode(again.body)).toBe('invalid_token');

    const seen = qrLoginStatusAnswerSchema.parse((await status(p.b, qr.token)).body);
    expect(seen.state).toBe('used');
    expect(seen.session?.live).toBe(true);
    const sessions = securitySessionsAnswerSchema.parse((await p.b.get(SECURITY_PATHS.sessions)).body).sessions;
    expect(sessions.map((s) => s.id)).toContain(seen.session?.id);

    const events = securityEventsAnswerSchema.parse((await p.b.get(SECURITY_PATHS.events)).body).events;
    expect(events.some((e) => e.kind === 'qr_login_shown')).toBe(true);
    expect(events.some((e) => e.kind === 'sign_in' && e.detail.method === 'qr_login')).toBe(true);

    expect((await p.b.post(SECURITY_PATHS.endSessions, { id: seen.session?.id })).status).toBe(200);
    expect(await signedInAs(phone)).toBeNull();
    expect(qrLoginStatusAnswerSchema.parse((await status(p.b, qr.token)).body).session?.live).toBe(false);
  });

  it('is refused after 60 s of the server clock', async () => {
    const p = await player();
    const qr = await show(p.b);
    server.clock.advance(QR_LOGIN_TTL_MS - 1);
    expect(qrLoginStatusAnswerSchema.parse((await status(p.b, qr.token)).body).state).toBe('waiting');
    server.clock.advance(1);
    const late = browser();
    const reply = await late.post(QR_LOGIN_PATHS.confirm, { token: qr.token });
    expect(reply.status).toBe(400);
    expect(errorCode(reply.body)).toBe('time_up');
    expect(await signedInAs(late)).toBeNull();
    expect(qrLoginStatusAnswerSchema.parse((await status(p.b, qr.token)).body).state).toBe('expired');
  });

  it('of two devices racing with one code, exactly one signs in', async () => {
    const p = await player();
    const qr = await show(p.b);
    const replies = await Promise.all(Array.from({ length: 10 }, () => browser().post(QR_LOGIN_PATHS.confirm, { token: qr.token })));
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
  });

  it("another player's code reads as unknown to the status, and needs a session to be shown", async () => {
    const owner = await player();
    const other = await player();
    const qr = await show(owner.b);
    const foreign = await status(other.b, qr.token);
    expect(foreign.status).toBe(400);
    expect(errorCode(foreign.body)).toBe('invalid_token');
    expect((await browser().post(QR_LOGIN_PATHS.start, { lng: 'en' })).status).toBe(401);
    expect((await status(browser(), qr.token)).status).toBe(401);
    const made = await browser().post(QR_LOGIN_PATHS.confirm, { token: 'A'.repeat(43) });
    expect(errorCode(made.body)).toBe('invalid_token');
  });

  it('limits confirmations per address', async () => {
    const b = browser();
    for (let i = 0; i < QR_LOGIN_CONFIRMS_PER_WINDOW; i += 1)
      expect((await b.post(QR_LOGIN_PATHS.confirm, { token: 'B'.repeat(43) })).status).toBe(400);
    const over = await b.post(QR_LOGIN_PATHS.confirm, { token: 'B'.repeat(43) });
    expect(over.status).toBe(429);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

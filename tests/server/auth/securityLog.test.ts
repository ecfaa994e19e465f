import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import {
  SECURITY_PATHS,
  securityEventsAnswerSchema,
  securitySessionsAnswerSchema,
  type SecurityEvent,
} from '../../../src/protocol/schemas/security';
import { hashPassword } from '../../../server/auth/crypto';
import { authServerForFile, Browser, codeIn, enc, lastMessage } from './helpers';

/**
 * The security audit log and the sessions list: each fact writes its event
 * with the address and device it came from, a player sees only their own,
 * and signing the other sessions out ends them on the server at once.
 */
const server = authServerForFile();

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A browser with its own user agent on every call. */
class Device extends Browser {
  constructor(
    base: string,
    readonly ua: string,
  ) {
    super(base);
  }
  override request<T = Record<string, unknown>>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request<T>(method, path, body, { 'user-agent': this.ua, ...headers });
  }
}

let players = 0;
async function newAccount(options: { email?: string } = {}): Promise<{ id: number; login: string; password: string; email: string }> {
  players += 1;
  const login = `audited${players}`;
  const password = `audited-password-${players}`;
  const email = options.email ?? `${login}@example.com`;
  const [row] = await server.db.query<{ id: number }>(
    `INSERT INTO app_user (login, email, password_hash, registration_type, user_name, is_active)
     VALUES ($1, $2, $3, 'fast_reg', $1, true) RETURNING id`,
    [login, email, await hashPassword(password)],
  );
  return { id: row?.id as number, login, password, email };
}

async function signedIn(account: { login: string; password: string }, ua = CHROME_WINDOWS): Promise<Device> {
  const device = new Device(server.url, ua);
  const reply = await device.post(AUTH_PATHS.login, { uLogin: account.login, uPassword: enc(account.password), save: false });
  expect(reply.status).toBe(200);
  return device;
}

async function eventsOf(b: Browser, query = ''): Promise<SecurityEvent[]> {
  const reply = await b.get(`${SECURITY_PATHS.events}${query}`);
  expect(reply.status).toBe(200);
  return securityEventsAnswerSchema.parse(reply.body).events;
}

const kinds = (events: readonly SecurityEvent[]) => events.map((e) => e.kind);

describe('the audit log records each fact with where it came from', () => {
  it('a sign-in: kind, method, address, browser and system, the fingerprint, this session', async () => {
    const account = await newAccount();
    const b = await signedIn(account);
    const [event] = await eventsOf(b);
    expect(event).toMatchObject({
      kind: 'sign_in',
      ip: b.ip,
      device: 'Chrome on Windows',
      thisSession: true,
      detail: { method: 'password' },
    });
    const [row] = await server.db.query<{ fingerprint: string | null; session_hash: string | null }>(
      'SELECT fingerprint, session_hash FROM security_event WHERE user_id = $1',
      [account.id],
    );
    expect(row?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.session_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('a wrong password for an existing account is logged, with the same answer as for an unknown login (which logs nothing)', async () => {
    const account = await newAccount();
    const stranger = new Device(server.url, FIREFOX_LINUX);
    const wrong = await stranger.post(AUTH_PATHS.login, { uLogin: account.login, uPassword: enc('not-the-password'), save: false });
    const unknown = await stranger.post(AUTH_PATHS.login, { uLogin: 'nobody-at-all', uPassword: enc('not-the-password'), save: false });
    expect(wrong.status).toBe(401);
    expect(unknown.text).toBe(wrong.text);
    const b = await signedIn(account);
    const events = await eventsOf(b);
    expect(kinds(events)).toEqual(['sign_in', 'sign_in_failed']);
    expect(events[1]).toMatchObject({ ip: stranger.ip, device: 'Firefox on Linux', thisSession: false, detail: { method: 'password' } });
    const [all] = await server.db.query<{ n: number }>(
      'SELECT count(*)::integer AS n FROM security_event WHERE kind = $1 AND user_id <> $2',
      ['sign_in_failed', account.id],
    );
    expect(all?.n).toBe(0);
  });

  it('two-step on and off are logged once each (a repeat is no change), a wrong password to switch it off too', async () => {
    const account = await newAccount();
    const b = await signedIn(account);
    expect((await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: true })).status).toBe(200);
    expect((await b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: true })).status).toBe(200);
    const off = (password: string) => b.post(AUTH_PATHS.userConfigUpdate, { enable_two_factor_auth: false, uPassword: enc(password) });
    // A wrong password from inside a live session is a failed sign-in the player sees.
    expect((await off('a-guess')).status).toBe(403);
    expect((await off(account.password)).status).toBe(200);
    const events = await eventsOf(b);
    expect(kinds(events)).toEqual(['two_step_disabled', 'sign_in_failed', 'two_step_enabled', 'sign_in']);
    expect(events[1]).toMatchObject({ thisSession: true, detail: { method: 'confirm_password' } });
    expect(events[0]).toMatchObject({ ip: b.ip, device: 'Chrome on Windows', thisSession: true });
  });

  it('a two-step sign-in is logged as such, once the code is right', async () => {
    const account = await newAccount();
    await server.db.query('UPDATE app_user SET enable_two_factor_auth = true WHERE id = $1', [account.id]);
    const b = new Device(server.url, CHROME_WINDOWS);
    await b.post(AUTH_PATHS.login, { uLogin: account.login, uPassword: enc(account.password), save: false });
    const code = codeIn((await lastMessage(b, account.email)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await b.post(AUTH_PATHS.twoStep, { code: enc(wrong), save: false })).status).toBe(400);
    expect((await b.post(AUTH_PATHS.twoStep, { code: enc(code), save: false })).status).toBe(200);
    const events = await eventsOf(b);
    // A right password with a wrong code is the failure the player most needs to see.
    expect(events.map((e) => [e.kind, e.detail.method])).toEqual([
      ['sign_in', 'two_step'],
      ['sign_in_failed', 'two_step'],
    ]);
  });

  it('a wrong SMS code for a number with an account is logged; for a number without one nothing is', async () => {
    const account = await newAccount();
    const number = String(9_500_000_000 + account.id);
    await server.db.query("UPDATE app_user SET phone_code = '7', phone_number = $2 WHERE id = $1", [account.id, number]);
    const phone = new Device(server.url, SAFARI_IPHONE);
    expect((await phone.post(AUTH_PATHS.sendSms, { 'phone-number': number, 'phone-code': '7' })).status).toBe(200);
    const code = codeIn((await lastMessage(phone, `+7${number}`)).body);
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await phone.post(AUTH_PATHS.loginSms, { phone_number: number, country_code: '7', 'sms-code': wrong })).status).toBe(400);
    const before = await server.db.query('SELECT id FROM security_event');
    await phone.post(AUTH_PATHS.loginSms, { phone_number: '9499999999', country_code: '7', 'sms-code': wrong });
    expect(await server.db.query('SELECT id FROM security_event')).toHaveLength(before.length);
    const events = await eventsOf(await signedIn(account));
    expect(events.map((e) => [e.kind, e.detail.method])).toContainEqual(['sign_in_failed', 'sms_code']);
    expect(events.find((e) => e.kind === 'sign_in_failed')).toMatchObject({ device: 'Safari on iOS', ip: phone.ip });
  });

  it('a first sign-in from a browser the player never used is a new device, with a message in the inbox', async () => {
    const account = await newAccount();
    await signedIn(account, CHROME_WINDOWS);
    await signedIn(account, CHROME_WINDOWS);
    const phone = await signedIn(account, SAFARI_IPHONE);
    const events = await eventsOf(phone);
    expect(kinds(events)).toEqual(['new_device', 'sign_in', 'sign_in', 'sign_in']);
    expect(events[0]).toMatchObject({ device: 'Safari on iOS', ip: phone.ip });
    const messages = await server.db.query<{ topic: string; params: unknown; body: string | null; link: string }>(
      'SELECT topic, params, body, link FROM player_message WHERE user_id = $1',
      [account.id],
    );
    // Keys and parameters the inbox translates, never an English sentence.
    expect(messages).toEqual([
      {
        topic: 'security',
        params: { event: 'new_device', device: 'Safari on iOS', address: phone.ip },
        body: null,
        link: '/office/security',
      },
    ]);
  });

  it('a password set through recovery is logged and ends every session', async () => {
    const account = await newAccount();
    const b = await signedIn(account);
    const r = new Device(server.url, FIREFOX_LINUX);
    await r.post(AUTH_PATHS.recoveryRequest, { target: { login: account.login } });
    const code = codeIn((await lastMessage(r, account.email)).body);
    const checked = await r.post<{ reset_token: string }>(AUTH_PATHS.recoveryCheck, { target: { login: account.login }, code });
    expect(
      (await r.post(AUTH_PATHS.recoverySet, { reset_token: checked.body.reset_token, uPassword: enc('a-new-password-1') })).status,
    ).toBe(200);
    expect((await b.get(SECURITY_PATHS.events)).status).toBe(401);
    const again = await signedIn({ login: account.login, password: 'a-new-password-1' }, FIREFOX_LINUX);
    const events = await eventsOf(again);
    // Firefox had never signed in to this account: the sign-in after the reset is also a new device.
    expect(kinds(events)).toEqual(['new_device', 'sign_in', 'password_reset', 'sign_in']);
    expect(events[2]).toMatchObject({ ip: r.ip, device: 'Firefox on Linux', detail: { sessionsEnded: 1 } });
  });

  it('pages newest first; a bad query is a typed 400', async () => {
    const account = await newAccount();
    let b: Device | undefined;
    for (let i = 0; i < 5; i++) b = await signedIn(account);
    const first = securityEventsAnswerSchema.parse((await b!.get(`${SECURITY_PATHS.events}?limit=2`)).body);
    expect(first.events).toHaveLength(2);
    const second = securityEventsAnswerSchema.parse((await b!.get(`${SECURITY_PATHS.events}?limit=2&before=${first.nextBefore}`)).body);
    const third = securityEventsAnswerSchema.parse((await b!.get(`${SECURITY_PATHS.events}?limit=2&before=${second.nextBefore}`)).body);
    const ids = [...first.events, ...second.events, ...third.events].map((e) => e.id);
    expect(ids).toHaveLength(5);
    expect([...ids].sort((x, y) => y - x)).toEqual(ids);
    expect(third.nextBefore).toBeNull();
    for (const bad of ['?limit=0', '?limit=1000', '?before=abc', '?other=1']) {
      const reply = await b!.get(`${SECURITY_PATHS.events}${bad}`);
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ error: { code: 'invalid_request' } });
    }
  });
});

describe('sessions and signing the others out', () => {
  it('lists each live session with its device and address, this one marked', async () => {
    const account = await newAccount();
    const desk = await signedIn(account, CHROME_WINDOWS);
    const phone = await signedIn(account, SAFARI_IPHONE);
    const { sessions } = securitySessionsAnswerSchema.parse((await desk.get(SECURITY_PATHS.sessions)).body);
    expect(sessions).toHaveLength(2);
    expect(sessions.find((s) => s.current)).toMatchObject({ device: 'Chrome on Windows', ip: desk.ip });
    expect(sessions.find((s) => !s.current)).toMatchObject({ device: 'Safari on iOS', ip: phone.ip });
    // Neither the cookie nor the stored hash leaves the server.
    const [row] = await server.db.query<{ id_hash: string }>('SELECT id_hash FROM user_session WHERE user_id = $1 LIMIT 1', [account.id]);
    expect(JSON.stringify(sessions)).not.toContain(row?.id_hash);
  });

  it('signing out the others: their next call is 401 (cookie and token alike), this session goes on, and it is logged', async () => {
    const account = await newAccount();
    const desk = await signedIn(account, CHROME_WINDOWS);
    const phone = await signedIn(account, SAFARI_IPHONE);
    const laptop = await signedIn(account, FIREFOX_LINUX);
    const token = (await laptop.get<{ token: string }>(AUTH_PATHS.getToken)).body.token;
    const ended = await desk.post(SECURITY_PATHS.endSessions, {});
    expect(ended.body).toEqual({ ended: 2 });
    expect((await phone.get(SECURITY_PATHS.sessions)).status).toBe(401);
    expect((await phone.get(AUTH_PATHS.userConfig)).status).toBe(401);
    const bearer = await new Browser(server.url).get(AUTH_PATHS.userConfig, { authorization: `Bearer ${token}` });
    expect(bearer.status).toBe(401);
    const { sessions } = securitySessionsAnswerSchema.parse((await desk.get(SECURITY_PATHS.sessions)).body);
    expect(sessions.map((s) => s.current)).toEqual([true]);
    const [latest] = await eventsOf(desk);
    expect(latest).toMatchObject({ kind: 'sign_out_others', thisSession: true, ip: desk.ip, detail: { ended: 2 } });
  });

  it("ends one session by its id; another player's id is 404 and ends nothing", async () => {
    const account = await newAccount();
    const desk = await signedIn(account, CHROME_WINDOWS);
    const phone = await signedIn(account, SAFARI_IPHONE);
    const other = await signedIn(await newAccount(), FIREFOX_LINUX);
    const mine = securitySessionsAnswerSchema.parse((await desk.get(SECURITY_PATHS.sessions)).body).sessions;
    const phoneId = mine.find((s) => !s.current)?.id as string;
    const theirs = await other.post(SECURITY_PATHS.endSessions, { id: phoneId });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toMatchObject({ error: { code: 'session_not_found' } });
    expect((await phone.get(SECURITY_PATHS.sessions)).status).toBe(200);
    expect((await desk.post(SECURITY_PATHS.endSessions, { id: phoneId })).body).toEqual({ ended: 1 });
    expect((await phone.get(SECURITY_PATHS.sessions)).status).toBe(401);
    expect((await desk.get(SECURITY_PATHS.sessions)).status).toBe(200);
    expect((await desk.post(SECURITY_PATHS.endSessions, { id: 'x'.repeat(65) })).status).toBe(400);
  });

  it("one player never sees another's events or sessions; a guest gets 401", async () => {
    const a = await signedIn(await newAccount(), CHROME_WINDOWS);
    const accountB = await newAccount();
    const b = await signedIn(accountB, FIREFOX_LINUX);
    const seenByA = await eventsOf(a);
    expect(seenByA.every((e) => e.device === 'Chrome on Windows')).toBe(true);
    const rowsOfB = await server.db.query<{ id: number }>('SELECT id FROM security_event WHERE user_id = $1', [accountB.id]);
    expect(seenByA.some((e) => rowsOfB.some((r) => r.id === e.id))).toBe(false);
    const sessionsOfA = securitySessionsAnswerSchema.parse((await a.get(SECURITY_PATHS.sessions)).body).sessions;
    expect(sessionsOfA).toHaveLength(1);
    expect(sessionsOfA[0]?.ip).toBe(a.ip);
    expect(b.ip).not.toBe(a.ip);
    const guest = new Browser(server.url);
    expect((await guest.get(SECURITY_PATHS.events)).status).toBe(401);
    expect((await guest.get(SECURITY_PATHS.sessions)).status).toBe(401);
    expect((await guest.post(SECURITY_PATHS.endSessions, {})).status).toBe(401);
  });
});

describe('retention', () => {
  it('events older than the retention are neither shown nor kept past the next sign-in', async () => {
    const account = await newAccount();
    const b = await signedIn(account);
    await server.db.query(`UPDATE security_event SET at = at - interval '6 years' WHERE user_id = $1`, [account.id]);
    expect(await eventsOf(b)).toEqual([]);
    await signedIn(account);
    const [left] = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM security_event WHERE user_id = $1', [
      account.id,
    ]);
    expect(left?.n).toBe(1);
  });
});

import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { AUTH_PATHS, SESSION_COOKIE, authErrorBodySchema } from '../../../src/protocol/schemas/auth';
import { DEMO_USERS } from '../../../server/auth';
import { DEFAULT_LIMITS } from '../../../server/auth/context';
import { AuthError } from '../../../server/auth/http';
import { requireSession } from '../../../server/auth/sessions';
import { authServerForFile, Browser, enc } from './helpers';

/**
 * The server's idle log-off, the backstop behind the client's: a session not
 * used for longer than the site config's idle time (plus the minute its
 * last-activity write may lag) is refused with a typed 401, on an injected
 * clock. Activity is written at most once a minute, not on every request.
 */
const server = authServerForFile();
const [demo] = DEMO_USERS;
const MINUTE = 60_000;
const TOUCH = DEFAULT_LIMITS.sessionTouchEveryMs;

const browser = () => new Browser(server.url);

async function signedIn(save = false): Promise<Browser> {
  const b = browser();
  const reply = await b.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save });
  expect(reply.status).toBe(200);
  return b;
}

async function setConfig(field: string, value: unknown): Promise<void> {
  await server.db.query(`UPDATE site_config_field SET value = $2::text::jsonb WHERE country_code = '*' AND field = $1`, [
    field,
    JSON.stringify(value),
  ]);
  // Past the time the server reuses what it read.
  server.clock.advance(TOUCH);
}

async function idleMinutes(): Promise<number> {
  const [row] = await server.db.query<{ value: number }>(
    `SELECT value FROM site_config_field WHERE country_code = '*' AND field = 'autoLogoffInactiveMinutes'`,
  );
  return row?.value ?? 0;
}

/** The newest last activity of the demo player's sessions (read without a request, which would write it). */
async function lastSeen(): Promise<number> {
  const [row] = await server.db.query<{ at: Date }>(
    `SELECT max(s.last_seen_at) AS at FROM user_session s JOIN app_user u ON u.id = s.user_id WHERE u.login = $1`,
    [demo.login],
  );
  return new Date(row?.at ?? 0).getTime();
}

describe('idle sessions', () => {
  it('a session unused for longer than the configured idle time is refused with 401 session_idle', async () => {
    const idle = (await idleMinutes()) * MINUTE;
    expect(idle).toBeGreaterThan(0);
    const b = await signedIn();
    server.clock.advance(idle);
    expect((await b.get(AUTH_PATHS.getToken)).status).toBe(200);

    server.clock.advance(idle + TOUCH + 1);
    const refused = await b.get(AUTH_PATHS.getToken);
    expect(refused.status).toBe(401);
    expect(authErrorBodySchema.parse(refused.body).error.code).toBe('session_idle');
    // The session calls say "signed out" and clear the cookies, as for an ended session.
    expect((await b.get(AUTH_PATHS.checkSession)).body).toEqual({ user_id: null });
    expect(b.cookies.has('ua')).toBe(false);
  });

  it('a player who keeps using the site stays signed in for hours', async () => {
    const idle = (await idleMinutes()) * MINUTE;
    const b = await signedIn();
    for (let elapsed = 0; elapsed < 4 * 60 * MINUTE; elapsed += idle - 1) {
      server.clock.advance(idle - 1);
      expect((await b.get(AUTH_PATHS.getToken)).status).toBe(200);
    }
  });

  it('last activity is written at most once a minute, never moved back', async () => {
    const b = await signedIn();
    server.clock.advance(2 * MINUTE);
    await b.get(AUTH_PATHS.getToken);
    const first = await lastSeen();
    expect(first).toBe(server.clock.now());
    server.clock.advance(TOUCH - 1);
    await b.get(AUTH_PATHS.getToken);
    expect(await lastSeen()).toBe(first);
    server.clock.advance(1);
    await b.get(AUTH_PATHS.getToken);
    expect(await lastSeen()).toBe(server.clock.now());
  });

  it('follows the site config: a shorter idle time refuses sooner, auto log-off off refuses never', async () => {
    const before = await idleMinutes();
    try {
      await setConfig('autoLogoffInactiveMinutes', 5);
      const short = await signedIn();
      server.clock.advance(5 * MINUTE + TOUCH + 1);
      expect(authErrorBodySchema.parse((await short.get(AUTH_PATHS.getToken)).body).error.code).toBe('session_idle');

      await setConfig('isAutoLogoffEnable', false);
      const off = await signedIn();
      server.clock.advance(6 * 60 * MINUTE);
      expect((await off.get(AUTH_PATHS.getToken)).status).toBe(200);
    } finally {
      await setConfig('autoLogoffInactiveMinutes', before);
      await setConfig('isAutoLogoffEnable', true);
    }
  });

  it('other areas (bets, wallet, limits) meet the idle refusal as their known unauthorized, answering their own 401', async () => {
    const b = await signedIn();
    server.clock.advance((await idleMinutes()) * MINUTE + TOUCH + 1);
    const req = { headers: { cookie: `${SESSION_COOKIE}=${b.cookies.get(SESSION_COOKIE) ?? ''}` }, socket: {} } as IncomingMessage;
    const refusal = await requireSession(server.ctx, req).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AuthError);
    expect((refusal as AuthError).code).toBe('unauthorized');
    expect((refusal as AuthError).extra.answerAs).toBe('session_idle');
  });

  it('a remembered session is not ended by idleness (the player asked to stay signed in), only at its expiry', async () => {
    const b = await signedIn(true);
    server.clock.advance(6 * 60 * MINUTE);
    expect((await b.get(AUTH_PATHS.getToken)).status).toBe(200);
  });

  it('a Bearer token of an idle session is refused too, before its own expiry', async () => {
    const before = await idleMinutes();
    try {
      await setConfig('autoLogoffInactiveMinutes', 5);
      const b = await signedIn();
      const { token } = (await b.get<{ token: string }>(AUTH_PATHS.getToken)).body;
      const bearer = { authorization: `Bearer ${token}` };
      server.clock.advance(5 * MINUTE);
      expect((await new Browser(server.url).get(AUTH_PATHS.rights, bearer)).status).toBe(200);
      server.clock.advance(5 * MINUTE + TOUCH + 1);
      expect(5 * MINUTE + 5 * MINUTE + TOUCH + 1).toBeLessThan(DEFAULT_LIMITS.userTokenTtlMs);
      const refused = await new Browser(server.url).get(AUTH_PATHS.rights, bearer);
      expect(authErrorBodySchema.parse(refused.body).error.code).toBe('session_idle');
    } finally {
      await setConfig('autoLogoffInactiveMinutes', before);
    }
  });
});

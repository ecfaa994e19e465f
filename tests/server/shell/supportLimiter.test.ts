import { describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '../../../src/protocol/schemas/auth';
import { SUPPORT_RATE_LIMITED, SUPPORT_REQUEST_PATH } from '../../../src/protocol/schemas/support';
import { DEFAULT_LIMITS, DEMO_USERS } from '../../../server/auth';
import { registerShellRoutes } from '../../../server/shell';
import { authServerForFile, Browser, enc, interleavingDb, type Reply } from '../auth/helpers';

/**
 * The support limiter under 50 parallel requests, over a database that lets
 * other requests' statements run between one request's (as a pool does):
 * exactly as many requests are stored as the limit allows, the rest are 429
 * with Retry-After and the typed code.
 */
const server = authServerForFile({
  wrapDb: interleavingDb,
  also: (router, ctx, db) => registerShellRoutes(router, { db, log: ctx.log, testFaults: false, auth: ctx }),
});
const BURST = 50;
const [demo] = DEMO_USERS;

const email = (b: Browser, i: number) =>
  b.post(SUPPORT_REQUEST_PATH, {
    kind: 'email',
    name: 'Ann',
    contact: 'ann@example.com',
    message: `question ${i}`,
    lang: 'en',
    page: '/en',
  });
const burst = (call: (i: number) => Promise<Reply>): Promise<Reply[]> => Promise.all(Array.from({ length: BURST }, (_, i) => call(i)));
const count = (replies: readonly Reply[], status: number) => replies.filter((r) => r.status === status).length;

async function storedFrom(marker: string): Promise<number> {
  const [row] = await server.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM support_request WHERE contact = $1 OR name = $1', [
    marker,
  ]);
  return row?.n ?? 0;
}

describe('support requests are limited per caller and per address', () => {
  it('50 parallel e-mail requests of one signed-in player: the per-player limit passes, the rest are 429 with Retry-After', async () => {
    const b = new Browser(server.url);
    expect((await b.post(AUTH_PATHS.login, { uLogin: demo.login, uPassword: enc(demo.password), save: false })).status).toBe(200);
    const replies = await burst((i) =>
      b.post(SUPPORT_REQUEST_PATH, {
        kind: 'email',
        name: 'Demo',
        contact: 'limited.player@example.com',
        message: `q ${i}`,
        lang: 'en',
        page: '/en',
      }),
    );
    const allowed = DEFAULT_LIMITS.supportRequestsPerCallerPerWindow;
    expect(count(replies, 201)).toBe(allowed);
    expect(count(replies, 429)).toBe(BURST - allowed);
    expect(await storedFrom('limited.player@example.com')).toBe(allowed);
    const refused = replies.find((r) => r.status === 429);
    expect(refused?.body).toMatchObject({ error: { code: SUPPORT_RATE_LIMITED } });
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused?.headers.get('retry-after'))).toBeLessThanOrEqual(DEFAULT_LIMITS.supportRequestWindowMs / 1000);
  });

  it('50 parallel guest requests from one address: the per-address limit passes', async () => {
    const ip = '10.77.0.1';
    const replies = await burst((i) =>
      new Browser(server.url, ip).post(SUPPORT_REQUEST_PATH, {
        kind: 'email',
        name: 'guest-burst',
        contact: 'guest@example.com',
        message: `q ${i}`,
        lang: 'en',
        page: '/en',
      }),
    );
    expect(count(replies, 201)).toBe(DEFAULT_LIMITS.supportRequestsPerIpPerWindow);
    expect(await storedFrom('guest-burst')).toBe(DEFAULT_LIMITS.supportRequestsPerIpPerWindow);
    // Another address is not held back by this one's burst.
    expect((await email(new Browser(server.url, '10.77.0.2'), 0)).status).toBe(201);
  });

  it('the window passes and the player may write again; a refused request is not counted', async () => {
    const b = new Browser(server.url, '10.78.0.1');
    for (let i = 0; i < DEFAULT_LIMITS.supportRequestsPerIpPerWindow; i++) expect((await email(b, i)).status).toBe(201);
    expect((await email(b, 99)).status).toBe(429);
    expect((await email(b, 100)).status).toBe(429);
    server.clock.advance(DEFAULT_LIMITS.supportRequestWindowMs + 1);
    expect((await email(b, 101)).status).toBe(201);
  });
});

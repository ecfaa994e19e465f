import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import {
  ANALYTICS_ADMIN_READ_PATH,
  ANALYTICS_COLLECTOR_PREFIX,
  ANALYTICS_TEST_READ_PATH,
  collectedAnswerSchema,
} from '../../../src/protocol/analytics';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir } from '../helpers';

const ADMIN = 'analytics-test-admin-token';
const KEY = 'demo-analytics-key';
let db: Db;
let server: RunningServer;
let production: RunningServer;
const dist = tempDir('dist-analytics-');

beforeAll(async () => {
  db = await openTestDb();
  server = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: true, adminToken: ADMIN });
  production = await startServer({ db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: false, adminToken: null });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await server?.close();
  await production?.close();
  await db?.close();
  dist.remove();
});

const event = (over: Record<string, unknown> = {}) => ({ name: 'page_view', ts: 1_764_000_000_000, page: '/en/live', params: {}, ...over });

function post(body: unknown, key = KEY, headers: Record<string, string> = {}, base = server.url): Promise<Response> {
  return fetch(new URL(`${ANALYTICS_COLLECTOR_PREFIX}${key}`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function collected(base = server.url, path = ANALYTICS_TEST_READ_PATH, headers: Record<string, string> = {}) {
  const reply = await fetch(new URL(path, base), { headers });
  expect(reply.status).toBe(200);
  return collectedAnswerSchema.parse(await reply.json()).events;
}

async function errorOf(reply: Response): Promise<{ status: number; code: string }> {
  const body = (await reply.json()) as { error: { code: string; message: string } };
  expect(body.error.message.length).toBeGreaterThan(0);
  return { status: reply.status, code: body.error.code };
}

describe('the reference analytics collector', () => {
  it("stores a batch under the config's key and answers 204; the test read lists it", async () => {
    const reply = await post({
      visit: 'v-store',
      events: [event(), event({ name: 'coupon_error', params: { code: 'odds_changed', bets: 2 } })],
    });
    expect(reply.status).toBe(204);
    const mine = (await collected()).filter((e) => e.visit === 'v-store');
    expect(mine.map((e) => [e.name, e.page, e.params])).toEqual([
      ['page_view', '/en/live', {}],
      ['coupon_error', '/en/live', { code: 'odds_changed', bets: 2 }],
    ]);
    expect(mine[0]?.ts).toBe(1_764_000_000_000);
  });

  it('refuses a wrong key, a missing one, a cross-site post and a non-JSON body, each a typed 4xx', async () => {
    expect(await errorOf(await post({ visit: 'v', events: [event()] }, 'other-key'))).toEqual({
      status: 403,
      code: 'analytics_key_rejected',
    });
    expect((await post({ visit: 'v', events: [event()] }, '')).status).toBe(404);
    expect((await post({ visit: 'v', events: [event()] }, 'a/b')).status).toBe(404);
    expect((await post({ visit: 'v', events: [event()] }, KEY, { 'x-requested-with': '' })).status).toBe(403);
    expect((await post({ visit: 'v', events: [event()] }, KEY, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await fetch(new URL(`${ANALYTICS_COLLECTOR_PREFIX}${KEY}`, server.url))).status).toBe(405);
  });

  it('refuses malformed batches as 400 and an oversized body as 413, never a 5xx', async () => {
    const bad = [
      '{not json',
      '',
      { visit: 'v', events: [] },
      { visit: 'v', events: [event({ name: 'made_up' })] },
      { visit: 'v', events: [event({ ts: -1 })] },
      { visit: 'v', events: [event({ params: { deep: { x: 1 } } })] },
      { visit: 'v', events: Array(21).fill(event()) },
      { visit: '', events: [event()] },
      { events: [event()] },
      [],
      null,
    ];
    for (const body of bad) {
      const reply = await post(body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
      await errorOf(reply);
    }
    const huge = { visit: 'v', events: [event({ page: 'x'.repeat(40_000) })] };
    expect((await post(huge)).status).toBe(413);
    expect((await collected()).some((e) => e.visit === 'v')).toBe(false);
  });

  it("the developers' read needs ADMIN_TOKEN; the test read and the admin read are absent in production", async () => {
    await post({ visit: 'v-admin', events: [event()] });
    expect((await fetch(new URL(ANALYTICS_ADMIN_READ_PATH, server.url))).status).toBe(401);
    const read = await collected(server.url, `${ANALYTICS_ADMIN_READ_PATH}?limit=1`, { authorization: `Bearer ${ADMIN}` });
    expect(read.map((e) => e.visit)).toEqual(['v-admin']);
    expect((await fetch(new URL(`${ANALYTICS_TEST_READ_PATH}?limit=0`, server.url))).status).toBe(400);

    expect((await fetch(new URL(ANALYTICS_TEST_READ_PATH, production.url))).status).toBe(404);
    expect(
      (await fetch(new URL(ANALYTICS_ADMIN_READ_PATH, production.url), { headers: { authorization: `Bearer ${ADMIN}` } })).status,
    ).toBe(404);
    // The collector itself runs everywhere.
    expect((await post({ visit: 'v-prod', events: [event()] }, KEY, {}, production.url)).status).toBe(204);
  });
});

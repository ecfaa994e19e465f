import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NO_INPUT, Router, takesBody, type RouteEntry } from '../../../server/http/router';
import { OPERATOR_BEARER } from '../../../server/http/scriptCall';
import { DB_HOOK_TIMEOUT } from '../helpers';
import { startSecurityHarness, type SecurityHarness } from './harness';

/**
 * Every route declares what it reads (server/http/router.ts, RouteInput):
 * the fuzz suite generates its requests from those schemas, so a route
 * registered without a declaration would go unfuzzed. This fails until the
 * new route says what it takes.
 */
let h: SecurityHarness;

beforeAll(async () => {
  h = await startSecurityHarness();
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await h.close();
});

const key = (r: RouteEntry): string => `${r.method} ${r.path}`;

describe('route input declarations', () => {
  it('every route of the app declares its request schema, or no input', () => {
    const routes = h.routes();
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((r) => r.input === null).map(key)).toEqual([]);
    // A GET has no body to declare.
    expect(routes.filter((r) => r.method === 'GET' && r.input?.body !== undefined).map(key)).toEqual([]);
  });

  it('a route registered without a declaration is listed as undeclared, and a declared one keeps its schema and guard', () => {
    const body = z.object({ id: z.number() });
    const router = new Router()
      .get('/a', () => undefined)
      .post('/b', () => undefined, takesBody(body))
      .post('/c', () => undefined, takesBody(body, OPERATOR_BEARER))
      .get('/d', () => undefined, NO_INPUT)
      .post('/e', () => undefined, OPERATOR_BEARER);
    const [a, b, c, d, e] = router.list();
    expect(a?.input).toBeNull();
    expect(b?.input?.body).toBe(body);
    expect(c?.input?.body).toBe(body);
    expect(c?.guard).toBe(OPERATOR_BEARER);
    expect(d?.input).toEqual({});
    expect(e?.input).toBeNull();
    expect(e?.guard).toBe(OPERATOR_BEARER);
  });

  it('a folder serving a page and its form gives the declared body to its POST alone', () => {
    const body = z.object({ action: z.string() });
    const [get, post] = new Router().under('/pages/', ['GET', 'POST'], () => undefined, takesBody(body)).list();
    expect(get?.input).toEqual({});
    expect(post?.input?.body).toBe(body);
  });
});

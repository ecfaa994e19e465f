import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CAPTCHA_ERROR_CODES, FINGERPRINT_ERROR_CODE, type HttpResult } from '../../../src/protocol/http';
import { COUNTRY_HEADER } from '../../../src/protocol/schemas/siteConfig';
import { createHttpClient, MAX_CAPTCHA_ROUNDS, type HttpClientDeps } from '../../../src/worker/http/client';
import { VirtualClock } from '../../support/virtualClock';
import { fakeFetch, json, type Answer } from './fakeFetch';

const okSchema = z.object({ data: z.object({ name: z.string() }) });
const OK = json(200, { data: { name: 'x' } });

function setup(answers: readonly Answer[], extra: Partial<HttpClientDeps> = {}) {
  const clock = new VirtualClock(1_000_000);
  const { fetch, calls } = fakeFetch(clock, answers);
  const logger = { error: vi.fn(), warn: vi.fn() };
  const client = createHttpClient({ fetch, clock, appVersion: '1.2.3', logger, ...extra });
  const start = clock.now();
  /** Virtual times of the calls, relative to the start. */
  const times = () => calls.map((c) => c.at - start);
  return { clock, calls, client, logger, times };
}

function failureOf<T>(result: HttpResult<T>) {
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.failure;
}

describe('headers', () => {
  it('sends the marker headers, language, country and fingerprint on every call', async () => {
    const fingerprint = { get: vi.fn(async () => 'fp-1') };
    const { clock, client, calls } = setup([OK], { fingerprint });
    const result = await clock.run(
      client.get('/web-api/x', { schema: okSchema, language: 'en', country: 'de', query: { a: 1, b: undefined, ids: [1, 3] } }),
    );
    expect(result).toEqual({ ok: true, value: { data: { name: 'x' } } });
    const [call] = calls;
    expect(call?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(call?.headers.get('x-app')).toBe('betting-web');
    expect(call?.headers.get('x-app-version')).toBe('1.2.3');
    expect(call?.headers.get('x-language')).toBe('en');
    expect(call?.headers.get(COUNTRY_HEADER)).toBe('de');
    expect(call?.headers.get('x-fingerprint')).toBe('fp-1');
    expect(fingerprint.get).toHaveBeenCalledWith({ force: false });
    expect(call?.url.pathname).toBe('/web-api/x');
    expect(call?.url.searchParams.get('a')).toBe('1');
    expect(call?.url.searchParams.has('b')).toBe(false);
    expect(call?.url.searchParams.get('ids')).toBe('1,3');
  });

  it('leaves out language, country and fingerprint when none is given', async () => {
    const { clock, client, calls } = setup([OK]);
    await clock.run(client.get('/x', { schema: okSchema }));
    expect(calls[0]?.headers.has('x-language')).toBe(false);
    expect(calls[0]?.headers.has(COUNTRY_HEADER)).toBe(false);
    expect(calls[0]?.headers.has('x-fingerprint')).toBe(false);
  });

  it('sends the bearer token only when the call is flagged auth', async () => {
    const tokens = { get: vi.fn(async () => 'tok') };
    const { clock, client, calls } = setup([OK], { tokens });
    await clock.run(client.get('/public', { schema: okSchema }));
    await clock.run(client.get('/private', { schema: okSchema, auth: true }));
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(calls[1]?.headers.get('authorization')).toBe('Bearer tok');
    expect(tokens.get).toHaveBeenCalledTimes(1);
    expect(tokens.get).toHaveBeenCalledWith({ force: false });
  });

  it('posts JSON bodies with a content type', async () => {
    const { clock, client, calls } = setup([OK]);
    await clock.run(client.post('/p', { url: '/a' }, { schema: okSchema }));
    expect(calls[0]?.method).toBe('POST');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"url":"/a"}');
  });

  it('goes on without the header when the token hook throws, and logs it', async () => {
    const tokens = { get: vi.fn(async () => Promise.reject(new Error('token service down'))) };
    const { clock, client, calls, logger } = setup([OK], { tokens });
    const result = await clock.run(client.get('/private', { schema: okSchema, auth: true }));
    expect(result.ok).toBe(true);
    expect(calls[0]?.headers.has('authorization')).toBe(false);
    expect(logger.error).toHaveBeenCalled();
  });
});

describe('401: fresh token, one retry', () => {
  it('refreshes the token and repeats the call once', async () => {
    const tokens = { get: vi.fn(async ({ force }: { force: boolean }) => (force ? 'fresh' : 'stale')) };
    const { clock, client, calls, times } = setup([json(401, {}), OK], { tokens });
    const result = await clock.run(client.get('/me', { schema: okSchema, auth: true }));
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual(['Bearer stale', 'Bearer fresh']);
    expect(tokens.get.mock.calls).toEqual([[{ force: false }], [{ force: true }]]);
    expect(times()).toEqual([0, 0]); // a recovery is immediate, not a policy retry
  });

  it('does not retry a second 401', async () => {
    const tokens = { get: vi.fn(async () => 'tok') };
    const { clock, client, calls } = setup([json(401, { error: { code: 1, message: 'unauthorised' } })], { tokens });
    const failure = failureOf(await clock.run(client.get('/me', { schema: okSchema, auth: true })));
    expect(calls).toHaveLength(2);
    expect(failure).toMatchObject({ status: 'http-error', code: 401, notify: true, error: { code: 1, message: 'unauthorised' } });
  });

  it('does not refresh for a call that is not flagged auth', async () => {
    const tokens = { get: vi.fn(async () => 'tok') };
    const { clock, client, calls } = setup([json(401, {})], { tokens });
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(calls).toHaveLength(1);
    expect(tokens.get).not.toHaveBeenCalled();
    expect(failure).toMatchObject({ status: 'http-error', code: 401 });
  });
});

describe('fingerprint error: refresh, one retry', () => {
  it('refreshes the fingerprint and repeats once', async () => {
    const fingerprint = { get: vi.fn(async ({ force }: { force: boolean }) => (force ? 'fp-new' : 'fp-old')) };
    const { clock, client, calls } = setup([json(400, { error: { code: FINGERPRINT_ERROR_CODE, message: 'bad fp' } }), OK], {
      fingerprint,
    });
    const result = await clock.run(client.get('/x', { schema: okSchema }));
    expect(result.ok).toBe(true);
    expect(calls.map((c) => c.headers.get('x-fingerprint'))).toEqual(['fp-old', 'fp-new']);
    expect(fingerprint.get.mock.calls).toEqual([[{ force: false }], [{ force: true }]]);
  });

  it('gives up after the second fingerprint error', async () => {
    const fingerprint = { get: vi.fn(async () => 'fp') };
    const { clock, client, calls } = setup([json(400, { error: { code: FINGERPRINT_ERROR_CODE } })], { fingerprint });
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(calls).toHaveLength(2);
    expect(failure).toMatchObject({ status: 'http-error', code: 400, error: { code: FINGERPRINT_ERROR_CODE } });
  });
});

describe('captcha codes', () => {
  it.each(CAPTCHA_ERROR_CODES)('code %i shows a challenge and repeats with the answer header', async (code) => {
    const captcha = { challenge: vi.fn(async () => 'answer-42') };
    const { clock, client, calls } = setup([json(400, { error: { code, message: 'captcha' } }), OK], { captcha });
    const result = await clock.run(client.post('/web-api/login', { a: 1 }, { schema: okSchema, query: { lang: 'en' } }));
    expect(result.ok).toBe(true);
    expect(captcha.challenge).toHaveBeenCalledWith({ code, url: '/web-api/login?lang=en' });
    expect(calls).toHaveLength(2);
    expect(calls[0]?.headers.has('x-captcha-answer')).toBe(false);
    expect(calls[1]?.headers.get('x-captcha-answer')).toBe('answer-42');
    expect(calls[1]?.body).toBe('{"a":1}');
  });

  it('a cancelled challenge is a typed failure without notification', async () => {
    const captcha = { challenge: vi.fn(async () => null) };
    const { clock, client, calls } = setup([json(400, { error: { code: 111 } })], { captcha });
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(calls).toHaveLength(1);
    expect(failure).toMatchObject({ status: 'captcha-cancelled', code: 111, notify: false, request: 'GET /x' });
  });

  it(`asks again after a wrong answer, at most ${MAX_CAPTCHA_ROUNDS} times`, async () => {
    let n = 0;
    const captcha = { challenge: vi.fn(async () => `try-${++n}`) };
    const { clock, client, calls } = setup([json(400, { error: { code: 100 } })], { captcha });
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(captcha.challenge).toHaveBeenCalledTimes(MAX_CAPTCHA_ROUNDS);
    expect(calls.map((c) => c.headers.get('x-captcha-answer'))).toEqual([null, 'try-1', 'try-2', 'try-3']);
    expect(failure).toMatchObject({ status: 'http-error', code: 400, error: { code: 100 } });
  });

  it('without a captcha hook the 400 is the answer', async () => {
    const { clock, client, calls } = setup([json(400, { error: { code: 112 } })]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(calls).toHaveLength(1);
    expect(failure).toMatchObject({ status: 'http-error', code: 400 });
  });
});

describe('cancel and network errors', () => {
  it('an already aborted call is closed 499 without notification and never fetched', async () => {
    const { clock, client, calls } = setup([OK]);
    const controller = new AbortController();
    controller.abort();
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema, signal: controller.signal })));
    expect(failure).toEqual({ status: 'closed', code: 499, notify: false, request: 'GET /x' });
    expect(calls).toHaveLength(0);
  });

  it('aborting during the fetch gives closed, not network-error', async () => {
    const controller = new AbortController();
    const hanging: Answer = (_call) =>
      new Promise<Response>((_resolve, reject) => {
        controller.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    const { clock, client } = setup([hanging]);
    const pending = client.get('/x', { schema: okSchema, signal: controller.signal });
    clock.setTimeout(() => controller.abort(), 50);
    const failure = failureOf(await clock.run(pending));
    expect(failure).toMatchObject({ status: 'closed', code: 499, notify: false });
  });

  it('aborting during a retry wait stops the retries and gives closed', async () => {
    const controller = new AbortController();
    const { clock, client, calls } = setup([new TypeError('fetch failed')]);
    const pending = client.get('/x', { schema: okSchema, signal: controller.signal });
    clock.setTimeout(() => controller.abort(), 500);
    const failure = failureOf(await clock.run(pending));
    expect(failure).toMatchObject({ status: 'closed', code: 499, notify: false });
    expect(calls).toHaveLength(1);
    expect(clock.pending).toBe(0); // the retry timer was cleared
  });

  it('aborting while the captcha is open gives closed', async () => {
    const controller = new AbortController();
    const captcha = { challenge: vi.fn(() => new Promise<string | null>(() => undefined)) };
    const { clock, client } = setup([json(400, { error: { code: 113 } })], { captcha });
    const pending = client.get('/x', { schema: okSchema, signal: controller.signal });
    clock.setTimeout(() => controller.abort(), 10);
    expect(failureOf(await clock.run(pending))).toMatchObject({ status: 'closed', code: 499 });
  });

  it('a fetch that throws is a network-error (after the default retries)', async () => {
    const { clock, client, calls } = setup([new TypeError('fetch failed')]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(failure).toMatchObject({ status: 'network-error', notify: true, request: 'GET /x' });
    expect(failure.status === 'network-error' && failure.message).toContain('fetch failed');
    // The first attempt and the default 3 retries.
    expect(calls).toHaveLength(4);
  });
});

describe('retry policies', () => {
  const down = json(503, { error: { code: 0, message: 'down' } });

  it('default: the first attempt and 3 retries, at 0, 1000, 3000, 7000 ms', async () => {
    const { clock, client, times } = setup([down]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(times()).toEqual([0, 1000, 3000, 7000]);
    expect(failure).toMatchObject({ status: 'http-error', code: 503, error: { message: 'down' } });
  });

  it('config: the first attempt and 5 retries, 1000 ms apart', async () => {
    const { clock, client, times } = setup([down]);
    await clock.run(client.get('/x', { schema: okSchema, policy: 'config' }));
    expect(times()).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('blocking: the first attempt and 2 retries, 100 ms apart', async () => {
    const { clock, client, times } = setup([new TypeError('offline')]);
    await clock.run(client.post('/block', { auth: false }, { schema: okSchema, policy: 'blocking' }));
    expect(times()).toEqual([0, 100, 200]);
  });

  it('redirect: the first attempt and 5 retries, 1000 ms apart', async () => {
    const { clock, client, times } = setup([down]);
    await clock.run(client.post('/r', { url: '/' }, { schema: okSchema, policy: 'redirect' }));
    expect(times()).toEqual([0, 1000, 2000, 3000, 4000, 5000]);
  });

  it('stops at the first success', async () => {
    const { clock, client, times } = setup([down, new TypeError('reset'), OK]);
    const result = await clock.run(client.get('/x', { schema: okSchema }));
    expect(result.ok).toBe(true);
    expect(times()).toEqual([0, 1000, 3000]);
  });

  it.each([400, 403, 404, 422, 451])('does not retry a %i', async (status) => {
    const { clock, client, calls } = setup([json(status, { errors: [{ detail: 'no', priority: 1 }] })]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema, policy: 'config' })));
    expect(calls).toHaveLength(1);
    expect(failure).toMatchObject({ status: 'http-error', code: status, error: { errors: [{ detail: 'no', priority: 1 }] } });
  });

  it('keeps the status when the error body is not JSON', async () => {
    const { clock, client } = setup([new Response('<html>oops</html>', { status: 404 })]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(failure).toMatchObject({ status: 'http-error', code: 404, error: null, message: 'GET /x: HTTP 404' });
  });

  it('reads exception_code of a 451', async () => {
    const { clock, client } = setup([json(451, { exception_code: 1 })]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema })));
    expect(failure).toMatchObject({ status: 'http-error', code: 451, error: { exceptionCode: 1 } });
  });
});

describe('attempt time limit', () => {
  /** A server that takes the request and never answers. */
  const never: Answer = () => new Promise<Response>(() => undefined);

  it('a silent server costs each attempt its time limit, then the call fails as a network error', async () => {
    const { clock, client, times } = setup([never]);
    const failure = failureOf(await clock.run(client.get('/x', { schema: okSchema, policy: 'config' })));
    // 6 attempts (the first and 5 retries), each 5000 ms until it gives up, 1000 ms between them.
    expect(times()).toEqual([0, 6000, 12_000, 18_000, 24_000, 30_000]);
    expect(failure).toMatchObject({ status: 'network-error', notify: true, message: 'GET /x: timed out after 5000 ms' });
    expect(clock.pending).toBe(0);
  });

  it('a body that stalls after the headers times out too', async () => {
    const stalled: Answer = () => new Response(new ReadableStream({ start: () => undefined }), { status: 200 });
    const { clock, client } = setup([stalled, OK]);
    const result = await clock.run(client.get('/x', { schema: okSchema }));
    expect(result).toEqual({ ok: true, value: { data: { name: 'x' } } });
  });

  it('a policy may set its own limit; an answer in time clears the timer', async () => {
    const slow: Answer = async () => {
      await Promise.resolve();
      return OK;
    };
    const { clock, client } = setup([slow]);
    const result = await clock.run(
      client.get('/x', { schema: okSchema, policy: { attempts: 1, delayMs: 0, backoff: 'fixed', timeoutMs: 50 } }),
    );
    expect(result.ok).toBe(true);
    expect(clock.pending).toBe(0);
  });

  it('the caller aborting still gives closed, not a time-out', async () => {
    const controller = new AbortController();
    const { clock, client } = setup([never]);
    const pending = client.get('/x', { schema: okSchema, signal: controller.signal });
    clock.setTimeout(() => controller.abort(), 100);
    expect(failureOf(await clock.run(pending))).toMatchObject({ status: 'closed', code: 499 });
  });
});

describe('malformed answers', () => {
  it('invalid JSON gives a malformed failure naming the call, not a crash', async () => {
    const { clock, client, calls, logger } = setup([new Response('{"data": ', { status: 200 })]);
    const failure = failureOf(await clock.run(client.get('/web-api/thing', { schema: okSchema, query: { q: 1 } })));
    expect(failure.status).toBe('malformed');
    expect(failure.status === 'malformed' && failure.message).toMatch(/^GET \/web-api\/thing: the answer is not valid JSON/);
    expect(calls).toHaveLength(1); // a malformed answer is not retried
    expect(logger.error).toHaveBeenCalled();
  });

  it('a schema mismatch names the first wrong field', async () => {
    const { clock, client } = setup([json(200, { data: { name: 7 } })]);
    const failure = failureOf(await clock.run(client.get('/web-api/thing', { schema: okSchema })));
    expect(failure).toMatchObject({ status: 'malformed', notify: true, request: 'GET /web-api/thing' });
    expect(failure.status === 'malformed' && failure.message).toMatch(
      /^GET \/web-api\/thing: the answer does not match its schema at data\.name: /,
    );
  });

  it('names array positions in the path', async () => {
    const schema = z.object({ list: z.array(z.object({ id: z.number() })) });
    const { clock, client } = setup([json(200, { list: [{ id: 1 }, { id: 'two' }] })]);
    const failure = failureOf(await clock.run(client.get('/l', { schema })));
    expect(failure.status === 'malformed' && failure.message).toContain('at list[1].id:');
  });

  it('an empty body is checked as undefined', async () => {
    const { clock, client } = setup([new Response(null, { status: 204 })]);
    expect(await clock.run(client.delete('/x', { schema: z.undefined() }))).toEqual({ ok: true, value: undefined });
    const failure = failureOf(await clock.run(client.delete('/x', { schema: okSchema })));
    expect(failure.status === 'malformed' && failure.message).toContain('at (root)');
  });
});

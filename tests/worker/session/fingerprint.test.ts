import { describe, expect, it } from 'vitest';
import {
  fingerprintAppReady,
  fingerprintFailed,
  fingerprintFetched,
  initialFingerprintState,
  mayFetchFingerprint,
  nextFingerprintFetch,
} from '../../../src/core/session';
import type { HttpResult } from '../../../src/protocol/http';
import { AUTH_PATHS, fingerprintAnswerSchema, type FingerprintAnswer } from '../../../src/protocol/schemas/auth';
import { collectComponents, DeviceFingerprintSource } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { FakeServer } from './fakeServer';
import { quiet } from './fixtures';

const T0 = 1_700_000_000_000;

type Reply = HttpResult<FingerprintAnswer>;
const answer = (token: string, expiresAtS: number): Reply => ({
  ok: true,
  value: { token, expiresAt: expiresAtS, data: '{"language":"en"}' },
});
const failure: Reply = { ok: false, failure: { status: 'network-error', notify: true, request: 'POST /fp', message: 'offline' } };

/** A source whose fetches answer `replies` in turn (the last one repeats); every fetch is counted. */
function sourceWith(replies: Reply[], clock = new VirtualClock(T0)) {
  let fetches = 0;
  const source = new DeviceFingerprintSource({
    clock,
    log: quiet,
    components: () => ({ language: 'en' }),
    fetchFingerprint: async () => replies[Math.min(fetches++, replies.length - 1)] as Reply,
  });
  return { source, clock, fetches: () => fetches };
}

async function advance(clock: VirtualClock, ms: number) {
  await clock.advanceAsync(ms);
  await flushMicrotasks(5);
}

describe('the fingerprint rules (core)', () => {
  it('waits for the app, then 8 s; after failures 1 s and 2 s; then nothing unless forced', () => {
    expect(nextFingerprintFetch(initialFingerprintState)).toBeNull();
    const ready = fingerprintAppReady(initialFingerprintState, 1000);
    expect(nextFingerprintFetch(ready)).toBe(9000);
    const once = fingerprintFailed(ready, 9000);
    expect(nextFingerprintFetch(once)).toBe(10_000);
    const twice = fingerprintFailed(once, 10_000);
    expect(nextFingerprintFetch(twice)).toBe(12_000);
    const spent = fingerprintFailed(twice, 12_000);
    expect(nextFingerprintFetch(spent)).toBeNull();
    expect(mayFetchFingerprint(spent, false)).toBe(false);
    expect(mayFetchFingerprint(spent, true)).toBe(true);
    const fetched = fingerprintFetched(spent, { token: 't', expiresAt: 50_000, componentsData: '{}' });
    expect(fetched.failures).toBe(0);
    expect(nextFingerprintFetch(fetched)).toBe(50_000);
  });
});

describe('the device fingerprint in the worker', () => {
  it('is fetched 8 s after the app is ready, and the header reads the stored token without fetching', async () => {
    const { source, clock, fetches } = sourceWith([answer('fp-1', T0 / 1000 + 3600)]);
    source.appReady();
    expect(await source.get({ force: false })).toBeNull();
    await advance(clock, 7999);
    expect(fetches()).toBe(0);
    await advance(clock, 1);
    expect(fetches()).toBe(1);
    expect(await source.get({ force: false })).toBe('fp-1');
    expect(source.current()).toEqual({ token: 'fp-1', expiresAt: T0 + 3600_000, componentsData: '{"language":"en"}' });
  });

  it('reads the expiry in seconds and fetches a fresh one when it expires', async () => {
    const { source, clock, fetches } = sourceWith([answer('fp-1', T0 / 1000 + 60), answer('fp-2', T0 / 1000 + 7200)]);
    source.appReady();
    await advance(clock, 8000);
    expect(source.current()?.token).toBe('fp-1');
    await advance(clock, 60_000 - 8000 - 1);
    expect(fetches()).toBe(1);
    await advance(clock, 1);
    expect(fetches()).toBe(2);
    expect(source.current()?.token).toBe('fp-2');
  });

  it('after a failure retries at most twice, then only a forced fetch runs', async () => {
    const { source, clock, fetches } = sourceWith([failure, failure, failure, answer('fp-4', T0 / 1000 + 3600)]);
    source.appReady();
    await advance(clock, 8000);
    expect(fetches()).toBe(1);
    await advance(clock, 1000);
    expect(fetches()).toBe(2);
    await advance(clock, 2000);
    expect(fetches()).toBe(3);
    await advance(clock, 10 * 60_000);
    expect(fetches()).toBe(3);
    expect(source.pendingTimers()).toEqual([]);
    // A sign-in asks for one: not fetched (retries spent), the call goes without and the server asks for it.
    expect(await source.ensure()).toBeNull();
    expect(fetches()).toBe(3);
    // The server's fingerprint error forces a fetch: it runs, and success forgives the failures.
    expect(await source.get({ force: true })).toBe('fp-4');
    expect(source.failures()).toBe(0);
  });

  it('fetches at once when a sign-in needs one before the 8 s, and shares one fetch between callers', async () => {
    const { source, fetches } = sourceWith([answer('fp-1', T0 / 1000 + 3600)]);
    source.appReady();
    const [a, b] = await Promise.all([source.ensure(), source.ensure()]);
    expect(a?.token).toBe('fp-1');
    expect(b?.token).toBe('fp-1');
    expect(fetches()).toBe(1);
  });

  it('counts an answer without token, expiry or data as a failure (SPEC 5)', async () => {
    for (const broken of [
      { expiresAt: 9_000_000_000, data: '{}' },
      { token: 't', data: '{}' },
      { token: 't', expiresAt: 9_000_000_000 },
    ]) {
      const clock = new VirtualClock(T0);
      const server = new FakeServer().on('POST', AUTH_PATHS.fingerprint, { json: broken });
      const http = server.client(clock);
      const source = new DeviceFingerprintSource({
        clock,
        log: quiet,
        components: () => ({ language: 'en' }),
        fetchFingerprint: (components) =>
          http.post(
            AUTH_PATHS.fingerprint,
            { components },
            { schema: fingerprintAnswerSchema, policy: { attempts: 1, delayMs: 0, backoff: 'fixed' } },
          ),
      });
      expect(await source.ensure()).toBeNull();
      expect(source.failures()).toBe(1);
      expect(server.calls[0]?.body).toEqual({ components: { language: 'en' } });
    }
  });

  it('on a 400 with the fingerprint error code the HTTP client refreshes it and retries once', async () => {
    const clock = new VirtualClock(T0);
    let issued = 0;
    const server = new FakeServer()
      .on('POST', AUTH_PATHS.fingerprint, () => ({ json: { token: `fp-${++issued}`, expiresAt: T0 / 1000 + 3600, data: '{}' } }))
      .on('POST', '/guarded', ({ headers }) =>
        headers['x-fingerprint'] === 'fp-2'
          ? { json: { ok: true } }
          : { status: 400, json: { error: { code: 'fingerprint_invalid', message: 'stale' }, code: 120 } },
      );
    const holder: { source?: DeviceFingerprintSource } = {};
    const http = server.client(clock, { fingerprint: { get: (o) => holder.source!.get(o) } });
    holder.source = new DeviceFingerprintSource({
      clock,
      log: quiet,
      components: () => ({}),
      fetchFingerprint: (components) => http.post(AUTH_PATHS.fingerprint, { components }, { schema: fingerprintAnswerSchema }),
    });
    await holder.source.ensure();
    const { z } = await import('zod');
    const result = await http.post('/guarded', {}, { schema: z.object({ ok: z.boolean() }) });
    expect(result.ok).toBe(true);
    expect(server.calls.filter((c) => c.path === '/guarded').map((c) => c.headers['x-fingerprint'])).toEqual(['fp-1', 'fp-2']);
  });

  it('reads what a worker can: languages, cores, platform, time zone', () => {
    const components = collectComponents({
      language: 'ru-RU',
      languages: ['ru-RU', 'en'],
      hardwareConcurrency: 8,
      platform: 'Linux x86_64',
      userAgent: 'UA',
      maxTouchPoints: 0,
    });
    expect(components).toMatchObject({
      language: 'ru-RU',
      languages: ['ru-RU', 'en'],
      hardwareConcurrency: 8,
      platform: 'Linux x86_64',
      userAgent: 'UA',
      maxTouchPoints: 0,
      deviceMemory: null,
    });
    expect(typeof components.timeZone).toBe('string');
  });
});

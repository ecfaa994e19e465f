import { describe, expect, it } from 'vitest';
import type { HttpResult } from '../../../src/protocol/http';
import type { TokenAnswer } from '../../../src/protocol/schemas/auth';
import { createTokenSource } from '../../../src/worker/session';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';

function deferredFetcher() {
  const pending: ((r: HttpResult<TokenAnswer>) => void)[] = [];
  const fetchToken = () => new Promise<HttpResult<TokenAnswer>>((resolve) => pending.push(resolve));
  return { pending, fetchToken };
}

describe('the session token source', () => {
  it('shares one in-flight request among every caller and keeps the token until it expires', async () => {
    const clock = new VirtualClock(0);
    const fetcher = deferredFetcher();
    const tokens = createTokenSource({ clock, fetchToken: fetcher.fetchToken });
    const a = tokens.get({ force: false });
    const b = tokens.get({ force: false });
    expect(fetcher.pending).toHaveLength(1);
    fetcher.pending[0]?.({ ok: true, value: { token: 't1', expiresAt: 10_000 } });
    expect(await a).toBe('t1');
    expect(await b).toBe('t1');
    clock.advance(9_999);
    expect(await tokens.get({ force: false })).toBe('t1');
    expect(fetcher.pending).toHaveLength(1);
    clock.advance(1);
    const c = tokens.get({ force: false });
    expect(fetcher.pending).toHaveLength(2);
    fetcher.pending[1]?.({ ok: true, value: { token: 't2', expiresAt: 50_000 } });
    expect(await c).toBe('t2');
  });

  it('fetches anew when forced (after a 401) and after a hung request is 60 s old', async () => {
    const clock = new VirtualClock(0);
    const fetcher = deferredFetcher();
    const tokens = createTokenSource({ clock, fetchToken: fetcher.fetchToken });
    void tokens.get({ force: false });
    clock.advance(59_999);
    void tokens.get({ force: false });
    expect(fetcher.pending).toHaveLength(1);
    clock.advance(1);
    const late = tokens.get({ force: false });
    expect(fetcher.pending).toHaveLength(2);
    fetcher.pending[1]?.({ ok: true, value: { token: 'fresh', expiresAt: 1e9 } });
    expect(await late).toBe('fresh');
    const forced = tokens.get({ force: true });
    expect(fetcher.pending).toHaveLength(3);
    fetcher.pending[2]?.({ ok: true, value: { token: 'forced', expiresAt: 1e9 } });
    expect(await forced).toBe('forced');
  });

  it('answers null without a session and drops a late answer after clear', async () => {
    const clock = new VirtualClock(0);
    const fetcher = deferredFetcher();
    const tokens = createTokenSource({ clock, fetchToken: fetcher.fetchToken });
    const first = tokens.get({ force: false });
    fetcher.pending[0]?.({
      ok: false,
      failure: { status: 'http-error', code: 401, notify: true, request: 'GET x', error: null, message: '' },
    });
    expect(await first).toBeNull();
    const second = tokens.get({ force: false });
    tokens.clear();
    fetcher.pending[1]?.({ ok: true, value: { token: 'old-session', expiresAt: 1e9 } });
    expect(await second).toBeNull();
    await flushMicrotasks();
    void tokens.get({ force: false });
    expect(fetcher.pending).toHaveLength(3);
  });
});

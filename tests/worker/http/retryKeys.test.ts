import { describe, expect, it } from 'vitest';
import type { HttpFailure } from '../../../src/protocol/http';
import { RetryKeys } from '../../../src/worker/http/retryKeys';

const failure = (status: HttpFailure['status'], code = 0): { ok: false; failure: HttpFailure } => ({
  ok: false,
  failure: { status, code, notify: true, message: 'x', error: null, body: null } as unknown as HttpFailure,
});

describe('retry keys', () => {
  it('keep a key while the answer is lost, and free it on any definite answer', () => {
    let n = 0;
    const keys = new RetryKeys('buy', () => String((n += 1)));
    const request = { room: 'speed-75', count: 2 };
    const first = keys.keyOf(request, 'speed-75');
    expect(first).toBe('buy-speed-75-1');
    keys.answered(request, failure('network-error'));
    expect(keys.keyOf(request)).toBe(first);
    keys.answered(request, failure('http-error', 503));
    expect(keys.keyOf(request)).toBe(first);
    keys.answered(request, failure('http-error', 409));
    expect(keys.keyOf(request)).not.toBe(first);
  });

  it('free a key on success, and forget every key for another player', () => {
    let n = 0;
    const keys = new RetryKeys('p', () => String((n += 1)));
    const a = keys.keyOf({ points: 100 });
    keys.answered({ points: 100 }, { ok: true });
    expect(keys.keyOf({ points: 100 })).not.toBe(a);
    const b = keys.keyOf({ points: 200 });
    keys.answered({ points: 200 }, failure('closed'));
    keys.clear();
    expect(keys.keyOf({ points: 200 })).not.toBe(b);
  });
});

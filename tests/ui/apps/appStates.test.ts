import { describe, expect, it } from 'vitest';
import { DEFAULT_REMOTE_RETRY, HEADER_REMOTE_RETRY, REMOTE_APP_STATES, type RemoteAppStatus } from '../../../src/protocol/remoteApps';
import { canMove, failedEntry, moveTo, NOT_EXIST, RefusedMove, retryDelayMs, type AppEntry } from '../../../src/ui/apps/appStates';

/** SPEC 4, written out by hand: every pair of states, allowed or not. */
const ALLOWED: readonly (readonly [RemoteAppStatus, RemoteAppStatus])[] = [
  ['not-exist', 'loading'],
  ['not-exist', 'ready'],
  ['error', 'loading'],
  ['error', 'not-exist'],
  ['loading', 'error'],
  ['loading', 'ready'],
  ['loading', 'not-exist'],
  ['ready', 'not-exist'],
];

const sample = (status: RemoteAppStatus): AppEntry<string> =>
  status === 'not-exist'
    ? NOT_EXIST
    : status === 'loading'
      ? { status, attempt: 0 }
      : status === 'ready'
        ? { status, app: 'the app' }
        : { status, failure: 'fetch', attempt: 0, retryInMs: 1000 };

describe('remote app moves (SPEC 4)', () => {
  const pairs = REMOTE_APP_STATES.flatMap((from) => REMOTE_APP_STATES.map((to) => [from, to] as const));
  const allowed = (from: RemoteAppStatus, to: RemoteAppStatus) => ALLOWED.some(([f, t]) => f === from && t === to);

  it.each(pairs.filter(([from, to]) => allowed(from, to)))('allows %s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(true);
    expect(moveTo(sample(from), sample(to))).toEqual(sample(to));
  });

  it.each(pairs.filter(([from, to]) => !allowed(from, to)))('refuses %s -> %s', (from, to) => {
    expect(canMove(from, to)).toBe(false);
    expect(() => moveTo(sample(from), sample(to))).toThrow(RefusedMove);
  });

  it('a ready app only goes back to not-exist (nothing uses it any more)', () => {
    expect(REMOTE_APP_STATES.filter((to) => canMove('ready', to))).toEqual(['not-exist']);
  });
});

describe('retry delays', () => {
  it('the default: 3 retries after 1 s, 2 s and 4 s, then none', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(DEFAULT_REMOTE_RETRY, n))).toEqual([1000, 2000, 4000, null]);
  });

  it("the header's remote component: 5 retries, 1000 ms apart", () => {
    expect([1, 2, 3, 4, 5, 6].map((n) => retryDelayMs(HEADER_REMOTE_RETRY, n))).toEqual([1000, 1000, 1000, 1000, 1000, null]);
  });

  it('a failed fetch or texts are retried while the policy allows; the last failure shows the panel', () => {
    expect(failedEntry(0, 'fetch', DEFAULT_REMOTE_RETRY)).toEqual({ status: 'error', failure: 'fetch', attempt: 0, retryInMs: 1000 });
    expect(failedEntry(2, 'dictionary', DEFAULT_REMOTE_RETRY)).toMatchObject({ retryInMs: 4000 });
    expect(failedEntry(3, 'fetch', DEFAULT_REMOTE_RETRY)).toMatchObject({ retryInMs: null });
  });

  it('code that threw, or a build that is gone, is not retried: the same import cannot succeed', () => {
    expect(failedEntry(0, 'evaluation', DEFAULT_REMOTE_RETRY)).toMatchObject({ retryInMs: null });
    expect(failedEntry(0, 'stale', HEADER_REMOTE_RETRY)).toMatchObject({ retryInMs: null });
  });
});

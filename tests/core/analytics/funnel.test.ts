import { describe, expect, it } from 'vitest';
import { funnelStep, NO_ATTEMPTS, type AttemptTimes } from '../../../src/core/analytics';
import { ATTEMPT_COUNTER_WINDOW_MS } from '../../../src/protocol/analytics';

const HOUR = 3_600_000;

describe('funnel steps and the attempt counters', () => {
  it('counts sign-in attempts over 24 h and resets the count on success (SPEC 3, 4)', () => {
    let attempts: AttemptTimes = NO_ATTEMPTS;
    const counts: unknown[] = [];
    const step = (kind: string, result: string, at: number) => {
      const made = funnelStep(kind, result, at, attempts);
      if (!made) throw new Error(`${kind} is a funnel step`);
      attempts = made.attempts;
      counts.push(made.draft.params.authTryCounter ?? made.draft.params.regTryCounter);
      return made.draft;
    };
    expect(step('login', 'session.bad_credentials', 0)).toEqual({
      name: 'login_attempt',
      params: { request: 'login', result: 'session.bad_credentials', authTryCounter: 1 },
    });
    step('loginPhone', 'session.bad_credentials', HOUR);
    // The first attempt is more than 24 h old by now: it no longer counts.
    step('login', 'session.bad_credentials', ATTEMPT_COUNTER_WINDOW_MS + 1);
    step('login', 'signedIn', ATTEMPT_COUNTER_WINDOW_MS + 2);
    step('login', 'session.bad_credentials', ATTEMPT_COUNTER_WINDOW_MS + 3);
    expect(counts).toEqual([1, 2, 2, 3, 1]);

    step('registerFast', 'registered', ATTEMPT_COUNTER_WINDOW_MS + 4);
    step('registerFull', 'session.field_errors', ATTEMPT_COUNTER_WINDOW_MS + 5);
    expect(counts.slice(-2)).toEqual([1, 2]);
  });

  it('recovery requests are steps without a counter; other requests are none', () => {
    expect(funnelStep('recoverySet', 'done', 1, NO_ATTEMPTS)?.draft).toEqual({
      name: 'recovery_step',
      params: { request: 'recoverySet', result: 'done' },
    });
    for (const kind of ['presence', 'check', 'switchAccount', 'toString', '__proto__'])
      expect(funnelStep(kind, 'done', 1, NO_ATTEMPTS)).toBeNull();
  });
});

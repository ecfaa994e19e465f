import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptMetrics, metricsEmpty, metricsWrite, NO_METRICS, socialSignIn, withMetrics } from '../../../src/core/analytics';
import { ANALYTICS_METRICS_KEPT_MS, type AnalyticsGate, type AnalyticsMetrics } from '../../../src/protocol/analytics';

const DAY = ANALYTICS_METRICS_KEPT_MS;
const NOW = 10 * DAY;
const SOME: AnalyticsMetrics = {
  auth: [NOW - DAY - 1, NOW - DAY + 1, NOW - 5],
  reg: [NOW - 2 * DAY],
  lastAuthPopUpCallTime: NOW - DAY,
  lastRegCallTime: NOW - 60_000,
  social: { countryCode: 'de', at: NOW - DAY + 10 },
};

describe("SPEC 3's metrics, kept 24 h", () => {
  it('drops what is 24 h old or more, and what a clock gone back puts in the future', () => {
    expect(keptMetrics(SOME, NOW)).toEqual({
      auth: [NOW - DAY + 1, NOW - 5],
      reg: [],
      lastAuthPopUpCallTime: null,
      lastRegCallTime: NOW - 60_000,
      social: { countryCode: 'de', at: NOW - DAY + 10 },
    });
    expect(keptMetrics(SOME, NOW + DAY)).toEqual(NO_METRICS);
    expect(keptMetrics({ ...NO_METRICS, lastRegCallTime: NOW + 1 }, NOW).lastRegCallTime).toBeNull();
  });

  it('property: every time kept is within the last 24 h, and keeping twice changes nothing', () => {
    const time = fc.integer({ min: 0, max: 20 * DAY });
    const metrics = fc.record({
      auth: fc.array(time, { maxLength: 30 }),
      reg: fc.array(time, { maxLength: 30 }),
      lastAuthPopUpCallTime: fc.option(time),
      lastRegCallTime: fc.option(time),
      social: fc.option(fc.record({ countryCode: fc.constantFrom('de', 'ru'), at: time })),
    });
    fc.assert(
      fc.property(metrics, time, (m, now) => {
        const kept = keptMetrics(m, now);
        const times = [...kept.auth, ...kept.reg, kept.lastAuthPopUpCallTime, kept.lastRegCallTime, kept.social?.at].filter(
          (t): t is number => typeof t === 'number',
        );
        for (const t of times) expect(t <= now && now - t < DAY).toBe(true);
        expect(keptMetrics(kept, now)).toEqual(kept);
      }),
    );
  });

  it('is written only while collecting is allowed, and erased when consent goes or a privacy signal comes', () => {
    const now = keptMetrics(SOME, NOW);
    expect(metricsWrite('allowed', null, now)).toEqual({ kind: 'keep', metrics: now });
    expect(metricsWrite('allowed', now, now)).toBeNull();
    // Nothing left to count: what was kept goes.
    expect(metricsWrite('allowed', now, NO_METRICS)).toEqual({ kind: 'erase' });
    expect(metricsWrite('allowed', null, NO_METRICS)).toBeNull();
    // The tabs' signals are not known yet: neither kept nor erased.
    expect(metricsWrite('signals-unknown', null, now)).toBeNull();
    expect(metricsWrite('signals-unknown', now, NO_METRICS)).toBeNull();
    for (const gate of ['no-consent', 'privacy-signal'] as const) {
      expect(metricsWrite(gate, now, now)).toEqual({ kind: 'erase' });
      expect(metricsWrite(gate, null, now)).toBeNull();
    }
  });

  it('property: nothing is ever kept unless the gate is allowed', () => {
    const gates: AnalyticsGate[] = ['allowed', 'no-consent', 'privacy-signal', 'signals-unknown'];
    fc.assert(
      fc.property(fc.constantFrom(...gates), fc.boolean(), fc.integer({ min: 0, max: 5 }), (gate, hadKept, attempts) => {
        const now = { ...NO_METRICS, auth: Array.from({ length: attempts }, (_, i) => NOW - i) };
        const write = metricsWrite(gate, hadKept ? now : null, now);
        if (write?.kind === 'keep') expect(gate).toBe('allowed');
        if (gate === 'no-consent' || gate === 'privacy-signal') expect(write === null ? !hadKept : write.kind === 'erase').toBe(true);
      }),
    );
  });

  it("puts the pop-up times and the social country on the login and registration events only; a rule's own params win", () => {
    const m = socialSignIn({ ...NO_METRICS, lastAuthPopUpCallTime: 5, lastRegCallTime: 6 }, 'DE', 7);
    expect(m.social).toEqual({ countryCode: 'DE', at: 7 });
    expect(withMetrics({ name: 'login_attempt', params: { request: 'login' } }, m).params).toEqual({
      request: 'login',
      lastAuthPopUpCallTime: 5,
      'socialData.countryCode': 'DE',
    });
    expect(withMetrics({ name: 'registration_popup', params: { lastRegCallTime: 9 } }, m).params).toEqual({
      lastRegCallTime: 9,
      'socialData.countryCode': 'DE',
    });
    const coupon = { name: 'coupon_add', params: { bets: 1 } } as const;
    expect(withMetrics(coupon, m)).toBe(coupon);
    expect(metricsEmpty(NO_METRICS)).toBe(true);
    expect(metricsEmpty(m)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SESSION_PING_GAP_CAP_MS } from '../../../src/protocol/constants/limits';
import { localDay, nextLocalMidnight, pingCounts, sessionLeftMs } from '../../../src/core/limits';

const H = 3_600_000;
// 2026-11-28 22:30 UTC: 01:30 the next day in UTC+3.
const T = Date.UTC(2026, 10, 28, 22, 30);

describe('the session limit day', () => {
  it('is the local calendar day, and ends at local midnight', () => {
    expect(localDay(T, 0)).toBe('2026-11-28');
    expect(localDay(T, 180)).toBe('2026-11-29');
    expect(nextLocalMidnight(T, 0)).toBe(Date.UTC(2026, 10, 29));
    expect(nextLocalMidnight(T, 180)).toBe(Date.UTC(2026, 10, 29, 21));
    expect(nextLocalMidnight(T, -300)).toBe(Date.UTC(2026, 10, 29, 5));
  });

  it('a ping counts the time since the last one, capped, and never yesterday', () => {
    expect(pingCounts(null, T, 0)).toBe(0);
    expect(pingCounts(T - 30_000, T, 0)).toBe(30_000);
    expect(pingCounts(T - H, T, 0)).toBe(SESSION_PING_GAP_CAP_MS);
    // In UTC+3 the day began 90 minutes ago; a ping 20 s after midnight counts 20 s.
    const midnight = nextLocalMidnight(T, 180) - 24 * H;
    expect(pingCounts(midnight - 10_000, midnight + 20_000, 180)).toBe(20_000);
    expect(sessionLeftMs(1, 50 * 60_000)).toBe(10 * 60_000);
    expect(sessionLeftMs(1, 2 * H)).toBe(0);
  });

  it('property: the next midnight is within a day, at a local 00:00, and starts another local day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_000_000_000_000 }), fc.integer({ min: -720, max: 840 }), (now, tz) => {
        const midnight = nextLocalMidnight(now, tz);
        expect(midnight).toBeGreaterThan(now);
        expect(midnight - now).toBeLessThanOrEqual(24 * H);
        expect(localDay(midnight, tz)).not.toBe(localDay(midnight - 1, tz));
      }),
    );
  });
});

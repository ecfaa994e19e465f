import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { epochMs, maintenanceNoticeAt, nextNoticeChange } from '../../../src/core/routing/maintenance';
import type { MaintenanceInfo } from '../../../src/protocol/schemas/siteConfig';

const H = 3_600_000;
const T0 = Date.UTC(2031, 4, 10, 12, 0);
const planned: MaintenanceInfo = {
  notify_started_at: T0,
  notify_ended_at: T0 + 24 * H,
  started_at: T0 + 24 * H,
  ended_at: T0 + 26 * H,
  isActive: false,
  web_state: false,
};

describe('maintenance warning before a planned window (SPEC 8)', () => {
  it('shows from notify_started_at up to (not at) notify_ended_at, stating start and finish', () => {
    expect(maintenanceNoticeAt(planned, T0 - 1)).toBeNull();
    expect(maintenanceNoticeAt(planned, T0)).toEqual({ startsAt: T0 + 24 * H, finishesAt: T0 + 26 * H });
    expect(maintenanceNoticeAt(planned, T0 + 24 * H - 1)).not.toBeNull();
    expect(maintenanceNoticeAt(planned, T0 + 24 * H)).toBeNull();
  });

  it('reads the config moments in seconds as well as milliseconds', () => {
    const seconds = {
      ...planned,
      notify_started_at: T0 / 1000,
      notify_ended_at: (T0 + H) / 1000,
      started_at: (T0 + H) / 1000,
      ended_at: null,
    };
    expect(maintenanceNoticeAt(seconds, T0 + 1)).toEqual({ startsAt: T0 + H, finishesAt: null });
    expect(epochMs(1_900_000_000)).toBe(1_900_000_000_000);
    expect(epochMs(1_900_000_000_000)).toBe(1_900_000_000_000);
    expect(epochMs(null)).toBeNull();
  });

  it('no warning without a notify window, or while maintenance is already on (the maintenance page says it)', () => {
    expect(maintenanceNoticeAt({ ...planned, notify_started_at: null }, T0 + 1)).toBeNull();
    expect(maintenanceNoticeAt({ ...planned, notify_ended_at: null }, T0 + 1)).toBeNull();
    expect(maintenanceNoticeAt({ ...planned, isActive: true }, T0 + 1)).toBeNull();
    expect(maintenanceNoticeAt({ ...planned, web_state: true }, T0 + 1)).toBeNull();
  });

  it('the next change is the next notify boundary, so a page left open shows and hides it on time', () => {
    expect(nextNoticeChange(planned, T0 - 5)).toBe(T0);
    expect(nextNoticeChange(planned, T0)).toBe(T0 + 24 * H);
    expect(nextNoticeChange(planned, T0 + 24 * H)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: T0 - 48 * H, max: T0 + 48 * H }), (now) => {
        const next = nextNoticeChange(planned, now);
        if (next === null) return;
        // Nothing changes strictly between now and the next boundary.
        expect(maintenanceNoticeAt(planned, next - 1) === null).toBe(maintenanceNoticeAt(planned, now) === null);
      }),
    );
  });
});

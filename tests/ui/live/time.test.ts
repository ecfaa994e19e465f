import { describe, expect, it } from 'vitest';
import { visitorDateTimeFormat } from '../../../src/ui/components/visitorTime';
import { formatStart } from '../../../src/ui/live/time';

// 2023-11-14 22:13:20 UTC
const at = 1_700_000_000_000;

describe('start times in the player clock', () => {
  it('follow the preferred time zone and 12/24-hour choice', () => {
    expect(formatStart(at, 'en-GB', { timeZoneHours: 0, is12h: false })).toBe('14/11/2023, 22:13');
    expect(formatStart(at, 'en-GB', { timeZoneHours: 3, is12h: false })).toBe('15/11/2023, 01:13');
    expect(formatStart(at, 'en-GB', { timeZoneHours: -5, is12h: false })).toBe('14/11/2023, 17:13');
    expect(formatStart(at, 'en-US', { timeZoneHours: 0, is12h: true })).toMatch(/^11\/14\/23, 10:13\sPM$/);
    expect(formatStart(at, 'en-US', { timeZoneHours: 0, is12h: false })).toBe('11/14/23, 22:13');
  });

  it('a date alone (results in the statistics) is the date in the preferred time zone, not the browser’s', () => {
    expect(visitorDateTimeFormat('en-GB', { timeZoneHours: 0, is12h: false }, 'short', 'none').format(at)).toBe('14/11/2023');
    expect(visitorDateTimeFormat('en-GB', { timeZoneHours: 3, is12h: false }, 'short', 'none').format(at)).toBe('15/11/2023');
  });
});

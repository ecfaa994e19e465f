import { DEFAULT_PREFERENCES } from '../../protocol/constants/preferences';
import { twelveHourByGeo, twelveHourClock } from '../../core/format/clock';
import { useProjectionSelector } from '../core-access/coreContext';
import type { VisitorClock } from '../components/visitorTime';

/**
 * The player's time zone and 12/24-hour clock (display preferences, SPEC 3;
 * the clock by geo when the config says so), the defaults until they load.
 */
export function useVisitorClock(): VisitorClock {
  const timeZoneHours = useProjectionSelector('preferences', (p) => p.timeZone) ?? DEFAULT_PREFERENCES.timeZone;
  const chosen = useProjectionSelector('preferences', (p) => p.is12h) ?? DEFAULT_PREFERENCES.is12h;
  const byGeo = useProjectionSelector('siteConfig', (c) => twelveHourByGeo(c.status === 'ready' ? c.config : null)) ?? null;
  return { timeZoneHours, is12h: twelveHourClock({ is12h: chosen }, { twelveHourByGeo: byGeo }) };
}

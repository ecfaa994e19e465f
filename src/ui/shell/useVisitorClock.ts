import { DEFAULT_PREFERENCES } from '../../protocol/constants/preferences';
import { useProjectionSelector } from '../core-access/coreContext';
import type { VisitorClock } from '../components/visitorTime';

/** The player's time zone and 12/24-hour choice (display preferences, SPEC 3), the defaults until they load. */
export function useVisitorClock(): VisitorClock {
  const timeZoneHours = useProjectionSelector('preferences', (p) => p.timeZone) ?? DEFAULT_PREFERENCES.timeZone;
  const is12h = useProjectionSelector('preferences', (p) => p.is12h) ?? DEFAULT_PREFERENCES.is12h;
  return { timeZoneHours, is12h };
}

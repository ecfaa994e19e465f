import { visitorDateTimeFormat, zoneLabel, type VisitorClock } from '../components/visitorTime';

/** A moment (epoch ms) as the visitor reads it: date, time in their zone and hour cycle, and the zone named. */
export function formatMoment(ms: number | null, lang: string, clock: VisitorClock): string | null {
  if (ms === null) return null;
  return `${visitorDateTimeFormat(lang, clock, 'medium').format(ms)} (${zoneLabel(clock.timeZoneHours)})`;
}

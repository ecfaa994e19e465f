import { visitorDateTimeFormat, zoneLabel, type VisitorClock } from '../components/visitorTime';

/** SPEC 8: the Russian-type maintenance texts serve az, kz (kk), uk and ru; every other language reads the English ones. */
const RUSSIAN_TYPE = new Set(['az', 'kz', 'kk', 'uk', 'ru']);

export function maintenanceTextLanguage(lang: string): 'ru' | 'en' {
  return RUSSIAN_TYPE.has(lang) ? 'ru' : 'en';
}

/** A moment (epoch ms) as the visitor reads it: date, time in their zone and hour cycle, and the zone named. */
export function formatMoment(ms: number | null, lang: string, clock: VisitorClock): string | null {
  if (ms === null) return null;
  return `${visitorDateTimeFormat(lang, clock, 'medium').format(ms)} (${zoneLabel(clock.timeZoneHours)})`;
}

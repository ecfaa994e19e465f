/** SPEC 8: the Russian-type maintenance texts serve az, kz (kk), uk and ru; every other language reads the English ones. */
const RUSSIAN_TYPE = new Set(['az', 'kz', 'kk', 'uk', 'ru']);

export function maintenanceTextLanguage(lang: string): 'ru' | 'en' {
  return RUSSIAN_TYPE.has(lang) ? 'ru' : 'en';
}

/** The visitor's clock as the site shows times: their time zone (hours from UTC) and 12- or 24-hour preference. */
export interface VisitorClock {
  readonly timeZoneHours: number;
  readonly is12h: boolean;
}

/** 'Etc/GMT-3' is UTC+3: the IANA names count the other way. */
function ianaZone(hours: number): string {
  if (hours === 0) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function zoneLabel(hours: number): string {
  if (hours === 0) return 'UTC';
  return `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`;
}

/** A moment (epoch ms) as the visitor reads it: date, time in their zone and hour cycle, and the zone named. */
export function formatMoment(ms: number | null, lang: string, clock: VisitorClock): string | null {
  if (ms === null) return null;
  const format = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone: ianaZone(clock.timeZoneHours), hourCycle: clock.is12h ? 'h12' : 'h23' });
  return `${format.format(ms)} (${zoneLabel(clock.timeZoneHours)})`;
}

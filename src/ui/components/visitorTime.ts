/** The visitor's clock as the site shows times: their time zone (whole hours from UTC, display preferences) and 12- or 24-hour choice. */
export interface VisitorClock {
  readonly timeZoneHours: number;
  readonly is12h: boolean;
}

/** 'Etc/GMT-3' is UTC+3: the IANA names count the other way. */
function ianaZone(hours: number): string {
  if (hours === 0) return 'UTC';
  return `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

/** The zone as a player reads it: UTC, UTC+3, UTC−5. */
export function zoneLabel(hours: number): string {
  if (hours === 0) return 'UTC';
  return `UTC${hours > 0 ? '+' : '−'}${Math.abs(hours)}`;
}

/** One formatter per language, clock and length: a list of hundreds of games shares it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** How much of the time of day to show: minutes, seconds too (a log), or none (a date alone). */
export type VisitorTimeStyle = 'short' | 'medium' | 'none';

/** Date and time in the visitor's zone and hour cycle, through Intl. */
export function visitorDateTimeFormat(
  lang: string,
  clock: VisitorClock,
  dateStyle: 'short' | 'medium',
  timeStyle: VisitorTimeStyle = 'short',
): Intl.DateTimeFormat {
  const key = `${lang}|${clock.timeZoneHours}|${clock.is12h}|${dateStyle}|${timeStyle}`;
  let format = formats.get(key);
  if (!format) {
    const time = timeStyle === 'none' ? {} : { timeStyle, hourCycle: clock.is12h ? ('h12' as const) : ('h23' as const) };
    format = new Intl.DateTimeFormat(lang, { dateStyle, ...time, timeZone: ianaZone(clock.timeZoneHours) });
    formats.set(key, format);
  }
  return format;
}

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

/** Date and time in the visitor's zone and hour cycle, through Intl. */
export function visitorDateTimeFormat(lang: string, clock: VisitorClock, dateStyle: 'short' | 'medium'): Intl.DateTimeFormat {
  const key = `${lang}|${clock.timeZoneHours}|${clock.is12h}|${dateStyle}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      dateStyle,
      timeStyle: 'short',
      timeZone: ianaZone(clock.timeZoneHours),
      hourCycle: clock.is12h ? 'h12' : 'h23',
    });
    formats.set(key, format);
  }
  return format;
}

const dates = new Map<string, Intl.DateTimeFormat>();

/** A date alone in the visitor's zone (a result near midnight belongs to the visitor's day, not the browser's). */
export function visitorDateFormat(lang: string, clock: VisitorClock): Intl.DateTimeFormat {
  const key = `${lang}|${clock.timeZoneHours}`;
  let format = dates.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeZone: ianaZone(clock.timeZoneHours) });
    dates.set(key, format);
  }
  return format;
}

import type { VisitorClock } from '../shell/maintenanceTexts';

/** 'Etc/GMT-3' is UTC+3: the IANA names count the other way (as the shell's maintenance texts do). */
const ianaZone = (hours: number): string => (hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`);

/** One formatter per language and clock: a list of hundreds of games shares it. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A start time (epoch ms) as the player reads it: short date and time in their time zone and hour cycle (display preferences). */
export function formatStart(ms: number, lang: string, clock: VisitorClock): string {
  const key = `${lang}|${clock.timeZoneHours}|${clock.is12h}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: ianaZone(clock.timeZoneHours), hourCycle: clock.is12h ? 'h12' : 'h23' });
    formats.set(key, format);
  }
  return format.format(ms);
}

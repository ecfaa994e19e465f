import { visitorDateTimeFormat, type VisitorClock } from '../components/visitorTime';

/** A start time (epoch ms) as the player reads it: short date and time in their time zone and hour cycle (display preferences). */
export function formatStart(ms: number, lang: string, clock: VisitorClock): string {
  return visitorDateTimeFormat(lang, clock, 'short').format(ms);
}

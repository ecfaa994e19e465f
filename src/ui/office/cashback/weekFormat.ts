import { visitorDateTimeFormat } from '../../components/visitorTime';

/**
 * A week's days as the terms state them: in UTC, where the week runs from
 * Monday 00:00 (a player east of it would otherwise see the week end on a
 * Monday); the hour cycle is the player's.
 */
export function weekText(lang: string, is12h: boolean, start: number, end: number): { start: string; end: string } {
  const day = visitorDateTimeFormat(lang, { timeZoneHours: 0, is12h }, 'medium', 'none');
  return { start: day.format(start), end: day.format(end - 1) };
}

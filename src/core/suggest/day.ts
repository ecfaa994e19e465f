const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The player's day around `now` in their time zone (whole hours from UTC, a
 * display preference): the accumulator of the day is the same all day long.
 */
export function dayOf(now: number, timeZoneHours: number): { readonly start: number; readonly end: number } {
  const offset = timeZoneHours * HOUR_MS;
  const start = Math.floor((now + offset) / DAY_MS) * DAY_MS - offset;
  return { start, end: start + DAY_MS };
}

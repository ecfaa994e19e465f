const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** Days, hours and minutes from `now` to `deadline` (none once it has passed): the cards' countdown (officeBonus.countdown). */
export function countdownParts(deadline: number, now: number): { days: number; hours: number; minutes: number } {
  const left = Math.max(0, deadline - now);
  return {
    days: Math.floor(left / DAY_MS),
    hours: Math.floor((left % DAY_MS) / HOUR_MS),
    minutes: Math.floor((left % HOUR_MS) / MINUTE_MS),
  };
}

import { SESSION_PING_GAP_CAP_MS } from '../../protocol/constants/limits';

/**
 * The session limit (31): a daily budget of signed-in time, counted by the
 * pings of signed-in tabs, in the player's local day. Pure: the time and
 * the zone (minutes east of UTC) arrive as arguments.
 */

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/** The player's local calendar day at `now`, as YYYY-MM-DD. */
export function localDay(now: number, tzMinutes: number): string {
  return new Date(now + tzMinutes * MINUTE_MS).toISOString().slice(0, 10);
}

/** The next local midnight after `now`, in epoch ms: when a used budget comes back. */
export function nextLocalMidnight(now: number, tzMinutes: number): number {
  const local = now + tzMinutes * MINUTE_MS;
  return (Math.floor(local / DAY_MS) + 1) * DAY_MS - tzMinutes * MINUTE_MS;
}

/**
 * What a ping adds to today's signed-in time: the time since the last ping,
 * at most the gap cap, and never time before today's local midnight (that
 * belonged to yesterday). The first ping of a day adds nothing.
 */
export function pingCounts(lastPingAt: number | null, now: number, tzMinutes: number): number {
  if (lastPingAt === null || now <= lastPingAt) return 0;
  const dayStart = nextLocalMidnight(now, tzMinutes) - DAY_MS;
  return Math.min(now - Math.max(lastPingAt, dayStart), SESSION_PING_GAP_CAP_MS);
}

/** Milliseconds of the budget left today (never below zero). */
export function sessionLeftMs(limitHours: number, usedMs: number): number {
  return Math.max(0, limitHours * 3_600_000 - usedMs);
}

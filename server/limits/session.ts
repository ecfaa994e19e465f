import { isInForce, localDay, nextLocalMidnight, pingCounts, sessionLeftMs } from '../../src/core/limits';
import { LIMIT_TYPE } from '../../src/protocol/constants/limits';
import type { Queryable } from '../db/db';
import { loadLimits } from './store';

/**
 * The session limit's daily budget (31): pings add signed-in time to the
 * player's local day; once the day's budget is used, sign-in is refused
 * until the player's next local midnight.
 */

interface DayFacts {
  readonly limitHours: number | null;
  readonly tzMinutes: number;
  readonly usedMs: number;
  readonly lastPingAt: number | null;
}

async function dayFacts(q: Queryable, userId: number, now: number, lock: boolean): Promise<DayFacts> {
  const limits = await loadLimits(q, userId, now, lock ? { lock } : { readOnly: true });
  const session = limits.find((s) => s.record.type === LIMIT_TYPE.session && isInForce(s.record, now));
  const [user] = await q.query<{ time_zone_minutes: number }>('SELECT time_zone_minutes FROM app_user WHERE id = $1', [userId]);
  const tzMinutes = user?.time_zone_minutes ?? 0;
  const today = localDay(now, tzMinutes);
  const [day] = await q.query<{ used_ms: string | number }>(
    'SELECT used_ms FROM player_session_day WHERE user_id = $1 AND day = $2::date',
    [userId, today],
  );
  const [last] = await q.query<{ last_ping_at: unknown }>(
    'SELECT max(last_ping_at) AS last_ping_at FROM player_session_day WHERE user_id = $1',
    [userId],
  );
  return {
    limitHours: session?.record.value ?? null,
    tzMinutes,
    usedMs: day ? Number(day.used_ms) : 0,
    lastPingAt: last?.last_ping_at ? new Date(last.last_ping_at as string | Date).getTime() : null,
  };
}

/**
 * A new time zone for the player. What today's session budget has used
 * moves with it to the new zone's today (never less than that day already
 * holds): moving the local day must not give back a budget already spent.
 */
export async function moveTimeZone(tx: Queryable, userId: number, now: number, tzMinutes: number): Promise<void> {
  const before = await dayFacts(tx, userId, now, true);
  await tx.query('UPDATE app_user SET time_zone_minutes = $2 WHERE id = $1', [userId, tzMinutes]);
  if (before.usedMs === 0) return;
  await tx.query(
    `INSERT INTO player_session_day (user_id, day, used_ms, last_ping_at) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (user_id, day) DO UPDATE SET used_ms = GREATEST(player_session_day.used_ms, $3)`,
    [userId, localDay(now, tzMinutes), before.usedMs, new Date(before.lastPingAt ?? now)],
  );
}

const HOUR_MS = 3_600_000;

/**
 * A ping of a signed-in tab: counts the time since the last one; answers the
 * seconds left today (null without a session limit). `hourMs` is the test
 * switch's shorter hour (server/limits/testSwitch.ts), never set in production.
 */
export async function recordPing(tx: Queryable, userId: number, now: number, hourMs = HOUR_MS): Promise<number | null> {
  const facts = await dayFacts(tx, userId, now, true);
  const added = pingCounts(facts.lastPingAt, now, facts.tzMinutes);
  const usedMs = facts.usedMs + added;
  await tx.query(
    `INSERT INTO player_session_day (user_id, day, used_ms, last_ping_at) VALUES ($1, $2::date, $3, $4)
     ON CONFLICT (user_id, day) DO UPDATE SET used_ms = $3, last_ping_at = $4`,
    [userId, localDay(now, facts.tzMinutes), usedMs, new Date(now)],
  );
  return facts.limitHours === null ? null : Math.floor(sessionLeftMs((facts.limitHours * hourMs) / HOUR_MS, usedMs) / 1000);
}

/** Null when the player may sign in now; else until when the session limit refuses it (the next local midnight). */
export async function sessionLimitRefusal(
  q: Queryable,
  userId: number,
  now: number,
): Promise<{ until: number; limitHours: number } | null> {
  const facts = await dayFacts(q, userId, now, false);
  if (facts.limitHours === null || sessionLeftMs(facts.limitHours, facts.usedMs) > 0) return null;
  return { until: nextLocalMidnight(now, facts.tzMinutes), limitHours: facts.limitHours };
}

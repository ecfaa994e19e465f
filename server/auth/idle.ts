import type { AuthContext } from './context';

/**
 * The server's idle log-off: the backstop behind the client's own (SPEC 9,
 * src/core/session), which is the one that shows the notice. The idle time
 * is the client's, read from the site config (`isAutoLogoffEnable` of '*',
 * the longest `autoLogoffInactiveMinutes` of any country, so the server is
 * never stricter than a client), reused for `sessionTouchEveryMs`.
 */
interface Cached {
  readonly at: number;
  readonly idleMs: number | null;
}
const cache = new WeakMap<AuthContext, Cached>();

/** The idle time after which a session is refused, or null when auto log-off is off. */
export async function idleLimitMs(ctx: AuthContext): Promise<number | null> {
  const now = ctx.now();
  const hit = cache.get(ctx);
  if (hit && now - hit.at >= 0 && now - hit.at < ctx.limits.sessionTouchEveryMs) return hit.idleMs;
  const rows = await ctx.db.query<{ country_code: string; field: string; value: unknown }>(
    `SELECT country_code, field, value FROM site_config_field WHERE field IN ('isAutoLogoffEnable', 'autoLogoffInactiveMinutes')`,
  );
  const enabled = rows.some((r) => r.country_code === '*' && r.field === 'isAutoLogoffEnable' && r.value === true);
  const minutes = rows
    .filter((r) => r.field === 'autoLogoffInactiveMinutes' && typeof r.value === 'number' && r.value > 0)
    .map((r) => r.value as number);
  const idleMs = enabled && minutes.length > 0 ? Math.max(...minutes) * 60_000 : null;
  cache.set(ctx, { at: now, idleMs });
  return idleMs;
}

/**
 * Whether a session last seen at `lastSeen` has been idle too long. Remembered
 * sessions are exempt: the player asked to stay signed in on that device, and
 * the client's timer pauses while no page is open (SPEC 9), so a closed
 * browser is not inactivity the client would end. They still end at their
 * expiry, at sign-out, and by the client's timer while a page is open.
 */
export function isIdle(ctx: AuthContext, session: { lastSeen: number; remember: boolean }, idleMs: number | null, now: number): boolean {
  if (idleMs === null || session.remember) return false;
  return now - session.lastSeen > idleMs + ctx.limits.sessionTouchEveryMs;
}

/** Whether this request should write the session's last activity (at most once per sessionTouchEveryMs). */
export function needsTouch(ctx: AuthContext, lastSeen: number, now: number): boolean {
  return now - lastSeen >= ctx.limits.sessionTouchEveryMs;
}

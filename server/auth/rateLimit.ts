import type { AuthContext } from './context';

/**
 * Failed sign-ins counted per account (so one account cannot be guessed at
 * from many addresses, nor by switching between its login, e-mail and phone)
 * and per client address (so one address cannot spray many logins), within a
 * sliding window. An identifier that names no account is counted as typed:
 * from outside the two behave alike.
 */
export interface FailureCounts {
  readonly byLogin: number;
  readonly byIp: number;
}

export function loginKey(login: string): string {
  return login.trim().toLowerCase();
}

/** The failure key of a sign-in: the account when the identifier names one, else the identifier itself. */
export function failureKey(user: { readonly id: number } | undefined, typed: string): string {
  return user ? `account:${user.id}` : typed;
}

export async function countFailures(ctx: AuthContext, login: string, ip: string): Promise<FailureCounts> {
  const since = new Date(ctx.now() - ctx.limits.failureWindowMs);
  const rows = await ctx.db.query<{ scope: string; n: number }>(
    `SELECT scope, count(*)::integer AS n FROM login_failure
      WHERE failed_at > $1 AND ((scope = 'login' AND key = $2) OR (scope = 'ip' AND key = $3))
      GROUP BY scope`,
    [since, loginKey(login), ip],
  );
  return {
    byLogin: rows.find((r) => r.scope === 'login')?.n ?? 0,
    byIp: rows.find((r) => r.scope === 'ip')?.n ?? 0,
  };
}

export async function recordFailure(ctx: AuthContext, login: string, ip: string): Promise<void> {
  const at = new Date(ctx.now());
  await ctx.db.query(`INSERT INTO login_failure (scope, key, failed_at) VALUES ('login', $1, $3), ('ip', $2, $3)`, [
    loginKey(login),
    ip,
    at,
  ]);
  // Old rows are useless: trim them now and then rather than with a job.
  if (Math.random() < 0.05) {
    await ctx.db.query('DELETE FROM login_failure WHERE failed_at < $1', [new Date(ctx.now() - ctx.limits.failureWindowMs)]);
  }
}

/** A successful sign-in forgives that login's failures (not the address's). */
export async function clearLoginFailures(ctx: AuthContext, login: string): Promise<void> {
  await ctx.db.query(`DELETE FROM login_failure WHERE scope = 'login' AND key = $1`, [loginKey(login)]);
}

export function needsCaptcha(ctx: AuthContext, counts: FailureCounts): boolean {
  return counts.byLogin >= ctx.limits.captchaAfterLoginFailures || counts.byIp >= ctx.limits.captchaAfterIpFailures;
}

export function isBlocked(ctx: AuthContext, counts: FailureCounts): boolean {
  return counts.byIp >= ctx.limits.blockAfterIpFailures;
}

/**
 * Actions limited per key over a window that are not failures (one-click
 * registrations, codes sent, login lookups per address): rows of
 * auth_rate_event.
 */
export interface RateEvents {
  readonly count: number;
  /** The oldest event within the window (ms): a cap lifts when it leaves the window. */
  readonly first: number | null;
  /** The newest event ever kept (ms), for a resend interval. */
  readonly last: number | null;
}

export async function rateEventsOf(ctx: AuthContext, scope: string, key: string, windowMs: number): Promise<RateEvents> {
  const [row] = await ctx.db.query<{ n: number; first: Date | null; last: Date | null }>(
    `SELECT count(*) FILTER (WHERE at > $3)::integer AS n, min(at) FILTER (WHERE at > $3) AS first, max(at) AS last
       FROM auth_rate_event WHERE scope = $1 AND key = $2`,
    [scope, key, new Date(ctx.now() - windowMs)],
  );
  return {
    count: row?.n ?? 0,
    first: row?.first ? new Date(row.first).getTime() : null,
    last: row?.last ? new Date(row.last).getTime() : null,
  };
}

export async function recordRateEvent(ctx: AuthContext, scope: string, key: string, windowMs: number): Promise<void> {
  await ctx.db.query('INSERT INTO auth_rate_event (scope, key, at) VALUES ($1, $2, $3)', [scope, key, new Date(ctx.now())]);
  // Old rows are useless: trim them now and then rather than with a job.
  if (Math.random() < 0.05)
    await ctx.db.query('DELETE FROM auth_rate_event WHERE scope = $1 AND at < $2', [scope, new Date(ctx.now() - windowMs)]);
}

import type { Queryable } from '../db/db';
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

/**
 * Runs `fn` in one transaction holding a lock per limiter key, so that
 * reading a count, deciding and recording the new event is one step: a
 * second request on the same key waits for the first to commit and then sees
 * its row. Holds on real PostgreSQL with many connections (transaction
 * advisory locks, taken in one order so two requests never wait on each
 * other); on PGlite the transaction already runs alone. Nothing slow (no
 * password derivation) belongs inside.
 */
export async function underLimiterLocks<T>(ctx: AuthContext, keys: readonly string[], fn: (tx: Queryable) => Promise<T>): Promise<T> {
  // A captcha check inside needs the secret; its first load queries the database, which must not happen inside the transaction.
  await ctx.secret();
  return ctx.db.transaction(async (tx) => {
    for (const key of [...new Set(keys)].sort()) await tx.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [key]);
    return fn(tx);
  });
}

/** The lock keys of a failure count: the account (or typed identifier) and the client address. */
export function failureLockKeys(login: string, ip: string): string[] {
  return [`failure:login:${loginKey(login)}`, `failure:ip:${ip}`];
}

export async function countFailures(ctx: AuthContext, login: string, ip: string, db: Queryable = ctx.db): Promise<FailureCounts> {
  const since = new Date(ctx.now() - ctx.limits.failureWindowMs);
  const rows = await db.query<{ scope: string; n: number }>(
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

/** Records one failure of `login` from `ip`; answers the ids of its rows. */
export async function recordFailure(ctx: AuthContext, login: string, ip: string, db: Queryable = ctx.db): Promise<number[]> {
  const at = new Date(ctx.now());
  const rows = await db.query<{ id: number }>(
    `INSERT INTO login_failure (scope, key, failed_at) VALUES ('ip', $2, $3), ('login', $1, $3) RETURNING id`,
    [loginKey(login), ip, at],
  );
  // Old rows are useless: trim them now and then rather than with a job.
  if (Math.random() < 0.05) {
    await db.query('DELETE FROM login_failure WHERE failed_at < $1', [new Date(ctx.now() - ctx.limits.failureWindowMs)]);
  }
  return rows.map((r) => r.id);
}

/** Takes back failure rows recorded ahead of a check that then did not fail. */
export async function forgetFailures(ctx: AuthContext, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await ctx.db.query('DELETE FROM login_failure WHERE id = ANY($1::integer[])', [[...ids]]);
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

export async function rateEventsOf(
  ctx: AuthContext,
  scope: string,
  key: string,
  windowMs: number,
  db: Queryable = ctx.db,
): Promise<RateEvents> {
  const [row] = await db.query<{ n: number; first: Date | null; last: Date | null }>(
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

export async function recordRateEvent(
  ctx: AuthContext,
  scope: string,
  key: string,
  windowMs: number,
  db: Queryable = ctx.db,
): Promise<void> {
  await db.query('INSERT INTO auth_rate_event (scope, key, at) VALUES ($1, $2, $3)', [scope, key, new Date(ctx.now())]);
  // Old rows are useless: trim them now and then rather than with a job.
  if (Math.random() < 0.05)
    await db.query('DELETE FROM auth_rate_event WHERE scope = $1 AND at < $2', [scope, new Date(ctx.now() - windowMs)]);
}

export interface RateScope {
  readonly scope: string;
  readonly key: string;
  readonly windowMs: number;
}

/**
 * The one way to spend from `auth_rate_event` limits: under the keys' locks
 * it reads each scope's events, lets `decide` refuse (by throwing, which
 * records nothing), and records one event per scope when it does not. Two
 * parallel requests can never both see the last free place.
 */
export async function takeRateEvents<T>(
  ctx: AuthContext,
  scopes: readonly RateScope[],
  decide: (events: RateEvents[], tx: Queryable) => Promise<T>,
): Promise<T> {
  return underLimiterLocks(
    ctx,
    scopes.map((s) => `rate:${s.scope}:${s.key}`),
    async (tx) => {
      const events: RateEvents[] = [];
      for (const s of scopes) events.push(await rateEventsOf(ctx, s.scope, s.key, s.windowMs, tx));
      const decided = await decide(events, tx);
      for (const s of scopes) await recordRateEvent(ctx, s.scope, s.key, s.windowMs, tx);
      return decided;
    },
  );
}

/** Seconds until the oldest event of a window leaves it and a capped count lifts (at least 1: a Retry-After). */
export function secondsUntilCapLifts(events: RateEvents, windowMs: number, now: number): number {
  return Math.max(1, Math.ceil(((events.first ?? now) + windowMs - now) / 1000));
}

import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '../../src/protocol/schemas/auth';
import type { SecuritySignInMethod } from '../../src/protocol/constants/securityEvents';
import type { Queryable } from '../db/db';
import { recordSignIn, requestOrigin } from './audit';
import { sessionLimitRefusal } from '../limits/session';
import type { AuthContext } from './context';
import { randomToken, sha256Hex } from './crypto';
import { AuthError, clearCookie, header, readCookie, setCookie } from './http';
import { verifyUserToken } from './tokens';
import type { UserRow } from './users';
import { idleLimitMs, isIdle, needsTouch } from './idle';

export interface CurrentSession {
  readonly idHash: string;
  readonly userId: number;
  readonly expiresAt: number;
  readonly user: UserRow;
}

/**
 * A new session: a random id in an httpOnly cookie (only its sha-256 is in
 * the table), and the readable `ua` cookie that tells the client a player is
 * signed in. `remember` keeps both for 30 days; otherwise they end with the
 * browser and the server drops the session after 12 hours. A player whose
 * session limit (server/limits) is used for today gets none until midnight.
 * The session row keeps where it was opened (address, browser, fingerprint)
 * and the audit log's `sign_in` (and `new_device`) is written in the same
 * transaction: no session without its event.
 */
export async function startSession(
  ctx: AuthContext,
  res: ServerResponse,
  userId: number,
  remember: boolean,
  method: SecuritySignInMethod = 'password',
): Promise<CurrentSession['idHash']> {
  const now = ctx.now();
  const id = randomToken(32);
  const idHash = sha256Hex(id);
  const ttl = remember ? ctx.limits.rememberedSessionTtlMs : ctx.limits.sessionTtlMs;
  // The response knows its request: every way in reaches here without each signature carrying it.
  const origin = requestOrigin(ctx, res.req as IncomingMessage | undefined, idHash);
  await ctx.db.transaction(async (tx) => {
    // Every way in (password, code, social, registration) passes here: a used session limit refuses them all alike.
    const refusal = await sessionLimitRefusal(tx, userId, now);
    if (refusal)
      throw new AuthError('session_limit_reached', `Your session limit of ${refusal.limitHours} h is used for today; visit tomorrow`, {
        headers: { 'retry-after': String(Math.ceil((refusal.until - now) / 1000)) },
      });
    await tx.query(
      `INSERT INTO user_session (id_hash, user_id, created_at, expires_at, last_seen_at, remember, client_ip, device, fingerprint)
       VALUES ($1, $2, $3, $4, $3, $5, $6, $7, $8)`,
      [idHash, userId, new Date(now), new Date(now + ttl), remember, origin.ip, origin.device, origin.fingerprint],
    );
    await recordSignIn(tx, { userId, at: now, origin, method });
  });
  const maxAge = remember ? ttl / 1000 : undefined;
  setCookie(ctx, res, SESSION_COOKIE, id, { httpOnly: true, maxAge });
  setCookie(ctx, res, SIGNED_IN_COOKIE, '1', { httpOnly: false, maxAge });
  return idHash;
}

/** A session found but refused for inactivity: told apart from none, so requireSession can say why. */
const IDLE = 'idle' as const;

async function sessionByHash(ctx: AuthContext, idHash: string): Promise<CurrentSession | typeof IDLE | null> {
  const now = ctx.now();
  // The session and its player in one statement: every signed-in request starts here.
  const [row] = await ctx.db.query<UserRow & { session_expires_at: Date; session_last_seen_at: Date; session_remember: boolean }>(
    `SELECT u.*, s.expires_at AS session_expires_at, s.last_seen_at AS session_last_seen_at, s.remember AS session_remember
       FROM user_session s JOIN app_user u ON u.id = s.user_id
      WHERE s.id_hash = $1 AND s.expires_at > $2`,
    [idHash, new Date(now)],
  );
  if (!row) return null;
  const { session_expires_at: expiresAt, session_last_seen_at: lastSeenAt, session_remember: remember, ...user } = row;
  const lastSeen = new Date(lastSeenAt).getTime();
  if (isIdle(ctx, { lastSeen, remember }, await idleLimitMs(ctx), now)) return IDLE;
  if (!user.is_active) return null;
  // Cheap on purpose: one write a minute at most, and never one that moves the time back.
  if (needsTouch(ctx, lastSeen, now))
    await ctx.db.query('UPDATE user_session SET last_seen_at = $2 WHERE id_hash = $1 AND last_seen_at < $2', [idHash, new Date(now)]);
  return { idHash, userId: user.id, expiresAt: new Date(expiresAt).getTime(), user };
}

async function sessionOrWhy(ctx: AuthContext, req: IncomingMessage): Promise<CurrentSession | typeof IDLE | null> {
  const id = readCookie(req, SESSION_COOKIE);
  if (id && id.length <= 128) {
    const fromCookie = await sessionByHash(ctx, sha256Hex(id));
    if (fromCookie) return fromCookie;
  }
  const auth = header(req, 'authorization');
  const bearer = auth?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!bearer) return null;
  const verified = await verifyUserToken(ctx, bearer, 'web');
  if (!verified) return null;
  const session = await sessionByHash(ctx, verified.sessionHash);
  if (session === IDLE) return IDLE;
  return session && session.userId === verified.userId ? session : null;
}

/** The session of the cookie, or null (none, unknown, expired, idle too long, user gone). */
export async function sessionOf(ctx: AuthContext, req: IncomingMessage): Promise<CurrentSession | null> {
  const id = readCookie(req, SESSION_COOKIE);
  if (!id || id.length > 128) return null;
  const session = await sessionByHash(ctx, sha256Hex(id));
  return session === IDLE ? null : session;
}

/** The cookie session (no Bearer token), or the typed 401 of requireSession. */
export async function requireCookieSession(ctx: AuthContext, req: IncomingMessage): Promise<CurrentSession> {
  const id = readCookie(req, SESSION_COOKIE);
  const session = id && id.length <= 128 ? await sessionByHash(ctx, sha256Hex(id)) : null;
  if (session === IDLE) throw idleRefusal();
  if (!session) throw new AuthError('unauthorized', 'No session: sign in to get a token');
  return session;
}

/** 401 `session_idle` from the auth calls; other areas see `unauthorized` and answer their own 401 with it. */
function idleRefusal(): AuthError {
  return new AuthError('unauthorized', 'Signed out after a period of inactivity: sign in again', { answerAs: 'session_idle' });
}

/**
 * The cookie session, else a Bearer user token whose session still exists
 * (so a token dies with its session at logout, not only at exp).
 */
export async function authenticate(ctx: AuthContext, req: IncomingMessage): Promise<CurrentSession | null> {
  const session = await sessionOrWhy(ctx, req);
  return session === IDLE ? null : session;
}

export async function requireSession(ctx: AuthContext, req: IncomingMessage): Promise<CurrentSession> {
  const session = await sessionOrWhy(ctx, req);
  if (session === IDLE) throw idleRefusal();
  if (!session) throw new AuthError('unauthorized', 'Sign in first: there is no valid session or token');
  return session;
}

export async function endSession(ctx: AuthContext, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const id = readCookie(req, SESSION_COOKIE);
  if (id) await ctx.db.query('DELETE FROM user_session WHERE id_hash = $1', [sha256Hex(id)]);
  clearSessionCookies(ctx, res);
}

/** Ends every session of the player, on every device (their user tokens die with them). */
export async function endAllSessions(db: Queryable, userId: number): Promise<void> {
  await db.query('DELETE FROM user_session WHERE user_id = $1', [userId]);
}

export function clearSessionCookies(ctx: AuthContext, res: ServerResponse): void {
  clearCookie(ctx, res, SESSION_COOKIE, true);
  clearCookie(ctx, res, SIGNED_IN_COOKIE, false);
}

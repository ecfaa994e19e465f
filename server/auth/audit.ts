import type { IncomingMessage } from 'node:http';
import {
  SECURITY_EVENT_RETENTION_MS,
  SECURITY_EVENTS_PAGE_SIZE,
  type SecurityEventKind,
  type SecuritySignInMethod,
} from '../../src/protocol/constants/securityEvents';
import type { SecurityEvent, SecurityEventsAnswer } from '../../src/protocol/schemas/security';
import type { Queryable } from '../db/db';
import { sendPlayerMessage } from '../messages/store';
import { clientIp, type AuthContext } from './context';
import { fingerprintOf, summariseUserAgent } from './device';
import { header } from './http';

/**
 * The security audit log (docs/security.md "Audit log and sessions"). One
 * way in, `recordSecurityEvent`, called with the transaction of the fact it
 * records, so a fact and its event stand or fall together. Rows are never
 * updated; the only delete is the retention trim.
 */

/** Where a request came from, as the log and the sessions list keep it. */
export interface EventOrigin {
  readonly ip: string | null;
  readonly device: string | null;
  readonly fingerprint: string | null;
  /** The session the request was made in (its stored hash), when there is one. */
  readonly sessionHash: string | null;
}

export const NO_ORIGIN: EventOrigin = { ip: null, device: null, fingerprint: null, sessionHash: null };

export function requestOrigin(ctx: AuthContext, req: IncomingMessage | undefined, sessionHash: string | null = null): EventOrigin {
  if (!req) return { ...NO_ORIGIN, sessionHash };
  return {
    ip: clientIp(ctx, req),
    device: summariseUserAgent(header(req, 'user-agent')),
    fingerprint: fingerprintOf(req),
    sessionHash,
  };
}

export type EventDetail = Readonly<Record<string, string | number | boolean | null>>;

/** A detail key that could name a secret is a programming error: the log must never hold one. */
const SECRET_KEY = /pass|code$|token|secret|otp|pin$/i;

export interface NewSecurityEvent {
  readonly userId: number;
  readonly kind: SecurityEventKind;
  /** Epoch ms from the server's injected clock. */
  readonly at: number;
  readonly origin?: EventOrigin;
  readonly detail?: EventDetail;
}

export async function recordSecurityEvent(tx: Queryable, event: NewSecurityEvent): Promise<number> {
  const detail = event.detail ?? {};
  for (const key of Object.keys(detail))
    if (SECRET_KEY.test(key)) throw new Error(`security_event detail key "${key}" may name a secret; the log keeps none`);
  const origin = event.origin ?? NO_ORIGIN;
  const [row] = await tx.query<{ id: number }>(
    `INSERT INTO security_event (user_id, kind, at, client_ip, device, fingerprint, session_hash, detail)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb) RETURNING id`,
    [
      event.userId,
      event.kind,
      new Date(event.at),
      origin.ip,
      origin.device,
      origin.fingerprint,
      origin.sessionHash,
      JSON.stringify(detail),
    ],
  );
  if (!row) throw new Error('security_event insert returned nothing');
  return row.id;
}

/**
 * A sign-in's events, in the session's transaction: `sign_in`, and
 * `new_device` (with a message in the player's inbox) when the player has
 * signed in before but never from this browser and system. The very first
 * sign-in of an account is not "new": there is nothing to compare with.
 */
export async function recordSignIn(
  tx: Queryable,
  input: { userId: number; at: number; origin: EventOrigin; method: SecuritySignInMethod },
): Promise<void> {
  const [seen] = await tx.query<{ any_before: boolean; this_device: boolean }>(
    `SELECT count(*) > 0 AS any_before, count(*) FILTER (WHERE device IS NOT DISTINCT FROM $2) > 0 AS this_device
       FROM security_event WHERE user_id = $1 AND kind = 'sign_in' AND at > $3`,
    [input.userId, input.origin.device, new Date(input.at - SECURITY_EVENT_RETENTION_MS)],
  );
  // The retention trim rides on the player's sign-in rather than a job: cheap, and a player who never returns reads nothing.
  await trimSecurityEvents(tx, input.at, input.userId);
  await recordSecurityEvent(tx, {
    userId: input.userId,
    kind: 'sign_in',
    at: input.at,
    origin: input.origin,
    detail: { method: input.method },
  });
  if (!seen?.any_before || seen.this_device) return;
  await recordSecurityEvent(tx, {
    userId: input.userId,
    kind: 'new_device',
    at: input.at,
    origin: input.origin,
    detail: { method: input.method },
  });
  // Keys and parameters, not a sentence: the inbox says it in the player's language.
  await sendPlayerMessage(tx, {
    userId: input.userId,
    topic: 'security',
    params: { event: 'new_device', device: input.origin.device ?? '', address: input.origin.ip ?? '' },
    link: '/office/security',
    at: input.at,
  });
}

/** A wrong secret for an existing account (null: no account, nothing to log; the caller's answer is the same either way). */
export async function recordFailedSignIn(
  ctx: AuthContext,
  req: IncomingMessage,
  userId: number | null,
  method: SecuritySignInMethod,
): Promise<void> {
  if (userId === null) return;
  await recordSecurityEvent(ctx.db, { userId, kind: 'sign_in_failed', at: ctx.now(), origin: requestOrigin(ctx, req), detail: { method } });
}

/** A fact of the second factor or the step-up (the app on or off, recovery codes made or used, a step-up), with the request's origin. */
export async function recordFactorEvent(
  ctx: AuthContext,
  req: IncomingMessage,
  userId: number,
  kind: Extract<SecurityEventKind, 'totp_enabled' | 'totp_disabled' | 'recovery_codes_generated' | 'recovery_code_used' | 'step_up'>,
  detail: EventDetail = {},
  sessionHash: string | null = null,
): Promise<void> {
  await recordSecurityEvent(ctx.db, { userId, kind, at: ctx.now(), origin: requestOrigin(ctx, req, sessionHash), detail });
}

interface EventRow extends Record<string, unknown> {
  id: number;
  kind: SecurityEventKind;
  at: Date | string;
  client_ip: string | null;
  device: string | null;
  session_hash: string | null;
  detail: Record<string, string | number | boolean | null> | string;
}

/** The player's events, newest first, a page older than `before`; events past retention are not shown. */
export async function listSecurityEvents(
  q: Queryable,
  input: { userId: number; now: number; currentSession: string | null; before?: number | undefined; limit?: number | undefined },
): Promise<SecurityEventsAnswer> {
  const limit = input.limit ?? SECURITY_EVENTS_PAGE_SIZE;
  const rows = await q.query<EventRow>(
    `SELECT id, kind, at, client_ip, device, session_hash, detail FROM security_event
      WHERE user_id = $1 AND at > $2 AND ($3::integer IS NULL OR id < $3)
      ORDER BY id DESC LIMIT $4`,
    [input.userId, new Date(input.now - SECURITY_EVENT_RETENTION_MS), input.before ?? null, limit + 1],
  );
  const events: SecurityEvent[] = rows.slice(0, limit).map((r) => ({
    id: r.id,
    kind: r.kind,
    at: new Date(r.at).toISOString(),
    ip: r.client_ip,
    device: r.device,
    thisSession: input.currentSession !== null && r.session_hash === input.currentSession,
    detail: typeof r.detail === 'string' ? (JSON.parse(r.detail) as EventRow['detail'] & object) : r.detail,
  }));
  return { events, nextBefore: rows.length > limit ? (events.at(-1)?.id ?? null) : null };
}

/** The retention trim (one player's rows, or every row): the one delete the table sees. */
export async function trimSecurityEvents(q: Queryable, now: number, userId?: number): Promise<void> {
  await q.query('DELETE FROM security_event WHERE at < $1 AND ($2::integer IS NULL OR user_id = $2)', [
    new Date(now - SECURITY_EVENT_RETENTION_MS),
    userId ?? null,
  ]);
}

import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { SECURITY_EVENTS_PAGE_MAX, SECURITY_EVENT_KINDS } from '../constants/securityEvents';

/**
 * The player's security audit log and sessions (office/security). Signed-in
 * only; every call answers the caller's own rows.
 */
export const SECURITY_PATHS = {
  events: `${API_PATH}/user/security/events`,
  sessions: `${API_PATH}/user/security/sessions`,
  endSessions: `${API_PATH}/user/security/sessions/end`,
} as const;

/** GET events: `before` is the id of the last event of the page already shown (newest first), absent for the first page. */
export const securityEventsQuerySchema = z
  .object({
    before: z
      .string()
      .regex(/^[1-9]\d{0,9}$/, 'must be the digits of an event id')
      .transform(Number)
      .pipe(z.number().max(2_147_483_647, 'is beyond the largest id'))
      .optional(),
    limit: z
      .string()
      .regex(/^[1-9]\d{0,2}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().max(SECURITY_EVENTS_PAGE_MAX, `is at most ${SECURITY_EVENTS_PAGE_MAX}`))
      .optional(),
  })
  .strict();
export type SecurityEventsQuery = z.infer<typeof securityEventsQuerySchema>;

/** Scalars only: a detail names what changed (a limit type, a sign-in method), never a secret. */
export const securityEventDetailSchema = z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]));

export const securityEventSchema = z.object({
  id: z.number().int().positive(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  /** ISO 8601, the server's clock. */
  at: z.string(),
  /** The client address the request came from; null when the event had no request (an operator, a job). */
  ip: z.string().nullable(),
  /** Browser and system, summarised from the user agent ("Chrome on Windows"). */
  device: z.string().nullable(),
  /** The event came from the session that is reading the log. */
  thisSession: z.boolean(),
  detail: securityEventDetailSchema,
});
export type SecurityEvent = z.infer<typeof securityEventSchema>;

export const securityEventsAnswerSchema = z.object({
  events: z.array(securityEventSchema),
  /** The `before` of the next (older) page; null on the last one. */
  nextBefore: z.number().int().positive().nullable(),
});
export type SecurityEventsAnswer = z.infer<typeof securityEventsAnswerSchema>;

export const securitySessionSchema = z.object({
  /** An opaque handle of the session (not its cookie, not its stored hash). */
  id: z.string().min(1).max(64),
  device: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type SecuritySession = z.infer<typeof securitySessionSchema>;

export const securitySessionsAnswerSchema = z.object({ sessions: z.array(securitySessionSchema) });
export type SecuritySessionsAnswer = z.infer<typeof securitySessionsAnswerSchema>;

/** POST end: one session by its handle, or (no id) every session but the caller's. */
export const endSessionsRequestSchema = z.object({ id: z.string().min(1).max(64).optional() }).strict();
export type EndSessionsRequest = z.infer<typeof endSessionsRequestSchema>;

export const endSessionsAnswerSchema = z.object({ ended: z.number().int().nonnegative() });
export type EndSessionsAnswer = z.infer<typeof endSessionsAnswerSchema>;

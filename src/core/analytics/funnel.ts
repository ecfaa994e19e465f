import { ANALYTICS_FUNNEL_REQUESTS, ATTEMPT_COUNTER_WINDOW_MS, FUNNEL_FORMS } from '../../protocol/analytics';
import type { AnalyticsDraft } from './event';

/** When each counted attempt was made, by counter (SPEC 3: authTryCounter, regTryCounter). */
export interface AttemptTimes {
  readonly auth: readonly number[];
  readonly reg: readonly number[];
}

export const NO_ATTEMPTS: AttemptTimes = { auth: [], reg: [] };

/** The outcome of a request that signed the player in. */
const SIGNED_IN = 'signedIn';

/** How a session request was answered: a rejection's code or the outcome's kind. */
export type RequestResult = string;

/**
 * A session request to its funnel step (SPEC 4) and the attempt counters
 * after it (SPEC 3, counted over the last 24 h); null for a request that is
 * no funnel step (presence, lookups, accounts).
 */
export function funnelStep<A extends AttemptTimes>(
  request: string,
  result: RequestResult,
  now: number,
  attempts: A,
): { readonly draft: AnalyticsDraft; readonly attempts: A } | null {
  if (!Object.hasOwn(ANALYTICS_FUNNEL_REQUESTS, request)) return null;
  const name = ANALYTICS_FUNNEL_REQUESTS[request as keyof typeof ANALYTICS_FUNNEL_REQUESTS];
  const recent = (times: readonly number[]) => times.filter((t) => now - t < ATTEMPT_COUNTER_WINDOW_MS && t <= now);
  if (name === 'login_attempt') {
    const auth = [...recent(attempts.auth), now];
    // SPEC 4: a success resets the counter (after it was reported with this attempt).
    const kept = result === SIGNED_IN ? [] : auth;
    return {
      draft: { name, params: { request, result, authTryCounter: auth.length } },
      attempts: { ...attempts, auth: kept, reg: recent(attempts.reg) },
    };
  }
  if (name === 'registration_attempt') {
    const reg = [...recent(attempts.reg), now];
    return {
      draft: { name, params: { request, result, regTryCounter: reg.length } },
      attempts: { ...attempts, auth: recent(attempts.auth), reg },
    };
  }
  return { draft: { name, params: { request, result } }, attempts };
}

/** Rejection params naming a refused field: `field.<name>: <code>` (src/worker/session/failures.ts). */
const FIELD_PREFIX = 'field.';

/**
 * The fields a funnel request was refused for, one field_error each: the
 * form, the field's name and the refusal's code, never what was typed.
 */
export function fieldErrors(request: string, params: Readonly<Record<string, string | number>> | undefined): AnalyticsDraft[] {
  if (!Object.hasOwn(ANALYTICS_FUNNEL_REQUESTS, request) || params === undefined) return [];
  const form = FUNNEL_FORMS[ANALYTICS_FUNNEL_REQUESTS[request as keyof typeof ANALYTICS_FUNNEL_REQUESTS]];
  return Object.entries(params)
    .filter(([key]) => key.startsWith(FIELD_PREFIX) && key.length > FIELD_PREFIX.length)
    .map(([key, code]) => ({ name: 'field_error', params: { form, field: key.slice(FIELD_PREFIX.length), code: String(code) } }));
}

/** The session requests of the social flow (SPEC 3 socialData). */
const SOCIAL_REQUESTS: ReadonlySet<string> = new Set(['registerSocial', 'socialTwoStep']);
export function isSocialRequest(request: string): boolean {
  return SOCIAL_REQUESTS.has(request);
}

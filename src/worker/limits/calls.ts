import type { HttpFailure, HttpResult } from '../../protocol/http';
import {
  LIMITS_PATHS,
  availableLimitsAnswerSchema,
  limitActionAnswerSchema,
  limitErrorBodySchema,
  limitHistoryAnswerSchema,
  limitsAnswerSchema,
  selfExcludeReasonsAnswerSchema,
  pingAnswerSchema,
  sessionSummaryAnswerSchema,
  setLimitsAnswerSchema,
  testAnswersAnswerSchema,
  blockUserAnswerSchema,
  type AssessmentQuestion,
  timeZoneAnswerSchema,
} from '../../protocol/schemas/limits';
import type { LimitAsk } from '../../protocol/limits';
import type { HttpClient } from '../http';
import { ONCE } from '../session/answers';

/** A refused or failed limit call: the server's typed `limits.*` code with its params, or how the call failed. */
export interface LimitRefusal {
  readonly code: string;
  readonly params: Readonly<Record<string, string | number>>;
}

export type LimitAnswer<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: LimitRefusal };

export function limitRefusal(failure: HttpFailure): LimitRefusal {
  if (failure.status === 'http-error') {
    const parsed = limitErrorBodySchema.safeParse(failure.body);
    if (parsed.success) return { code: parsed.data.error.code, params: parsed.data.error.params };
    if (failure.code === 401) return { code: 'limits.unauthorized', params: {} };
    return { code: 'server_error', params: { status: failure.code } };
  }
  if (failure.status === 'malformed') return { code: 'malformed_answer', params: {} };
  if (failure.status === 'closed' || failure.status === 'captcha-cancelled') return { code: 'cancelled', params: {} };
  return { code: 'network_error', params: {} };
}

const read = <T>(result: HttpResult<T>): LimitAnswer<T> => (result.ok ? result : { ok: false, refusal: limitRefusal(result.failure) });

/** What one asked change did, as the server says it: the effect (applied, pending...) and the SPEC 8 title of a confirm or cancel. */
export interface AskOutcome {
  readonly effect: string | null;
  readonly title: string | null;
  /** The server asks a self-assessment first: nothing changed yet. */
  readonly assessment?: { readonly tokenGuid: string; readonly questions: readonly AssessmentQuestion[] };
}

/**
 * The limit service's calls (SPEC 7), each checked against its schema. A
 * change is sent as the service takes it: a value by POST limits, a removal
 * by DELETE limit, a confirmation or cancellation by POST limitaction.
 */
export function limitCalls(http: HttpClient) {
  const auth = { auth: true } as const;
  return {
    limits: async () => read(await http.get(LIMITS_PATHS.limits, { schema: limitsAnswerSchema, ...auth })),
    options: async () => read(await http.get(LIMITS_PATHS.availableLimits, { schema: availableLimitsAnswerSchema, ...auth })),
    history: async () => read(await http.get(LIMITS_PATHS.history, { schema: limitHistoryAnswerSchema, ...auth })),
    reasons: async () => read(await http.get(LIMITS_PATHS.selfExcludeReasons, { schema: selfExcludeReasonsAnswerSchema, ...auth })),
    /** The session limit's ping: counts signed-in time; sent once (the next ping is 30 s away). */
    ping: async () => read(await http.post(LIMITS_PATHS.ping, {}, { schema: pingAnswerSchema, policy: ONCE, ...auth })),
    session: async () => read(await http.get(LIMITS_PATHS.session, { schema: sessionSummaryAnswerSchema, ...auth })),
    timeZone: async (timeZoneMinutes: number) =>
      read(await http.post(LIMITS_PATHS.timeZone, { timeZoneMinutes }, { schema: timeZoneAnswerSchema, ...auth })),
    async send(ask: LimitAsk): Promise<LimitAnswer<AskOutcome>> {
      const which = { limitType: ask.limitType, ...(ask.currencyIso !== null && { currencyIso: ask.currencyIso }) };
      if (ask.action === 'confirm' || ask.action === 'cancel') {
        const body = { action: ask.action === 'confirm' ? 'confirm' : 'reject', ...which };
        const answer = read(await http.post(LIMITS_PATHS.limitAction, body, { schema: limitActionAnswerSchema, ...auth }));
        return answer.ok ? { ok: true, value: { effect: answer.value.change.effect, title: answer.value.title } } : answer;
      }
      if (ask.action === 'remove') {
        const answer = read(await http.delete(LIMITS_PATHS.limit, { schema: limitActionAnswerSchema, ...auth, query: which }));
        return answer.ok ? { ok: true, value: { effect: answer.value.change.effect, title: null } } : answer;
      }
      const limit = { ...which, limitValue: ask.value, ...(ask.reasonId !== null && { selfExcludeReasonId: ask.reasonId }) };
      const answer = read(await http.post(LIMITS_PATHS.limits, { limits: [limit] }, { schema: setLimitsAnswerSchema, ...auth }));
      if (!answer.ok) return answer;
      const { tokenGuid, questions } = answer.value.data;
      if (tokenGuid !== null) return { ok: true, value: { effect: 'assessment', title: null, assessment: { tokenGuid, questions } } };
      return { ok: true, value: { effect: answer.value.changes[0]?.effect ?? null, title: null } };
    },
    testAnswers: async (body: { tokenGuid: string; answers: readonly { questionId: number; answerId: number }[] }) =>
      read(await http.post(LIMITS_PATHS.testAnswers, body, { schema: testAnswersAnswerSchema, ...auth })),
    blockSelf: async (reasonId: number | null) =>
      read(await http.post(LIMITS_PATHS.blockUser, reasonId === null ? {} : { reasonId }, { schema: blockUserAnswerSchema, ...auth })),
  };
}
export type LimitCalls = ReturnType<typeof limitCalls>;

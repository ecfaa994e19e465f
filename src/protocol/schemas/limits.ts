import { z } from 'zod';
import { INT4 } from '../constants/inputBounds';
import { int4, rowId } from './bounded';
import { LIMIT_STATES, LIMIT_TYPES, type LimitType } from '../constants/limits';
import { sessionResultSchema } from './sessionResult';
import { LIMITS_API_PATH } from './limitsPath';
import { API_PATH } from './siteConfig';

/**
 * The limit service's calls (SPEC 7, under the site API path): the player's
 * limits, setting them, the options, confirming or cancelling a pending
 * change, removing a limit, the session ping, the self-exclusion reasons and
 * the audit history. The reference server (server/limits) parses every
 * request with these schemas and builds every answer to them.
 *
 * Money is integer minor units of the limit's currency. SPEC 3 gives
 * startedAt and endsAt in seconds, so every time here is epoch seconds.
 */

export { LIMITS_API_PATH };
export const LIMITS_PATHS = {
  /** GET: the player's limits. POST SetLimitsRequest: set, lower, raise or remove some. */
  limits: `${LIMITS_API_PATH}/limits`,
  /** GET: every type the site offers with its options. */
  availableLimits: `${LIMITS_API_PATH}/availablelimits`,
  /** POST LimitActionRequest: confirm or reject (cancel) a pending change. */
  limitAction: `${LIMITS_API_PATH}/limitaction`,
  /** DELETE ?limitType=&currencyIso= (or ?limitId=): remove a limit, or cancel its pending change (limitCancelMethod not 1). */
  limit: `${LIMITS_API_PATH}/limit`,
  /** POST: the session-limit ping (every 30 s while a session limit exists). */
  ping: `${LIMITS_API_PATH}/ping`,
  /** GET: self-exclusion reasons. */
  selfExcludeReasons: `${LIMITS_API_PATH}/reasons/selfexclude`,
  /** GET: every change of the player's limits, newest first (the audit, visible to the player). */
  history: `${LIMITS_API_PATH}/limits/history`,
  /** POST TestAnswersRequest: the answers of a self-assessment asked before a looser limit, with its token. */
  testAnswers: `${LIMITS_API_PATH}/testanswers`,
  /** POST BlockUserRequest: the player blocks their own account (SPEC 7 `{limits base}/BlockUser`, outside v3). */
  blockUser: `${API_PATH}/limit-service-api/api/external/web/BlockUser`,
  /** GET: this session's start, the reality check's interval and the session's net result per currency (the reminder's facts). */
  session: `${LIMITS_API_PATH}/session`,
  /** POST TimeZoneRequest: the player's UTC offset, which places their local day for the session limit. */
  timeZone: `${LIMITS_API_PATH}/timezone`,
} as const;

// ---------------------------------------------------------------- errors

/** Every refusal of the limit calls: HTTP status and a stable code (`rejection.limits.<code>` for the UI). */
export const LIMIT_ERRORS = {
  /** The body or query does not fit its schema; `fields` says where. */
  'limits.invalid_request': { status: 400 },
  'limits.unauthorized': { status: 401 },
  'limits.csrf_rejected': { status: 403 },
  'limits.unsupported_media_type': { status: 415 },
  /** A userId in the request that is not the signed-in player: nobody sets another player's limits. */
  'limits.forbidden': { status: 403 },
  /** No limit with that id among the player's (another player's limit answers the same: its existence is not told). */
  'limits.limit_not_found': { status: 404 },
  /** params.limitType. */
  'limits.unknown_type': { status: 422 },
  /** A money limit needs the currency it counts in. */
  'limits.currency_required': { status: 422 },
  /** A currency the player holds no account in. params.currency. */
  'limits.unknown_currency': { status: 422 },
  /** Not a whole positive number. params.reason: not_whole_number, not_positive. */
  'limits.value_invalid': { status: 422 },
  /** Outside what the type allows at all. params.min, params.max. */
  'limits.value_out_of_range': { status: 422 },
  /** Not one of the options, and the site config takes no custom value for this type. params.options. */
  'limits.custom_value_forbidden': { status: 422 },
  /** The same value as the one in force. */
  'limits.unchanged': { status: 409 },
  /** A removal of a limit that is not set. */
  'limits.not_set': { status: 409 },
  /** Another change of this limit waits. params.effectiveAt (ms). */
  'limits.change_pending': { status: 409 },
  /** Confirm or cancel with no change pending. */
  'limits.not_pending': { status: 409 },
  /** The pending change applies on its own after its cooling-off. params.effectiveAt (ms). */
  'limits.confirm_not_needed': { status: 409 },
  /** The cooling-off has not lapsed yet. params.effectiveAt (ms). */
  'limits.cooling_off': { status: 409 },
  /** A running self-exclusion or time-out is never shortened or ended. params.endsAt (ms). */
  'limits.not_cancellable': { status: 409 },
  /** Extra limits are closed: params.reason jurisdiction, selfExclusion or extra. */
  'limits.extra_disabled': { status: 403 },
  /** The session limit's daily budget is used: no sign-in until params.until (ms, the player's midnight). */
  'limits.session_limit_reached': { status: 403 },
  /** No self-assessment with that token among the caller's (another player's answers the same). */
  'limits.assessment_token_invalid': { status: 404 },
  /** The token was answered already: each answers once. */
  'limits.assessment_token_used': { status: 409 },
  /** The token's time ran out. params.expiredAt (ms). */
  'limits.assessment_token_expired': { status: 410 },
  /** Not every question answered once with one of its answers. params.questionId. */
  'limits.assessment_incomplete': { status: 422 },
  /** The answers say the looser limit is not safe now: it is refused. params.score, params.passMaxScore. */
  'limits.assessment_failed': { status: 403 },
} as const satisfies Record<`limits.${string}`, { status: number }>;
export type LimitErrorCode = keyof typeof LIMIT_ERRORS;
export const LIMIT_ERROR_CODES = Object.keys(LIMIT_ERRORS) as LimitErrorCode[];

const params = z.record(z.string(), z.union([z.string(), z.number()]));
export const limitErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(LIMIT_ERROR_CODES as [LimitErrorCode, ...LimitErrorCode[]]),
    message: z.string(),
    params,
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type LimitErrorBody = z.infer<typeof limitErrorBodySchema>;

// ---------------------------------------------------------------- pieces

const seconds = z.number().int().nonnegative();
const iso = z.string().regex(/^[A-Z]{3}$/, 'three capital letters');
export const limitTypeSchema = z
  .number()
  .int()
  .refine((t): t is LimitType => (LIMIT_TYPES as readonly number[]).includes(t), 'not a limit type');
const measure = z.enum(['money', 'days', 'hours', 'minutes']);

/** SPEC 3's client limit, with what the window used and left for money limits and the pending change spelled out. */
export const clientLimitSchema = z.object({
  id: z.number().int().positive(),
  limitType: z.number().int(),
  /** The value in force; null while only a change waits. */
  limitValue: z.number().int().nullable(),
  /** Money limits: what is left in the window now. */
  limitBalance: z.number().int().nonnegative().nullable(),
  /** Money limits: what the window used. */
  used: z.number().int().nonnegative().nullable(),
  /** Money limits: when the oldest amount leaves the window. */
  resetsAt: seconds.nullable(),
  limitState: z.enum(LIMIT_STATES),
  startedAt: seconds.nullable(),
  endsAt: seconds.nullable(),
  /** A pending change that waits for the player's confirmation. */
  needApprove: z.boolean(),
  pending: z
    .object({
      /** Null: the limit goes. */
      value: z.number().int().nullable(),
      requestedAt: seconds,
      effectiveAt: seconds,
      confirmBy: seconds.nullable(),
      /** SPEC 4: hours left of the cooling-off. */
      hoursLeft: z.number().int().nonnegative(),
    })
    .nullable(),
  selfExcludeReason: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  label: z.string(),
  measure,
  currencyIso: iso.nullable(),
});
export type ClientLimit = z.infer<typeof clientLimitSchema>;

export const limitsAnswerSchema = z.object({ data: z.array(clientLimitSchema) });
export type LimitsAnswer = z.infer<typeof limitsAnswerSchema>;

/** The limit one action is about: by id, or by type (and currency for money limits). */
const target = {
  limitId: rowId().optional(),
  limitType: int4().optional(),
  currencyIso: iso.optional(),
  /** When sent, it must be the signed-in player. */
  userId: int4().optional(),
};

export const setLimitsRequestSchema = z.object({
  limits: z
    .array(
      z.object({
        limitType: int4(),
        /** As sent: the core names what is wrong with it (text, NaN, fractions, negatives). */
        limitValue: z.unknown(),
        currencyIso: iso.optional(),
        selfExcludeReasonId: int4().optional(),
      }),
    )
    .min(1)
    .max(20),
  userId: int4().optional(),
});
export type SetLimitsRequest = z.infer<typeof setLimitsRequestSchema>;

export const limitChangeSchema = z.object({
  limitType: z.number().int(),
  currencyIso: iso.nullable(),
  change: z.enum(['set', 'lower', 'raise', 'remove', 'confirm', 'cancel']),
  effect: z.enum(['applied', 'pending', 'confirmed', 'cancelled']),
});

/** A question of the self-assessment, with the answers it takes (SELF_ASSESSMENT). */
export const assessmentQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ id: z.number().int(), text: z.string() })),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const setLimitsAnswerSchema = z.object({
  status: z.literal('ok'),
  /** What each asked change did, in order; empty when a self-assessment is asked first. */
  changes: z.array(limitChangeSchema),
  /**
   * SPEC 7: where the site asks a self-assessment before a looser limit,
   * nothing changes yet: `questions` and `tokenGuid` come, and the answers go
   * to testanswers with the token. Otherwise questions is empty and tokenGuid null.
   */
  data: z.object({
    questions: z.array(assessmentQuestionSchema),
    tokenGuid: z.string().nullable(),
    limitsData: z.array(clientLimitSchema),
  }),
});

export const testAnswersRequestSchema = z.object({
  tokenGuid: z.string().min(1).max(64),
  answers: z.array(z.object({ questionId: int4(), answerId: int4() })).max(50),
  userId: int4().optional(),
});
export type TestAnswersRequest = z.infer<typeof testAnswersRequestSchema>;

/**
 * A passed test: the asked changes went on as the rules table says (pending
 * cooling-off and so on). A failed one is limits.assessment_failed.
 */
export const testAnswersAnswerSchema = z.object({
  status: z.literal('ok'),
  success: z.literal(true),
  questionsResult: z.object({ score: z.number().int().nonnegative(), passMaxScore: z.number().int().nonnegative() }),
  changes: z.array(limitChangeSchema),
  limitsData: z.array(clientLimitSchema),
});
export type TestAnswersAnswer = z.infer<typeof testAnswersAnswerSchema>;

export const blockUserRequestSchema = z.object({ userId: int4().optional(), reasonId: int4().optional() });
export const blockUserAnswerSchema = z.object({
  success: z.literal(true),
  /** When the block ends (epoch seconds): SELF_BLOCK_DAYS from now. */
  endsAt: seconds,
});
export type SetLimitsAnswer = z.infer<typeof setLimitsAnswerSchema>;

export const limitActionRequestSchema = z.object({ action: z.enum(['confirm', 'reject']), ...target });
export type LimitActionRequest = z.infer<typeof limitActionRequestSchema>;

export const deleteLimitQuerySchema = z.object({
  limitId: z.coerce.number().int().positive().max(INT4.max).optional(),
  limitType: z.coerce.number().int().min(INT4.min).max(INT4.max).optional(),
  currencyIso: iso.optional(),
  userId: z.coerce.number().int().min(INT4.min).max(INT4.max).optional(),
});

export const limitActionAnswerSchema = z.object({
  status: z.literal('ok'),
  /** The SPEC 8 success key the UI shows. */
  title: z.enum(['responsible_gaming_confirm_limit_success', 'responsible_gaming_cancel_limit_success']),
  change: limitChangeSchema,
  data: z.array(clientLimitSchema),
});
export type LimitActionAnswer = z.infer<typeof limitActionAnswerSchema>;

export const availableLimitsAnswerSchema = z.object({
  data: z.array(
    z.object({
      type: z.number().int(),
      availableValues: z.array(z.number().int()),
      measure,
      /** The site config takes a custom value within min and max for this type. */
      custom: z.boolean(),
      min: z.number().int(),
      max: z.number().int(),
    }),
  ),
});

/** A UTC offset in whole minutes, within the zones that exist (UTC−12 to UTC+14). */
export const TIME_ZONE_MINUTES_RANGE = { min: -720, max: 840 } as const;
export const timeZoneRequestSchema = z
  .object({ timeZoneMinutes: z.number().int().min(TIME_ZONE_MINUTES_RANGE.min).max(TIME_ZONE_MINUTES_RANGE.max) })
  .strict();
export type TimeZoneRequest = z.infer<typeof timeZoneRequestSchema>;
export const timeZoneAnswerSchema = z.object({ status: z.literal('ok'), timeZoneMinutes: z.number().int() });

export const pingAnswerSchema = z.object({
  status: z.literal('ok'),
  /** Seconds of signed-in time left today under the session limit; null without one. */
  sessionSecondsLeft: z.number().int().nonnegative().nullable(),
});

export { sessionResultSchema, type SessionResult } from './sessionResult';

/** GET session: the facts a reality check reminds of. */
export const sessionSummaryAnswerSchema = z.object({
  status: z.literal('ok'),
  data: z.object({
    /** When this session began (sign-in), epoch seconds. */
    startedAt: z.number().int().nonnegative(),
    /** The reality check's interval in seconds (its minutes, or the test switch's shorter minute); null without one. */
    realityCheckEverySeconds: z.number().int().positive().nullable(),
    /** Currencies played in since the session began, by ISO code. */
    results: z.array(sessionResultSchema),
  }),
});
export type SessionSummaryAnswer = z.infer<typeof sessionSummaryAnswerSchema>;

export const selfExcludeReasonsAnswerSchema = z.object({
  data: z.array(z.object({ id: z.number().int(), selfExcludeReason: z.string() })),
});

export const limitHistoryAnswerSchema = z.object({
  data: z.array(
    z.object({
      at: seconds,
      limitType: z.number().int(),
      currencyIso: iso.nullable(),
      /** Who made it: the player, or the system (a cooling-off that lapsed, a confirmation window that closed). */
      actor: z.enum(['player', 'system']),
      action: z.string(),
      oldValue: z.number().int().nullable(),
      newValue: z.number().int().nullable(),
      state: z.enum(LIMIT_STATES),
    }),
  ),
});

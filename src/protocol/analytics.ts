import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';

/**
 * Analytics, consent first (SPEC 3 metrics, 7 the collector, 9 timings;
 * docs/analytics.md). Everything the site may collect is listed here as data:
 * the worker raises only these names, the collector accepts only these names.
 */

/** The reference collector: POST {prefix}{analytics api key of the site config}. */
export const ANALYTICS_COLLECTOR_PREFIX = '/fatman-api/';
/** Outside production only: what the collector stored, newest last. */
export const ANALYTICS_TEST_READ_PATH = '/__test/analytics/events';
/** With ADMIN_TOKEN only (Authorization: Bearer): the same read for developers of a running server. */
export const ANALYTICS_ADMIN_READ_PATH = '/web-api/admin/analytics/events';

/** The one cookie answer that lets analytics run (preferences cookiesAgreeType: 0 necessary, 1 functional, 2 all). */
export const ANALYTICS_CONSENT_TYPE = 2;

export const ANALYTICS_LIMITS = {
  /** SPEC 9: analytics installs this long after the navigation… */
  installAfterNavigationMs: 10_000,
  /** …and at once on registration. */
  installOnRegistrationMs: 0,
  /** Events wait this long for company before a batch goes; SPEC 9's performance event goes within 10 s of being measured. */
  flushAfterMs: 2_000,
  /** Events in one request. */
  batchMax: 20,
  /** Events the worker holds (unsent); beyond, the oldest are dropped. */
  queueCap: 200,
  /** Sending one batch: attempts before it is dropped, first delay, doubling, and the longest delay. */
  sendAttempts: 5,
  retryFirstMs: 1_000,
  retryMaxMs: 30_000,
  /** Bounds of one event (the collector's schema and the worker's, the same). */
  nameMax: 64,
  pageMax: 300,
  paramsMax: 12,
  paramKeyMax: 40,
  paramValueMax: 200,
  /** The collector's request body limit (keepalive fetches carry at most 64 KiB). */
  bodyMaxBytes: 32 * 1024,
  /** The last sent events the debugger report shows. */
  recentKept: 20,
} as const;

/** Where the worker learns each fact: the catalogue of events, the only names sent. */
export const ANALYTICS_EVENTS = {
  page_view: {
    source: 'a tab reports its page (analytics/page-view); the route table names its route and section',
    params: ['route', 'section'],
  },
  login_success: { source: 'session/signed-in with a sign-in method (SPEC 4 login flow: success)', params: ['method'] },
  registration_done: { source: 'session/signed-in by registration or activation (SPEC 4 registration flow: done)', params: ['method'] },
  registration_activation_sent: { source: 'session/activation-sent (SPEC 4 registration flow: e-mail approval)', params: [] },
  sign_out: { source: 'session/signed-out', params: ['reason'] },
  coupon_add: { source: 'coupon state: a bet joined the coupon (SPEC 4 coupon flow)', params: ['bets'] },
  coupon_delete: { source: 'coupon state: a bet left the coupon', params: ['bets'] },
  coupon_place: { source: 'coupon state: a placement started', params: ['bets'] },
  coupon_accepted: { source: 'coupon state: the server accepted the placement', params: [] },
  coupon_error: { source: 'coupon state: a placement or coupon request failed', params: ['code'] },
  deposit_started: { source: 'wallet state: a deposit flow started', params: ['currency'] },
  deposit_settled: { source: 'wallet state: the deposit flow settled or was refused', params: ['status', 'currency'] },
  performance: { source: 'a tab measured a Web Vital (analytics/web-vital)', params: ['metric', 'value', 'rating'] },
  login_attempt: {
    source: 'a sign-in request answered by the session (SPEC 4 login flow: attempt, error; SPEC 3 authTryCounter)',
    params: ['request', 'result', 'authTryCounter'],
  },
  registration_attempt: {
    source: 'a registration request answered by the session (SPEC 4 registration flow: submit, code; SPEC 3 regTryCounter)',
    params: ['request', 'result', 'regTryCounter'],
  },
  recovery_step: { source: 'a password recovery request answered by the session (SPEC 4 recovery flow)', params: ['request', 'result'] },
  login_popup: {
    source: 'a tab opened the sign-in form (analytics/funnel opened; SPEC 4 login flow: page call; SPEC 3 lastAuthPopUpCallTime)',
    params: ['lastAuthPopUpCallTime', 'authTryCounter'],
  },
  registration_popup: {
    source: 'a tab opened the registration form (analytics/funnel opened; SPEC 4 registration flow: page call; SPEC 3 lastRegCallTime)',
    params: ['lastRegCallTime', 'regTryCounter'],
  },
  registration_type: { source: 'a tab reports the registration type chosen (analytics/funnel type)', params: ['type'] },
  registration_bonus: { source: "a tab reports the registration form's bonus choice (analytics/funnel bonus)", params: ['bonus'] },
  registration_leave: {
    source: 'the registration form closed unfinished: nobody signed in, no activation e-mail (analytics/funnel left; SPEC 4 leave)',
    params: ['type', 'how'],
  },
  recovery_popup: { source: 'a tab opened the password recovery form (analytics/funnel opened; SPEC 4 recovery flow: call)', params: [] },
  recovery_leave: {
    source: 'a tab closed the recovery form before the new password was saved (analytics/funnel left; SPEC 4 recovery flow: exit, cancel)',
    params: ['step', 'how'],
  },
  coupon_sell: {
    source: 'coupon state: a placed coupon was sold (cashed out) or the sale failed (SPEC 4 coupon flow: sell)',
    params: ['result'],
  },
  coupon_insurance: {
    source: 'coupon state: a placed coupon was insured or the insurance failed (SPEC 4 coupon flow: insurance)',
    params: ['result'],
  },
  coupon_repeat: {
    source: 'coupon state: the coupon was refilled with the last placed coupon (SPEC 4 coupon flow: repeat)',
    params: ['bets'],
  },
  setting_changed: {
    source: 'preferences state: the player changed a setting (its value only when not personal)',
    params: ['setting', 'value'],
  },
  field_error: {
    source:
      "a session request refused with field errors (the rejection's field.<name> params), or a deposit or withdrawal " +
      "the server refused for a field (WALLET_ERRORS' field): the field and its code, never the value",
    params: ['form', 'field', 'code'],
  },
} as const satisfies Record<string, { readonly source: string; readonly params: readonly string[] }>;
export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;
export const ANALYTICS_EVENT_NAMES = Object.keys(ANALYTICS_EVENTS) as [AnalyticsEventName, ...AnalyticsEventName[]];

/**
 * The session requests that are funnel steps (SPEC 4), each to its event; the
 * attempt counters of SPEC 3 count the login and registration ones over
 * ATTEMPT_COUNTER_WINDOW_MS.
 */
export const ANALYTICS_FUNNEL_REQUESTS = {
  login: 'login_attempt',
  loginPhone: 'login_attempt',
  loginSms: 'login_attempt',
  loginToken: 'login_attempt',
  twoStep: 'login_attempt',
  socialTwoStep: 'login_attempt',
  oneTap: 'login_attempt',
  registerFast: 'registration_attempt',
  registerFull: 'registration_attempt',
  registerPhone: 'registration_attempt',
  registerPhoneApprove: 'registration_attempt',
  registerSocial: 'registration_attempt',
  recoveryRequest: 'recovery_step',
  recoveryCheck: 'recovery_step',
  recoverySet: 'recovery_step',
} as const satisfies Record<string, 'login_attempt' | 'registration_attempt' | 'recovery_step'>;

/** SPEC 3: authTryCounter and regTryCounter are kept 24 h. */
export const ATTEMPT_COUNTER_WINDOW_MS = 24 * 60 * 60_000;
/** SPEC 3: every analytics metric (the counters, the pop-up times, the social country) is kept this long. */
export const ANALYTICS_METRICS_KEPT_MS = ATTEMPT_COUNTER_WINDOW_MS;

/** The forms whose requests are funnel steps, by request (for field_error's `form`). */
export const FUNNEL_FORMS = { login_attempt: 'login', registration_attempt: 'registration', recovery_step: 'recovery' } as const;

/** The registration types a tab reports (the form's fast, phone and full types, and the social sign-up). */
export const REGISTRATION_TYPES = ['fast', 'phone', 'full', 'social'] as const;
/** The forms a tab reports opening. */
export const FUNNEL_FORM_NAMES = ['login', 'registration', 'recovery'] as const;
/** How a form was left: its own cancel button, or closed otherwise (the cross, Escape, navigating away). */
export const FORM_LEAVE_HOW = ['cancel', 'exit'] as const;

/**
 * SPEC 3's metrics, as kept (24 h) across a worker's restart while consent is
 * given: attempt times by counter, when the sign-in and registration pop-ups
 * were last opened (epoch ms), and the country of the last social sign-in.
 */
export interface AnalyticsMetrics {
  readonly auth: readonly number[];
  readonly reg: readonly number[];
  readonly lastAuthPopUpCallTime: number | null;
  readonly lastRegCallTime: number | null;
  readonly social: { readonly countryCode: string; readonly at: number } | null;
}
const epoch = z.number().int().nonnegative();
/** At most this many attempt times are kept per counter (the counter says "this many or more" past it). */
export const METRICS_ATTEMPTS_KEPT = 200;
export const analyticsMetricsSchema = z
  .object({
    auth: z.array(epoch).max(METRICS_ATTEMPTS_KEPT),
    reg: z.array(epoch).max(METRICS_ATTEMPTS_KEPT),
    lastAuthPopUpCallTime: epoch.nullable(),
    lastRegCallTime: epoch.nullable(),
    social: z
      .object({ countryCode: z.string().max(8), at: epoch })
      .strict()
      .nullable(),
  })
  .strict();

const L = ANALYTICS_LIMITS;
const paramValue = z.union([z.string().max(L.paramValueMax), z.number().finite(), z.boolean()]);
export const analyticsParamsSchema = z
  .record(z.string().min(1).max(L.paramKeyMax), paramValue)
  .refine((params) => Object.keys(params).length <= L.paramsMax, { message: `at most ${L.paramsMax} params` });

export const analyticsEventSchema = z
  .object({
    name: z.enum(ANALYTICS_EVENT_NAMES),
    /** Epoch ms, when the worker learnt the fact. */
    ts: z.number().int().nonnegative(),
    /** The page's path (no query: it may carry tokens). */
    page: z.string().max(L.pageMax),
    params: analyticsParamsSchema,
  })
  .strict();
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

export const analyticsBatchSchema = z
  .object({
    /** The worker's id for this browser's run, so a reader can group one visit's events; not kept anywhere in the browser. */
    visit: z.string().min(1).max(64),
    events: z.array(analyticsEventSchema).min(1).max(L.batchMax),
  })
  .strict();
export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>;

export const collectedEventSchema = analyticsEventSchema.extend({ visit: z.string(), receivedAt: z.number() });
export const collectedAnswerSchema = z.object({ events: z.array(collectedEventSchema) });
export type CollectedEvent = z.infer<typeof collectedEventSchema>;

export const WEB_VITAL_NAMES = ['LCP', 'CLS', 'INP', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITAL_NAMES)[number];

export const ANALYTICS_COMMAND_SCHEMAS = {
  /**
   * What the page's browser says of tracking, as it says it (navigator.doNotTrack, navigator.globalPrivacyControl);
   * the core reads them (src/core/analytics/gate.ts).
   */
  'analytics/privacy-signals': z.object({ doNotTrack: z.string().max(16).nullable(), globalPrivacyControl: z.boolean() }).strict(),
  /** One Web Vital the page measured (web-vitals). */
  'analytics/web-vital': z
    .object({
      metric: z.enum(WEB_VITAL_NAMES),
      value: z.number().finite().nonnegative(),
      rating: z.enum(['good', 'needs-improvement', 'poor']),
      page: z.string().max(L.pageMax),
    })
    .strict(),
  /** The page a tab shows now (its path; the worker keeps no query). */
  'analytics/page-view': z.object({ here: z.string().max(2_000) }).strict(),
  /** A funnel step only the page sees (SPEC 4): a form opened, a registration type or bonus chosen, a form left. */
  'analytics/funnel': z.discriminatedUnion('step', [
    z.object({ step: z.literal('opened'), form: z.enum(FUNNEL_FORM_NAMES) }).strict(),
    z.object({ step: z.literal('type'), type: z.enum(REGISTRATION_TYPES) }).strict(),
    z.object({ step: z.literal('bonus'), bonus: z.number().int().min(0).max(9) }).strict(),
    z
      .object({
        step: z.literal('left'),
        form: z.enum(['registration', 'recovery']),
        /** Where in the form: the registration type, or the recovery's step (target, code, password). */
        at: z.string().max(20),
        how: z.enum(FORM_LEAVE_HOW),
      })
      .strict(),
  ]),
} as const;
type Schemas = typeof ANALYTICS_COMMAND_SCHEMAS;
/** A funnel step a tab reports. */
export type FunnelReport = z.infer<Schemas['analytics/funnel']>;
export type AnalyticsCommandType = keyof Schemas;
export type AnalyticsCommand = { [T in AnalyticsCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[AnalyticsCommandType];
export const ANALYTICS_COMMANDS = {
  'analytics/privacy-signals': { from: 'tab', schema: ANALYTICS_COMMAND_SCHEMAS['analytics/privacy-signals'] },
  'analytics/web-vital': { from: 'tab', schema: ANALYTICS_COMMAND_SCHEMAS['analytics/web-vital'] },
  'analytics/page-view': { from: 'tab', schema: ANALYTICS_COMMAND_SCHEMAS['analytics/page-view'] },
  'analytics/funnel': { from: 'tab', schema: ANALYTICS_COMMAND_SCHEMAS['analytics/funnel'] },
} as const satisfies Record<AnalyticsCommandType, CommandSpec>;

/** Why nothing is collected now, or 'allowed'. */
export type AnalyticsGate = 'allowed' | 'no-consent' | 'privacy-signal' | 'signals-unknown';

/** What the worker holds and sent: the debugger's report. */
export interface AnalyticsProjection {
  readonly gate: AnalyticsGate;
  readonly installed: boolean;
  readonly queued: number;
  readonly sent: number;
  /** Events dropped: the queue was full, or a batch failed every attempt or was refused. */
  readonly dropped: number;
  readonly lastError: string | null;
  readonly recent: readonly AnalyticsEvent[];
}

declare module './catalogue' {
  interface ContextCommands {
    analytics: AnalyticsCommand;
  }
}

declare module './api' {
  interface ProjectionValues {
    analytics: AnalyticsProjection;
  }
}

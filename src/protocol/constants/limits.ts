/**
 * Responsible-gaming limits (SPEC 3, 4 and 9; DESIGN "Regulation"): the type
 * codes, their options, their windows and the one table of how a change of
 * each kind takes effect. The core decides with these, the server enforces
 * with them and the UI will paint them; server/limits/README.md explains them.
 */

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The limit type codes of SPEC 3. */
export const LIMIT_TYPE = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  extra: 37,
} as const;
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];
export const LIMIT_TYPES = Object.values(LIMIT_TYPE) as readonly LimitType[];

/**
 * What a limit of a type counts. Money kinds count over a rolling window in
 * minor units of one currency: gross deposits, total stakes, or net loss
 * (stakes less wins and refunds). The others measure time.
 */
export const LIMIT_KINDS = ['deposit', 'wagering', 'loss', 'selfExclusion', 'session', 'realityCheck', 'timeOut', 'extra'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type MoneyLimitKind = 'deposit' | 'wagering' | 'loss';

export const LIMIT_KIND_OF: Readonly<Record<LimitType, LimitKind>> = {
  1: 'wagering',
  2: 'wagering',
  3: 'wagering',
  10: 'loss',
  11: 'loss',
  12: 'loss',
  20: 'deposit',
  21: 'deposit',
  22: 'deposit',
  30: 'selfExclusion',
  31: 'session',
  32: 'realityCheck',
  33: 'timeOut',
  37: 'extra',
};

/** The rolling window of each money limit (24 h, 7 d, 30 d). */
export const LIMIT_WINDOW_MS: Readonly<Partial<Record<LimitType, number>>> = {
  1: DAY_MS,
  2: 7 * DAY_MS,
  3: 30 * DAY_MS,
  10: DAY_MS,
  11: 7 * DAY_MS,
  12: 30 * DAY_MS,
  20: DAY_MS,
  21: 7 * DAY_MS,
  22: 30 * DAY_MS,
};

/** The unit a value is in (SPEC 3 `measure`): minor units of the limit's currency, or a span of time. */
export type LimitMeasure = 'money' | 'days' | 'hours' | 'minutes';
export const LIMIT_MEASURE: Readonly<Record<LimitKind, LimitMeasure>> = {
  deposit: 'money',
  wagering: 'money',
  loss: 'money',
  selfExclusion: 'days',
  session: 'hours',
  realityCheck: 'minutes',
  timeOut: 'days',
  extra: 'days',
};
export const MEASURE_MS: Readonly<Record<Exclude<LimitMeasure, 'money'>, number>> = { days: DAY_MS, hours: HOUR_MS, minutes: 60_000 };

/** The "no limit" deposit option (SPEC 3): choosing it removes the deposit limit, so it waits like a removal. */
export const NO_LIMIT = 999_999_999;
/** A session limit (31) of -1 is "not set" (SPEC 3). */
export const SESSION_NOT_SET = -1;

/**
 * The options of each kind (SPEC 9). Money options are minor units of the
 * limit's currency (1,000.00 to 100,000.00); a type the site config lists in
 * `customValueLimitTypes` also takes any whole value from its bounds.
 * Self-exclusion takes the year options of both readings of SPEC 9.
 */
export const MONEY_LIMIT_OPTIONS = [100_000, 500_000, 1_000_000, 2_500_000, 5_000_000, 10_000_000] as const;
export const LIMIT_OPTIONS: Readonly<Record<LimitKind, readonly number[]>> = {
  deposit: [...MONEY_LIMIT_OPTIONS, NO_LIMIT],
  wagering: MONEY_LIMIT_OPTIONS,
  loss: MONEY_LIMIT_OPTIONS,
  selfExclusion: [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825],
  session: Array.from({ length: 24 }, (_, i) => i + 1),
  realityCheck: [5, 10, 15, 30, 45, 60],
  timeOut: [1, 7, 30],
  extra: [1, 7, 30],
};
/** The bounds of a custom value, where the config allows one. */
export const LIMIT_BOUNDS: Readonly<Record<LimitKind, { readonly min: number; readonly max: number }>> = {
  deposit: { min: 1, max: NO_LIMIT },
  wagering: { min: 1, max: NO_LIMIT },
  loss: { min: 1, max: NO_LIMIT },
  selfExclusion: { min: 1, max: 1825 },
  session: { min: 1, max: 24 },
  realityCheck: { min: 5, max: 60 },
  timeOut: { min: 1, max: 30 },
  extra: { min: 1, max: 365 },
};

/**
 * How a change of a limit takes effect:
 * - `now`: at once (a stricter limit never waits: UKGC RTS 13, MGA);
 * - `coolingOff`: pending for the jurisdiction's cooling-off, then applies on its own;
 * - `coolingOffThenConfirm`: pending for the cooling-off, then applies only once the
 *   player confirms it, within `confirmWithinMs` (SPEC 4: approval for 20 to 22);
 * - `refused`: not while the limit runs (a self-exclusion or time-out is never shortened).
 */
export type ChangeRule = 'now' | 'coolingOff' | 'coolingOffThenConfirm' | 'refused';
export type LimitChange = 'set' | 'lower' | 'raise' | 'remove';

/** The one table: for each kind, how each change applies. `set` is a first limit where none runs. */
export const CHANGE_RULES: Readonly<Record<LimitKind, Readonly<Record<LimitChange, ChangeRule>>>> = {
  deposit: { set: 'now', lower: 'now', raise: 'coolingOffThenConfirm', remove: 'coolingOffThenConfirm' },
  wagering: { set: 'now', lower: 'now', raise: 'coolingOff', remove: 'coolingOff' },
  loss: { set: 'now', lower: 'now', raise: 'coolingOff', remove: 'coolingOff' },
  // A longer session is a looser limit: it waits like a raise of money.
  session: { set: 'now', lower: 'now', raise: 'coolingOff', remove: 'coolingOff' },
  // A reminder, not a limit on play: the player picks its interval freely.
  realityCheck: { set: 'now', lower: 'now', raise: 'now', remove: 'now' },
  // While one runs it may be made longer (stricter) at once, never shorter or ended.
  selfExclusion: { set: 'now', lower: 'refused', raise: 'now', remove: 'refused' },
  timeOut: { set: 'now', lower: 'refused', raise: 'now', remove: 'refused' },
  extra: { set: 'now', lower: 'refused', raise: 'now', remove: 'refused' },
};

/** Kinds whose value is a span that starts when set and ends by itself (SPEC 3 startedAt, endsAt). */
export const SPAN_KINDS: readonly LimitKind[] = ['selfExclusion', 'timeOut', 'extra'];
/** Kinds during which a player may only view the account and withdraw. */
export const BLOCKING_KINDS: readonly LimitKind[] = ['selfExclusion', 'timeOut'];

/** Defaults of the site config's `responsibleGaming` (per country: the jurisdiction). */
export const LIMIT_DEFAULTS = {
  /** UKGC RTS 13: a looser limit waits at least 24 hours. */
  coolingOffMs: DAY_MS,
  /** A pending deposit raise the player does not confirm within this after its cooling-off lapses. */
  confirmWithinMs: 7 * DAY_MS,
  /** Extra limits (37) are the operator's, offered only where the jurisdiction asks. */
  extraLimitsEnabled: false,
} as const;

/** SPEC 4: the pending deadline of a deposit limit needing approval, in seconds. */
export const PENDING_DEADLINE_S = 86_400;

/** SPEC 3: limitState. */
export const LIMIT_STATES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const;
export type LimitState = (typeof LIMIT_STATES)[number];

/** Self-exclusion reasons (SPEC 7 reasons/selfexclude). */
export const SELF_EXCLUDE_REASONS = [
  { id: 1, selfExcludeReason: 'I spend too much time gambling' },
  { id: 2, selfExcludeReason: 'I spend too much money gambling' },
  { id: 3, selfExcludeReason: 'I want a break' },
  { id: 4, selfExcludeReason: 'Other' },
] as const;

/**
 * SPEC 5: the types that load only where the site config's
 * `availableLimitIds` lists them (reality check, session limit, deposit
 * limits); the others always load. An empty list is a config that names none
 * and gates nothing.
 */
export const LIMIT_TYPES_GATED_BY_CONFIG: readonly LimitType[] = [20, 21, 22, 31, 32];

/**
 * The self-assessment a site may ask before a looser limit (SPEC 7 limits:
 * questions, tokenGuid, testanswers; the site config's
 * `responsibleGaming.selfAssessmentBeforeRaise`): the questions with their
 * answers and scores as data. The sum of the chosen answers' scores must be
 * at most `passMaxScore`, or the change is refused; a token lives `tokenTtlMs`
 * and answers once. The texts are English defaults: the site shows each
 * question and answer in the player's language by its id.
 */
export const SELF_ASSESSMENT = {
  questions: [
    { id: 1, text: 'Have you bet more than you could really afford to lose?' },
    { id: 2, text: 'Have you needed to gamble with larger amounts of money to get the same excitement?' },
    { id: 3, text: 'Have you gone back another day to try to win back the money you lost?' },
    { id: 4, text: 'Has gambling caused you any money problems for you or your household?' },
  ],
  answers: [
    { id: 0, text: 'Never', score: 0 },
    { id: 1, text: 'Sometimes', score: 1 },
    { id: 2, text: 'Most of the time', score: 2 },
    { id: 3, text: 'Almost always', score: 3 },
  ],
  passMaxScore: 2,
  tokenTtlMs: 15 * 60_000,
} as const;

/**
 * BlockUser (SPEC 7, a self-block): the player closes their own account to
 * play. It is taken as the longest self-exclusion, so the same enforcement
 * holds (no deposits or bets; withdrawals and the account stay open) and it
 * cannot be shortened or ended.
 */
export const SELF_BLOCK_DAYS = 1825;

/** SPEC 9: the session-limit ping interval. */
export const SESSION_PING_MS = 30_000;

/** SPEC 9's default time zone (3: UTC+3), in minutes east of UTC: the session limit's day where the player set none. */
export const DEFAULT_TIME_ZONE_MINUTES = 180;
/**
 * The most one ping counts of signed-in time: a gap longer than this (a
 * closed laptop, a lost connection) is not time spent on the site.
 */
export const SESSION_PING_GAP_CAP_MS = 2 * SESSION_PING_MS;

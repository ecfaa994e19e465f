import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { LimitKind, LimitMeasure } from './constants/limits';
import type { CommandEnvelope, NewEvent } from './envelope';
import type { AssessmentQuestion } from './schemas/limits';
import { sessionResultSchema, type SessionResult } from './schemas/sessionResult';

/**
 * The limits context (the player's responsible-gaming limits as the player
 * changes them).
 *
 * What the player ASKED is the context's own state, in the log: a limit set,
 * lowered, raised or removed, a pending change confirmed or cancelled, and
 * the server's answer to each (done, or refused with its typed code). So a
 * replay shows what the player asked and what the server said, and a change
 * asked in one tab is answered in every tab.
 *
 * What the SERVER says (the limits with what they used and left, the options,
 * the audit history) is the `limits` projection the worker's limits
 * controller keeps, never stored: the server is the authority on limits.
 */

const iso = z.string().regex(/^[A-Z]{3}$/);
const params = z.record(z.string(), z.union([z.string(), z.number()]));
const limitType = z.number().int();
/** The limit an action is about: its type and, for a money limit, the currency it counts in. */
const target = { limitType, currencyIso: iso.nullable() };

export const LIMIT_CHANGES = ['set', 'lower', 'raise', 'remove'] as const;
export const LIMIT_ASK_ACTIONS = [...LIMIT_CHANGES, 'confirm', 'cancel'] as const;
export type LimitAskAction = (typeof LIMIT_ASK_ACTIONS)[number];

// ---------------------------------------------------------------- commands

export const LIMITS_COMMAND_SCHEMAS = {
  /** office/responsible's forms: a new value (minor units, days, hours or minutes as the type measures), or a removal (null). */
  'limits/change': z.object({
    change: z.enum(LIMIT_CHANGES),
    ...target,
    value: z.number().int().positive().nullable(),
    /** A self-exclusion's reason (SPEC 7 reasons/selfexclude). */
    reasonId: z.number().int().nullable().optional(),
  }),
  /** Confirm a pending change that waits for the player (a raised or removed deposit limit after its cooling-off). */
  'limits/confirm': z.object(target),
  /** Cancel a pending change: the limit in force stays. */
  'limits/cancel': z.object(target),
  /** System: what the server answered (the limits controller reports it). */
  'limits/reportDone': z.object({ key: z.string(), effect: z.string().nullable(), title: z.string().nullable() }),
  'limits/reportRefused': z.object({ key: z.string(), code: z.string(), params: params.optional() }),
  /** System: a reality check is due (the limits controller's timer): one reminder for every tab. */
  'limits/raiseRealityCheck': z.object({
    sessionStartedAt: z.number().int().nonnegative(),
    dueAt: z.number().int().nonnegative(),
    /** Null: the server could not say (the reminder still shows the time and still holds play). */
    results: z.array(sessionResultSchema).nullable(),
  }),
  /** "I understand, continue": the reminder goes from every tab and play resumes. */
  'limits/acknowledgeRealityCheck': z.object({ key: z.string() }),
  /** System: the reminder belongs to a session that is over (signed out, another sign-in). */
  'limits/dropRealityCheck': z.object({}),
  /** System: the session limit ran out and the player was logged out: the notice shows until dismissed. */
  'limits/recordSessionLimitEnded': z.object({ at: z.number().int().nonnegative() }),
  'limits/dismissSessionLimitNotice': z.object({}),
} as const;

type CommandSchemas = typeof LIMITS_COMMAND_SCHEMAS;
export type LimitsCommandType = keyof CommandSchemas;
export type LimitsCommand = { [T in LimitsCommandType]: CommandEnvelope<T, z.input<CommandSchemas[T]>> }[LimitsCommandType];

export const LIMITS_COMMANDS = {
  'limits/change': { from: 'tab' },
  'limits/confirm': { from: 'tab' },
  'limits/cancel': { from: 'tab' },
  'limits/reportDone': { from: 'system' },
  'limits/reportRefused': { from: 'system' },
  'limits/raiseRealityCheck': { from: 'system' },
  'limits/acknowledgeRealityCheck': { from: 'tab' },
  'limits/dropRealityCheck': { from: 'system' },
  'limits/recordSessionLimitEnded': { from: 'system' },
  'limits/dismissSessionLimitNotice': { from: 'tab' },
} as const satisfies { readonly [T in LimitsCommandType]: CommandSpec };

// ---------------------------------------------------------------- events

const EVENT_PAYLOADS = {
  'limits/asked': z.object({
    key: z.string().min(1),
    action: z.enum(LIMIT_ASK_ACTIONS),
    ...target,
    value: z.number().int().nullable(),
    reasonId: z.number().int().nullable(),
    at: z.number().int().nonnegative(),
  }),
  'limits/answered': z.object({ key: z.string(), effect: z.string().nullable(), title: z.string().nullable() }),
  'limits/refused': z.object({ key: z.string(), code: z.string(), params }),
  'limits/realityCheckRaised': z.object({
    key: z.string().min(1),
    sessionStartedAt: z.number().int().nonnegative(),
    dueAt: z.number().int().nonnegative(),
    raisedAt: z.number().int().nonnegative(),
    results: z.array(sessionResultSchema).nullable(),
  }),
  'limits/realityCheckAcknowledged': z.object({ key: z.string(), at: z.number().int().nonnegative() }),
  'limits/realityCheckDropped': z.object({}),
  'limits/sessionLimitEnded': z.object({ at: z.number().int().nonnegative() }),
  'limits/sessionLimitNoticeDismissed': z.object({}),
} as const;

type EventPayloads = typeof EVENT_PAYLOADS;
export type LimitsEventType = keyof EventPayloads;
export type LimitsEvent = { [T in LimitsEventType]: NewEvent<T, z.output<EventPayloads[T]>> }[LimitsEventType];

export const LIMITS_EVENT_SCHEMAS = Object.fromEntries(
  Object.entries(EVENT_PAYLOADS).map(([type, schema]) => [type, { v: 1, schema, old: {} }]),
) as {
  readonly [T in LimitsEventType]: { readonly v: 1; readonly schema: EventPayloads[T]; readonly old: Readonly<Record<number, z.ZodType>> };
};

// ---------------------------------------------------------------- state (the log's)

/** One change the player asked for, until and after the server's answer. */
export interface LimitAsk {
  readonly key: string;
  readonly action: LimitAskAction;
  readonly limitType: number;
  readonly currencyIso: string | null;
  readonly value: number | null;
  readonly reasonId: number | null;
  /** sending: the worker sends it; done or refused: the server answered. */
  readonly phase: 'sending' | 'done' | 'refused';
  /** What the server says the change did: applied, pending, confirmed, cancelled. */
  readonly effect: string | null;
  /** The SPEC 8 success key the server named (confirm, cancel). */
  readonly title: string | null;
  readonly error: { readonly code: string; readonly params: Readonly<Record<string, string | number>> } | null;
  readonly at: number;
}

/**
 * The last reality check of the session (DESIGN "Regulation"): kept after it
 * is acknowledged, so the next one is counted from it, and across reloads,
 * so a reload neither skips nor repeats one. While `acknowledgedAt` is null
 * it holds placing bets in every tab.
 */
export interface RealityCheckReminder {
  readonly key: string;
  /** Epoch ms of the sign-in the intervals count from. */
  readonly sessionStartedAt: number;
  /** The interval's end it reminds of (sessionStartedAt plus a whole number of intervals). */
  readonly dueAt: number;
  readonly raisedAt: number;
  readonly results: readonly SessionResult[] | null;
  readonly acknowledgedAt: number | null;
}

export interface LimitsState {
  /** Newest last; at most LIMIT_ASKS_KEPT. */
  readonly asks: readonly LimitAsk[];
  readonly realityCheck: RealityCheckReminder | null;
  /** Epoch ms the session limit logged the player out at, until the notice is dismissed. */
  readonly sessionLimitEndedAt: number | null;
}

/** The coupon's refusal while a reality check waits for its acknowledgement. */
export const REALITY_CHECK_HOLD = 'coupon.reality_check_pending';

export const LIMIT_ASKS_KEPT = 20;

// ---------------------------------------------------------------- the projection

/**
 * A limit as a page paints it. active: in force, nothing waits; pending: a
 * change waits for its cooling-off (until `pending.effectiveAt`);
 * awaitingConfirmation: the cooling-off is over and the change applies only
 * once the player confirms it (by `pending.confirmBy`). Times are epoch ms.
 */
export interface LimitView {
  readonly id: number;
  readonly limitType: number;
  readonly kind: LimitKind | null;
  readonly measure: LimitMeasure;
  readonly label: string;
  readonly currencyIso: string | null;
  /** The value in force; null while only a change waits. */
  readonly value: number | null;
  /** Money limits: what the window used and what it leaves, and when its oldest counted amount leaves it. */
  readonly used: number | null;
  readonly left: number | null;
  readonly resetsAt: number | null;
  readonly startedAt: number | null;
  readonly endsAt: number | null;
  readonly state: 'active' | 'pending' | 'awaitingConfirmation' | 'inactive';
  readonly pending: {
    /** Null: the limit goes. */
    readonly value: number | null;
    readonly requestedAt: number;
    readonly effectiveAt: number;
    readonly confirmBy: number | null;
    /** SPEC 4: the cooling-off left in whole hours. */
    readonly hoursLeft: number;
    readonly needsConfirmation: boolean;
  } | null;
  readonly selfExcludeReason: string | null;
}

/** What the site offers for one type: the options, and whether (and between what) a value of the player's own is taken. */
export interface LimitOption {
  readonly limitType: number;
  readonly measure: LimitMeasure;
  readonly values: readonly number[];
  readonly custom: boolean;
  readonly min: number;
  readonly max: number;
}

/** A self-exclusion reason as the server names it. */
export interface SelfExcludeReason {
  readonly id: number;
  readonly name: string;
}

/** One audit row: who changed what, when (epoch ms). */
export interface LimitHistoryRow {
  readonly at: number;
  readonly limitType: number;
  readonly currencyIso: string | null;
  readonly actor: 'player' | 'system';
  readonly action: string;
  readonly oldValue: number | null;
  readonly newValue: number | null;
  readonly state: string;
}

type Refusal = { readonly code: string; readonly params: Readonly<Record<string, string | number>> };

export interface LimitAssessmentView {
  /** The key of the ask it guards. */
  readonly key: string;
  readonly limitType: number;
  readonly currencyIso: string | null;
  readonly tokenGuid: string;
  readonly questions: readonly AssessmentQuestion[];
  readonly phase: 'asking' | 'sending' | 'passed' | 'refused';
  /** Passed: what the change did (pending, applied). */
  readonly effect: string | null;
  readonly error: Refusal | null;
}

export interface SelfBlockView {
  readonly phase: 'sending' | 'done' | 'refused';
  readonly endsAt: number | null;
  readonly error: Refusal | null;
}

export type LimitsLoad<T> =
  { readonly status: 'loading' } | { readonly status: 'ready'; readonly value: T } | { readonly status: 'error'; readonly code: string };

export interface LimitsProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly limits: LimitsLoad<readonly LimitView[]> | null;
  readonly options: LimitsLoad<readonly LimitOption[]> | null;
  readonly history: LimitsLoad<readonly LimitHistoryRow[]> | null;
  /** The self-exclusion reasons (SPEC 7), loaded only where the site config's flag is on; absent or null: no reason field. */
  readonly reasons?: LimitsLoad<readonly SelfExcludeReason[]> | null;
  /**
   * A self-assessment the server asked before a looser limit (SPEC 7): the
   * ask it guards, the questions and the token; then the answers on their
   * way, passed (the change went on: `effect`) or refused with its code.
   */
  readonly assessment?: LimitAssessmentView | null;
  /** The player's self-block (BlockUser) on its way, done (until `endsAt`, ms) or refused. */
  readonly selfBlock?: SelfBlockView | null;
  /** Changes on their way or answered, newest last: a form shows its own ask's outcome. */
  readonly asks: readonly LimitAsk[];
  /** The reality check waiting for the player's acknowledgement (it holds play); null when none waits. */
  readonly realityCheck: RealityCheckReminder | null;
  /** Logged out by the session limit at (epoch ms): the notice shows until dismissed. */
  readonly sessionLimitEndedAt: number | null;
}

/**
 * The room a form may use before sending (src/core/limits/room.ts): the
 * tightest limit that counts a deposit or a stake in one currency, what it
 * allows, used and leaves (minor units), and when its oldest counted amount
 * leaves the window (epoch ms). `upTo`: a loss limit's room, only a bound.
 */
export const limitRoomSchema = z.object({
  limitType: z.number().int(),
  kind: z.enum(['deposit', 'wagering', 'loss']),
  currencyIso: iso,
  left: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  used: z.number().int().nonnegative(),
  resetsAt: z.number().int().nullable(),
  upTo: z.boolean(),
});
export type LimitRoom = z.infer<typeof limitRoomSchema>;

// ---------------------------------------------------------------- the controller's commands

export const LIMITS_VIEW_COMMAND_SCHEMAS = {
  /** Load the limits, the options and the history again (office/responsible opens, or the player asks). */
  'limitsView/refresh': z.object({}),
  /** The player's answers to the self-assessment the server asked (`assessment.tokenGuid`). */
  'limitsView/answerAssessment': z.object({
    tokenGuid: z.string().min(1),
    answers: z.array(z.object({ questionId: z.number().int(), answerId: z.number().int() })).max(50),
  }),
  /** The player leaves the self-assessment unanswered: the change is not made. */
  'limitsView/dismissAssessment': z.object({}),
  /** BlockUser: the player blocks their own account, after the page's confirmation. */
  'limitsView/blockSelf': z.object({ reasonId: z.number().int().nullable() }),
} as const;
type ViewSchemas = typeof LIMITS_VIEW_COMMAND_SCHEMAS;
export type LimitsViewCommandType = keyof ViewSchemas;
export type LimitsViewCommand = { [T in LimitsViewCommandType]: CommandEnvelope<T, z.input<ViewSchemas[T]>> }[LimitsViewCommandType];
export const LIMITS_VIEW_COMMANDS = {
  'limitsView/refresh': { from: 'tab', schema: LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/refresh'] },
  'limitsView/answerAssessment': { from: 'tab', schema: LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/answerAssessment'] },
  'limitsView/dismissAssessment': { from: 'tab', schema: LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/dismissAssessment'] },
  'limitsView/blockSelf': { from: 'tab', schema: LIMITS_VIEW_COMMAND_SCHEMAS['limitsView/blockSelf'] },
} as const satisfies Record<LimitsViewCommandType, CommandSpec>;

declare module './catalogue' {
  interface ContextCommands {
    limits: LimitsCommand;
    limitsView: LimitsViewCommand;
  }
  interface ContextEvents {
    limits: LimitsEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly limits: LimitsProjection;
  }
}

import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import { NOTIFICATION_KINDS, type NotificationKind, type NotificationLane } from './constants/notifications';
import type { CommandEnvelope, NewEvent } from './envelope';

/**
 * The notifications context (SPEC 2 "Modals and notifications", SPEC 9): one
 * queue of notifications for every tab of the browser, in the event-sourced
 * store (so a dismissal in one tab is one in all, and a reload keeps what is
 * closed closed). The core's calculators (src/core/notifications) say which
 * are shown and which wait; the worker's rules raise them from domain events
 * and close them when their time is up; the UI paints the `notifications`
 * projection.
 */

const epochMs = z.number().int().nonnegative();
/** The message's parameters the texts interpolate (an amount, a name). */
export const notificationParamsSchema = z.record(z.string().max(40), z.union([z.string().max(200), z.number()]));
export type NotificationParams = z.infer<typeof notificationParamsSchema>;
/** The same fact raises one notification: a closed key is remembered, so the same rule does not raise it again. */
const dedupeKey = z.string().min(1).max(120);
const insidePath = z
  .string()
  .max(300)
  .regex(/^\/[^/]/, 'a path inside the site');

// ---------------------------------------------------------------- commands

export const NOTIFICATIONS_COMMAND_SCHEMAS = {
  /** A rule of the worker raises one (never a tab: no page can forge a server's news). `player`: whose it is (null: the browser's). */
  'notifications/raise': z.object({
    key: dedupeKey,
    kind: z.enum(NOTIFICATION_KINDS),
    params: notificationParamsSchema,
    link: insidePath.nullable(),
    player: z.number().int().positive().nullable(),
  }),
  /** The player closed one (in any tab). Closing a closed one changes nothing. */
  'notifications/dismiss': z.object({ id: z.string().min(1).max(64) }),
  /** The worker's timer: closes the shown ones whose time is up at the decision's `now`. */
  'notifications/expire': z.object({}),
  /** A player signed out: their notifications go (closed, so a later sign-in does not bring them back). */
  'notifications/closePlayer': z.object({ player: z.number().int().positive() }),
  /**
   * A rule's fact is over (the maintenance warning's window was withdrawn or changed): the open notification with
   * that key closes. An unknown or closed key decides nothing, so the worker may repeat it safely.
   */
  'notifications/retract': z.object({ key: dedupeKey }),
} as const;
type CommandSchemas = typeof NOTIFICATIONS_COMMAND_SCHEMAS;
export type NotificationsCommandType = keyof CommandSchemas;
export type NotificationsCommand = {
  [T in NotificationsCommandType]: CommandEnvelope<T, z.input<CommandSchemas[T]>>;
}[NotificationsCommandType];

export const NOTIFICATIONS_COMMANDS = {
  'notifications/raise': { from: 'system', schema: NOTIFICATIONS_COMMAND_SCHEMAS['notifications/raise'] },
  'notifications/dismiss': { from: 'tab', schema: NOTIFICATIONS_COMMAND_SCHEMAS['notifications/dismiss'] },
  'notifications/expire': { from: 'system', schema: NOTIFICATIONS_COMMAND_SCHEMAS['notifications/expire'] },
  'notifications/closePlayer': { from: 'system', schema: NOTIFICATIONS_COMMAND_SCHEMAS['notifications/closePlayer'] },
  'notifications/retract': { from: 'system', schema: NOTIFICATIONS_COMMAND_SCHEMAS['notifications/retract'] },
} as const satisfies { readonly [T in NotificationsCommandType]: CommandSpec };

// ---------------------------------------------------------------- events

/** Why one closed. A new reason is only appended: the logged events of the old ones stay readable at the same version. */
export const NOTIFICATION_CLOSE_REASONS = ['dismissed', 'expired', 'signedOut', 'ended'] as const;
export type NotificationCloseReason = (typeof NOTIFICATION_CLOSE_REASONS)[number];

const EVENT_PAYLOADS = {
  'notifications/raised': z.object({
    id: z.string().min(1).max(64),
    key: dedupeKey,
    kind: z.enum(NOTIFICATION_KINDS),
    params: notificationParamsSchema,
    link: insidePath.nullable(),
    player: z.number().int().positive().nullable(),
    at: epochMs,
  }),
  'notifications/closed': z.object({
    ids: z.array(z.string().min(1).max(64)).min(1),
    reason: z.enum(NOTIFICATION_CLOSE_REASONS),
    at: epochMs,
  }),
} as const;
type EventPayloads = typeof EVENT_PAYLOADS;
export type NotificationsEventType = keyof EventPayloads;
export type NotificationsEvent = { [T in NotificationsEventType]: NewEvent<T, z.output<EventPayloads[T]>> }[NotificationsEventType];

export const NOTIFICATIONS_EVENT_SCHEMAS = {
  'notifications/raised': { v: 1, schema: EVENT_PAYLOADS['notifications/raised'], old: {} },
  'notifications/closed': { v: 1, schema: EVENT_PAYLOADS['notifications/closed'], old: {} },
} as const;

// ---------------------------------------------------------------- state and projection

/** One open notification: shown (shownAt set) or queued behind the limits. */
export interface OpenNotification {
  readonly id: string;
  readonly key: string;
  readonly kind: NotificationKind;
  readonly params: NotificationParams;
  readonly link: string | null;
  readonly player: number | null;
  readonly raisedAt: number;
  /** When it was first shown; null while queued. */
  readonly shownAt: number | null;
}

export interface NotificationsState {
  /** Open notifications, in the order they were raised (the queue's order). */
  readonly open: readonly OpenNotification[];
  /** Dedupe keys of closed ones, oldest first, the last NOTIFICATION_KEYS_KEPT: the same fact is not raised again. */
  readonly closedKeys: readonly string[];
}

/** One shown notification as a tab paints it. */
export interface NotificationView {
  readonly id: string;
  readonly kind: NotificationKind;
  readonly lane: NotificationLane;
  readonly params: NotificationParams;
  /** Where its action leads, after /{lng} (the raiser's link, else the kind's default); null: no action. */
  readonly link: string | null;
  /** When it closes by itself (epoch ms); null: when the player closes it. */
  readonly closesAt: number | null;
}

/** What tabs paint: the shown ones (in order), and how many wait behind them. */
export interface NotificationsProjection {
  readonly shown: readonly NotificationView[];
  readonly queued: number;
}

declare module './catalogue' {
  interface ContextCommands {
    notifications: NotificationsCommand;
  }
  interface ContextEvents {
    notifications: NotificationsEvent;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly notifications: NotificationsProjection;
  }
}

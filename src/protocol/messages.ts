import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import { pushSubscribeRequestSchema, type Message } from './schemas/messages';

/**
 * The inbox as tabs see it: the unread count (the header's badge, shared by
 * every tab, from the user data at sign-in and then from the player's
 * channel) and the list, loaded when a page asks and kept fresh by the
 * channel's events. The page subscribes this browser to web push itself (a
 * Web Worker cannot) and hands the subscription over as a command.
 */
export interface MessagesProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  readonly unread: number;
  readonly list: MessageList;
  /** The server's VAPID public key once a page loaded the inbox (PushManager.subscribe needs it). */
  readonly pushKey: string | null;
  /** This browser's subscription as the server last answered: null until known; busy while a change is on its way. */
  readonly push: { readonly subscribed: boolean | null; readonly busy: boolean; readonly failed: boolean };
}

export interface MessageList {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  /** Newest first. */
  readonly items: readonly Message[];
  /** Older messages remain (loadMore). */
  readonly nextCursor: number | null;
  readonly loadingMore: boolean;
}

export const EMPTY_MESSAGE_LIST: MessageList = { status: 'idle', items: [], nextCursor: null, loadingMore: false };

const messageId = z.number().int().positive();
export const MESSAGES_COMMAND_SCHEMAS = {
  /** A page shows the inbox: the first page (again, when loaded before) and the push key. */
  'messages/load': z.object({}),
  'messages/loadMore': z.object({}),
  /** Opened (or marked) messages. */
  'messages/markRead': z.object({ ids: z.array(messageId).min(1).max(100) }),
  'messages/markAllRead': z.object({}),
  'messages/delete': z.object({ id: messageId }),
  /** The page's PushSubscription (toJSON), with the titles per topic in the page's language. */
  'messages/pushSubscribe': pushSubscribeRequestSchema,
  /** `endpoint`: the subscription the page just ended (null: the page had none left, the server forgets nothing). */
  'messages/pushUnsubscribe': z.object({ endpoint: z.string().url().max(1000).nullable() }),
} as const;
type Schemas = typeof MESSAGES_COMMAND_SCHEMAS;
export type MessagesCommandType = keyof Schemas;
export type MessagesCommand = { [T in MessagesCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[MessagesCommandType];
export const MESSAGES_COMMANDS = Object.fromEntries(
  Object.entries(MESSAGES_COMMAND_SCHEMAS).map(([type, schema]) => [type, { from: 'tab', schema }]),
) as { readonly [T in MessagesCommandType]: { readonly from: 'tab'; readonly schema: Schemas[T] } } satisfies Record<
  MessagesCommandType,
  CommandSpec
>;

declare module './catalogue' {
  interface ContextCommands {
    messages: MessagesCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly messages: MessagesProjection;
  }
}

import { z } from 'zod';
import { INT4 } from '../constants/inputBounds';
import { rowId } from './bounded';
import { NOTIFICATION_KINDS } from '../constants/notifications';
import { API_PATH } from './siteConfig';

/**
 * The player's messages from the operator (the inbox): kept by the server,
 * announced on the player's event channel (`message`, `messages_changed`),
 * read and deleted from any tab. A message's text is keys and parameters the
 * client translates in the page's language, plus free text where a person
 * wrote it (a support answer, an operator's notice).
 */
export const MESSAGES_API_PATH = `${API_PATH}/messages`;

export const MESSAGE_TOPICS = ['bet_settled', 'withdrawal', 'verification', 'support_answer', 'promotion', 'notice', 'security'] as const;
export const messageTopicSchema = z.enum(MESSAGE_TOPICS);
export type MessageTopic = z.infer<typeof messageTopicSchema>;

const epochMs = z.number().int().nonnegative();
export const messageParamsSchema = z.record(z.string().max(40), z.union([z.string().max(200), z.number()]));

export const messageSchema = z.object({
  id: z.number().int().positive(),
  topic: messageTopicSchema,
  /** The notification a new message raises (null: only the inbox and its badge). */
  kind: z.enum(NOTIFICATION_KINDS).nullable(),
  params: messageParamsSchema,
  /** What a person wrote, shown as is (never HTML). */
  body: z.string().max(4000).nullable(),
  /** A path inside the site the message leads to (its "open" link). */
  link: z
    .string()
    .max(300)
    .regex(/^\/[^/]/, 'a path inside the site')
    .nullable(),
  createdAt: epochMs,
  readAt: epochMs.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

/** On the player's channel: a new message. */
export const messageEventSchema = z.object({
  type: z.literal('message'),
  message: messageSchema,
  unread: z.number().int().nonnegative(),
});
/** On the player's channel: messages read or deleted (in some tab or device): the count to show now. */
export const messagesChangedEventSchema = z.object({
  type: z.literal('messages_changed'),
  unread: z.number().int().nonnegative(),
});

// ---------------------------------------------------------------- the inbox's API

export const MESSAGES_PATHS = {
  /** GET ?cursor&limit: newest first, with the unread count. */
  list: MESSAGES_API_PATH,
  /** POST {ids} or {all: true}. */
  read: `${MESSAGES_API_PATH}/read`,
  /** POST {id}. */
  remove: `${MESSAGES_API_PATH}/delete`,
  /** GET: the server's VAPID public key (web push). */
  pushKey: `${MESSAGES_API_PATH}/push/key`,
  /** POST the PushSubscription with the titles per topic; DELETE ?endpoint= (or POST .../unsubscribe {endpoint}). */
  pushSubscription: `${MESSAGES_API_PATH}/push/subscription`,
  pushUnsubscribe: `${MESSAGES_API_PATH}/push/unsubscribe`,
} as const;
export const ADMIN_MESSAGES_PATH = `${API_PATH}/admin/messages`;

export const MESSAGE_ERRORS = {
  /** The body or query does not fit its schema; `fields` says where. */
  'messages.invalid_request': { status: 400 },
  'messages.unauthorized': { status: 401 },
  'messages.csrf_rejected': { status: 403 },
  'messages.unsupported_media_type': { status: 415 },
  /** No such message among the player's (another player's answers the same: its existence is not told). */
  'messages.not_found': { status: 404 },
  /** The operator's endpoint without the right bearer token. */
  'messages.admin_unauthorized': { status: 401 },
  /** The operator named a player who does not exist. */
  'messages.player_not_found': { status: 404 },
} as const;
export type MessageErrorCode = keyof typeof MESSAGE_ERRORS;
export const MESSAGE_ERROR_CODES = Object.keys(MESSAGE_ERRORS) as MessageErrorCode[];
export const messageErrorBodySchema = z.object({
  error: z.object({
    code: z.enum(MESSAGE_ERROR_CODES as [MessageErrorCode, ...MessageErrorCode[]]),
    message: z.string(),
    fields: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  }),
});
export type MessageErrorBody = z.infer<typeof messageErrorBodySchema>;

export const MESSAGES_PAGE = { default: 20, max: 100 } as const;
export const messagesQuerySchema = z.object({
  /** The id of the last message of the page before (older ones follow). */
  cursor: z.coerce.number().int().positive().max(INT4.max).optional(),
  limit: z.coerce.number().int().min(1).max(MESSAGES_PAGE.max).default(MESSAGES_PAGE.default),
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;
export const messagesAnswerSchema = z.object({
  items: z.array(messageSchema),
  unread: z.number().int().nonnegative(),
  nextCursor: z.number().int().positive().nullable(),
});
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

const messageId = rowId();
export const markReadRequestSchema = z.union([
  z.object({ ids: z.array(messageId).min(1).max(MESSAGES_PAGE.max) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadRequest = z.infer<typeof markReadRequestSchema>;
export const deleteMessageRequestSchema = z.object({ id: messageId }).strict();
export const unreadAnswerSchema = z.object({ unread: z.number().int().nonnegative() });
export type UnreadAnswer = z.infer<typeof unreadAnswerSchema>;

// ---------------------------------------------------------------- web push

export const pushKeyAnswerSchema = z.object({ publicKey: z.string().min(20).max(200) });
const base64url = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+=*$/, 'base64url');
/** PushSubscription.toJSON() as the page gets it. */
export const pushSubscriptionJsonSchema = z.object({
  endpoint: z
    .string()
    .url()
    .max(1000)
    .refine((u) => /^https?:\/\//.test(u), 'an http(s) address'),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url, auth: base64url }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionJsonSchema>;
/** The service worker has no translations: the page sends a notification title per topic, in the player's language. */
export const pushTitlesSchema = z.partialRecord(messageTopicSchema, z.string().min(1).max(120));
export const pushSubscribeRequestSchema = z.object({
  subscription: pushSubscriptionJsonSchema,
  lang: z.string().regex(/^[a-z]{2}(-[a-z]{2})?$/, 'a site language'),
  titles: pushTitlesSchema,
});
export type PushSubscribeRequest = z.infer<typeof pushSubscribeRequestSchema>;
export const pushUnsubscribeRequestSchema = z.object({ endpoint: z.string().url().max(1000) });
export const pushAnswerSchema = z.object({ subscribed: z.boolean() });
/** What a push carries (the service worker shows it as is). */
export const pushPayloadSchema = z.object({
  id: messageId,
  topic: messageTopicSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;

// ---------------------------------------------------------------- operator

/** POST /web-api/admin/messages (ADMIN_TOKEN): a message to one player, as later sources will send them. */
export const adminMessageRequestSchema = z.object({
  userId: rowId(),
  topic: z.enum(['notice', 'promotion', 'verification']),
  kind: z.enum(NOTIFICATION_KINDS).nullable().optional(),
  params: messageParamsSchema.optional(),
  body: z.string().trim().min(1).max(4000).nullable().optional(),
  link: messageSchema.shape.link.optional(),
});
export type AdminMessageRequest = z.infer<typeof adminMessageRequestSchema>;
export const adminMessageAnswerSchema = z.object({ message: messageSchema });

import { z } from 'zod';
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

export const MESSAGE_TOPICS = ['bet_settled', 'withdrawal', 'verification', 'support_answer', 'promotion', 'notice'] as const;
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

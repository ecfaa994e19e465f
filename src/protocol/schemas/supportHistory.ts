import { z } from 'zod';
import { supportChatMessageSchema } from './support';
import { API_PATH } from './siteConfig';

/**
 * A signed-in player's own support requests (SPEC 2, the
 * support-request-history modal): call backs, e-mails and chats, newest
 * first. Requests sent while signed in belong to that player; a guest's
 * belong to no one and are listed to no one.
 */
export const SUPPORT_HISTORY_PATH = `${API_PATH}/shell/support-history`;
export const SUPPORT_HISTORY_LIMIT = 50;
/** The query that opens the history modal over whatever page carries it. */
export const SUPPORT_HISTORY_QUERY = { param: 'support', value: 'history' } as const;
/** Where an inbox message about a support answer leads (the home page of the reader's language, the history over it). */
export const SUPPORT_HISTORY_LINK = `/?${SUPPORT_HISTORY_QUERY.param}=${SUPPORT_HISTORY_QUERY.value}`;

export const supportHistoryItemSchema = z.object({
  /** The request's id; a chat's is its conversation's (its first message). */
  id: z.number().int().positive(),
  /** 'office': filed from office/support with a category (server/officeSupport); its thread is in `messages` as a chat's. */
  kind: z.enum(['callback', 'email', 'chat', 'office']),
  /** ISO 8601. */
  createdAt: z.string(),
  /** 'answered': a consultant wrote in the chat; 'sent': no answer yet (call backs and e-mails are answered outside the site). */
  status: z.enum(['sent', 'answered']),
  /** The e-mail's text; a call back's is empty; a chat's is its first message. */
  message: z.string(),
  /** A chat's messages both ways, an office request's answers, oldest first; empty for the other kinds. */
  messages: z.array(supportChatMessageSchema),
});
export type SupportHistoryItem = z.infer<typeof supportHistoryItemSchema>;

export const supportHistoryAnswerSchema = z.object({ data: z.object({ requests: z.array(supportHistoryItemSchema) }) });

import { z } from 'zod';
import { API_PATH } from './siteConfig';

/**
 * The support button's calls (SPEC 4 Support button, SPEC 6): POST a request
 * (call back, e-mail or chat message), GET the chat's messages. The worker
 * (src/worker/shell/support.ts) and the reference server (server/shell) read
 * these schemas.
 */
export const SUPPORT_REQUEST_PATH = `${API_PATH}/shell/support-requests`;
/** GET ?conversation=HANDLE&after=N: the chat's messages after message N. */
export const SUPPORT_CHAT_PATH = `${API_PATH}/shell/support-chat`;
export { SUPPORT_CHAT_POLL_MS, SUPPORT_RATE_LIMITED } from '../constants/support';

export const supportRequestAnswerSchema = z.object({
  data: z.object({
    id: z.number().int(),
    /**
     * Chat messages: the conversation the next message names, as an opaque
     * handle sealed to whoever started it (never a guessable number).
     */
    conversationId: z.string().min(1).max(200).nullable().optional(),
  }),
});

export const supportChatMessageSchema = z.object({
  id: z.number().int().positive(),
  author: z.enum(['player', 'operator']),
  text: z.string().min(1),
  /** ISO 8601. */
  at: z.string(),
});
export type SupportChatMessage = z.infer<typeof supportChatMessageSchema>;

export const supportChatAnswerSchema = z.object({ data: z.object({ messages: z.array(supportChatMessageSchema) }) });

import type { SupportChatQuery, SupportChatResult, SupportRequest, SupportRequestResult } from '../../protocol/api';
import {
  SUPPORT_CHAT_PATH,
  SUPPORT_REQUEST_PATH,
  supportChatAnswerSchema,
  supportRequestAnswerSchema,
} from '../../protocol/schemas/support';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

export { SUPPORT_REQUEST_PATH };

/** One POST, never repeated on its own: a retried form (or chat message) would reach support twice. */
export async function sendSupportRequest(http: HttpClient, request: SupportRequest, log: Logger): Promise<SupportRequestResult> {
  const result = await http.post(SUPPORT_REQUEST_PATH, request, {
    schema: supportRequestAnswerSchema,
    policy: 'once',
    language: request.lang,
  });
  if (result.ok) return { status: 'ok', id: result.value.data.id, conversationId: result.value.data.conversationId ?? null };
  const failure = result.failure;
  if (failure.status !== 'closed') log.warn('support request failed', failure);
  return {
    status: 'error',
    message: 'message' in failure ? failure.message : failure.status,
    ...(failure.status === 'http-error'
      ? {
          httpStatus: failure.code,
          ...(failure.error?.reason ? { code: failure.error.reason } : {}),
          ...(failure.retryAfterSeconds !== undefined ? { retryAfterSeconds: failure.retryAfterSeconds } : {}),
        }
      : {}),
  };
}

/** The chat's messages after the last one shown; the chat asks again every few seconds while open, so one attempt each. */
export async function readSupportChat(http: HttpClient, query: SupportChatQuery, log: Logger): Promise<SupportChatResult> {
  const result = await http.get(SUPPORT_CHAT_PATH, {
    schema: supportChatAnswerSchema,
    query: { conversation: String(query.conversationId), after: String(query.afterId) },
    policy: 'once',
  });
  if (result.ok) return { status: 'ok', messages: result.value.data.messages };
  if (result.failure.status !== 'closed') log.warn('support chat failed to load', result.failure);
  return { status: 'error', message: 'message' in result.failure ? result.failure.message : result.failure.status };
}

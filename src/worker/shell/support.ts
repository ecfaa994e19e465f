import { z } from 'zod';
import type { SupportRequest, SupportRequestResult } from '../../protocol/api';
import { API_PATH } from '../../protocol/schemas/siteConfig';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

export const SUPPORT_REQUEST_PATH = `${API_PATH}/shell/support-requests`;
export const supportAnswerSchema = z.object({ data: z.object({ id: z.number().int() }) });

/** One POST, never repeated on its own: a retried form would reach support twice. */
export async function sendSupportRequest(http: HttpClient, request: SupportRequest, log: Logger): Promise<SupportRequestResult> {
  const result = await http.post(SUPPORT_REQUEST_PATH, request, { schema: supportAnswerSchema, policy: 'once', language: request.lang });
  if (result.ok) return { status: 'ok', id: result.value.data.id };
  if (result.failure.status !== 'closed') log.warn('support request failed', result.failure);
  return { status: 'error', message: 'message' in result.failure ? result.failure.message : result.failure.status };
}

import { z } from 'zod';
import { API_PATH } from '../constants/apiPath';
import { SECURITY_ANSWER_MAX_LENGTH, SECURITY_ANSWER_MIN_LENGTH, SECURITY_QUESTION_IDS } from '../constants/securityQuestion';

export const SECURITY_QUESTION_PATHS = {
  /** GET: the player's question; POST (step-up): set or replace it with its answer. */
  question: `${API_PATH}/user/security-question`,
} as const;

export const securityQuestionAnswerSchema = z.object({ questionId: z.number().int().nullable() });
export type SecurityQuestionAnswer = z.infer<typeof securityQuestionAnswerSchema>;

export const setSecurityQuestionRequestSchema = z
  .object({
    questionId: z.union(SECURITY_QUESTION_IDS.map((id) => z.literal(id))),
    answer: z
      .string()
      .max(SECURITY_ANSWER_MAX_LENGTH)
      .refine((a) => a.trim().length >= SECURITY_ANSWER_MIN_LENGTH, `must be at least ${SECURITY_ANSWER_MIN_LENGTH} characters`),
  })
  .strict();

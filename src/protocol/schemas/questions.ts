import { z } from 'zod';
import { INT4 } from '../constants/inputBounds';
import { queryRowId, rowId } from './bounded';
import { API_PATH } from './siteConfig';

/**
 * The operator's questions to a player (SPEC 2, the user-question modal):
 * the operator asks with answer options, the player answers once, from any
 * tab. The reference server (server/questions) parses every request with
 * these schemas and builds every answer to them; the worker
 * (src/worker/questions) parses the answers with the same schemas.
 */
export const QUESTION_PATHS = {
  /** GET: the caller's open questions, oldest first. */
  open: `${API_PATH}/questions`,
  /** POST {questionId, option}: the caller's answer (once). */
  answer: `${API_PATH}/questions/answer`,
  /** Operator (Bearer ADMIN_TOKEN): POST asks, GET lists the newest with their answers. */
  admin: `${API_PATH}/admin/questions`,
} as const;

export const QUESTION_LIMITS = { textMax: 1000, optionMax: 200, minOptions: 2, maxOptions: 6 } as const;

const epochMs = z.number().int().nonnegative();
const questionText = z.string().trim().min(1).max(QUESTION_LIMITS.textMax);
const optionText = z.string().trim().min(1).max(QUESTION_LIMITS.optionMax);

export const questionSchema = z.object({
  id: z.number().int().positive(),
  /** What a person wrote, shown as is (never HTML). */
  text: questionText,
  options: z.array(optionText).min(QUESTION_LIMITS.minOptions).max(QUESTION_LIMITS.maxOptions),
  createdAt: epochMs,
});
export type Question = z.infer<typeof questionSchema>;

export const openQuestionsAnswerSchema = z.object({ data: z.object({ questions: z.array(questionSchema) }) });

export const questionAnswerRequestSchema = z
  .object({
    questionId: rowId(),
    /** The index of the chosen option. */
    option: z.number().int().nonnegative().max(INT4.max),
  })
  .strict();
export type QuestionAnswerRequest = z.infer<typeof questionAnswerRequestSchema>;
export const questionAnsweredSchema = z.object({ data: z.object({ questionId: z.number().int().positive(), option: z.number().int() }) });

/** The operator asks one player, by id or by login. */
export const adminAskSchema = z
  .object({
    userId: rowId().optional(),
    login: z.string().trim().min(1).max(100).optional(),
    text: questionText,
    options: z.array(optionText).min(QUESTION_LIMITS.minOptions).max(QUESTION_LIMITS.maxOptions),
  })
  .strict()
  .refine((body) => (body.userId === undefined) !== (body.login === undefined), { message: 'give exactly one of userId and login' });

/**
 * The operator's question list: `?userId=` narrows it to one player, an id
 * within int4 (a larger one is a typed 400, not a database error).
 */
export const adminQuestionsQuerySchema = z.object({ userId: queryRowId().optional() });

export const adminQuestionSchema = questionSchema.extend({
  userId: z.number().int().positive(),
  answer: z.number().int().nullable(),
  answeredAt: epochMs.nullable(),
});
export const adminAskAnswerSchema = z.object({ data: z.object({ question: adminQuestionSchema }) });
export const adminQuestionsAnswerSchema = z.object({ data: z.object({ questions: z.array(adminQuestionSchema) }) });

/** On the player's channel: a question was asked, or answered (in some tab or device): read the open ones again. */
export const questionEventSchema = z.object({
  type: z.literal('question'),
  questionId: z.number().int().positive(),
  change: z.enum(['asked', 'answered']),
});

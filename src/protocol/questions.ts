import { z } from 'zod';
import type { CommandSpec } from './catalogue';
import type { CommandEnvelope } from './envelope';
import type { Question } from './schemas/questions';
import type { SupportHistoryItem } from './schemas/supportHistory';

/**
 * The player's modals fed by the server (SPEC 2): the operator's open
 * questions as tabs see them, and the answer a tab sends. The worker
 * (src/worker/questions) reads the open questions at sign-in and whenever
 * the player's channel announces one, so every tab shows the same oldest
 * open question and an answer in one tab closes it in all.
 */
export interface QuestionsProjection {
  readonly player: 'checking' | 'guest' | 'signedIn';
  /** The oldest open question: the one the modal shows. */
  readonly current: Question | null;
  /** Open questions in all, the current one included. */
  readonly open: number;
  /** The question whose answer is on its way. */
  readonly sending: number | null;
  /** The question whose last answer did not reach the server (the modal says so and lets the player try again). */
  readonly failed: number | null;
}

export const QUESTIONS_COMMAND_SCHEMAS = {
  /** The player chose option `option` (an index) of question `questionId`. */
  'questions/answer': z.object({ questionId: z.number().int().positive(), option: z.number().int().nonnegative() }),
} as const;
type Schemas = typeof QUESTIONS_COMMAND_SCHEMAS;
export type QuestionsCommandType = keyof Schemas;
export type QuestionsCommand = { [T in QuestionsCommandType]: CommandEnvelope<T, z.input<Schemas[T]>> }[QuestionsCommandType];
export const QUESTIONS_COMMANDS = {
  'questions/answer': { from: 'tab', schema: QUESTIONS_COMMAND_SCHEMAS['questions/answer'] },
} as const satisfies Record<QuestionsCommandType, CommandSpec>;

/** The support-request-history modal asks for the signed-in player's requests. */
export type SupportHistoryResult =
  | { readonly status: 'ok'; readonly requests: readonly SupportHistoryItem[] }
  | { readonly status: 'signedOut' }
  | { readonly status: 'error'; readonly message: string };

declare module './catalogue' {
  interface ContextCommands {
    questions: QuestionsCommand;
  }
}
declare module './api' {
  interface ProjectionValues {
    readonly questions: QuestionsProjection;
  }
  interface QueryCatalogue {
    /** GET /web-api/shell/support-history: the signed-in player's own support requests, newest first. */
    supportHistory: { input: { readonly lang: string }; output: SupportHistoryResult };
  }
}

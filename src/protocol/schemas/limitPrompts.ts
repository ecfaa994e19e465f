import { z } from 'zod';
import { LIMITS_API_PATH } from './limitsPath';
import { LIMIT_PROMPT_ACTIONS } from '../constants/limitPrompts';

/**
 * The facts the limit prompts are decided from (src/core/limits/prompts.ts),
 * as the limit service keeps them per player, so every device prompts alike.
 */
export const LIMIT_PROMPT_PATHS = {
  /** GET: the facts. POST {action}: the player reviewed the limits, or said "not now" to the deposit-limit prompt. */
  prompts: `${LIMITS_API_PATH}/prompts`,
} as const;

const epochMs = z.number().int().nonnegative();

export const limitPromptFactsSchema = z.object({
  /** The first deposit was credited (SPEC 3 has_deposit). */
  hasDeposited: z.boolean(),
  /** A deposit limit (20, 21, 22) holds or waits, in any currency. */
  depositLimitSet: z.boolean(),
  /** The latest of: the player's own change of any limit, a review. Null: neither ever. */
  lastReviewAt: epochMs.nullable(),
  /** When the player said "not now" to the deposit-limit prompt; null: never. */
  depositPromptDismissedAt: epochMs.nullable(),
});
export type LimitPromptFacts = z.infer<typeof limitPromptFactsSchema>;

export const limitPromptFactsAnswerSchema = z.object({ data: limitPromptFactsSchema });
export const limitPromptActionRequestSchema = z.object({ action: z.enum(LIMIT_PROMPT_ACTIONS) });

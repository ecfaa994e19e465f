/**
 * UKGC RTS 12: the player is asked to review the limits at least every six
 * months (calendar months, in UTC), counted from the last change or review.
 */
export const LIMIT_REVIEW_MONTHS = 6;

/** What the player may tell the prompts: the limits were reviewed, or "not now" to the deposit-limit prompt after registration. */
export const LIMIT_PROMPT_ACTIONS = ['reviewed', 'dismissDepositPrompt'] as const;
export type LimitPromptAction = (typeof LIMIT_PROMPT_ACTIONS)[number];

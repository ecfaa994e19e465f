/**
 * SPEC 9: how long the visitor's answer to the age notice counts (3 days),
 * from the moment it was given. Past it the notice asks again.
 */
export const AGE_ANSWER_TTL_MS = 259_200_000;

/** The two answers the age notice takes: at least the site's `minAge`, or not. */
export const AGE_ANSWERS = ['yes', 'no'] as const;
export type AgeAnswer = (typeof AGE_ANSWERS)[number];

/**
 * The test-only pre-answer (docs/age-notice.md): outside production, this
 * cookie set to "yes" stands for a "yes" the visitor gave, so end-to-end
 * tests that are not about the notice start as a returning adult visitor.
 * It writes nothing to the log, and a production build never reads it.
 */
export const AGE_TEST_COOKIE = 'e2e_age_answer';

/**
 * The security question (SPEC protection method enable_security_question):
 * the player picks one of these (texts `officeSecurity.questions.<id>`) and
 * its answer is kept under the password KDF. Recovery asks it once set.
 */
export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5, 6] as const;
export type SecurityQuestionId = (typeof SECURITY_QUESTION_IDS)[number];

export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 64;

/** "Rex", " rex " and "REX" are one answer: a player never remembers case or spacing. */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

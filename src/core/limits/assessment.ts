import { CHANGE_RULES, LIMIT_KIND_OF, SELF_ASSESSMENT, type LimitType } from '../../protocol/constants/limits';
import { reject, type Rejection } from '../../protocol/rejections';

type Assessment = typeof SELF_ASSESSMENT;

/** The questions as the limit service sends them: each with every answer it takes. */
export function assessmentQuestions(assessment: Assessment = SELF_ASSESSMENT) {
  return assessment.questions.map((q) => ({
    id: q.id,
    text: q.text,
    answers: assessment.answers.map((a) => ({ id: a.id, text: a.text })),
  }));
}

export interface AssessmentResult {
  readonly score: number;
  readonly passMaxScore: number;
  readonly passed: boolean;
}

/**
 * Scores the answers: every question answered exactly once with one of its
 * answers (else `limits.assessment_incomplete` naming the first question
 * wrong), then passed when the sum is at most the pass mark.
 */
export function scoreAssessment(
  answers: readonly { readonly questionId: number; readonly answerId: number }[],
  assessment: Assessment = SELF_ASSESSMENT,
): AssessmentResult | Rejection {
  const known = new Set<number>(assessment.questions.map((q) => q.id));
  const stray = answers.find((a) => !known.has(a.questionId));
  if (stray) return reject('limits.assessment_incomplete', { questionId: stray.questionId, reason: 'unknown_question' });
  let score = 0;
  for (const question of assessment.questions) {
    const given = answers.filter((a) => a.questionId === question.id);
    if (given.length !== 1)
      return reject('limits.assessment_incomplete', { questionId: question.id, reason: given.length ? 'twice' : 'missing' });
    const answer = assessment.answers.find((a) => a.id === given[0]?.answerId);
    if (!answer) return reject('limits.assessment_incomplete', { questionId: question.id, reason: 'unknown_answer' });
    score += answer.score;
  }
  return { score, passMaxScore: assessment.passMaxScore, passed: score <= assessment.passMaxScore };
}

/**
 * Whether a change the rules table lets through only after a wait (a raise
 * or removal of a money or session limit) is one a self-assessment guards:
 * the looser limits. A stricter change, or one that applies at once by the
 * table (a reality check's interval, a longer break), never asks.
 */
export function isLoosening(change: { readonly limitType: number; readonly change: string; readonly effect: string }): boolean {
  const kind = LIMIT_KIND_OF[change.limitType as LimitType];
  if (kind === undefined || (change.change !== 'raise' && change.change !== 'remove')) return false;
  const rule = CHANGE_RULES[kind][change.change];
  return rule === 'coolingOff' || rule === 'coolingOffThenConfirm';
}

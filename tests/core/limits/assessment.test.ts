import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assessmentQuestions, isLoosening, scoreAssessment } from '../../../src/core/limits';
import { SELF_ASSESSMENT } from '../../../src/protocol/constants/limits';

const all = (answerId: number) => SELF_ASSESSMENT.questions.map((q) => ({ questionId: q.id, answerId }));

describe('the self-assessment', () => {
  it('sends every question with every answer', () => {
    const questions = assessmentQuestions();
    expect(questions.map((q) => q.id)).toEqual(SELF_ASSESSMENT.questions.map((q) => q.id));
    expect(questions[0]?.answers.map((a) => a.id)).toEqual([0, 1, 2, 3]);
  });

  it.each([
    { name: 'all never', answers: all(0), want: { score: 0, passed: true } },
    {
      name: 'at the pass mark',
      answers: [...all(0).slice(2), { questionId: 1, answerId: 1 }, { questionId: 2, answerId: 1 }],
      want: { score: 2, passed: true },
    },
    { name: 'over it', answers: all(1), want: { score: 4, passed: false } },
  ])('scores $name', ({ answers, want }) => {
    expect(scoreAssessment(answers)).toMatchObject(want);
  });

  it.each([
    { name: 'a missing answer', answers: all(0).slice(1), params: { questionId: 1, reason: 'missing' } },
    { name: 'a question twice', answers: [...all(0), { questionId: 2, answerId: 0 }], params: { questionId: 2, reason: 'twice' } },
    {
      name: 'an unknown answer',
      answers: [...all(0).slice(1), { questionId: 1, answerId: 9 }],
      params: { questionId: 1, reason: 'unknown_answer' },
    },
    {
      name: 'an unknown question',
      answers: [...all(0), { questionId: 99, answerId: 0 }],
      params: { questionId: 99, reason: 'unknown_question' },
    },
  ])('refuses $name', ({ answers, params }) => {
    expect(scoreAssessment(answers)).toEqual({ rejected: true, code: 'limits.assessment_incomplete', params });
  });

  it('passes exactly when the sum of complete answers is at most the mark', () => {
    const n = SELF_ASSESSMENT.questions.length;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { minLength: n, maxLength: n }), (ids) => {
        const result = scoreAssessment(SELF_ASSESSMENT.questions.map((q, i) => ({ questionId: q.id, answerId: ids[i] ?? 0 })));
        const sum = ids.reduce((a, b) => a + b, 0);
        return 'passed' in result && result.score === sum && result.passed === sum <= SELF_ASSESSMENT.passMaxScore;
      }),
    );
  });
});

describe('which changes a self-assessment guards', () => {
  it.each([
    { limitType: 20, change: 'raise', effect: 'pending', want: true },
    { limitType: 21, change: 'remove', effect: 'pending', want: true },
    { limitType: 1, change: 'raise', effect: 'pending', want: true },
    { limitType: 31, change: 'raise', effect: 'pending', want: true },
    { limitType: 20, change: 'lower', effect: 'applied', want: false },
    { limitType: 20, change: 'set', effect: 'applied', want: false },
    { limitType: 32, change: 'raise', effect: 'applied', want: false },
    { limitType: 30, change: 'raise', effect: 'applied', want: false },
  ])('$change of $limitType: $want', ({ want, ...change }) => {
    expect(isLoosening(change)).toBe(want);
  });
});

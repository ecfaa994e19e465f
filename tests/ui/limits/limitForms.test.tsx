// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SELF_ASSESSMENT } from '../../../src/protocol/constants/limits';
import type { LimitAssessmentView, LimitOption, LimitsProjection } from '../../../src/protocol/limits';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { ResponsiblePage } from '../../../src/ui/limits/ResponsiblePage';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/responsible's self-assessment (the questions the server asks before
 * a looser limit), the self-exclusion reason behind the config's flag, and
 * the self-block: each paints the `limits` projection and sends a command.
 */
afterEach(cleanup);

const option = (limitType: number): LimitOption => ({ limitType, measure: 'days', values: [1, 7, 30], custom: false, min: 1, max: 30 });
const QUESTIONS = SELF_ASSESSMENT.questions.map((q) => ({
  id: q.id,
  text: q.text,
  answers: SELF_ASSESSMENT.answers.map(({ id, text }) => ({ id, text })),
}));
const assessment = (over: Partial<LimitAssessmentView> = {}): LimitAssessmentView => ({
  key: 'k1',
  limitType: 20,
  currencyIso: 'RUB',
  tokenGuid: 'token-1',
  questions: QUESTIONS,
  phase: 'asking',
  effect: null,
  error: null,
  ...over,
});

function projection(patch: Partial<LimitsProjection> = {}): LimitsProjection {
  return {
    player: 'signedIn',
    limits: { status: 'ready', value: [] },
    options: { status: 'ready', value: [option(30)] },
    history: { status: 'ready', value: [] },
    asks: [],
    realityCheck: null,
    sessionLimitEndedAt: null,
    ...patch,
  };
}

function show(core: FakeCore, lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officeResponsible', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <ResponsiblePage resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('the self-assessment', () => {
  it('asks every question and sends the answers with the token only once all are answered', () => {
    const core = readyCore();
    core.push('limits', projection({ assessment: assessment() }));
    show(core);
    const dialog = within(screen.getByTestId('assessment-dialog'));
    expect(dialog.getByText('Have you bet more than you could really afford to lose?')).toBeTruthy();
    const submit = dialog.getByTestId('assessment-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    for (const q of QUESTIONS) fireEvent.click(within(dialog.getByTestId(`assessment-q-${q.id}`)).getByLabelText('Never'));
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(core.dispatched).toContainEqual({
      type: 'limitsView/answerAssessment',
      payload: { tokenGuid: 'token-1', answers: QUESTIONS.map((q) => ({ questionId: q.id, answerId: 0 })) },
    });
  });

  it('says a failed test refused the change, and a passed one that it waits its cooling-off', () => {
    const core = readyCore();
    const failed = { code: 'limits.assessment_failed', params: { score: 12, passMaxScore: 2 } };
    core.push('limits', projection({ assessment: assessment({ phase: 'refused', error: failed }) }));
    const { unmount } = show(core);
    expect(screen.getByTestId('assessment-outcome').textContent).toContain('your limit stays as it is');
    unmount();
    core.push('limits', projection({ assessment: assessment({ phase: 'passed', effect: 'pending' }) }));
    show(core);
    expect(screen.getByTestId('assessment-outcome').textContent).toBe(
      'Thank you. Your change now waits its cooling-off period before it applies.',
    );
  });

  it("says on the limit's card that questions come first and nothing changed yet", () => {
    const core = readyCore();
    const ask = {
      key: 'k1',
      action: 'raise' as const,
      limitType: 20,
      currencyIso: 'RUB',
      value: 5_000_000,
      reasonId: null,
      phase: 'done' as const,
      effect: 'assessment',
      title: null,
      error: null,
      at: 1,
    };
    const money = { ...option(20), measure: 'money' as const, values: [100_000, 1_000_000] };
    core.push('limits', projection({ options: { status: 'ready', value: [money] }, asks: [ask] }));
    show(core);
    expect(within(screen.getByTestId('limit-20')).getByTestId('limit-outcome').textContent).toBe(
      'Answer a few questions first: nothing has changed yet.',
    );
  });

  it('is asked in the player language', () => {
    const core = readyCore();
    core.push('limits', projection({ assessment: assessment() }));
    show(core, 'de');
    expect(screen.getByText('Haben Sie mehr gesetzt, als Sie sich wirklich leisten konnten zu verlieren?')).toBeTruthy();
  });
});

describe('the self-exclusion reason', () => {
  it('shows only with reasons the server sent (the config flag), named in the player language', () => {
    const core = readyCore();
    core.push('limits', projection());
    const { unmount } = show(core);
    expect(screen.queryByTestId('break-reason')).toBeNull();
    unmount();
    core.push('limits', projection({ reasons: { status: 'ready', value: [{ id: 2, name: 'Money' }] } }));
    show(core);
    const select = screen.getByTestId('break-reason');
    expect(within(select).getByText('I spend too much money gambling')).toBeTruthy();
  });
});

describe('the self-block', () => {
  it('asks before blocking, and sends BlockUser only on yes', () => {
    const core = readyCore();
    core.push('limits', projection());
    show(core);
    fireEvent.click(screen.getByTestId('self-block-start'));
    expect(screen.getByTestId('self-block-dialog').textContent).toContain('You will not be able to bet or deposit until');
    fireEvent.click(screen.getByTestId('self-block-back'));
    expect(core.dispatched.filter((c) => c.type === 'limitsView/blockSelf')).toEqual([]);
    fireEvent.click(screen.getByTestId('self-block-start'));
    fireEvent.click(screen.getByTestId('self-block-confirm'));
    expect(core.dispatched).toContainEqual({ type: 'limitsView/blockSelf', payload: { reasonId: null } });
  });

  it('says until when the account is blocked', () => {
    const core = readyCore();
    core.push('limits', projection({ selfBlock: { phase: 'done', endsAt: Date.UTC(2031, 10, 27), error: null } }));
    show(core);
    expect(screen.getByTestId('self-block-outcome').textContent).toMatch(/^Your account is blocked for play until .*2031/);
  });
});

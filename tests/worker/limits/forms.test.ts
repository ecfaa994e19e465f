import { describe, expect, it } from 'vitest';
import { SELF_ASSESSMENT } from '../../../src/protocol/constants/limits';
import type { CommandEnvelope } from '../../../src/protocol/envelope';
import type { LimitsProjection } from '../../../src/protocol/limits';
import { LimitsController } from '../../../src/worker/limits/controller';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json, type Answer } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

/**
 * The worker's side of the self-assessment and the self-block: a POST limits
 * answered with questions and a token opens the assessment in the
 * projection; the answers go to testanswers with the token; BlockUser's
 * answer says until when.
 */
const NOW = 1_700_000_000_000;
const BASE = '/web-api/limit-service-api/api/external/web/v3';
const QUESTIONS = SELF_ASSESSMENT.questions.map((q) => ({ id: q.id, text: q.text, answers: [{ id: 0, text: 'Never' }] }));

function harness(script: Readonly<Record<string, readonly Answer[]>>) {
  const clock = new VirtualClock(NOW);
  const { http, calls } = scriptedHttp(clock, {
    [`GET ${BASE}/limits`]: [json(200, { data: [] })],
    [`GET ${BASE}/availablelimits`]: [json(200, { data: [] })],
    [`GET ${BASE}/limits/history`]: [json(200, { data: [] })],
    ...script,
  });
  const controller = new LimitsController({ clock, http, log: { warn: () => undefined, error: () => undefined } });
  const { dispatch } = coreLink(controller, { clock, session: signedIn() });
  const view = () => controller.projections.limits.value() as LimitsProjection;
  const tab = (type: string, payload: unknown) => controller.handle('tab-1', { id: 'x', type, payload } as CommandEnvelope);
  return { calls, dispatch, view, tab, settle: () => flushMicrotasks(30) };
}

describe('the self-assessment in the worker', () => {
  it('opens with the questions, sends the answers with the token, and shows the change went on', async () => {
    const h = harness({
      [`POST ${BASE}/limits`]: [
        json(200, { status: 'ok', changes: [], data: { questions: QUESTIONS, tokenGuid: 'tok-1', limitsData: [] } }),
      ],
      [`POST ${BASE}/testanswers`]: [
        json(200, {
          status: 'ok',
          success: true,
          questionsResult: { score: 0, passMaxScore: 2 },
          changes: [{ limitType: 20, currencyIso: 'RUB', change: 'raise', effect: 'pending' }],
          limitsData: [],
        }),
      ],
    });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'raise', limitType: 20, currencyIso: 'RUB', value: 5_000_000 } });
    await h.settle();
    expect(h.view().assessment).toMatchObject({ tokenGuid: 'tok-1', phase: 'asking', limitType: 20 });
    expect(h.view().asks.at(-1)).toMatchObject({ phase: 'done', effect: 'assessment' });

    expect(h.tab('limitsView/answerAssessment', { tokenGuid: 'other', answers: [] })).toMatchObject({
      code: 'limits.assessment_token_invalid',
    });
    const answers = QUESTIONS.map((q) => ({ questionId: q.id, answerId: 0 }));
    expect(h.tab('limitsView/answerAssessment', { tokenGuid: 'tok-1', answers })).toMatchObject({ accepted: true });
    await h.settle();
    const sent = h.calls.find((c) => c.url.pathname === `${BASE}/testanswers`);
    expect(JSON.parse(String(sent?.body))).toEqual({ tokenGuid: 'tok-1', answers });
    expect(h.view().assessment).toMatchObject({ phase: 'passed', effect: 'pending' });
    h.tab('limitsView/dismissAssessment', {});
    expect(h.view().assessment).toBeNull();
  });

  it('keeps a failed test as refused with its code', async () => {
    const h = harness({
      [`POST ${BASE}/limits`]: [
        json(200, { status: 'ok', changes: [], data: { questions: QUESTIONS, tokenGuid: 'tok-2', limitsData: [] } }),
      ],
      [`POST ${BASE}/testanswers`]: [
        json(403, { error: { code: 'limits.assessment_failed', message: 'no', params: { score: 9, passMaxScore: 2 } } }),
      ],
    });
    await h.settle();
    await h.dispatch({ type: 'limits/change', payload: { change: 'raise', limitType: 20, currencyIso: 'RUB', value: 5_000_000 } });
    await h.settle();
    h.tab('limitsView/answerAssessment', { tokenGuid: 'tok-2', answers: [] });
    await h.settle();
    expect(h.view().assessment).toMatchObject({ phase: 'refused', error: { code: 'limits.assessment_failed', params: { score: 9 } } });
  });
});

describe('the self-block in the worker', () => {
  it('sends BlockUser and says until when', async () => {
    const endsAt = NOW / 1000 + 1825 * 86_400;
    const h = harness({ '/web-api/limit-service-api/api/external/web/BlockUser': [json(200, { success: true, endsAt })] });
    await h.settle();
    expect(h.tab('limitsView/blockSelf', { reasonId: null })).toMatchObject({ accepted: true });
    expect(h.view().selfBlock).toMatchObject({ phase: 'sending' });
    await h.settle();
    expect(h.view().selfBlock).toEqual({ phase: 'done', endsAt: endsAt * 1000, error: null });
  });
});

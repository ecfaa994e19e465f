import { describe, expect, it } from 'vitest';
import type { QuestionsProjection } from '../../../src/protocol/questions';
import { QUESTION_PATHS, type Question } from '../../../src/protocol/schemas/questions';
import { SUPPORT_HISTORY_PATH } from '../../../src/protocol/schemas/supportHistory';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { QuestionsController } from '../../../src/worker/questions/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { SupportHistoryController } from '../../../src/worker/shell/supportHistory';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { json } from '../http/fakeFetch';
import { coreLink, scriptedHttp } from '../support/coreLink';

const NOW = Date.UTC(2026, 10, 28, 12);
const question = (id: number, text = `Question ${id}?`): Question => ({ id, text, options: ['Yes', 'No'], createdAt: NOW + id });

/** A server whose open questions are `open` (tests change it) and whose answer call answers `answerStatus`. */
function harness() {
  const clock = new VirtualClock(NOW);
  const server = { open: [question(1), question(2)], answerStatus: 200, held: null as Promise<void> | null };
  const { http, calls } = scriptedHttp(clock, {
    [QUESTION_PATHS.open]: [
      () => {
        // The list as it is when the read arrives, answered when `held` lets it go.
        const reply = json(200, { data: { questions: server.open } });
        return server.held ? server.held.then(() => reply) : reply;
      },
    ],
    [QUESTION_PATHS.answer]: [
      (call) => {
        const body = JSON.parse(call.body ?? '{}') as { questionId: number; option: number };
        if (server.answerStatus !== 200) return json(server.answerStatus, { error: { code: 'x', message: 'refused' } });
        server.open = server.open.filter((q) => q.id !== body.questionId);
        return json(200, { data: body });
      },
    ],
    [SUPPORT_HISTORY_PATH]: [json(200, { data: { requests: [] } })],
  });
  const controller = new QuestionsController({ http, log: { warn: () => undefined } });
  const history = new SupportHistoryController({ http, log: { warn: () => undefined } });
  let wallet: Partial<WalletProjection> = { notices: [] };
  const pushes: QuestionsProjection[] = [];
  const core = coreLink(controller, {
    clock,
    projections: { wallet: () => wallet as WalletProjection },
    changed: () => pushes.push(controller.view()),
  });
  const historyCore = coreLink(history, { clock });
  return {
    controller,
    history,
    server,
    calls,
    pushes,
    settle: () => flushMicrotasks(20),
    signIn() {
      core.setSession(signedIn());
      historyCore.setSession(signedIn());
    },
    signOut() {
      core.setSession({ ...NO_SESSION, status: 'signedOut' });
    },
    channel(id: number, event: Record<string, unknown>) {
      wallet = { ...wallet, notices: [{ id, at: NOW, event: event as never }] };
      controller.projectionChanged('wallet');
    },
    channelStatus(status: 'connecting' | 'live' | 'offline') {
      wallet = { ...wallet, channel: { status, retryAt: null, attempt: 0 } };
      controller.projectionChanged('wallet');
    },
  };
}

const answer = (h: ReturnType<typeof harness>, questionId: number, option: number) =>
  h.controller.handle('tab', { id: 'c', type: 'questions/answer', payload: { questionId, option } });

describe('the questions controller', () => {
  it('shows no question to a guest, and the oldest open one once signed in', async () => {
    const h = harness();
    expect(h.controller.view()).toMatchObject({ current: null, open: 0 });
    h.signIn();
    await h.settle();
    expect(h.controller.view()).toEqual({ player: 'signedIn', current: question(1), open: 2, sending: null, failed: null });
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', current: null, open: 0 });
  });

  it('reads the open questions again when the channel announces one, not on other events', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    const reads = h.calls.length;
    h.channel(1, { type: 'balance' });
    await h.settle();
    expect(h.calls.length).toBe(reads);
    h.server.open = [question(1), question(2), question(3)];
    h.channel(2, { type: 'question', questionId: 3, change: 'asked' });
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().open).toBe(3);
  });

  it('reads them again when the channel is back after going offline (it may have missed more than it resumes)', async () => {
    const h = harness();
    h.signIn();
    h.channelStatus('connecting');
    h.channelStatus('live');
    await h.settle();
    const reads = h.calls.length;
    h.channelStatus('offline');
    h.server.open = [question(2)];
    h.channelStatus('live');
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().current).toEqual(question(2));
  });

  it('sends the answer and moves on to the next question', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    expect(await answer(h, 1, 1)).toEqual({ accepted: true, seq: 0 });
    const post = h.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ questionId: 1, option: 1 });
    expect(h.controller.view()).toMatchObject({ current: question(2), open: 1, sending: null });
    expect(h.pushes.some((p) => p.sending === 1)).toBe(true);
  });

  it('a read begun before the answer does not bring the answered question back when it lands after it', async () => {
    const h = harness();
    h.signIn();
    h.channelStatus('live');
    await h.settle();
    let release = (): void => undefined;
    h.server.held = new Promise<void>((resolve) => {
      release = resolve;
    });
    h.channelStatus('offline');
    h.channelStatus('live');
    await h.settle();
    h.server.held = null;
    expect(await answer(h, 1, 0)).toEqual({ accepted: true, seq: 0 });
    release();
    await h.settle();
    expect(h.controller.view()).toMatchObject({ current: question(2), open: 1 });
  });

  it('a question answered elsewhere is read again; a failed answer is marked so the modal can say so', async () => {
    const h = harness();
    h.signIn();
    await h.settle();
    h.server.answerStatus = 409;
    h.server.open = [question(2)];
    expect(await answer(h, 1, 0)).toMatchObject({ rejected: true, code: 'questions.already_answered' });
    await h.settle();
    expect(h.controller.view().current).toEqual(question(2));
    h.server.answerStatus = 500;
    expect(await answer(h, 2, 0)).toMatchObject({ rejected: true, code: 'questions.network_error' });
    expect(h.controller.view()).toMatchObject({ current: question(2), failed: 2, sending: null });
  });

  it('refuses an answer from a guest and a malformed one', async () => {
    const h = harness();
    expect(await answer(h, 1, 0)).toMatchObject({ rejected: true, code: 'questions.unauthorized' });
    h.signIn();
    await h.settle();
    expect(await answer(h, 1, -1)).toMatchObject({ rejected: true, code: 'invalid_command' });
  });
});

describe('the support history query', () => {
  it("reads the signed-in player's requests; a guest has none to read", async () => {
    const h = harness();
    expect(await h.history.queries.supportHistory({ lang: 'en' })).toEqual({ status: 'signedOut' });
    h.signIn();
    await h.settle();
    expect(await h.history.queries.supportHistory({ lang: 'en' })).toEqual({ status: 'ok', requests: [] });
  });
});

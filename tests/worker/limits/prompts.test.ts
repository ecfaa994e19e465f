import { describe, expect, it } from 'vitest';
import { initialAppState } from '../../../src/core/app';
import type { LimitPromptsProjection } from '../../../src/protocol/limitPrompts';
import { LIMIT_PROMPT_PATHS, type LimitPromptFacts } from '../../../src/protocol/schemas/limitPrompts';
import type { SessionProjection } from '../../../src/protocol/session';
import type { WalletProjection } from '../../../src/protocol/wallet';
import { createHttpClient } from '../../../src/worker/http/client';
import { LimitPromptsController } from '../../../src/worker/limits/prompts';
import type { ControllerLink } from '../../../src/worker/runtime/controller';
import { NO_SESSION } from '../../../src/worker/session';
import { demoConfig } from '../../support/demoConfig';
import { flushMicrotasks, VirtualClock } from '../../support/virtualClock';
import { signedIn } from '../coupon/harness';
import { fakeFetch, json } from '../http/fakeFetch';

const NOW = Date.UTC(2026, 10, 28, 12);
const FRESH: LimitPromptFacts = { hasDeposited: false, depositLimitSet: false, lastReviewAt: null, depositPromptDismissedAt: null };

function harness(answers: LimitPromptFacts[]) {
  const clock = new VirtualClock(NOW);
  let served = 0;
  const { fetch, calls } = fakeFetch(clock, [
    (call) => {
      if (call.url.pathname !== LIMIT_PROMPT_PATHS.prompts) return json(404, {});
      const facts = answers[Math.min(served++, answers.length - 1)];
      return json(200, { data: facts });
    },
  ]);
  const http = createHttpClient({ fetch, clock, appVersion: 'test', tokens: { get: async () => 'token-1' } });
  const controller = new LimitPromptsController({ clock, http, log: { warn: () => undefined } });
  let session: SessionProjection = NO_SESSION;
  let wallet: Partial<WalletProjection> = { notices: [] };
  const pushes: LimitPromptsProjection[] = [];
  const link: ControllerLink = {
    state: () => initialAppState,
    config: () => demoConfig,
    projection: ((name: string) => (name === 'session' ? session : name === 'wallet' ? wallet : undefined)) as ControllerLink['projection'],
    dispatch: () => Promise.resolve({ accepted: true, seq: 0 }),
    changed: () => pushes.push(controller.view()),
    newId: () => 'id',
  };
  controller.attach(link);
  return {
    controller,
    calls,
    pushes,
    settle: () => flushMicrotasks(20),
    signIn() {
      session = signedIn();
      controller.projectionChanged('session');
    },
    signOut() {
      session = { ...NO_SESSION, status: 'signedOut' };
      controller.projectionChanged('session');
    },
    channel(id: number, type: string) {
      wallet = { notices: [{ id, at: NOW, event: { type } as never }] };
      controller.projectionChanged('wallet');
    },
  };
}

describe('the limit prompts controller', () => {
  it('has no prompt for a guest, and reads the facts at sign-in', async () => {
    const h = harness([FRESH]);
    expect(h.controller.view()).toMatchObject({ depositLimit: null, reviewDueAt: null });
    h.signIn();
    await h.settle();
    expect(h.controller.view()).toEqual({ player: 'signedIn', depositLimit: 'everywhere', reviewDueAt: null, sending: false });
    h.signOut();
    expect(h.controller.view()).toMatchObject({ player: 'guest', depositLimit: null });
  });

  it('reads the facts again when the channel tells of a first deposit or a limit change, not of a balance', async () => {
    const h = harness([FRESH, { ...FRESH, hasDeposited: true }]);
    h.signIn();
    await h.settle();
    const reads = h.calls.length;
    h.channel(1, 'balance');
    await h.settle();
    expect(h.calls.length).toBe(reads);
    h.channel(2, 'first_deposit');
    await h.settle();
    expect(h.calls.length).toBe(reads + 1);
    expect(h.controller.view().depositLimit).toBeNull();
  });

  it('sends "not now" to the limit service and shows what it answers', async () => {
    const h = harness([FRESH, { ...FRESH, depositPromptDismissedAt: NOW }]);
    h.signIn();
    await h.settle();
    const answer = await h.controller.handle('tab', { id: 'c', type: 'limitPrompts/dismissDeposit', payload: {} });
    expect(answer).toEqual({ accepted: true, seq: 0 });
    const post = h.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ action: 'dismissDepositPrompt' });
    expect(h.controller.view().depositLimit).toBe('depositPage');
  });

  it('refuses an answer from a guest', async () => {
    const h = harness([FRESH]);
    expect(await h.controller.handle('tab', { id: 'c', type: 'limitPrompts/reviewed', payload: {} })).toMatchObject({
      rejected: true,
      code: 'limits.unauthorized',
    });
  });
});

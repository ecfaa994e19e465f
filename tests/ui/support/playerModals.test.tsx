// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionsProjection, SupportHistoryResult } from '../../../src/protocol/questions';
import type { Question } from '../../../src/protocol/schemas/questions';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { PlayerModalsSlot as PlayerModals } from '../../../src/ui/support/PlayerModalsSlot';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/** The player modals paint the questions projection and the support history query, and hide on navigation as SPEC 2 says. */
afterEach(cleanup);

const QUESTION: Question = { id: 7, text: 'Did our call back reach you?', options: ['Yes', 'No'], createdAt: 0 };
const ASKED: QuestionsProjection = { player: 'signedIn', current: QUESTION, open: 1, sending: null, failed: null };

function show(core: FakeCore, path: string, lang = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <PlayerModals lang={lang} /> }], { initialEntries: [path] });
  render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
  return router;
}

const go = (router: ReturnType<typeof show>, to: string) => act(() => router.navigate(to));

function answering(core: FakeCore, result: () => Promise<SupportHistoryResult>) {
  const asked: unknown[] = [];
  Object.assign(core, {
    supportHistory: (input: unknown) => {
      asked.push(input);
      return result();
    },
  });
  return asked;
}

describe('the user-question modal', () => {
  it('is a labelled dialog with the question, focus on the first option; an option sends the answer', async () => {
    const core = readyCore();
    core.push('questions', ASKED);
    show(core, '/en/live');
    const dialog = await screen.findByRole('dialog', { name: 'A question from support' });
    expect(dialog.textContent).toContain('Did our call back reach you?');
    expect(screen.getByRole('group', { name: 'Your answer' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('question-option-0')));
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(core.dispatched).toContainEqual({ type: 'questions/answer', payload: { questionId: 7, option: 1 } });
  });

  it('closes when the worker says it is answered (in this tab or another), and says when an answer failed', async () => {
    const core = readyCore();
    core.push('questions', { ...ASKED, failed: 7 });
    show(core, '/en/live');
    expect((await screen.findByRole('alert')).textContent).toContain('did not reach us');
    act(() => core.push('questions', { ...ASKED, current: null, open: 0 }));
    await waitFor(() => expect(screen.queryByTestId('question-modal')).toBeNull());
  });

  it('survives a navigation that keeps path and hash, or carries the flag; hides on one that changes the path', async () => {
    const core = readyCore();
    core.push('questions', ASKED);
    const router = show(core, '/en/live#top');
    await screen.findByTestId('question-modal');
    await go(router, '/en/live?sport=1#top');
    expect(screen.queryByTestId('question-modal')).not.toBeNull();
    await go(router, '/en/line?keepModal=1');
    expect(screen.queryByTestId('question-modal')).not.toBeNull();
    await go(router, '/en/casino');
    expect(screen.queryByTestId('question-modal')).toBeNull();
  });

  it('"Answer later" puts it off in this tab; a guest never sees one', async () => {
    const core = readyCore();
    core.push('questions', ASKED);
    show(core, '/en/live');
    fireEvent.click(await screen.findByTestId('question-later'));
    await waitFor(() => expect(screen.queryByTestId('question-modal')).toBeNull());
    cleanup();
    const guest = readyCore();
    guest.push('questions', { ...ASKED, player: 'guest' });
    show(guest, '/en/live');
    await act(() => Promise.resolve());
    expect(screen.queryByTestId('question-modal')).toBeNull();
  });

  it("speaks Arabic (the page's direction comes from the shell; the modal uses logical sides)", async () => {
    const core = readyCore();
    core.push('questions', ASKED);
    show(core, '/ar/live', 'ar');
    expect(await screen.findByRole('dialog', { name: 'سؤال من فريق الدعم' })).toBeTruthy();
  });
});

describe('the support-request-history modal', () => {
  it("opens from ?support=history, lists the player's requests newest first with a chat's answers, closes to the page", async () => {
    const core = readyCore();
    const asked = answering(core, () =>
      Promise.resolve({
        status: 'ok',
        requests: [
          {
            id: 9,
            kind: 'chat',
            createdAt: '2026-11-28T10:00:00.000Z',
            status: 'answered',
            message: 'Hello?',
            messages: [
              { id: 1, author: 'player', text: 'Hello?', at: '2026-11-28T10:00:00.000Z' },
              { id: 2, author: 'operator', text: 'How can I help?', at: '2026-11-28T10:01:00.000Z' },
            ],
          },
          { id: 4, kind: 'email', createdAt: '2026-11-27T10:00:00.000Z', status: 'sent', message: 'My withdrawal', messages: [] },
        ],
      }),
    );
    const router = show(core, '/en/live?sport=1&support=history#top');
    const dialog = await screen.findByRole('dialog', { name: 'My support requests' });
    const items = await screen.findAllByTestId('support-history-item');
    expect(items.map((i) => i.getAttribute('data-kind'))).toEqual(['chat', 'email']);
    expect(items[0]?.textContent).toContain('Consultant How can I help?');
    expect(items[0]?.textContent).toContain('Answered');
    expect(items[1]?.textContent).toContain('My withdrawal');
    expect(asked).toEqual([{ lang: 'en' }]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('support-history')).toBeNull());
    expect(`${router.state.location.pathname}${router.state.location.search}${router.state.location.hash}`).toBe('/en/live?sport=1#top');
  });

  it('shows the empty, signed-out and error states; the error offers a retry', async () => {
    const core = readyCore();
    let answer: SupportHistoryResult = { status: 'error', message: 'down' };
    answering(core, () => Promise.resolve(answer));
    const router = show(core, '/en/live?support=history');
    expect((await screen.findByTestId('support-history-error')).textContent).toContain('could not be loaded');
    answer = { status: 'ok', requests: [] };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('support-history-empty')).textContent).toContain('not sent any');
    await go(router, '/en/line');
    expect(screen.queryByTestId('support-history')).toBeNull();
    answer = { status: 'signedOut' };
    await go(router, '/en/line?support=history');
    expect((await screen.findByTestId('support-history-signed-out')).textContent).toContain('Sign in');
  });
});

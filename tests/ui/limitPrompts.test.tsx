// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LimitPromptsProjection } from '../../src/protocol/limitPrompts';
import { createI18n } from '../../src/ui/i18n/allTexts';
import LimitPrompts from '../../src/ui/limitPrompts/LimitPrompts';
import { readyCore, withCore, type FakeCore } from './fakeCore';

/** The limit prompts paint the limitPrompts projection and send what the player answers; the worker decides when they show. */
afterEach(cleanup);

const NONE: LimitPromptsProjection = { player: 'signedIn', depositLimit: null, reviewDueAt: null, sending: false };

function show(core: FakeCore, place: 'site' | 'depositPage', lang = 'en') {
  const router = createMemoryRouter([{ path: '*', element: <LimitPrompts lang={lang} place={place} /> }], { initialEntries: ['/'] });
  render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('the limit prompts', () => {
  it('after registration: set a deposit limit, or "not now"', () => {
    const core = readyCore();
    core.push('limitPrompts', { ...NONE, depositLimit: 'everywhere' });
    show(core, 'site');
    expect(screen.getByRole('region', { name: 'Responsible gaming' }).textContent).toContain('Set a deposit limit');
    expect(screen.getByTestId('limit-prompt-set').getAttribute('href')).toBe('/en/office/responsible');
    fireEvent.click(screen.getByTestId('limit-prompt-not-now'));
    expect(core.dispatched).toContainEqual({ type: 'limitPrompts/dismissDeposit', payload: {} });
    act(() => core.push('limitPrompts', { ...NONE, depositLimit: 'depositPage' }));
    expect(screen.queryByTestId('limit-prompt-site')).toBeNull();
  });

  it('on the deposit page, before the first deposit, without a "not now"', () => {
    const core = readyCore();
    core.push('limitPrompts', { ...NONE, depositLimit: 'depositPage' });
    show(core, 'depositPage');
    expect(screen.getByTestId('limit-prompt-depositPage').textContent).toContain('before your first deposit');
    expect(screen.queryByTestId('limit-prompt-not-now')).toBeNull();
  });

  it('every six months: review, or record that the limits are fine', () => {
    const core = readyCore();
    core.push('limitPrompts', { ...NONE, reviewDueAt: Date.UTC(2026, 5, 1) });
    show(core, 'site');
    expect(screen.getByTestId('limit-prompt-site').textContent).toContain('Time to review your limits');
    fireEvent.click(screen.getByTestId('limit-prompt-reviewed'));
    expect(core.dispatched).toContainEqual({ type: 'limitPrompts/reviewed', payload: {} });
  });

  it('shows nothing to a guest or without a prompt', () => {
    const core = readyCore();
    core.push('limitPrompts', { ...NONE, player: 'guest', depositLimit: 'everywhere' });
    show(core, 'site');
    expect(screen.queryByRole('region')).toBeNull();
    act(() => core.push('limitPrompts', NONE));
    expect(screen.queryByRole('region')).toBeNull();
  });

  it.each(['ru', 'de', 'ar'])('speaks %s', (lang) => {
    const core = readyCore();
    core.push('limitPrompts', { ...NONE, depositLimit: 'everywhere' });
    show(core, 'site', lang);
    expect(screen.getByTestId('limit-prompt-site').textContent).not.toMatch(/limitPrompts\.|\{\{/);
  });
});

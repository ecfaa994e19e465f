// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueryName } from '../../../src/protocol/api';
import type { PageProps } from '../../../src/ui/core-access/pageProps';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { BlockAppealPage } from '../../../src/ui/office/support/BlockAppealPage';
import { ManagerPage } from '../../../src/ui/office/support/ManagerPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore } from '../fakeCore';

/** The support pages over the fake core: they paint what the worker answers and word its refusals. */
afterEach(cleanup);

function show(Page: ComponentType<PageProps>, answers: Partial<Record<QueryName, (input: unknown) => unknown>>) {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
  const asked: { name: string; input: unknown }[] = [];
  core.ask = ((name: QueryName, input: unknown) => {
    asked.push({ name, input });
    return Promise.resolve(answers[name]?.(input) ?? { status: 'error', message: 'unscripted' });
  }) as typeof core.ask;
  const resolution = { kind: 'page', routeId: 'officeManager', params: {}, query: {}, language: 'en' } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <Page resolution={resolution} /> }]);
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return asked;
}

describe('office/manager', () => {
  it('says none is assigned, or shows the contact', async () => {
    show(ManagerPage, { officeManager: () => ({ status: 'ok', value: null }) });
    expect((await screen.findByTestId('manager-none')).textContent).toContain('No personal manager');
    cleanup();
    show(ManagerPage, {
      officeManager: () => ({ status: 'ok', value: { name: 'Olga Petrova', email: 'olga@x.example', phone: null, hours: null } }),
    });
    expect((await screen.findByTestId('manager-name')).textContent).toContain('Olga Petrova');
    expect(screen.getByRole('link', { name: 'olga@x.example' }).getAttribute('href')).toBe('mailto:olga@x.example');
  });
});

describe('block-appeal-history', () => {
  it('files an appeal and words a refusal; an appeal waiting for its answer hides the form', async () => {
    const asked = show(BlockAppealPage, {
      officeAppeals: () => ({ status: 'ok', value: [] }),
      officeFileAppeal: () => ({ status: 'refused', code: 'appeal_open', retryAfterSeconds: null }),
    });
    fireEvent.change(await screen.findByTestId('appeal-text'), { target: { value: 'Blocked by mistake, please check' } });
    fireEvent.click(screen.getByTestId('appeal-submit'));
    expect((await screen.findByTestId('appeal-error')).textContent).toContain('still waiting for an answer');
    expect(asked.find((a) => a.name === 'officeFileAppeal')?.input).toEqual({ text: 'Blocked by mistake, please check' });
    cleanup();
    show(BlockAppealPage, {
      officeAppeals: () => ({
        status: 'ok',
        value: [{ id: 1, text: 'Please look again', createdAt: '2026-11-29T10:00:00Z', answer: null, answeredAt: null }],
      }),
    });
    expect(await screen.findByTestId('appeal-waiting')).toBeTruthy();
    expect(screen.queryByTestId('appeal-form')).toBeNull();
    await waitFor(() => expect(screen.getAllByTestId('appeal-item')).toHaveLength(1));
  });
});

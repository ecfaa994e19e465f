// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { OfficeResult } from '../../../src/protocol/office';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import type { OfficeSettings } from '../../../src/protocol/schemas/office';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { framePages } from '../../../src/ui/office/frame/framed';
import type { PageProps } from '../../../src/ui/core-access/pageProps';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * The office frame over the fake core: a page of an app's table is framed by
 * the menu the worker reads (office settings), with the player's name, e-mail
 * and id, the page on screen marked; the phone's select goes to the page
 * chosen; a page the table leaves unframed stays alone.
 */
afterEach(cleanup);

const MENU: OfficeSettings['menuCategories'] = [
  {
    id: 'account',
    items: [
      { routeId: 'officeAccount', path: 'office/account' },
      { routeId: 'officeTransfers', path: 'office/transfers' },
    ],
  },
  { id: 'responsible', items: [{ routeId: 'officeResponsible', path: 'office/responsible' }] },
];

const SETTINGS = {
  menuCategories: MENU,
  menuUserData: { id: 42, login: 'player42', name: 'Ada Lovelace', email: 'ada@example.com' },
} as unknown as OfficeSettings;

function coreWith(answer: OfficeResult<OfficeSettings>): FakeCore {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 42 });
  Object.assign(core, { officeSettings: () => Promise.resolve(answer) });
  return core;
}

const Page = ({ resolution }: PageProps) => <p data-testid="inner-page">{resolution.routeId}</p>;

function show(core: FakeCore, routeId: string, only?: (id: string) => boolean) {
  const pages = framePages({ [routeId]: Page }, only);
  const Framed = pages[routeId as keyof typeof pages]!;
  const resolution = { kind: 'page', routeId, params: {}, query: {}, language: 'en' } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <Framed resolution={resolution} /> }], { initialEntries: ['/en/office'] });
  return { router, ...render(withCore(core, createI18n('en'), <RouterProvider router={router} />)) };
}

describe('the office frame', () => {
  it('draws the server menu around the page, with the player and the page on screen marked', async () => {
    show(coreWith({ status: 'ok', value: SETTINGS }), 'office');
    expect(screen.getByTestId('inner-page').textContent).toBe('office');
    await waitFor(() => expect(screen.getByTestId('office-menu')).toBeTruthy());
    const user = screen.getByTestId('office-user').textContent ?? '';
    expect(user).toContain('Ada Lovelace');
    expect(user).toContain('ada@example.com');
    expect(user).toContain('42');
    // The office's own address is its account page.
    expect(screen.getByTestId('office-menu-officeAccount').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('office-menu-officeTransfers').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('office-menu-officeTransfers').getAttribute('href')).toBe('/en/office/transfers');
    expect(screen.getByRole('navigation', { name: 'Account menu' })).toBeTruthy();
  });

  it("goes to the page chosen in the phone's select", async () => {
    const { router } = show(coreWith({ status: 'ok', value: SETTINGS }), 'officeTransfers');
    const select = (await screen.findByTestId('office-menu-select')) as HTMLSelectElement;
    expect(select.value).toBe('officeTransfers');
    fireEvent.change(select, { target: { value: 'officeResponsible' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/office/responsible'));
  });

  it('shows the page alone when the settings cannot be read, and leaves a page the table excludes unframed', async () => {
    show(coreWith({ status: 'refused', code: 'network_error', params: {}, retry: true }), 'officeAccount');
    expect(screen.getByTestId('inner-page')).toBeTruthy();
    expect(screen.getByTestId('office-frame')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.queryByTestId('office-menu')).toBeNull();
    cleanup();
    show(coreWith({ status: 'ok', value: SETTINGS }), 'playPaused', (id) => id !== 'playPaused');
    expect(screen.getByTestId('inner-page')).toBeTruthy();
    expect(screen.queryByTestId('office-frame')).toBeNull();
  });
});

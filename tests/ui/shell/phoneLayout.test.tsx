// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

/** A viewport whose width matchMedia reports, as a browser would to the phone layout's query. */
function viewportNarrow(narrow: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

// The phone's parts are a lazy chunk: on a loaded machine their first import takes a while in jsdom.
const LAZY = { timeout: 10_000 };

beforeEach(() => {
  for (const name of ['cookies_agree_type', 'hide_left', 'hide_right', 'ua', 'lng']) document.cookie = `${name}=; path=/; max-age=0`;
  document.cookie = 'cookies_agree_type=2; path=/';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone layout', () => {
  it('a desktop-wide visit keeps the side columns and has no bottom bar', async () => {
    viewportNarrow(false);
    renderApp(readyShellCore(), '/en/contacts');
    const layout = await screen.findByTestId('layout-main');
    await waitFor(() => expect(screen.getByTestId('side-left')).toBeTruthy());
    expect(layout.dataset.mode).toBe('desktop');
    expect(screen.getByTestId('side-right')).toBeTruthy();
    expect(document.documentElement.dataset.mode).toBeUndefined();
    expect(screen.queryByTestId('bottom-nav')).toBeNull();
  });

  it('a viewport under 1024 px draws the phone layout: no side columns, the bottom bar instead', async () => {
    viewportNarrow(true);
    renderApp(readyShellCore(), '/en/contacts');
    const layout = await screen.findByTestId('layout-main');
    expect(layout.dataset.mode).toBe('phone');
    expect(screen.queryByTestId('side-left')).toBeNull();
    expect(screen.queryByTestId('side-right')).toBeNull();
    const nav = await screen.findByTestId('bottom-nav', undefined, LAZY);
    expect(nav.getAttribute('aria-label')).toBe('Quick navigation');
    // <html> is marked too, for the design system's phone rules on portalled dialogs.
    expect(document.documentElement.dataset.mode).toBe('phone');
    expect(screen.getByTestId('bottom-nav-live').getAttribute('href')).toBe('/en/live');
    expect(screen.getByTestId('bottom-nav-slip').textContent).toContain('Bets in the slip: 0');
  });

  it('platform_type=mobile in the route answer draws it on a wide screen too', async () => {
    viewportNarrow(false);
    renderApp(readyShellCore(), '/en/contacts?platform_type=mobile');
    await waitFor(() => expect(screen.getByTestId('layout-main').dataset.mode).toBe('phone'));
    await screen.findByTestId('bottom-nav', undefined, LAZY);
    expect(screen.queryByTestId('side-left')).toBeNull();
  });

  it('the bar opens the slip as a bottom sheet and the menu as a drawer that leads to the sports menu', async () => {
    viewportNarrow(true);
    renderApp(readyShellCore(), '/en/contacts');
    fireEvent.click(await screen.findByTestId('bottom-nav-slip', undefined, LAZY));
    const sheet = await screen.findByTestId('phone-slip-sheet', undefined, LAZY);
    expect(sheet.className).toContain('modal--sheet');
    expect(sheet.getAttribute('role')).toBe('dialog');
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('phone-slip-sheet')).toBeNull());

    fireEvent.click(screen.getByTestId('bottom-nav-menu'));
    const menu = await screen.findByTestId('phone-menu-drawer');
    expect(menu.className).toContain('modal--drawer-end');
    fireEvent.click(screen.getByTestId('phone-menu-sports'));
    const sports = await screen.findByTestId('phone-sports-drawer');
    expect(sports.className).toContain('modal--drawer-start');
    expect(screen.queryByTestId('phone-menu-drawer')).toBeNull();
  });
});

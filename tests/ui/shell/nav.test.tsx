// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AVAILABLE_ROUTE_NUMBERS } from '../../../src/protocol/routes';
import { NO_SESSION } from '../../../src/worker/session';
import { NO_RETURN } from '../../../src/core/session/returns';
import { renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

afterEach(() => cleanup());

const SIGNED_IN = { isAuthenticated: true, isBanned: false, banLevel: 0, banVersion: 2, termsChanged: false, keptReturn: NO_RETURN };

function hrefs(container: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(container)
      .getAllByRole('link')
      .map((a) => [a.textContent ?? '', a.getAttribute('href') ?? '']),
  );
}

const header = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('site navigation', () => {
  it('a guest gets the main sections in the header and the information pages in the footer, at localized paths', async () => {
    const core = readyShellCore({ availableRoutes: [AVAILABLE_ROUTE_NUMBERS.rules] });
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/en/contacts');
    await screen.findByTestId('nav-live');
    expect(hrefs(header())).toMatchObject({
      Home: '/en',
      Live: '/en/live',
      Sports: '/en/line',
      Slots: '/en/slots',
      'Live casino': '/en/casino',
      Promotions: '/en/promotions',
    });
    // The office needs sign-in: the route decision sends a guest away, so no link.
    expect(screen.queryByTestId('nav-office')).toBeNull();
    const footer = await screen.findByTestId('footer-info');
    expect(hrefs(footer)).toMatchObject({
      'About us': '/en/about',
      Contacts: '/en/contacts',
      'Betting rules': '/en/rules/1',
      'Responsible gaming': '/en/responsiblegaming',
    });
    // Pages the site has switched off (available routes 52 payment, 62 calculator) would 404: not linked.
    expect(within(footer).queryByText('Payment methods')).toBeNull();
    expect(within(footer).queryByText('Betting calculator')).toBeNull();
  });

  it('rules appear only with route 47; the calculator with its own number', async () => {
    const core = readyShellCore({ availableRoutes: [AVAILABLE_ROUTE_NUMBERS.bettingCalculator] });
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/en/contacts');
    const footer = await screen.findByTestId('footer-info');
    await within(footer).findByText('Betting calculator');
    expect(within(footer).queryByText('Betting rules')).toBeNull();
  });

  it('signing in adds the office; the links follow the language of the URL', async () => {
    const core = readyShellCore();
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/ru/contacts');
    await screen.findByTestId('nav-live');
    expect(screen.queryByTestId('nav-office')).toBeNull();
    act(() => {
      core.routeSession = SIGNED_IN;
      core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo' });
    });
    const office = await screen.findByTestId('nav-office');
    expect(office.getAttribute('href')).toBe('/ru/office');
    expect(office.textContent).toBe('Личный кабинет');
    expect(screen.getByTestId('nav-line').textContent).toBe('Линия');
    expect((await screen.findByTestId('footer-about')).getAttribute('href')).toBe('/ru/about');
  });

  it('a banned player is not offered sections the ban closes, but keeps the information pages', async () => {
    const core = readyShellCore();
    core.routeSession = { ...SIGNED_IN, isBanned: true, banLevel: 12 };
    core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo', banLevel: 12, banVersion: 2 });
    renderApp(core, '/en/contacts');
    await screen.findByTestId('footer-about');
    expect(screen.queryByTestId('nav-live')).toBeNull();
    expect(screen.queryByTestId('nav-office')).toBeNull();
  });

  it('marks the current section for screen readers and keeps every link reachable by Tab', async () => {
    const core = readyShellCore();
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/en/slots');
    const slots = await screen.findByTestId('nav-slots');
    await waitFor(() => expect(slots.getAttribute('aria-current')).toBe('page'));
    expect(screen.getByTestId('nav-live').getAttribute('aria-current')).toBeNull();
    for (const link of within(header()).getAllByRole('link')) expect(link.tabIndex).toBe(0);
  });

  it('Arabic texts', async () => {
    const core = readyShellCore();
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/ar/contacts');
    expect((await screen.findByTestId('nav-promotions')).textContent).toBe('العروض');
    expect((await screen.findByTestId('footer-contacts')).textContent).toBe('اتصل بنا');
  });
});

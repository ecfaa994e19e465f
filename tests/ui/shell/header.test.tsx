// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NO_SESSION } from '../../../src/worker/session';
import { renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

afterEach(() => cleanup());

const optionsOf = (): string[] => Array.from((screen.getByTestId('language-switcher') as HTMLSelectElement).options).map((o) => o.value);

describe('the header follows the route rules', () => {
  it('offers a guest no language hidden from guests (langHiddenUnauthorized); a signed-in player gets it', async () => {
    const core = readyShellCore({ langHiddenUnauthorized: ['ar'] });
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(core, '/en/contacts');
    await screen.findByTestId('language-switcher');
    expect(optionsOf()).toEqual(['en', 'ru']);
    act(() => core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo' }));
    await waitFor(() => expect(optionsOf()).toEqual(['en', 'ru', 'ar']));
  });

  it('shows Register only where the registration route opens: not with registration off, not on a VIP domain', async () => {
    const shown = readyShellCore({ isRegistrationAllowed: true });
    shown.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(shown, '/en/contacts');
    await screen.findByTestId('register-link');
    cleanup();

    const off = readyShellCore({ isRegistrationAllowed: false });
    off.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(off, '/en/contacts');
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('register-link')).toBeNull();
    cleanup();

    // jsdom's page is on localhost: make that host a VIP domain.
    expect(window.location.hostname).toBe('localhost');
    const vip = readyShellCore({ isRegistrationAllowed: true, vipDomains: ['localhost'] });
    vip.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(vip, '/en/contacts');
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('register-link')).toBeNull();
  });

  it("the main layout's registration widget follows the same rule: shown to a guest, not on a VIP domain", async () => {
    const shown = readyShellCore({ isRegistrationAllowed: true });
    shown.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(shown, '/en/contacts');
    await screen.findByTestId('registration-widget');
    cleanup();
    const vip = readyShellCore({ isRegistrationAllowed: true, vipDomains: ['localhost'] });
    vip.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(vip, '/en/contacts');
    await screen.findByTestId('login-button');
    expect(screen.queryByTestId('registration-widget')).toBeNull();
  });
});

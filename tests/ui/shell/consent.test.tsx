// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mayStoreMarketingCookies } from '../../../src/core/preferences';
import { DEFAULT_PREFERENCES, type Preferences } from '../../../src/protocol/preferences';
import { renderConsentFrames } from '../../../src/ui/prerender/frames';
import { readCookies } from '../../../src/ui/shell/browserFacts';
import { renderApp } from '../fakeCore';
import { type ShellFakeCore, readyShellCore } from './shellFakeCore';

// Every cookie a test left (the preference cookies the page writes too), whatever order the tests run in.
beforeEach(() => {
  for (const name of Object.keys(readCookies())) document.cookie = `${name}=; path=/; max-age=0`;
});
afterEach(cleanup);

function prefs(core: ShellFakeCore): Preferences {
  return core.getSnapshot('preferences') ?? DEFAULT_PREFERENCES;
}

/** Another tab changed a preference: the worker pushes the new value here. */
function pushFromElsewhere(core: ShellFakeCore, patch: Partial<Preferences>) {
  act(() => core.push('preferences', { ...prefs(core), ...patch }));
}

/** The worker's referral hold, as the controller answers: a landing's cookies, given once the visitor accepts all cookies. */
function holdingReferral(core: ShellFakeCore) {
  let held = [{ name: 'partnerid' as const, value: 'abc', maxAgeSeconds: 60 * 86400 }];
  Object.assign(core, {
    referralCookies: async () => {
      if (!mayStoreMarketingCookies(prefs(core))) return { write: [] };
      const write = held;
      held = [];
      return { write };
    },
  });
}

/** The worker's cookie plan never comes back (a slow worker): what the page shows meanwhile. */
function holdCookiePlan(core: ShellFakeCore) {
  const ask = core.ask.bind(core);
  core.ask = ((name, input) => (name === 'preferenceCookies' ? new Promise(() => undefined) : ask(name, input))) as typeof core.ask;
}

describe('referral cookies and the cookie answer', () => {
  it("a landing's referral cookie is written when the visitor accepts all cookies, not before", async () => {
    const core = readyShellCore();
    holdingReferral(core);
    renderApp(core, '/en/contacts');
    await screen.findByTestId('cookie-consent');
    expect(readCookies().partnerid).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(readCookies().partnerid).toBe('abc'));
  });

  it('necessary and functional cookies only: no referral cookie', async () => {
    const core = readyShellCore();
    holdingReferral(core);
    renderApp(core, '/en/contacts');
    await screen.findByTestId('cookie-consent');
    fireEvent.click(screen.getByRole('button', { name: 'Necessary and functional only' }));
    await waitFor(() => expect(readCookies().cookies_agree_type).toBe('1'));
    expect(readCookies().partnerid).toBeUndefined();
  });
});

describe('cookie consent', () => {
  it('asks while the visitor has not answered; the answer is a preference, and the cookie follows it', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    const banner = await screen.findByTestId('cookie-consent');
    expect(banner.getAttribute('aria-labelledby')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Cookies on this site' })).toBe(banner);
    expect(within(banner).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/en/cookies');
    // Three answers, most generous first.
    expect(screen.getAllByRole('button', { name: /Accept all|Necessary/ }).map((b) => b.textContent)).toEqual([
      'Accept all',
      'Necessary and functional only',
      'Necessary only',
    ]);
    expect(readCookies().cookies_agree_type).toBeUndefined();

    fireEvent.click(screen.getByRole('button', { name: 'Necessary and functional only' }));
    expect(core.dispatched).toContainEqual({ type: 'preferences/set', payload: { cookiesAgreeType: 1 } });
    await waitFor(() => expect(screen.queryByTestId('cookie-consent')).toBeNull());
    await waitFor(() => expect(readCookies().cookies_agree_type).toBe('1'));
  });

  it("has the served frame's markup, so it takes the frame's place at the same size", async () => {
    const frame = new DOMParser().parseFromString((await renderConsentFrames()).en, 'text/html').body.firstElementChild;
    renderApp(readyShellCore(), '/en/contacts');
    const banner = await screen.findByTestId('cookie-consent');
    const outline = (element: Element | null): string[] =>
      element
        ? [...element.querySelectorAll('*')].map(
            (e) => `${e.parentElement?.className}>${e.className}:${e.childElementCount ? '' : e.textContent}`,
          )
        : [];
    expect(outline(banner)).toEqual(outline(frame));
    expect(banner.className).toBe(frame?.className);
  });

  it('stops asking when another tab got the answer', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    await screen.findByTestId('cookie-consent');
    pushFromElsewhere(core, { cookiesAgreeType: 0 });
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    await waitFor(() => expect(readCookies().cookies_agree_type).toBe('0'));
  });

  it('a store that lost the answer takes it back from the cookie, without asking again', async () => {
    document.cookie = 'cookies_agree_type=2; path=/';
    document.cookie = 'hide_left=1; path=/';
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    await waitFor(() =>
      expect(core.dispatched).toContainEqual({ type: 'preferences/set', payload: { cookiesAgreeType: 2, leftSectionHidden: true } }),
    );
    expect(prefs(core).cookiesAgreeType).toBe(2);
    expect(screen.getByTestId('side-left').dataset.collapsed).toBe('true');
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });

  it('a first visit is asked at once, without waiting for the cookie plan; a remembered answer waits for it', async () => {
    const held = readyShellCore();
    holdCookiePlan(held);
    renderApp(held, '/en/contacts');
    expect(await screen.findByTestId('cookie-consent')).toBeTruthy();
    cleanup();

    document.cookie = 'cookies_agree_type=2; path=/';
    const remembered = readyShellCore();
    holdCookiePlan(remembered);
    renderApp(remembered, '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
  });

  it('asks after all when the store refuses the cookie’s answer, and forgets that cookie', async () => {
    document.cookie = 'cookies_agree_type=1; path=/';
    const core = readyShellCore();
    core.answer = () => ({ rejected: true, code: 'preferences.invalid_value', params: { field: 'cookiesAgreeType' } });
    renderApp(core, '/en/contacts');
    expect(await screen.findByTestId('cookie-consent')).toBeTruthy();
    expect(readCookies().cookies_agree_type).toBeUndefined();
  });

  it('the footer’s cookie settings ask again, with the current answer; Escape closes and gives focus back', async () => {
    const core = readyShellCore();
    core.push('preferences', { ...DEFAULT_PREFERENCES, cookiesAgreeType: 2 });
    renderApp(core, '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    const settings = await screen.findByRole('button', { name: 'Cookie settings' });
    settings.focus();
    fireEvent.click(settings);
    const banner = await screen.findByTestId('cookie-consent');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Cookies on this site' }));
    expect(screen.getByTestId('cookie-consent-current').textContent).toBe('Your current choice: all cookies.');
    fireEvent.keyDown(banner, { key: 'Escape' });
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(document.activeElement).toBe(settings);

    fireEvent.click(settings);
    fireEvent.click(await screen.findByRole('button', { name: 'Necessary only' }));
    await waitFor(() => expect(prefs(core).cookiesAgreeType).toBe(0));
    expect(screen.queryByTestId('cookie-consent')).toBeNull();
    expect(document.activeElement).toBe(settings);
  });

  it('is translated (ar, right to left)', async () => {
    renderApp(readyShellCore(), '/ar/contacts', 'ar');
    await screen.findByTestId('cookie-consent');
    expect(screen.getByRole('button', { name: 'قبول الكل' })).toBeTruthy();
  });
});

describe('side columns', () => {
  it('a fold is the preference of every tab: it is sent to the worker and follows its pushes', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    const toggle = await screen.findByTestId('toggle-left');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(core.dispatched).toContainEqual({ type: 'preferences/set', payload: { leftSectionHidden: true } });
    await waitFor(() => expect(prefs(core).leftSectionHidden).toBe(true));
    // Another tab opened it again.
    pushFromElsewhere(core, { leftSectionHidden: false });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('side-left').dataset.collapsed).toBe('false');
  });

  it('hide_left / hide_right are written only with functional cookies agreed, and removed when the agreement goes', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    fireEvent.click(await screen.findByTestId('toggle-left'));
    await waitFor(() => expect(prefs(core).leftSectionHidden).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Necessary only' }));
    await waitFor(() => expect(readCookies().cookies_agree_type).toBe('0'));
    expect(readCookies().hide_left).toBeUndefined();

    fireEvent.click(await screen.findByRole('button', { name: 'Cookie settings' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() => expect(readCookies().hide_left).toBe('1'));
    expect(readCookies().hide_right).toBe('0');

    pushFromElsewhere(core, { cookiesAgreeType: 0 });
    await waitFor(() => expect(readCookies().hide_left).toBeUndefined());
    await waitFor(() => expect(readCookies().hide_right).toBeUndefined());
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerTakeOver } from '../../../src/ui/apps/reloadToUpdate';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import type { NotificationView } from '../../../src/protocol/notifications';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { NotificationStack } from '../../../src/ui/notifications/NotificationStack';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

afterEach(() => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
});

const WINDOW = { startsAt: Date.UTC(2031, 0, 2, 10, 0), finishesAt: Date.UTC(2031, 0, 2, 12, 30) };
const maintenance = (params: NotificationView['params'] = WINDOW): NotificationView => ({
  id: 'm1',
  kind: 'maintenance',
  lane: 'maintenance',
  params,
  link: null,
  closesAt: null,
});

/** The stack on a page at `path`, its texts in `textLang` (an az page reads Russian texts). */
function show(core: FakeCore, path: string, textLang: string) {
  const router = createMemoryRouter([{ path: '*', element: <NotificationStack /> }], { initialEntries: [path] });
  render(withCore(core, createI18n(textLang), <RouterProvider router={router} />));
}

function coreWith(...shown: NotificationView[]): FakeCore {
  const core = readyCore();
  core.push('notifications', { shown, queued: 0 });
  return core;
}

describe('the maintenance warning in the stack (SPEC 8)', () => {
  it('states start and finish in the visitor’s time zone and 24-hour clock, in English for en', async () => {
    show(coreWith(maintenance()), '/en/contacts', 'en');
    const notice = await screen.findByTestId('maintenance-notice');
    expect(notice.getAttribute('lang')).toBe('en');
    // Default preferences: UTC+3, 24 hours.
    expect(notice.textContent).toMatch(
      /Planned maintenance\.The site will be unavailable from Jan 2, 2031, 13:00 \(UTC\+3\) to Jan 2, 2031, 15:30 \(UTC\+3\)\./,
    );
  });

  it('follows the player’s time zone and 12-hour preference', async () => {
    const core = coreWith(maintenance());
    core.push('preferences', { ...DEFAULT_PREFERENCES, timeZone: 0, is12h: true });
    show(core, '/en/contacts', 'en');
    expect((await screen.findByTestId('maintenance-notice-window')).textContent).toMatch(
      /from Jan 2, 2031, 10:00\sAM \(UTC\) to Jan 2, 2031, 12:30\sPM \(UTC\)/,
    );
  });

  it('Russian-type texts for az and ru; their own for ar and de', async () => {
    for (const [lang, expected, text] of [
      ['az', 'ru', 'Плановые технические работы.'],
      ['ru', 'ru', 'Сайт будет недоступен с'],
      ['ar', 'ar', 'صيانة مجدولة.'],
      ['de', 'de', 'Geplante Wartungsarbeiten.'],
    ] as const) {
      show(coreWith(maintenance()), `/${lang}/contacts`, lang === 'az' ? 'ru' : lang);
      const notice = await screen.findByTestId('maintenance-notice');
      expect(notice.getAttribute('lang'), lang).toBe(expected);
      expect(notice.textContent, lang).toContain(text);
      cleanup();
    }
  });

  it('says "soon" when the config gives no window', async () => {
    show(coreWith(maintenance({})), '/en/contacts', 'en');
    expect((await screen.findByTestId('maintenance-notice-window')).textContent).toBe(
      'The site will be unavailable for a short time soon.',
    );
  });

  it('is closed with a labelled button, a dismissal for every tab', async () => {
    const core = coreWith(maintenance());
    show(core, '/en/contacts', 'en');
    await screen.findByTestId('maintenance-notice');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(core.dispatched).toContainEqual({ type: 'notifications/dismiss', payload: { id: 'm1' } });
  });

  it("shows an operator's own words when a server message of this kind carries them", async () => {
    show(coreWith(maintenance({ messageBody: 'Payments pause tonight' })), '/en/contacts', 'en');
    const card = await screen.findByTestId('notification-maintenance');
    expect(card.textContent).toContain('Payments pause tonight');
    expect(screen.queryByTestId('maintenance-notice')).toBeNull();
  });
});

describe('the update warning in the stack (SPEC 8)', () => {
  const update: NotificationView = { id: 'u1', kind: 'updateAvailable', lane: 'regular', params: {}, link: null, closesAt: null };

  it('offers a reload of the page, not a link', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const core = coreWith(update);
    show(core, '/en/live', 'en');
    expect((await screen.findByTestId('app-update')).textContent).toContain('A new version of the site is available.');
    const button = screen.getByTestId('app-update-reload');
    expect(button.textContent).toBe('Reload the page');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(button);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(core.dispatched).toEqual([]);
  });

  it('lets a waiting service worker take over before the reload, and reloads when it cannot', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const takeOver = vi.fn(() => Promise.resolve());
    offerTakeOver(takeOver);
    try {
      show(coreWith(update), '/en/live', 'en');
      fireEvent.click(await screen.findByTestId('app-update-reload'));
      expect(takeOver).toHaveBeenCalledTimes(1);
      expect(reload).not.toHaveBeenCalled();
      offerTakeOver(() => Promise.reject(new Error('the waiting worker went redundant')));
      fireEvent.click(screen.getByTestId('app-update-reload'));
      await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    } finally {
      offerTakeOver(null);
    }
  });

  it('shows only in the tabs of the build it names', async () => {
    show(coreWith({ ...update, params: { build: '/assets/index-OTHER.js' } }), '/en/live', 'en');
    // jsdom's page has no entry script: its build is "unknown", not the one the warning names.
    await Promise.resolve();
    expect(screen.queryByTestId('app-update')).toBeNull();
    cleanup();
    show(coreWith({ ...update, params: { build: 'unknown' } }), '/en/live', 'en');
    expect(await screen.findByTestId('app-update')).toBeTruthy();
  });

  it.each([
    ['ru', 'Перезагрузить страницу'],
    ['de', 'Seite neu laden'],
    ['ar', 'إعادة تحميل الصفحة'],
  ])('speaks %s', async (lang, reloadText) => {
    show(coreWith(update), `/${lang}/live`, lang);
    expect((await screen.findByTestId('app-update-reload')).textContent).toBe(reloadText);
  });
});

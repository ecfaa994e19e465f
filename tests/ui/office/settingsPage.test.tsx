// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_BETTING_SETTINGS, type OfficeSettingsProjection } from '../../../src/protocol/officeSettings';
import type { PageResolution } from '../../../src/protocol/routeAnswer';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { SettingsPage } from '../../../src/ui/office/settings/SettingsPage';
import { NO_SESSION } from '../../../src/worker/session';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/**
 * office/settings over the fake core: it paints the worker's projection and
 * sends whole lists as commands; which games hide is the worker's (tested in
 * tests/worker/officeSettings and tests/core/officeSettings).
 */
afterEach(cleanup);

const SPORTS = [
  { sportId: 1, slug: 'football', name: 'Football' },
  { sportId: 2, slug: 'ice-hockey', name: 'Ice Hockey' },
];

function coreWith(view: Partial<OfficeSettingsProjection>, settings: Partial<OfficeSettingsProjection['settings']> = {}): FakeCore {
  const core = readyCore();
  core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7 });
  core.push('officeSettings', {
    status: 'ready',
    saving: false,
    error: null,
    ...view,
    settings: { ...EMPTY_BETTING_SETTINGS, sports: SPORTS, show_favorite_teams: true, ...settings },
  });
  core.answer = (command) =>
    command.type === 'session/request'
      ? {
          accepted: true,
          seq: 0,
          outcome: {
            kind: 'mailing',
            settings: { enable_mail_news: true, enable_mail_deposit: false, enable_mail_bets: true, enable_sms_news: false },
          },
        }
      : { accepted: true, seq: 0 };
  return core;
}

function show(core: FakeCore, lang = 'en') {
  const resolution = { kind: 'page', routeId: 'officeSettings', params: {}, query: {}, language: lang } as unknown as PageResolution;
  const router = createMemoryRouter([{ path: '*', element: <SettingsPage resolution={resolution} /> }]);
  return render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('office/settings', () => {
  it('shows each sport with its line and live switches and sends both lists whole on a change', async () => {
    const core = coreWith({}, { disallow_line_sport: [2] });
    show(core);
    const hideLive = (await screen.findByTestId('hide-live-football')) as HTMLInputElement;
    expect(hideLive.checked).toBe(false);
    expect((screen.getByTestId('hide-line-ice-hockey') as HTMLInputElement).checked).toBe(true);
    expect(core.dispatched.some((c) => c.type === 'officeSettings/load')).toBe(true);
    fireEvent.click(hideLive);
    expect(core.dispatched.at(-1)).toEqual({
      type: 'officeSettings/saveSports',
      payload: { disallow_line_sport: [2], disallow_live_sport: [1] },
    });
    await waitFor(() => expect(screen.getByTestId('office-mailing')).toBeTruthy());
    expect(screen.getByTestId('office-settings-notifications-link').getAttribute('href')).toBe('/en/office/messages');
  });

  it("removes a favourite team, shows a save's refusal in words, and hides teams where the operator does not offer them", async () => {
    const core = coreWith({ error: 'too_long' }, { favorite_teams: [{ sportId: 1, slug: 'arsenal', name: 'Arsenal' }] });
    const { unmount } = show(core);
    expect((await screen.findByTestId('office-settings-error')).textContent).toContain('most favourite teams');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Arsenal from favourites' }));
    expect(core.dispatched.at(-1)).toEqual({ type: 'officeSettings/saveTeams', payload: { teams: [] } });
    unmount();
    show(coreWith({}, { show_favorite_teams: false }));
    await screen.findByTestId('office-settings-sports');
    expect(screen.queryByTestId('office-settings-teams')).toBeNull();
  });

  it('is right-to-left ready: the Arabic page has its own words', async () => {
    show(coreWith({}), 'ar');
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('الإعدادات');
  });
});

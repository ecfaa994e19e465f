// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_KIND_SPECS, NOTIFICATION_KINDS } from '../../../src/protocol/constants/notifications';
import type { NotificationsProjection, NotificationView } from '../../../src/protocol/notifications';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { NotificationStack } from '../../../src/ui/notifications/NotificationStack';
import { notifyApiErrors } from '../../../src/ui/notifications/notify';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

afterEach(() => {
  act(() => clearToasts());
  cleanup();
});

const note = (over: Partial<NotificationView>): NotificationView => ({
  id: 'n1',
  kind: 'registrationFirstDeposit',
  lane: 'regular',
  params: {},
  link: '/office/responsible',
  closesAt: null,
  ...over,
});

function show(core: FakeCore, lang = 'en') {
  const i18n = createI18n(lang);
  const router = createMemoryRouter([{ path: '*', element: <NotificationStack /> }], { initialEntries: [`/${lang}`] });
  render(withCore(core, i18n, <RouterProvider router={router} />));
  return i18n;
}

describe('the notification stack', () => {
  it("paints the shared queue's notification with its action, and a close is a dismissal for every tab", async () => {
    const core = readyCore();
    core.push('notifications', { shown: [note({})], queued: 2 } satisfies NotificationsProjection);
    show(core);
    const card = await screen.findByTestId('notification-registrationFirstDeposit');
    expect(card.textContent).toContain('Your first deposit is in');
    expect(screen.getByRole('link', { name: 'Set my limits' }).getAttribute('href')).toBe('/en/office/responsible');
    expect(screen.getByTestId('notifications-waiting').textContent).toContain('2');
    // Nothing takes the focus from the page.
    expect(card.contains(document.activeElement)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(core.dispatched).toContainEqual({ type: 'notifications/dismiss', payload: { id: 'n1' } });
  });

  it("shows a server message's own words instead of its kind's text, and leads to its link in the page's language", async () => {
    const core = readyCore();
    core.push('notifications', {
      shown: [note({ kind: 'alertWithLink', params: { messageBody: 'New terms from Monday' }, link: '/office/responsible' })],
      queued: 0,
    });
    show(core, 'de');
    const card = await screen.findByTestId('notification-alertWithLink');
    expect(card.textContent).toContain('New terms from Monday');
    expect(card.querySelector('a')?.getAttribute('href')).toBe('/de/office/responsible');
  });

  it('keeps a shadow notification quiet: in the list, not announced as a toast', async () => {
    const core = readyCore();
    core.push('notifications', { shown: [note({ id: 's', kind: 'newSiteInfo', lane: 'shadow', link: null })], queued: 0 });
    show(core);
    const item = await screen.findByTestId('notification-newSiteInfo');
    expect(item.closest('ul')?.getAttribute('aria-label')).toBe('New in your messages');
    expect(item.closest('[role="status"], [aria-live]')).toBeNull();
  });

  it.each(['ru', 'de', 'ar'])('speaks %s', async (lang) => {
    const core = readyCore();
    core.push('notifications', { shown: [note({ kind: 'welcome', params: { login: 'ann' }, link: null })], queued: 0 });
    show(core, lang);
    const card = await screen.findByTestId('notification-welcome');
    expect(card.textContent).toContain('ann');
    expect(card.textContent).not.toContain('Welcome');
  });

  it("shows an API's errors (SPEC 8) on the same surface, titled and with an OK", async () => {
    const core = readyCore();
    core.push('notifications', { shown: [], queued: 0 });
    const i18n = show(core);
    act(() =>
      notifyApiErrors(i18n.t, [{ detail: 'Stake too high', status: 2 }, { detail: 'boom' }], { key: 'save', testId: 'save-error' }),
    );
    const notices = await screen.findAllByTestId('save-error');
    expect(notices.map((n) => n.textContent)).toEqual([
      expect.stringContaining('Stake too high'),
      expect.stringContaining('Something went wrong'),
    ]);
    expect(notices[0]?.textContent).toContain('Error');
    expect(screen.getAllByRole('button', { name: 'OK' })).toHaveLength(2);
  });
});

describe('the kinds and their texts', () => {
  const en = JSON.parse(readFileSync(resolve(__dirname, '../../../src/ui/i18n/areas/notifications/en.json'), 'utf8')) as {
    notifications: { kind: Record<string, Record<string, string>> };
  };
  it.each(NOTIFICATION_KINDS)('%s has exactly the texts its properties name', (kind) => {
    expect(Object.keys(en.notifications.kind[kind] ?? {}).sort()).toEqual([...NOTIFICATION_KIND_SPECS[kind].texts].sort());
  });
});

// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE_LIST, type MessagesProjection } from '../../../src/protocol/messages';
import type { Message } from '../../../src/protocol/schemas/messages';
import type { PageProps } from '../../../src/ui/core-access/pageProps';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { InboxBadge } from '../../../src/ui/inbox/InboxBadge';
import { InboxPage } from '../../../src/ui/inbox/InboxPage';
import { readyCore, withCore, type FakeCore } from '../fakeCore';

/** The inbox paints the messages projection and sends commands; which messages there are and how many are unread is the worker's. */
afterEach(cleanup);

const AT = Date.UTC(2026, 10, 28, 12);
const settled: Message = {
  id: 2,
  topic: 'bet_settled',
  kind: null,
  params: { couponId: 77, result: 'won', payout: 250_000, currency: 'RUB' },
  body: null,
  link: '/office/history',
  createdAt: AT,
  readAt: null,
};
const refused: Message = {
  id: 1,
  topic: 'withdrawal',
  kind: null,
  params: { withdrawalId: 5, status: 'refused', amount: 10_000, currency: 'USD' },
  body: null,
  link: null,
  createdAt: AT - 1000,
  readAt: AT,
};

function view(over: Partial<MessagesProjection> = {}): MessagesProjection {
  return {
    player: 'signedIn',
    unread: 1,
    list: { status: 'ready', items: [settled, refused], nextCursor: null, loadingMore: false },
    pushKey: null,
    push: { subscribed: null, busy: false, failed: false },
    ...over,
  };
}

function show(core: FakeCore, lang = 'en') {
  const props = { resolution: { language: lang } } as unknown as PageProps;
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <InboxBadge lang={lang} />
            <InboxPage {...props} />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(withCore(core, createI18n(lang), <RouterProvider router={router} />));
}

describe('the inbox page', () => {
  it('loads on opening, marks unread ones, writes each message from its params, and marks one read when opened', () => {
    const core = readyCore();
    core.push('messages', view());
    show(core);
    expect(core.dispatched).toContainEqual({ type: 'messages/load', payload: {} });
    const items = screen.getAllByTestId('inbox-item');
    expect(items.map((i) => i.getAttribute('data-unread'))).toEqual(['true', 'false']);
    fireEvent.click(screen.getByRole('button', { name: /Bet settled/ }));
    expect(screen.getByTestId('inbox-item-body').textContent).toMatch(/Coupon 77 won: .*2,500\.00/);
    expect(screen.getByTestId('inbox-item-link').getAttribute('href')).toBe('/en/office/history');
    expect(core.dispatched).toContainEqual({ type: 'messages/markRead', payload: { ids: [2] } });
    fireEvent.click(screen.getByRole('button', { name: /Withdrawal/ }));
    expect(screen.getByTestId('inbox-item-body').textContent).toMatch(/withdrawal of .*100\.00 was declined/);
    // Already read: opening it sends nothing.
    expect(core.dispatched.filter((c) => c.type === 'messages/markRead')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('inbox-item-delete'));
    expect(core.dispatched).toContainEqual({ type: 'messages/delete', payload: { id: 1 } });
    fireEvent.click(screen.getByTestId('inbox-mark-all'));
    expect(core.dispatched).toContainEqual({ type: 'messages/markAllRead', payload: {} });
  });

  it("a sign-in from a new device is told in the page's language, with the device and address the server gave", () => {
    const newDevice = (params: Message['params']): Message => ({
      id: 3,
      topic: 'security',
      kind: null,
      params: { event: 'new_device', ...params },
      body: null,
      link: '/office/security',
      createdAt: AT,
      readAt: null,
    });
    const core = readyCore();
    core.push(
      'messages',
      view({
        list: {
          status: 'ready',
          items: [newDevice({ device: 'Safari on iOS', address: '203.0.113.9' })],
          nextCursor: null,
          loadingMore: false,
        },
      }),
    );
    show(core, 'de');
    fireEvent.click(screen.getByRole('button', { name: /Kontosicherheit/ }));
    expect(screen.getByTestId('inbox-item-body').textContent).toContain(
      'Neue Anmeldung bei Ihrem Konto von Safari on iOS (Adresse 203.0.113.9). ' +
        'Wenn Sie das nicht waren, melden Sie unter „Sicherheit“ die anderen Sitzungen ab und ändern Sie Ihr Passwort.',
    );
    cleanup();
    const unknown = readyCore();
    unknown.push(
      'messages',
      view({ list: { status: 'ready', items: [newDevice({ device: '', address: '' })], nextCursor: null, loadingMore: false } }),
    );
    show(unknown);
    fireEvent.click(screen.getByRole('button', { name: /Account security/ }));
    expect(screen.getByTestId('inbox-item-body').textContent).toMatch(
      /^New sign-in to your account from an unknown device\. If it was not you/,
    );
  });

  it('the badge shows the unread count and follows it; none at zero', () => {
    const core = readyCore();
    core.push('messages', view({ unread: 3 }));
    show(core);
    expect(screen.getByTestId('inbox-badge-count').textContent).toBe('3');
    expect(screen.getByTestId('inbox-badge').getAttribute('href')).toBe('/en/office/messages');
    act(() => core.push('messages', view({ unread: 0 })));
    expect(screen.queryByTestId('inbox-badge-count')).toBeNull();
  });

  it('says when there is nothing, and offers a retry when the list could not be read', () => {
    const core = readyCore();
    core.push('messages', view({ unread: 0, list: { ...EMPTY_MESSAGE_LIST, status: 'ready' } }));
    show(core);
    expect(screen.getByTestId('inbox-empty').textContent).toContain('No messages yet');
    act(() => core.push('messages', view({ list: { ...EMPTY_MESSAGE_LIST, status: 'error' } })));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(core.dispatched.filter((c) => c.type === 'messages/load')).toHaveLength(2);
  });

  it.each(['ru', 'de', 'ar'])('speaks %s', (lang) => {
    const core = readyCore();
    core.push('messages', view());
    show(core, lang);
    fireEvent.click(screen.getAllByTestId('inbox-item')[0]!.querySelector('button')!);
    expect(screen.getByTestId('inbox-page').textContent).not.toMatch(/inbox\.|\{\{/);
  });
});

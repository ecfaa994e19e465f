// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRELOADER_PLACEHOLDERS } from '../../../src/protocol/routes';
import type { MaintenanceInfo } from '../../../src/protocol/schemas/siteConfig';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { useLiveNotice } from '../../../src/ui/live/LiveNotice';
import { Toaster } from '../../../src/ui/design/Toaster';
import { clearToasts } from '../../../src/ui/design/toastStore';
import { renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

beforeEach(() => {
  for (const name of ['lng', 'ua', 'maintenance', 'hide_left', 'hide_right', 'cookies_agree_type'])
    document.cookie = `${name}=; path=/; max-age=0`;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LANGS = [
  { id: 1, code: 'en', name: 'English', rtl: false },
  { id: 2, code: 'ru', name: 'Русский', rtl: false },
  { id: 3, code: 'ar', name: 'العربية', rtl: true },
  { id: 4, code: 'az', name: 'Azərbaycan', rtl: false },
  { id: 5, code: 'de', name: 'Deutsch', rtl: false },
];

describe('preloader skeletons (route metadata)', () => {
  it('while the worker decides, the route’s skeleton shows: 16 games placeholders, in the games header theme', async () => {
    const core = readyShellCore();
    core.holdRoutes = true;
    renderApp(core, '/en/allgamesentrance');
    const preloader = await screen.findByTestId('preloader');
    expect(preloader.dataset.kind).toBe('games');
    expect(within(preloader).getAllByTestId('preloader-item')).toHaveLength(16);
    expect(PRELOADER_PLACEHOLDERS.games).toBe(16);
    expect(screen.getByTestId('layout-main').dataset.headerTheme).toBe('games');
    expect(preloader.getAttribute('aria-busy')).toBe('true');
  });

  it('a casino path gets the casino skeleton; a bare page is not painted in the main chrome', async () => {
    const core = readyShellCore();
    core.holdRoutes = true;
    renderApp(core, '/en/slots');
    expect((await screen.findByTestId('preloader')).dataset.kind).toBe('casino');
    cleanup();
    renderApp(core, '/en/maintenance');
    await screen.findByTestId('layout-maintenance');
    expect(screen.queryByTestId('layout-main')).toBeNull();
  });

  it('the served frame leaves the document once the layout has painted; a bare page leaves it out of sight only', async () => {
    const serveFrame = () => {
      const frame = document.createElement('div');
      frame.className = 'boot-frame';
      document.body.prepend(frame);
      return frame;
    };
    const core = readyShellCore();
    core.holdRoutes = true;
    const bare = serveFrame();
    renderApp(core, '/en/maintenance');
    await screen.findByTestId('layout-maintenance');
    expect(bare.isConnected).toBe(true);
    cleanup();
    bare.remove();
    const frame = serveFrame();
    renderApp(core, '/en/live');
    await screen.findByTestId('layout-main');
    await waitFor(() => expect(frame.isConnected).toBe(false));
  });

  it('a bare page still shows the storage warning', async () => {
    const core = readyShellCore();
    core.push('runtime', { ...core.getSnapshot('runtime')!, storage: 'memory', warning: 'quota-exceeded' });
    // While the worker decides (not in maintenance, it would send the visitor home).
    core.holdRoutes = true;
    renderApp(core, '/en/maintenance');
    const layout = await screen.findByTestId('layout-maintenance');
    expect(within(layout).getByTestId('storage-warning').getAttribute('role')).toBe('alert');
  });

  it('an information page shows the information skeleton while its content loads', async () => {
    const core = readyShellCore();
    core.infoAnswer = () => new Promise(() => undefined);
    renderApp(core, '/en/about');
    expect((await screen.findByTestId('preloader')).dataset.kind).toBe('info');
  });
});

describe('maintenance warning before a planned window (SPEC 8)', () => {
  it('is not painted by the layout: the notification stack shows it once the worker raises it into the queue', async () => {
    const now = Date.now();
    const maintenance: MaintenanceInfo = {
      notify_started_at: now - 3_600_000,
      notify_ended_at: now + 3_600_000,
      started_at: Date.UTC(2031, 0, 2, 10, 0),
      ended_at: Date.UTC(2031, 0, 2, 12, 30),
      isActive: false,
      web_state: false,
    };
    renderApp(readyShellCore({ maintenance, languages: LANGS }), '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('maintenance-notice')).toBeNull();
  });
});

describe('information pages and failed loads', () => {
  it('a page the server does not have is the 404 page, never "no content yet"', async () => {
    const core = readyShellCore();
    core.infoAnswer = () => Promise.resolve({ status: 'notFound' });
    renderApp(core, '/en/taxation');
    expect((await screen.findByTestId('not-found')).textContent).toContain('This page could not be found');
    expect(screen.queryByTestId('info-empty')).toBeNull();
  });

  it('a server error is the general error page with the server’s status', async () => {
    const core = readyShellCore();
    core.infoAnswer = () => Promise.resolve({ status: 'error', message: 'boom', httpStatus: 503 });
    renderApp(core, '/en/about');
    const page = await screen.findByTestId('error-page');
    expect(page.dataset.status).toBe('503');
    expect(page.textContent).toContain('error 503');
  });

  it('a lost connection keeps the retry', async () => {
    const core = readyShellCore();
    core.infoAnswer = () => Promise.resolve({ status: 'error', message: 'network' });
    renderApp(core, '/en/about');
    await screen.findByTestId('info-retry');
  });

  it('a failed SEO call keeps the page and the head it had, and warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      document.title = 'Internal network — BetHouse';
      const core = readyShellCore();
      core.seoAnswer = () => Promise.resolve({ status: 'error', message: 'down', httpStatus: 503 });
      renderApp(core, '/en/internal-vpn');
      await screen.findByTestId('placeholder-page');
      await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('/en/internal-vpn could not be loaded (503)')));
      expect(screen.queryByTestId('error-page')).toBeNull();
      expect(document.title).toBe('Internal network — BetHouse');
    } finally {
      warn.mockRestore();
    }
  });
});

describe('site updates page', () => {
  it.each(['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example'])(
    'does not turn redirectedFrom=%s into a link',
    async (from) => {
      const core = readyShellCore();
      core.block = { blockReason: 4, forceMaintenance: false };
      renderApp(core, `/en/site-updates?redirectedFrom=${encodeURIComponent(from)}`);
      await screen.findByTestId('status-site_updates');
      expect(screen.queryByTestId('redirected-from')).toBeNull();
    },
  );

  it('links a path of this site', async () => {
    const core = readyShellCore();
    core.block = { blockReason: 4, forceMaintenance: false };
    renderApp(core, `/en/site-updates?redirectedFrom=${encodeURIComponent('/en/live?a=1')}`);
    expect((await screen.findByTestId('redirected-from')).querySelector('a')?.getAttribute('href')).toBe('/en/live?a=1');
  });
});

describe('support button options', () => {
  async function options(config: Parameters<typeof readyShellCore>[0], path = '/en/contacts') {
    renderApp(readyShellCore(config), path);
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    await within(support).findByTestId('support-email');
    return support;
  }

  it('the call back: signed-in players only, where the site offers it, not in a language it hides it for', async () => {
    document.cookie = 'ua=1; path=/';
    expect(within(await options({ isAvailableCallback: true, langsHiddenCallback: [] })).queryByTestId('support-callback')).toBeTruthy();
    cleanup();
    expect(within(await options({ isAvailableCallback: false })).queryByTestId('support-callback')).toBeNull();
    cleanup();
    expect(
      within(await options({ isAvailableCallback: true, langsHiddenCallback: ['ru'] }, '/ru/contacts')).queryByTestId('support-callback'),
    ).toBeNull();
    cleanup();
    document.cookie = 'ua=; path=/; max-age=0';
    expect(within(await options({ isAvailableCallback: true })).queryByTestId('support-callback')).toBeNull();
  });

  it('keyboard: opening focuses the panel, each next stage its first field, Escape closes and gives focus back', async () => {
    renderApp(readyShellCore({ consultantParams: { consultant_id: 'c-9' } }), '/en/contacts');
    const support = await screen.findByTestId('support');
    const button = within(support).getByTestId('support-button');
    button.focus();
    fireEvent.click(button);
    // The panel is its own app (a popover anchored to the button), fetched when first opened.
    const chat = await within(support).findByTestId('support-chat');
    await waitFor(() => expect(document.activeElement).toBe(chat));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(within(support).getByRole('dialog', { name: 'Support' })).toBeTruthy();

    // The next stage takes focus to its first field, since the pressed option is gone.
    fireEvent.click(within(support).getByTestId('support-email'));
    const name = within(within(support).getByTestId('support-form-email')).getByRole('textbox', { name: 'Your name' });
    await waitFor(() => expect(document.activeElement).toBe(name));

    fireEvent.keyDown(name, { key: 'Escape' });
    expect(support.getAttribute('data-stage')).toBe('closed');
    expect(within(support).queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('the chat sends messages as support requests of kind chat and shows the consultant’s answers', async () => {
    const core = readyShellCore({ consultantParams: { consultant_id: 'c-9' } });
    core.supportAnswer = { status: 'ok', id: 41, conversationId: 'h-41' };
    const replies = [
      { id: 1, author: 'player' as const, text: 'Where is my payout?', at: '2031-01-01T10:00:00.000Z' },
      { id: 2, author: 'operator' as const, text: 'It is on its way.', at: '2031-01-01T10:01:00.000Z' },
    ];
    core.chatAnswer = (q) => Promise.resolve({ status: 'ok', messages: replies.filter((m) => m.id > q.afterId) });
    renderApp(core, '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(await within(support).findByTestId('support-chat'));
    // The chat is an app of its own, fetched when first opened.
    const form = await within(support).findByTestId('support-chat-form');
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Where is my payout?' } });
    fireEvent.submit(form);
    const log = within(support).getByTestId('support-chat-log');
    await waitFor(() => expect(log.textContent).toContain('It is on its way.'));
    expect(core.supportRequests).toEqual([
      { kind: 'chat', name: 'Ann', contact: '', message: 'Where is my payout?', lang: 'en', page: '/en/contacts' },
    ]);
    expect(core.chatQueries[0]).toEqual({ conversationId: 'h-41', afterId: 0 });
    expect([...log.querySelectorAll('[data-author]')].map((li) => li.getAttribute('data-author'))).toEqual(['player', 'operator']);
    // The next message names the conversation; the chat survives closing the panel.
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(await within(support).findByTestId('support-chat'));
    expect(within(support).getByTestId('support-chat-log').textContent).toContain('It is on its way.');
    const again = within(support).getByTestId('support-chat-form');
    fireEvent.change(within(again).getByLabelText('Message'), { target: { value: 'Thanks' } });
    fireEvent.submit(again);
    await waitFor(() => expect(core.supportRequests[1]).toMatchObject({ kind: 'chat', message: 'Thanks', conversationId: 'h-41' }));
  });

  it('a failed chat message says so and keeps what was typed', async () => {
    const core = readyShellCore({ consultantParams: { consultant_id: 'c-9' } });
    core.supportAnswer = { status: 'error', message: 'down', httpStatus: 503 };
    document.cookie = 'ua=1; path=/';
    renderApp(core, '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(await within(support).findByTestId('support-chat'));
    // The chat is an app of its own, fetched when first opened.
    const form = await within(support).findByTestId('support-chat-form');
    const name = within(form).queryByLabelText('Your name');
    if (name) fireEvent.change(name, { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Hello?' } });
    fireEvent.submit(form);
    expect((await within(support).findByRole('alert')).textContent).toContain('could not be sent');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello?');
  });

  it('a refusal of the support limiter says how long to wait, and the e-mail form keeps what was typed', async () => {
    const core = readyShellCore();
    core.supportAnswer = { status: 'error', message: 'Too many', httpStatus: 429, code: 'support_rate_limited', retryAfterSeconds: 125 };
    renderApp(core, '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(await within(support).findByTestId('support-email'));
    const form = within(support).getByTestId('support-form-email');
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'My payout?' } });
    fireEvent.submit(form);
    expect((await within(form).findByRole('alert')).textContent).toBe(
      'You have sent many requests in a short time. Please try again in 3 min: what you wrote is kept.',
    );
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('My payout?');
    expect((within(form).getByLabelText('Your name') as HTMLInputElement).value).toBe('Ann');
  });

  it('a chat message refused by the limiter says how long to wait and stays in the box', async () => {
    const core = readyShellCore({ consultantParams: { consultant_id: 'c-9' } });
    core.supportAnswer = { status: 'error', message: 'Too many', httpStatus: 429, code: 'support_rate_limited', retryAfterSeconds: 30 };
    renderApp(core, '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    fireEvent.click(await within(support).findByTestId('support-chat'));
    const form = await within(support).findByTestId('support-chat-form');
    const name = within(form).queryByLabelText('Your name');
    if (name) fireEvent.change(name, { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Still there?' } });
    fireEvent.submit(form);
    expect((await within(support).findByRole('alert')).textContent).toContain('Please try again in 1 min');
    expect((within(form).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Still there?');
  });
});

describe('live notice', () => {
  afterEach(() => act(() => clearToasts()));

  it('is a toast whose close button has a translated label, not "×"', async () => {
    function Trigger() {
      const { notify } = useLiveNotice();
      return (
        <button type="button" onClick={() => notify('Locked')}>
          go
        </button>
      );
    }
    render(
      <I18nextProvider i18n={createI18n('ru')}>
        <Trigger />
        <Toaster />
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    expect((await screen.findByTestId('live-notice')).textContent).toContain('Locked');
    expect(screen.getByRole('button', { name: 'Скрыть' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '×' })).toBeNull();
  });
});

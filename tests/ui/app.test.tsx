// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LanguageDecision } from '../../src/protocol/api';
import { DEFAULT_PREFERENCES } from '../../src/protocol/preferences';
import { FakeCore, READY, RUNTIME, TEST_CONFIG, locationOf, readyCore, renderApp } from './fakeCore';
import { readyShellCore } from './shell/shellFakeCore';

beforeEach(() => {
  document.cookie = 'lng=; path=/; max-age=0';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

describe('language in the URL', () => {
  it('asks the worker at `/` and paints nothing but the loading state until it answers', async () => {
    const core = readyCore();
    const answer = deferred<LanguageDecision>();
    core.decide = () => answer.promise;
    document.cookie = 'lng=ru; path=/';
    const { router } = renderApp(core, '/');
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    expect(screen.queryByTestId('company-name')).toBeNull();
    expect(screen.queryByTestId('not-found')).toBeNull();
    expect(core.languageQueries).toEqual([{ pathname: '/', search: '', cookieLanguage: 'ru', browserLanguages: expect.any(Array) }]);

    await act(async () => answer.resolve({ kind: 'redirect', to: '/ru', lang: 'ru' }));
    await waitFor(() => expect(locationOf(router)).toBe('/ru'));
    expect(router.state.historyAction).toBe('REPLACE');
    await screen.findByTestId('company-name');
  });

  it('keeps the rest of a path without language', async () => {
    const core = readyCore();
    core.decide = (q) => Promise.resolve({ kind: 'redirect', to: `/ar${q.pathname}${q.search}`, lang: 'ar' });
    const { router } = renderApp(core, '/some/page?x=1');
    await waitFor(() => expect(locationOf(router)).toBe('/ar/some/page?x=1'));
    await screen.findByTestId('not-found');
  });

  it('goes to en when the worker cannot decide', async () => {
    const core = readyCore();
    core.decide = () => Promise.reject(new Error('host gone'));
    const { router } = renderApp(core, '/CASINO');
    await waitFor(() => expect(locationOf(router)).toBe('/en/CASINO'));
  });

  it('sets <html lang> and dir from the URL and the config', async () => {
    renderApp(readyCore(), '/ar');
    await screen.findByTestId('company-name');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByTestId('display-settings-button').textContent).toContain('إعدادات العرض');
  });

  it('the switcher lists the config languages and keeps the page, query and hash', async () => {
    // The languages come with the route answer's offers: a core that decides routes as the worker does.
    const core = readyShellCore();
    const { router } = renderApp(core, '/en/debugger?tab=2#log');
    const switcher = (await screen.findByTestId('language-switcher')) as HTMLSelectElement;
    expect([...switcher.options].map((o) => o.textContent)).toEqual(['English', 'Русский', 'العربية']);
    expect(switcher.labels?.[0]?.textContent).toBe('Language');
    expect(switcher.value).toBe('en');

    fireEvent.change(switcher, { target: { value: 'ru' } });
    await waitFor(() => expect(locationOf(router)).toBe('/ru/debugger?tab=2#log'));
    expect(document.cookie).toContain('lng=ru');
    expect(core.dispatched).toContainEqual({ type: 'preferences/set', payload: { language: 'ru' } });
    expect(core.reloads).toEqual(['ru']);
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    expect(screen.getByTestId('display-settings-button').textContent).toContain('Настройки отображения');
  });

  it('reloads a config loaded for another language, once', async () => {
    const core = readyCore();
    core.push('siteConfig', { ...READY, lang: 'ru' });
    renderApp(core, '/en');
    await screen.findByTestId('company-name');
    await waitFor(() => expect(core.reloads).toEqual(['en']));
  });

  it('reloads a config loaded with no language (English) in the page language, and not on an English page', async () => {
    const core = readyCore();
    core.push('siteConfig', { ...READY, lang: null });
    renderApp(core, '/ru');
    await screen.findByTestId('company-name');
    await waitFor(() => expect(core.reloads).toEqual(['ru']));
    cleanup();
    const english = readyCore();
    english.push('siteConfig', { ...READY, lang: null });
    renderApp(english, '/en');
    await screen.findByTestId('company-name');
    expect(english.reloads).toEqual([]);
  });

  it('asks the worker about a language the config does not list', async () => {
    const core = readyCore();
    core.decide = () => Promise.resolve({ kind: 'redirect', to: '/en/x', lang: 'en' });
    const { router } = renderApp(core, '/de/x');
    await waitFor(() => expect(locationOf(router)).toBe('/en/x'));
  });
});

describe('site configuration', () => {
  it('shows the company name from the config', async () => {
    renderApp(readyCore(), '/en');
    expect((await screen.findByTestId('company-name')).textContent).toBe('Test Bet');
  });

  it('shows a skeleton with the attempt number during the first load', () => {
    const core = readyCore();
    core.push('siteConfig', { status: 'loading', attempt: 3, lang: null });
    renderApp(core, '/en');
    expect(screen.getByTestId('app-loading').textContent).toContain('Loading the site configuration');
    expect(screen.getByTestId('config-attempt').textContent).toBe('Attempt 3');
    expect(screen.queryByTestId('company-name')).toBeNull();
  });

  it('replaces the app with a translated error page whose retry reloads the config', async () => {
    const core = readyCore();
    core.push('siteConfig', { status: 'failed', error: 'no_site_config', message: 'BFF config loading failed', lang: null });
    core.onReload = () => new Promise(() => undefined); // the worker keeps trying
    renderApp(core, '/ru');
    const page = screen.getByTestId('config-error');
    expect(screen.queryByTestId('company-name')).toBeNull();
    expect(page.querySelector('[role="alert"]')?.textContent).toContain('Не удалось загрузить настройки сайта');

    const retry = screen.getByTestId('config-retry');
    fireEvent.click(retry);
    expect(core.reloads).toEqual(['ru']);
    expect(retry.getAttribute('aria-busy')).toBe('true');
    fireEvent.click(retry); // busy: not twice
    expect(core.reloads).toEqual(['ru']);

    act(() => core.push('siteConfig', { status: 'loading', attempt: 2, lang: 'ru' }));
    expect(screen.getByTestId('config-error').textContent).toContain('Попытка 2');
    act(() => core.push('siteConfig', { ...READY, lang: 'ru' }));
    expect((await screen.findByTestId('company-name')).textContent).toBe('Test Bet');
    expect(screen.queryByTestId('config-error')).toBeNull();
  });

  it('keeps the page on screen while a language switch reloads the config', async () => {
    const core = readyCore();
    renderApp(core, '/en');
    await screen.findByTestId('company-name');
    act(() => core.push('siteConfig', { status: 'loading', attempt: 1, lang: 'ru' }));
    expect(screen.getByTestId('company-name').textContent).toBe('Test Bet');
    expect(screen.queryByTestId('config-error')).toBeNull();
  });
});

describe('preferences on the page', () => {
  it('applies theme, font size and compact view to <html>', async () => {
    const core = readyCore();
    renderApp(core, '/en');
    await screen.findByTestId('company-name');
    expect(document.documentElement.dataset.theme).toBe('light');
    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, appTheme: 1, fontSize: 'large', compactView: true }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(document.documentElement.dataset.fontSize).toBe('large');
    expect(document.documentElement.dataset.compact).toBe('true');
    expect(document.documentElement.classList.contains('compact')).toBe(true);
  });

  it('the home page is a real home: the welcome offer for a guest, no settings summary or developer card', async () => {
    const core = readyCore();
    renderApp(core, '/en');
    await screen.findByTestId('company-name');
    expect(screen.queryByTestId('settings-summary')).toBeNull();
    expect(screen.queryByText(/How this tab is connected/)).toBeNull();
    // Only a hidden hook says which worker host the tab uses.
    expect((await screen.findByTestId('runtime-host', {}, { timeout: 3000 })).hidden).toBe(true);
  });

  it('shows storage warnings as alerts, with a reload for version-change', async () => {
    const core = readyCore();
    renderApp(core, '/en');
    await screen.findByTestId('company-name');
    expect(screen.queryByTestId('storage-warning')).toBeNull();
    act(() => core.push('runtime', { ...RUNTIME, storage: 'memory', warning: 'quota-exceeded' }));
    expect(screen.getByTestId('storage-warning').getAttribute('role')).toBe('alert');
    expect(screen.getByTestId('storage-warning').textContent).toContain('only until the browser closes');
    act(() => core.push('runtime', { ...RUNTIME, warning: 'version-change' }));
    expect(screen.getByTestId('storage-warning').querySelector('button')?.textContent).toBe('Reload');
    act(() => core.push('runtime', { ...RUNTIME, warning: 'connection-lost' }));
    expect(screen.getByTestId('storage-warning').textContent).toContain('may not be saved');
  });

  it('shows the storage warning on the config error page too', async () => {
    const core = readyCore();
    core.push('siteConfig', { status: 'failed', error: 'no_site_config', message: 'BFF config loading failed', lang: null });
    core.push('runtime', { ...RUNTIME, storage: 'memory', warning: 'quota-exceeded' });
    renderApp(core, '/en');
    expect(screen.getByTestId('config-error').querySelector('[data-testid="storage-warning"]')?.textContent).toContain(
      'only until the browser closes',
    );
  });
});

describe('pages', () => {
  it('an unknown path under a language is a translated 404', async () => {
    renderApp(readyCore(), '/ru/no/such/page');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Страница не найдена');
  });

  it('the debugger lists the log newest first, with a count', async () => {
    const core = readyCore();
    core.push('eventLog', {
      snapshotSeq: null,
      events: [
        { seq: 1, type: 'preferences/changed', v: 2, at: Date.UTC(2025, 0, 1), origin: 'tab-a/1', payload: { changes: { appTheme: 1 } } },
        { seq: 2, type: 'preferences/reset', v: 1, at: Date.UTC(2025, 0, 2), origin: 'tab-b/7', payload: {} },
      ],
    });
    renderApp(core, '/en/debugger');
    const rows = await screen.findAllByTestId('event-row');
    expect(rows.map((r) => r.dataset.seq)).toEqual(['2', '1']);
    expect(rows[1]?.textContent).toContain('{"changes":{"appTheme":1}}');
    expect(rows[1]?.textContent).toContain('tab-a/1');
    // In the player's zone (UTC+3 by default) and hour cycle; the machine-readable moment stays UTC.
    expect(rows[1]?.textContent).toContain('1/1/25, 03:00:00 (UTC+3)');
    expect(rows[1]?.querySelector('time')?.getAttribute('datetime')).toBe('2025-01-01T00:00:00.000Z');
    expect(screen.getByTestId('event-count').textContent).toBe('Events shown: 2');
    // The operator's actions are the server's own console, linked from here (non-production builds only, like this page).
    expect(screen.getByRole('link', { name: 'Open the operator console' }).getAttribute('href')).toBe('/__operator');
  });

  it('the debugger says the log is loading until the worker pushes it, then that it is empty', async () => {
    const core = new FakeCore();
    core.push('siteConfig', READY);
    core.push('preferences', DEFAULT_PREFERENCES);
    core.push('runtime', RUNTIME);
    renderApp(core, '/en/debugger');
    expect((await screen.findByTestId('debugger-loading')).textContent).toBe('Loading the event log…');
    act(() => core.push('eventLog', { snapshotSeq: null, events: [] }));
    await waitFor(() => expect(screen.queryByTestId('debugger-loading')).toBeNull());
    expect(screen.getByText('The log is empty.')).toBeTruthy();
  });

  it('the debugger exports the log as an NDJSON download', async () => {
    const core = readyCore();
    core.exported = '{"seq":1}\n';
    const createObjectURL = vi.fn(() => 'blob:log');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderApp(core, '/en/debugger');
    fireEvent.click(await screen.findByTestId('export-log'));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(clicks[0]).toMatch(/^events-\d{4}-\d{2}-\d{2}\.ndjson$/);
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    click.mockRestore();
  });

  it('the debugger imports a file and shows a translated rejection', async () => {
    const core = readyCore();
    core.importAnswer = { rejected: true, code: 'invalid_command' };
    renderApp(core, '/en/debugger');
    const input = await screen.findByTestId('import-log');
    const file = new File(['{"seq":1,"type":"x"}\n'], 'log.ndjson', { type: 'application/x-ndjson' });
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('debugger-notice').textContent).toContain('its data is not valid'));
    expect(core.imports).toEqual(['{"seq":1,"type":"x"}\n']);
    expect(screen.getByTestId('debugger-notice').getAttribute('role')).toBe('alert');

    core.importAnswer = { accepted: true, seq: 41 };
    fireEvent.change(input, { target: { files: [file] } });
    await waitFor(() => expect(screen.getByTestId('debugger-notice').textContent).toContain('ends at event 41'));
  });

  it('in production the debugger route is the 404 page', async () => {
    vi.stubGlobal('__APP_ENV__', 'production');
    renderApp(readyCore(), '/en/debugger');
    await screen.findByTestId('not-found');
    expect(screen.queryByTestId('export-log')).toBeNull();
  });
});

describe('before the worker pushes', () => {
  it('shows the loading state, not a half-drawn page', async () => {
    const core = new FakeCore();
    renderApp(core, '/en');
    expect(screen.getByTestId('app-loading')).toBeTruthy();
    act(() => core.push('siteConfig', { status: 'ready', config: TEST_CONFIG, lang: 'en' }));
    expect(screen.getByTestId('app-loading')).toBeTruthy(); // preferences not yet
    act(() => core.push('preferences', DEFAULT_PREFERENCES));
    expect((await screen.findByTestId('company-name')).textContent).toBe('Test Bet');
  });
});

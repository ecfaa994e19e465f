// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PREFERENCES } from '../../../src/protocol/preferences';
import { NO_SESSION } from '../../../src/worker/session';
import { NO_RETURN } from '../../../src/core/session/returns';
import { clearLoginRequest, useLoginRequest } from '../../../src/ui/core-access/loginRequest';
import { locationOf, renderApp } from '../fakeCore';
import { readyShellCore } from './shellFakeCore';

beforeEach(() => {
  for (const name of ['lng', 'ua', 'maintenance', 'hide_left', 'hide_right', 'cookies_agree_type'])
    document.cookie = `${name}=; path=/; max-age=0`;
  clearLoginRequest();
});
afterEach(() => cleanup());

describe('the route gate', () => {
  it('asks resolveRoute with the cookies and browser facts before painting the page', async () => {
    const core = readyShellCore();
    document.cookie = 'lng=ru; path=/';
    renderApp(core, '/en/contacts?x=1');
    expect(screen.queryByTestId('info-page')).toBeNull();
    // The fake server has no page: the 404 page, as the server's answer for the URL is.
    await screen.findByTestId('not-found');
    // The page's own question (the navigation asks about the pages it links, too).
    expect(core.routeQueries.find((q) => q.search === '?x=1')).toMatchObject({
      pathname: '/en/contacts',
      search: '?x=1',
      cookies: { lng: 'ru' },
      isIpadPresentingAsMac: false,
    });
  });

  it('follows a table redirect with replace (rules → rules/1)', async () => {
    const core = readyShellCore({ availableRoutes: [47] });
    const { router } = renderApp(core, '/en/rules');
    await waitFor(() => expect(locationOf(router)).toBe('/en/rules/1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a configured 404 fragment, a bad print-coupon id and the 404 route show the translated 404 page', async () => {
    const core = readyShellCore({ notFoundFragments: ['secret'] });
    renderApp(core, '/ru/casino/secret-room');
    expect((await screen.findByTestId('not-found')).textContent).toContain('Страница не найдена');
    cleanup();
    renderApp(core, '/en/print-coupon/12ab');
    expect((await screen.findByTestId('not-found')).textContent).toContain('This page could not be found');
  });

  it('the 500 route is the general error page with its status', async () => {
    renderApp(readyShellCore(), '/en/500');
    expect((await screen.findByTestId('error-page')).dataset.status).toBe('500');
  });

  it("with loginRequiredTarget 'home' a page that needs sign-in asks for the login and goes to the language root", async () => {
    const core = readyShellCore({ loginRequiredTarget: 'home' });
    let request: ReturnType<typeof useLoginRequest> = null;
    function Probe() {
      request = useLoginRequest();
      return null;
    }
    const { router } = renderApp(core, '/en/office/history');
    await waitFor(() => expect(locationOf(router)).toBe('/en'));
    render(<Probe />);
    expect(request).toEqual({ returnUrl: '/en/office/history', reason: 'guard' });
  });

  it("with loginRequiredTarget 'login' a guest lands home with the login modal asked and the way back; then the query goes", async () => {
    const core = readyShellCore({ loginRequiredTarget: 'login' });
    core.push('session', { ...NO_SESSION, status: 'signedOut' });
    let request: ReturnType<typeof useLoginRequest> = null;
    function Probe() {
      request = useLoginRequest();
      return null;
    }
    const { router } = renderApp(core, '/en/office/history?page=2');
    await waitFor(() => expect(core.routeQueries.some((q) => q.search.includes('showLoginModal=1'))).toBe(true));
    await waitFor(() => expect(locationOf(router)).toBe('/en'));
    render(<Probe />);
    expect(request).toEqual({ returnUrl: '/en/office/history?page=2', reason: 'guard' });
  });

  it('a signed-in player opening the login modal link goes straight to its return_url', async () => {
    const core = readyShellCore({ loginRequiredTarget: 'login' });
    core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo' });
    const { router } = renderApp(core, '/en?showLoginModal=1&return_url=%2Fen%2Fcontacts');
    await waitFor(() => expect(locationOf(router)).toBe('/en/contacts'));
  });

  it("a route no app serves yet says, in the player's language, that the section is unavailable, with a way home", async () => {
    renderApp(readyShellCore(), '/ar/help', 'ar');
    const page = await screen.findByTestId('placeholder-page');
    expect(page.querySelector('h1')?.textContent).toBe('القسم');
    expect(page.textContent).toContain('هذا القسم غير متاح حاليًا');
    expect(page.textContent).not.toMatch(/page-type|section|help/i);
    expect(screen.getByTestId('placeholder-home').getAttribute('href')).toBe('/ar');
  });

  it('an unknown path becomes the section page (placeholder), never a blank screen', async () => {
    renderApp(readyShellCore(), '/en/something/new');
    expect((await screen.findByTestId('placeholder-page')).dataset.route).toBe('section');
  });
});

describe('block and maintenance', () => {
  const cases: [number, string][] = [
    [1, 'status-block'],
    [13, 'status-block_ua'],
    [17, 'status-block_ie'],
    [8, 'status-coming_soon'],
    [16, 'status-suspension'],
  ];
  it.each(cases)('reason %i shows its page in the empty layout (no header)', async (reason, testId) => {
    const core = readyShellCore();
    core.block = { blockReason: reason, forceMaintenance: false };
    renderApp(core, '/en/live');
    await screen.findByTestId(testId);
    expect(screen.getByTestId('layout-empty')).toBeTruthy();
    expect(screen.queryByTestId('layout-main')).toBeNull();
  });

  it('a banned player on the block page gets the pages their ban allows and can sign out', async () => {
    const core = readyShellCore({ availableRoutes: [47] });
    core.routeSession = { isAuthenticated: true, isBanned: true, banLevel: 45, banVersion: 2, termsChanged: false, keptReturn: NO_RETURN };
    core.push('session', { ...NO_SESSION, status: 'signedIn', userId: 7, login: 'demo', banLevel: 45, banVersion: 2 });
    renderApp(core, '/en/block');
    const exits = await screen.findByTestId('status-exits');
    const links = within(exits).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Block appeals', '/en/block-appeal-history'],
      ['Withdraw the balance', '/en/office/deduce'],
      ['Responsible gaming', '/en/responsiblegaming'],
      ['Rules', '/en/rules/1'],
      ['Contact us', '/en/contacts'],
    ]);
    // The deduce page is the ban level's: at another level it is not offered.
    cleanup();
    core.routeSession = { isAuthenticated: true, isBanned: true, banLevel: 12, banVersion: 2, termsChanged: false, keptReturn: NO_RETURN };
    renderApp(core, '/en/block');
    await screen.findByTestId('status-exit-contacts');
    expect(screen.queryByTestId('status-exit-officeDeduce')).toBeNull();
    fireEvent.click(screen.getByTestId('status-sign-out'));
    await waitFor(() => expect(core.dispatched).toContainEqual({ type: 'session/request', payload: { kind: 'logout' } }));
  });

  it('no rules link where the site has no rules page; under a block reason nothing leads but back, a guest has no sign-out', async () => {
    const core = readyShellCore({ availableRoutes: [] });
    core.routeSession = { isAuthenticated: true, isBanned: true, banLevel: 45, banVersion: 2, termsChanged: false, keptReturn: NO_RETURN };
    renderApp(core, '/en/block');
    await screen.findByTestId('status-exit-contacts');
    expect(screen.queryByTestId('status-exit-rules')).toBeNull();
    cleanup();
    const blocked = readyShellCore({ availableRoutes: [47] });
    blocked.block = { blockReason: 1, forceMaintenance: false };
    blocked.push('session', { ...NO_SESSION, status: 'signedOut' });
    renderApp(blocked, '/en/block');
    await screen.findByTestId('status-block');
    await waitFor(() => expect(blocked.routeQueries.some((q) => q.pathname === '/en/contacts')).toBe(true));
    expect(screen.queryByTestId('status-exits')).toBeNull();
    expect(screen.queryByTestId('status-sign-out')).toBeNull();
  });

  it('reason 4 keeps where the visitor was going as redirectedFrom', async () => {
    const core = readyShellCore();
    core.block = { blockReason: 4, forceMaintenance: false };
    const { router } = renderApp(core, '/en/live?a=1');
    expect((await screen.findByTestId('redirected-from')).textContent).toContain('/en/live?a=1');
    expect(router.state.location.pathname).toBe('/en/site-updates');
  });

  it('maintenance sends every route to the maintenance page, Russian-type texts for az, German for de, with the window', async () => {
    const window = {
      started_at: Date.UTC(2030, 0, 2, 10, 0),
      ended_at: Date.UTC(2030, 0, 2, 12, 30),
      notify_started_at: null,
      notify_ended_at: null,
      isActive: true,
      web_state: false,
    };
    const core = readyShellCore({
      maintenance: window,
      languages: [
        { id: 1, code: 'en', name: 'English', rtl: false },
        { id: 4, code: 'az', name: 'Azərbaycan', rtl: false },
        { id: 5, code: 'de', name: 'Deutsch', rtl: false },
      ],
    });
    const { router } = renderApp(core, '/az/casino');
    const page = await screen.findByTestId('maintenance-page');
    expect(router.state.location.pathname).toBe('/az/maintenance');
    expect(page.textContent).toContain('Технические работы');
    expect(screen.getByTestId('maintenance-window').textContent).toMatch(/Начало: .*2030.*Окончание: .*2030/);
    expect(screen.getByTestId('layout-maintenance')).toBeTruthy();
    cleanup();
    renderApp(core, '/de/maintenance');
    expect((await screen.findByTestId('maintenance-page')).textContent).toContain('Wartungsarbeiten');
  });

  it('a failed blocking check forces maintenance; when it is over, the maintenance page goes home', async () => {
    const core = readyShellCore();
    core.block = { blockReason: null, forceMaintenance: true };
    const { router } = renderApp(core, '/en/live');
    await screen.findByTestId('maintenance-page');
    core.block = { blockReason: null, forceMaintenance: false };
    act(() => core.push('siteConfig', { status: 'ready', config: { ...core.config }, lang: 'en' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en'));
  });
});

describe('information pages', () => {
  it('shows the server content sanitised again: no script, no handler, no javascript: link', async () => {
    const core = readyShellCore();
    core.infoAnswer = () =>
      Promise.resolve({
        status: 'ok',
        page: {
          slug: 'contacts',
          lang: 'en',
          title: 'Contacts',
          html:
            '<h2>Write to us</h2><p onclick="alert(1)">Mail <a href="javascript:alert(1)">here</a></p>' +
            '<script>window.hacked=1</script><img src=x onerror="alert(1)">',
          updatedAt: '2030-01-01T00:00:00.000Z',
        },
      });
    renderApp(core, '/en/contacts');
    const body = await screen.findByTestId('info-body');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Contacts');
    expect(body.querySelector('h2')?.textContent).toBe('Write to us');
    expect(body.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(core.infoQueries).toEqual([{ slug: 'contacts', lang: 'en' }]);
  });

  it('asks rules by group and chapter', async () => {
    const core = readyShellCore({ availableRoutes: [47] });
    renderApp(core, '/en/rules/2/7');
    await screen.findByTestId('not-found');
    expect(core.infoQueries).toEqual([{ slug: 'rules/2/7', lang: 'en' }]);
  });

  it('an error offers a retry that loads again', async () => {
    const core = readyShellCore();
    core.infoAnswer = () => Promise.resolve({ status: 'error', message: 'down' });
    renderApp(core, '/en/about');
    fireEvent.click(await screen.findByTestId('info-retry'));
    core.infoAnswer = () =>
      Promise.resolve({
        status: 'ok',
        page: { slug: 'about', lang: 'en', title: 'About us', html: '<p>x</p>', updatedAt: '2030-01-01T00:00:00.000Z' },
      });
    fireEvent.click(await screen.findByTestId('info-retry'));
    await screen.findByTestId('info-page');
    expect(core.infoQueries.length).toBeGreaterThanOrEqual(2);
  });
});

describe('head manager', () => {
  it('writes title, description, robots, canonical and hreflang on navigation, replacing the old tags', async () => {
    document.head.innerHTML = '<meta name="description" content="old" data-seo=""><link rel="canonical" href="http://x.test/old">';
    const core = readyShellCore();
    core.seoAnswer = (q) =>
      Promise.resolve({
        status: 'ok',
        seo: {
          path: q.path,
          status: 200,
          lang: 'en',
          dir: 'ltr',
          title: `Title of ${q.path}`,
          description: 'Desc',
          metaRobots: 'index, follow',
          hierarchyMetaRobots: null,
          robots: 'index, follow',
          metas: [{ name: 'author', content: 'Test Bet' }],
          customCanonical: null,
          canonical: `http://x.test${q.path}`,
          alternates: [
            { hrefLang: 'ru', href: 'http://x.test/ru/about' },
            { hrefLang: 'x-default', href: 'http://x.test/ru/about' },
          ],
        },
      });
    renderApp(core, '/en/about');
    await waitFor(() => expect(document.title).toBe('Title of /en/about'));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Desc');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://x.test/en/about');
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((l) => l.getAttribute('hreflang'))).toEqual([
      'ru',
      'x-default',
    ]);
  });
});

describe('main layout', () => {
  it('collapses the right column; hide_right is written only with functional cookies agreed', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    const toggle = await screen.findByTestId('toggle-right');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // The widget waits for the session's status: on a loaded machine it comes after the column's toggle.
    expect(await screen.findByTestId('registration-widget')).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByTestId('registration-widget')).toBeNull();
    await waitFor(() => expect(core.getSnapshot('preferences')?.rightSectionHidden).toBe(true));
    expect(document.cookie).not.toContain('hide_right');

    act(() => core.push('preferences', { ...DEFAULT_PREFERENCES, rightSectionHidden: true, cookiesAgreeType: 1 }));
    await waitFor(() => expect(document.cookie).toContain('hide_right=1'));
    fireEvent.click(toggle);
    await waitFor(() => expect(document.cookie).toContain('hide_right=0'));
  });

  it('no registration widget when registration is off, for a signed-in player, or in the Asian view', async () => {
    const off = readyShellCore({ isRegistrationAllowed: false });
    renderApp(off, '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('registration-widget')).toBeNull();
    cleanup();
    const asian = readyShellCore();
    asian.push('preferences', { ...DEFAULT_PREFERENCES, appViewType: 1 });
    renderApp(asian, '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('registration-widget')).toBeNull();
    cleanup();
    document.cookie = 'ua=1; path=/';
    renderApp(readyShellCore(), '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.queryByTestId('registration-widget')).toBeNull();
  });

  it('landmarks are labelled: banner, navigation, two complementary columns, main, contentinfo', async () => {
    renderApp(readyShellCore(), '/en/contacts');
    await screen.findByTestId('layout-main');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('complementary', { name: 'Sports menu' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Bet slip and offers' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});

describe('support button', () => {
  it('a guest gets the e-mail form only; sending goes through the worker', async () => {
    const core = readyShellCore();
    renderApp(core, '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    // The panel is its own app, fetched when first opened.
    const email = await within(support).findByTestId('support-email');
    expect(within(support).queryByTestId('support-callback')).toBeNull();
    expect(within(support).queryByTestId('support-chat')).toBeNull();
    fireEvent.click(email);
    const form = within(support).getByTestId('support-form-email');
    fireEvent.change(within(form).getByLabelText('Your name'), { target: { value: 'Ann' } });
    fireEvent.change(within(form).getByLabelText('E-mail address'), { target: { value: 'ann@example.com' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'Help' } });
    fireEvent.submit(form);
    await within(support).findByRole('status');
    expect(core.supportRequests).toEqual([
      { kind: 'email', name: 'Ann', contact: 'ann@example.com', message: 'Help', lang: 'en', page: '/en/contacts' },
    ]);
  });

  it('a signed-in player gets the callback; the chat shows only with a consultant id; Escape closes', async () => {
    document.cookie = 'ua=1; path=/';
    renderApp(readyShellCore({ consultantParams: { consultant_id: 'c-1' }, isAvailableCallback: true }), '/en/contacts');
    const support = await screen.findByTestId('support');
    fireEvent.click(within(support).getByTestId('support-button'));
    expect(await within(support).findByTestId('support-callback')).toBeTruthy();
    expect(within(support).getByTestId('support-chat')).toBeTruthy();
    fireEvent.keyDown(within(support).getByTestId('support-callback'), { key: 'Escape' });
    expect(support.dataset.stage).toBe('closed');
  });
});

describe('device detection', () => {
  it('platform_type=mobile with no mobile origin configured shows this site, asked once', async () => {
    const core = readyShellCore();
    // A page no navigation links, so every question about it is the gate's.
    renderApp(core, '/en/internal-vpn?platform_type=mobile');
    await screen.findByTestId('placeholder-page');
    // The layout's probe for its offers asks too; the gate's own questions are the navigations.
    const gate = core.routeQueries.filter((q) => q.pathname === '/en/internal-vpn' && !q.probe);
    expect(gate.map((q) => q.search)).toEqual(['?platform_type=mobile']);
  });
});

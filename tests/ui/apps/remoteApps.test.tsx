// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NO_OFFERS, type PageResolution } from '../../../src/protocol/routeAnswer';
import { ROUTES } from '../../../src/protocol/routes';
import { EmbeddedApp } from '../../../src/ui/apps/EmbeddedApp';
import { mayPrefetch, useIdlePrefetch, usePrefetchLinks } from '../../../src/ui/apps/prefetch';
import { RemoteAppsProvider } from '../../../src/ui/apps/RemoteAppsContext';
import { RemotePage } from '../../../src/ui/apps/RemotePage';
import type { PageProps } from '../../../src/ui/core-access/pageProps';
import { arrives, CHUNK_404, CHUNK_THROWS, deferred, ScriptedApps } from './fakeApps';
import { tablePage } from './tablePage';

/**
 * The remote apps as the player sees them, on a virtual clock: a chunk that
 * is slow (the route's skeleton), one that 404s (retries, then the failure
 * panel), one that throws while it runs, texts that do not come, and the
 * recovery through the refresh button.
 */
function resolution(routeId: 'bettingSection' | 'about' = 'bettingSection', lang = 'en'): PageResolution {
  const route = ROUTES.find((r) => r.id === routeId)!;
  return {
    kind: 'page',
    routeId,
    group: route.group,
    params: { section: 'live' },
    layout: route.layout,
    meta: route.meta,
    query: {},
    language: lang,
    direction: 'ltr',
    httpStatus: 200,
    returnUrl: null,
    redirectedFrom: null,
    maintenance: null,
    offers: NO_OFFERS,
  };
}

function SectionPage({ resolution: r }: PageProps) {
  return <h1 data-testid="section-page">{r.params.section}</h1>;
}
const BETTING = { pages: { bettingSection: SectionPage } };
const FOOTER = { Part: ({ lang }: { lang: string }) => <footer data-testid="footer">{lang}</footer> };

function show(s: ScriptedApps, children: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element: children }], { initialEntries: ['/en/live'] });
  return render(
    <I18nextProvider i18n={s.i18n}>
      <RemoteAppsProvider apps={s.apps}>
        <RouterProvider router={router} />
      </RemoteAppsProvider>
    </I18nextProvider>,
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a page from a remote app', () => {
  it("shows the route's preloader while a slow chunk arrives, then the page", async () => {
    const chunk = deferred<{ app: unknown }>();
    const s = new ScriptedApps().script('betting', () => chunk.promise);
    show(s, <RemotePage app="betting" resolution={resolution()} />);
    const preloader = screen.getByTestId('preloader');
    expect(preloader.dataset.kind).toBe('line');
    expect(screen.getAllByTestId('preloader-item')).toHaveLength(8);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(screen.getByTestId('preloader')).toBeTruthy();
    await act(async () => chunk.resolve({ app: BETTING }));
    expect(screen.getByTestId('section-page').textContent).toBe('live');
    expect(screen.queryByTestId('preloader')).toBeNull();
  });

  it('a 404 chunk keeps the skeleton through 3 retries (1, 2, 4 s), then the failure panel; its refresh recovers', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404, CHUNK_404, CHUNK_404, CHUNK_404, arrives(BETTING));
    show(s, <RemotePage app="betting" resolution={resolution()} />);
    await act(() => vi.advanceTimersByTimeAsync(6999));
    expect(screen.getByTestId('preloader')).toBeTruthy();
    expect(screen.queryByTestId('app-failure')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const panel = screen.getByTestId('app-failure');
    expect(panel.dataset.failure).toBe('fetch');
    expect(panel.querySelector('h1')?.textContent).toBe('This section could not be loaded');
    expect(panel.textContent).toContain('Check your internet connection');
    const refresh = screen.getByTestId('app-refresh');
    expect(refresh.textContent).toBe('Refresh');
    expect(s.imports).toHaveLength(4);

    fireEvent.click(refresh);
    fireEvent.click(refresh);
    expect(refresh.getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(s.imports).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(s.imports).toHaveLength(5);
    expect(screen.getByTestId('section-page')).toBeTruthy();
  });

  it('a chunk that throws while it runs shows the panel at once; its refresh reloads the page', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_THROWS);
    show(s, <RemotePage app="betting" resolution={resolution()} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    const panel = screen.getByTestId('app-failure');
    expect(panel.dataset.failure).toBe('evaluation');
    fireEvent.click(screen.getByTestId('app-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(s.reloadPage).toHaveBeenCalledTimes(1);
  });

  it("texts that cannot be fetched show the dictionary's message in the player's language, and its refresh recovers", async () => {
    const s = new ScriptedApps('ru').script('betting', arrives(BETTING));
    await act(async () => {
      await s.apps.textsFor('ru');
      await s.i18n.changeLanguage('ru');
    });
    s.textsFail = true;
    show(s, <RemotePage app="betting" resolution={resolution('bettingSection', 'ru')} />);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    const panel = screen.getByTestId('app-failure');
    expect(panel.dataset.failure).toBe('dictionary');
    expect(panel.textContent).toContain('Не удалось загрузить эту часть страницы.');
    expect(panel.textContent).toContain('Обновите её или перезагрузите страницу');
    expect(screen.getByTestId('app-refresh').textContent).toBe('Обновить');
    s.textsFail = false;
    fireEvent.click(screen.getByTestId('app-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('section-page')).toBeTruthy();
  });

  it('a chunk gone with a new deploy says the site was updated; its refresh reloads the page', async () => {
    const s = new ScriptedApps().script('betting', CHUNK_404);
    s.newBuild = true;
    show(s, <RemotePage app="betting" resolution={resolution()} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('app-failure').textContent).toContain('The site has been updated');
    expect(s.onStaleBuild).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('app-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(s.reloadPage).toHaveBeenCalledTimes(1);
  });
});

describe('an embedded app (footer, support, error page, slip...)', () => {
  it('is a quiet placeholder while it loads, then the part with its props', async () => {
    const s = new ScriptedApps().script('footer', arrives(FOOTER));
    show(s, <EmbeddedApp name="footer" props={{ lang: 'en' }} />);
    expect(screen.getByTestId('app-part-loading').dataset.app).toBe('footer');
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByTestId('footer').textContent).toBe('en');
  });

  it('that cannot load shows the reload panel in the dictionary words (main_dictionary_load_error), and recovers', async () => {
    const s = new ScriptedApps().script('footer', CHUNK_404, CHUNK_404, CHUNK_404, CHUNK_404, arrives(FOOTER));
    show(s, <EmbeddedApp name="footer" props={{ lang: 'en' }} />);
    await act(() => vi.advanceTimersByTimeAsync(7000));
    const panel = screen.getByTestId('app-failure');
    expect(panel.getAttribute('role')).toBe('alert');
    expect(panel.textContent).toContain('This part of the page could not be loaded.');
    expect(panel.textContent).toContain('Refresh it, or reload the page if it keeps failing.');
    fireEvent.click(screen.getByTestId('app-refresh'));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByTestId('footer')).toBeTruthy();
  });
});

describe('prefetch', () => {
  function Links() {
    const prefetch = usePrefetchLinks();
    return (
      <>
        <Link to="/en/slots" data-testid="to-slots" {...prefetch(tablePage('slots'))}>
          slots
        </Link>
        <Link to="/en/lotto" data-testid="to-lotto" {...prefetch(tablePage('lotto'))}>
          lotto
        </Link>
      </>
    );
  }

  it("hovering or focusing a link to a vertical fetches that vertical's app; a route without an app fetches nothing", async () => {
    const s = new ScriptedApps().script('casino', arrives({ otherPages: SectionPage }));
    show(s, <Links />);
    fireEvent.pointerEnter(screen.getByTestId('to-lotto'));
    fireEvent.focus(screen.getByTestId('to-slots'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(s.imports).toEqual(['casino']);
    expect(s.apps.inMemoryApp('casino')).not.toBeNull();
    fireEvent.pointerEnter(screen.getByTestId('to-slots'));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(s.imports).toEqual(['casino']);
  });

  const IDLE_PAGES = (['bettingSection', 'slots', 'liveCasino', 'promotions'] as const).map(tablePage);
  function Idle() {
    useIdlePrefetch(IDLE_PAGES);
    return null;
  }

  it("fetches the header links' apps once the page has been idle 2000 ms after loading, marking the moment", async () => {
    const idle = vi.fn((task: () => void) => {
      task();
      return 1;
    });
    vi.stubGlobal('requestIdleCallback', idle);
    const mark = vi.spyOn(performance, 'mark');
    const s = new ScriptedApps()
      .script('betting', arrives(BETTING))
      .script('casino', arrives({ otherPages: SectionPage }))
      .script('promotions', arrives({ otherPages: SectionPage }));
    show(s, <Idle />);
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(s.imports).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
    expect(mark).toHaveBeenCalledWith('apps:idle-prefetch');
    expect([...s.imports].sort()).toEqual(['betting', 'casino', 'promotions']);
  });

  it('not on a 2g connection or with save-data on', async () => {
    expect(mayPrefetch({ connection: { effectiveType: '2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: 'slow-2g' } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: '4g', saveData: true } })).toBe(false);
    expect(mayPrefetch({ connection: { effectiveType: '3g' } })).toBe(true);
    expect(mayPrefetch({})).toBe(true);

    vi.stubGlobal('navigator', { ...navigator, connection: { effectiveType: '2g', saveData: false } });
    const s = new ScriptedApps().script('casino', arrives({ otherPages: SectionPage }));
    show(s, <Idle />);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    fireEvent.focus(document.body);
    expect(s.imports).toEqual([]);
  });
});

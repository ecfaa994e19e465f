// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { CatalogueSearchRequest, CatalogueSearchResult } from '../../../src/protocol/search';
import { HeaderSearch } from '../../../src/ui/components/HeaderSearch';
import { CoreProvider } from '../../../src/ui/core-access/coreContext';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { FakeCore } from '../fakeCore';

afterEach(cleanup);

class SearchCore extends FakeCore {
  readonly searches: CatalogueSearchRequest[] = [];
  searchCatalogue(input: CatalogueSearchRequest): Promise<CatalogueSearchResult> {
    this.searches.push(input);
    if (input.text === 'nothing') return Promise.resolve({ games: [], champs: [], teams: [] });
    return Promise.resolve({
      games: [
        {
          id: 7,
          name: 'Real Betis — Sevilla',
          sportId: 1,
          sportSlug: 'football',
          isCyber: false,
          match: [0, 4],
          champName: 'LaLiga',
          startTime: 0,
          isLive: true,
          path: '/ru/live/x/7-g',
        },
        {
          id: 8,
          name: 'Team Real — NaVi',
          sportId: 40,
          sportSlug: 'cs2',
          isCyber: true,
          match: [5, 9],
          champName: 'IEM',
          startTime: 0,
          isLive: false,
          path: '/ru/cyber/real/x/8-g',
        },
      ],
      champs: [{ id: 102, name: 'LaLiga', sportId: 1, sportSlug: 'football', isCyber: false, match: null, path: '/ru/champs/102-laliga' }],
      teams: [
        {
          name: 'Real Betis',
          sportId: 1,
          slug: 'real-betis',
          sportSlug: 'football',
          isCyber: false,
          match: [0, 4],
          path: '/ru/team/live/real-betis',
        },
      ],
    });
  }
}

function renderSearch(core: FakeCore, lang = 'ru') {
  const router = createMemoryRouter(
    [
      { path: '/:lng', element: <HeaderSearch lang={lang} /> },
      { path: '*', element: <p data-testid="landed">landed</p> },
    ],
    { initialEntries: [`/${lang}`] },
  );
  render(
    <I18nextProvider i18n={createI18n(lang)}>
      <CoreProvider client={core}>
        <RouterProvider router={router} />
      </CoreProvider>
    </I18nextProvider>,
  );
  return router;
}

describe('the header search', () => {
  it('asks the worker once the player pauses, in the page language, and links each result to its page', async () => {
    const core = new SearchCore();
    const router = renderSearch(core);
    const input = screen.getByTestId('header-search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'r' } });
    fireEvent.change(input, { target: { value: 'real' } });
    await screen.findByTestId('header-search-games');
    expect(core.searches).toEqual([{ text: 'real', lang: 'ru', limit: 5 }]);
    expect(screen.getByTestId('header-search-games').textContent).toContain('Матчи');
    expect(screen.getByTestId('header-search-champs').querySelector('a')?.getAttribute('href')).toBe('/ru/champs/102-laliga');
    // Each result: its sport's icon, a cyber badge for a cyber sport, and the typed text marked in the name.
    const games = screen.getByTestId('header-search-games');
    const rows = [...games.querySelectorAll('a')];
    expect(rows.map((a) => a.querySelector('.icon')?.className.replace('icon ', ''))).toEqual(['icon--football', 'icon--crosshair']);
    expect(rows.map((a) => a.querySelector('[data-testid="header-search-cyber"]')?.textContent ?? null)).toEqual([null, 'Киберспорт']);
    expect(rows.map((a) => a.querySelector('mark')?.textContent)).toEqual(['Real', 'Real']);
    expect(rows[1]?.querySelector('bdi')?.textContent).toBe('Team Real — NaVi');
    // A name the text is not in as printed (found by another name) is shown plain.
    expect(screen.getByTestId('header-search-champs').querySelector('mark')).toBeNull();
    const team = screen.getByTestId('header-search-teams').querySelector('a');
    expect(team?.querySelector('mark')?.textContent).toBe('Real');
    fireEvent.click(team as HTMLAnchorElement);
    await waitFor(() => expect(router.state.location.pathname).toBe('/ru/team/live/real-betis'));
  });

  it('says when nothing is found, and Escape closes the results', async () => {
    const core = new SearchCore();
    renderSearch(core, 'en');
    const input = screen.getByTestId('header-search-input');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'nothing' } });
    expect((await screen.findByTestId('header-search-none')).textContent).toBe('Nothing found.');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('header-search-none')).toBeNull();
  });
});

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
      games: [{ id: 7, name: 'Real Betis — Sevilla', sportId: 1, champName: 'LaLiga', startTime: 0, isLive: true, path: '/ru/live/x/7-g' }],
      champs: [{ id: 102, name: 'LaLiga', sportId: 1, path: '/ru/champs/102-laliga' }],
      teams: [{ name: 'Real Betis', sportId: 1, path: '/ru/team/live/real-betis' }],
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
    fireEvent.click(screen.getByText('Real Betis'));
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

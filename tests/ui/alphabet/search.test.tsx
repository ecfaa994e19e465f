// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAlphabetIndex, searchAlphabet } from '../../../src/core/alphabet';
import type { QueryName } from '../../../src/protocol/api';
import type { AlphabetEntryCard, AlphabetSearchResult } from '../../../src/protocol/alphabet';
import { AlphabetSearch } from '../../../src/ui/alphabet/AlphabetSearch';
import { createI18n } from '../../../src/ui/i18n/allTexts';
import { readyCore, withCore } from '../fakeCore';

const card = (slug: string, term: string, definition: string): AlphabetEntryCard => ({
  slug,
  term,
  definition,
  block: 'bet-types',
  category: 'coupon-types',
});
const INDEX = buildAlphabetIndex([
  card('system', 'System', 'Every express of k legs out of n.'),
  card('systemwette', 'Systemwette', 'Jede Kombination.'),
  card('banker', 'Banker', 'Joins every line of a system.'),
]);

/** The search box over a fake worker answering with the core's own search, or failing; a router records where Enter went. */
function show(answer: (q: string) => AlphabetSearchResult = (q) => ({ status: 'ok', hits: searchAlphabet(INDEX, q, 8) })) {
  const core = readyCore();
  core.ask = ((name: QueryName, input: { q: string }) =>
    name === 'alphabetSearch' ? Promise.resolve(answer(input.q)) : Promise.reject(new Error(name))) as typeof core.ask;
  const router = createMemoryRouter(
    [
      { path: '/en/betting-alphabet', element: <AlphabetSearch lang="en" /> },
      { path: '/en/betting-alphabet/:block/:category/:slug', element: <p data-testid="opened">opened</p> },
    ],
    { initialEntries: ['/en/betting-alphabet'] },
  );
  render(withCore(core, createI18n('en'), <RouterProvider router={router} />));
  return { router, input: screen.getByTestId('alphabet-search') as HTMLInputElement };
}

const type = async (input: HTMLInputElement, text: string) => {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => undefined);
};
const key = (input: HTMLInputElement, name: string) => fireEvent.keyDown(input, { key: name });
const selected = () => screen.getAllByRole('option').map((o) => o.getAttribute('aria-selected'));

afterEach(cleanup);

describe('the alphabet search box', () => {
  it('lists results as the reader types; arrows move the mark, wrapping, and Enter opens the marked entry', async () => {
    const { router, input } = show();
    await type(input, 'sys');
    expect(screen.getAllByTestId('alphabet-hit').map((h) => h.querySelector('strong')?.textContent)).toEqual([
      'System',
      'Systemwette',
      'Banker',
    ]);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    expect(selected()).toEqual(['false', 'true', 'false']);
    expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]?.id);
    key(input, 'ArrowUp');
    key(input, 'ArrowUp');
    expect(selected()).toEqual(['false', 'false', 'true']);
    key(input, 'ArrowDown');
    expect(selected()).toEqual(['true', 'false', 'false']);
    key(input, 'ArrowDown');
    key(input, 'Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/betting-alphabet/bet-types/coupon-types/systemwette'));
  });

  it('Enter with nothing marked opens the first result', async () => {
    const { router, input } = show();
    await type(input, 'banker');
    key(input, 'Enter');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/betting-alphabet/bet-types/coupon-types/banker'));
  });

  it('Escape clears the text and the results', async () => {
    const { input } = show();
    await type(input, 'system');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    key(input, 'Escape');
    expect(input.value).toBe('');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('says when nothing matches, and when search is unavailable', async () => {
    const { input } = show();
    await type(input, 'zebra');
    expect(screen.getByTestId('alphabet-search-empty').textContent).toBe('No term matches “zebra”.');
    cleanup();
    const failing = show(() => ({ status: 'error' }));
    await type(failing.input, 'system');
    expect(screen.getByTestId('alphabet-search-error').textContent).toContain('not available');
  });
});

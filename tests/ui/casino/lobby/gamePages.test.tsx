// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CasinoFilter, CasinoGame } from '../../../../src/protocol/casino/catalogue';
import type { CasinoSearchResult } from '../../../../src/protocol/casino/lobbySearch';
import { useGamePages, type GamePages } from '../../../../src/ui/casino/lobby/useGamePages';
import { createI18n } from '../../../../src/ui/i18n/allTexts';
import { casinoGame } from '../../../support/casinoGame';
import { readyCore, withCore } from '../../fakeCore';

/** The lobby's list as a search goes: the worker's answers come when the test says, and so does the browser's frame. */
let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GAMES = [
  casinoGame(1001, { name: 'Book of Sands' }),
  casinoGame(1002, { name: 'Fruit Party' }),
  casinoGame(1003, { name: 'Wild Coast' }),
];
const BROWSE: CasinoFilter = { sort: 'popular' };
const WILD: CasinoFilter = { sort: 'popular', q: 'wild' };

function setUp() {
  const core = readyCore();
  let answerSearch: (result: CasinoSearchResult) => void = () => undefined;
  const byId: number[][] = [];
  Object.assign(core, {
    casinoGames: () => Promise.resolve({ status: 'ok', page: { games: GAMES, total: 3, cursor: 0, nextCursor: null } }),
    casinoSearch: () => new Promise<CasinoSearchResult>((resolve) => (answerSearch = resolve)),
    casinoGamesById: ({ ids }: { ids: number[] }) => {
      byId.push(ids);
      return Promise.resolve({ status: 'ok', games: GAMES.filter((g) => ids.includes(g.id)) });
    },
  });
  let pages: GamePages | null = null;
  function Probe({ filter }: { filter: CasinoFilter }) {
    pages = useGamePages(filter, 'en');
    return null;
  }
  const i18n = createI18n('en');
  const view = render(withCore(core, i18n, <Probe filter={BROWSE} />));
  const now = () => {
    if (!pages) throw new Error('not rendered');
    const { status, total, shown, busy, gameAt } = pages;
    return { status, total, shown, busy, first: (gameAt(0) as CasinoGame | undefined)?.name };
  };
  return {
    now,
    byId,
    type: (filter: CasinoFilter) => view.rerender(withCore(core, i18n, <Probe filter={filter} />)),
    answer: (result: CasinoSearchResult) => act(async () => answerSearch(result)),
    paint: () =>
      act(async () => {
        const due = frames;
        frames = [];
        for (const frame of due) frame(0);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

const flush = () => act(async () => {});

describe('the lobby list while searching', () => {
  it('keeps the last list and count while a search is on its way, paints the count first, then the new list with its tiles', async () => {
    const lobby = setUp();
    await flush();
    expect(lobby.now()).toEqual({ status: 'ready', total: 3, shown: 3, busy: false, first: 'Book of Sands' });

    lobby.type(WILD);
    // A key blanks nothing: the tiles and the count stay, marked as being replaced.
    expect(lobby.now()).toEqual({ status: 'loading', total: 3, shown: 3, busy: true, first: 'Book of Sands' });

    await lobby.answer({ status: 'ok', total: 1, ids: [1003] });
    // The count is in; the list waits for the frame that paints it, its tiles read meanwhile.
    expect(lobby.now()).toEqual({ status: 'ready', total: 1, shown: 3, busy: true, first: 'Book of Sands' });
    expect(lobby.byId).toEqual([[1003]]);

    await lobby.paint();
    expect(lobby.now()).toEqual({ status: 'ready', total: 1, shown: 1, busy: false, first: 'Wild Coast' });
  });

  it('tells a search that could not be answered', async () => {
    const lobby = setUp();
    await flush();
    lobby.type(WILD);
    await lobby.answer({ status: 'error' });
    expect(lobby.now()).toMatchObject({ status: 'error', busy: true });
  });
});

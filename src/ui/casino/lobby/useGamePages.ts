import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { CASINO_PAGE_DEFAULT, type CasinoFilter, type CasinoGame } from '../../../protocol/casino/catalogue';
import { useCore } from '../../core-access/coreContext';

export interface GamePages {
  /** 'loading' until the count of these filters is in; 'error' when it could not be read. */
  readonly status: 'loading' | 'ready' | 'error';
  /** Every game matching these filters, over every page; while loading, the count of the list still shown. */
  readonly total: number;
  /** The games in the list the grid draws: these filters' or, while `busy`, the last filters'; null before any list. */
  readonly shown: number | null;
  /** The list drawn is not yet these filters' (their answer or their first tiles are on the way). */
  readonly busy: boolean;
  /** The game at an index of the list drawn. */
  readonly gameAt: (index: number) => CasinoGame | undefined;
  /** The grid shows games from..to: the pages holding them are asked for once each. */
  readonly need: (from: number, to: number) => void;
  readonly retry: () => void;
}

/** A list the grid draws: one set of filters' count, its ids when a search, and the pages in so far. */
interface Shown {
  readonly key: string;
  readonly total: number;
  /** A search's matching ids in order (the worker's index answers them at once); null while browsing the server's pages. */
  readonly ids: readonly number[] | null;
  readonly pages: ReadonlyMap<number, readonly CasinoGame[]>;
}

interface Answer {
  readonly key: string;
  readonly status: 'ready' | 'error';
  readonly total: number;
}

const pageStart = (index: number) => Math.floor(index / CASINO_PAGE_DEFAULT) * CASINO_PAGE_DEFAULT;

/** The page starts holding games from..to of a list of `total`. */
function pageStarts(from: number, to: number, total: number): number[] {
  const starts: number[] = [];
  for (let start = pageStart(Math.max(0, from)); start <= Math.min(to, total - 1); start += CASINO_PAGE_DEFAULT) starts.push(start);
  return starts;
}

/** Resolves once the browser has painted what is committed now (a frame, then the task after it). */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The games of one set of filters, a page at a time. Browsing reads the
 * server's pages (the first when the filters change, then any page the grid
 * scrolls to). A search is answered by the worker's index: the count as soon
 * as the keys stop, painted on its own, then the list with the tiles of the
 * rows on screen, read by id. Until the new list's tiles are in, the grid
 * keeps drawing the last list (`busy`): a key never blanks the tiles into
 * skeletons, and a key that only changes the query draws nothing in the grid.
 * Each page is asked once.
 */
export function useGamePages(filter: CasinoFilter, lang: string): GamePages {
  const core = useCore();
  const key = JSON.stringify(filter);
  const [shown, setShown] = useState<Shown | null>(null);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [round, setRound] = useState(0);
  /** The pages asked for, per list. */
  const asked = useRef<{ key: string; starts: Set<number> }>({ key: '', starts: new Set() });
  /** What the grid last showed, so a new search's list comes with the tiles of those rows. */
  const wanted = useRef<readonly [number, number]>([0, CASINO_PAGE_DEFAULT - 1]);

  const store = useCallback((forKey: string, start: number, games: readonly CasinoGame[], total?: number) => {
    setShown((now) => {
      if (now?.key !== forKey) return now;
      const pages = new Map(now.pages);
      pages.set(start, games);
      return { ...now, total: total ?? now.total, pages };
    });
  }, []);

  useEffect(() => {
    let live = true;
    const parsed = JSON.parse(key) as CasinoFilter;
    const failed = () => live && setAnswer({ key, status: 'error', total: 0 });
    // A retry is loading again.
    setAnswer((now) => (now?.key === key && now.status === 'error' ? null : now));
    if (parsed.q) {
      core.ask('casinoSearch', { filter: parsed, lang }).then(async (result) => {
        if (!live || result.status === 'superseded') return;
        if (result.status !== 'ok') return failed();
        setAnswer({ key, status: 'ready', total: result.total });
        const starts = pageStarts(wanted.current[0], wanted.current[1], result.total);
        const pages = new Map<number, readonly CasinoGame[]>();
        await Promise.all([
          afterPaint(),
          ...starts.map((start) =>
            core.ask('casinoGamesById', { ids: result.ids.slice(start, start + CASINO_PAGE_DEFAULT) }).then(
              (read) => void (read.status === 'ok' && pages.set(start, read.games)),
              () => undefined,
            ),
          ),
        ]);
        if (!live) return;
        asked.current = { key, starts: new Set(pages.keys()) };
        // The rows after the count: a frame of their own, and a render that yields to the next key.
        startTransition(() => setShown({ key, total: result.total, ids: result.ids, pages }));
      }, failed);
    } else {
      core.ask('casinoGames', { filter: parsed, cursor: 0, searchLang: lang }).then((result) => {
        if (!live) return;
        if (result.status !== 'ok') return failed();
        asked.current = { key, starts: new Set([0]) };
        setAnswer({ key, status: 'ready', total: result.page.total });
        setShown({ key, total: result.page.total, ids: null, pages: new Map([[0, result.page.games]]) });
      }, failed);
    }
    return () => {
      live = false;
    };
  }, [core, key, lang, round]);

  // Depends on the list drawn, not on the filters: a key that changes only the query leaves the grid's props alone.
  const need = useCallback(
    (from: number, to: number) => {
      wanted.current = [from, to];
      if (shown === null) return;
      if (asked.current.key !== shown.key) asked.current = { key: shown.key, starts: new Set() };
      const { starts } = asked.current;
      for (const start of pageStarts(from, to, shown.total)) {
        if (shown.pages.has(start) || starts.has(start)) continue;
        starts.add(start);
        const forget = () => starts.delete(start);
        if (shown.ids !== null) {
          core
            .ask('casinoGamesById', { ids: shown.ids.slice(start, start + CASINO_PAGE_DEFAULT) })
            .then((result) => (result.status === 'ok' ? store(shown.key, start, result.games) : forget()), forget);
        } else {
          core
            .ask('casinoGames', { filter: JSON.parse(shown.key) as CasinoFilter, cursor: start })
            .then((result) => (result.status === 'ok' ? store(shown.key, start, result.page.games, result.page.total) : forget()), forget);
        }
      }
    },
    [core, shown, store],
  );

  const gameAt = useCallback((index: number) => shown?.pages.get(pageStart(index))?.[index - pageStart(index)], [shown]);

  const current = answer?.key === key ? answer : null;
  return {
    status: current?.status ?? 'loading',
    // A page read later may bring a newer count of the same list.
    total: (shown?.key === key ? shown.total : current?.total) ?? shown?.total ?? 0,
    shown: shown?.total ?? null,
    busy: shown?.key !== key,
    gameAt,
    need,
    retry: useCallback(() => setRound((n) => n + 1), []),
  };
}

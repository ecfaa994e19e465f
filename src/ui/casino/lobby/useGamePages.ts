import { useCallback, useEffect, useRef, useState } from 'react';
import { CASINO_PAGE_DEFAULT, type CasinoFilter, type CasinoGame, type CasinoPageResult } from '../../../protocol/casino/catalogue';
import { useCore } from '../../core-access/coreContext';

export interface GamePages {
  /** 'loading' until the first page of these filters is in; 'error' when it could not be read. */
  readonly status: 'loading' | 'ready' | 'error';
  /** Every game matching the filters, over every page. */
  readonly total: number;
  readonly gameAt: (index: number) => CasinoGame | undefined;
  /** The grid shows games from..to: the pages holding them are asked for once each. */
  readonly need: (from: number, to: number) => void;
  readonly retry: () => void;
}

interface Loaded {
  readonly key: string;
  readonly total: number;
  readonly pages: ReadonlyMap<number, readonly CasinoGame[]>;
  readonly status: GamePages['status'];
}

const pageStart = (index: number) => Math.floor(index / CASINO_PAGE_DEFAULT) * CASINO_PAGE_DEFAULT;

/**
 * The server's pages of the catalogue for one set of filters: the first
 * page when the filters change (through the worker's debounced search when
 * only the text moved, so typing sends one request), then any page the grid
 * scrolls to, each asked once.
 */
export function useGamePages(filter: CasinoFilter): GamePages {
  const core = useCore();
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<Loaded>({ key, total: 0, pages: new Map(), status: 'loading' });
  const asked = useRef(new Set<string>());
  const [round, setRound] = useState(0);
  const textOnly = useRef<string>('');

  const store = useCallback((forKey: string, result: CasinoPageResult) => {
    if (result.status === 'superseded') return;
    setLoaded((now) => {
      if (now.key !== forKey) return now;
      if (result.status === 'error') return now.pages.size > 0 ? now : { ...now, status: 'error' };
      const pages = new Map(now.pages);
      pages.set(result.page.cursor, result.page.games);
      return { key: forKey, total: result.page.total, pages, status: 'ready' };
    });
  }, []);

  useEffect(() => {
    let live = true;
    const parsed = JSON.parse(key) as CasinoFilter;
    const { q, ...rest } = parsed;
    const restKey = JSON.stringify(rest);
    // Only the search text moved: the worker waits for the keys to stop.
    const typing = textOnly.current === restKey;
    textOnly.current = restKey;
    asked.current = new Set([`${key}:0`]);
    setLoaded((now) => (now.key === key ? now : { key, total: now.total, pages: new Map(), status: 'loading' }));
    const answer = typing
      ? core.ask('casinoSearch', { filter: parsed })
      : core.ask('casinoGames', { filter: { ...rest, ...(q ? { q } : {}) }, cursor: 0 });
    answer.then(
      (result) => live && store(key, result),
      () => live && store(key, { status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [core, key, round, store]);

  const need = useCallback(
    (from: number, to: number) => {
      if (loaded.status !== 'ready' || loaded.key !== key) return;
      const last = Math.min(to, loaded.total - 1);
      for (let start = pageStart(Math.max(0, from)); start <= last; start += CASINO_PAGE_DEFAULT) {
        const mark = `${key}:${start}`;
        if (loaded.pages.has(start) || asked.current.has(mark)) continue;
        asked.current.add(mark);
        const filterNow = JSON.parse(key) as CasinoFilter;
        core.ask('casinoGames', { filter: filterNow, cursor: start }).then(
          (result) => store(key, result),
          () => asked.current.delete(mark),
        );
      }
    },
    [core, key, loaded, store],
  );

  const gameAt = useCallback(
    (index: number) => (loaded.key === key ? loaded.pages.get(pageStart(index))?.[index - pageStart(index)] : undefined),
    [key, loaded],
  );

  return {
    status: loaded.key === key ? loaded.status : 'loading',
    total: loaded.total,
    gameAt,
    need,
    retry: useCallback(() => setRound((n) => n + 1), []),
  };
}

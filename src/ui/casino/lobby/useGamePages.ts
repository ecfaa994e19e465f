import { useCallback, useEffect, useRef, useState } from 'react';
import { CASINO_PAGE_DEFAULT, type CasinoFilter, type CasinoGame } from '../../../protocol/casino/catalogue';
import { useCore } from '../../core-access/coreContext';

export interface GamePages {
  /** 'loading' until the first page (or a search's count) of these filters is in; 'error' when it could not be read. */
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
  /** A search's matching ids in order (the worker's index answers them at once); null while browsing the server's pages. */
  readonly ids: readonly number[] | null;
  readonly pages: ReadonlyMap<number, readonly CasinoGame[]>;
  readonly status: GamePages['status'];
}

type PageAnswer =
  | { readonly status: 'ok'; readonly start: number; readonly games: readonly CasinoGame[]; readonly total?: number }
  | { readonly status: 'error' };

const pageStart = (index: number) => Math.floor(index / CASINO_PAGE_DEFAULT) * CASINO_PAGE_DEFAULT;

/**
 * The games of one set of filters, a page at a time. Browsing reads the
 * server's pages (the first when the filters change, then any page the grid
 * scrolls to). A search is answered by the worker's index: the count and the
 * ordered ids as soon as the keys stop, then the tiles of the pages on
 * screen by id. Each page is asked once.
 */
export function useGamePages(filter: CasinoFilter, lang: string): GamePages {
  const core = useCore();
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<Loaded>({ key, total: 0, ids: null, pages: new Map(), status: 'loading' });
  const asked = useRef(new Set<string>());
  const [round, setRound] = useState(0);

  const store = useCallback((forKey: string, answer: PageAnswer) => {
    setLoaded((now) => {
      if (now.key !== forKey) return now;
      if (answer.status === 'error') return now.pages.size > 0 || now.ids !== null ? now : { ...now, status: 'error' };
      const pages = new Map(now.pages);
      pages.set(answer.start, answer.games);
      return { ...now, total: answer.total ?? now.total, pages, status: 'ready' };
    });
  }, []);

  useEffect(() => {
    let live = true;
    const parsed = JSON.parse(key) as CasinoFilter;
    asked.current = new Set();
    setLoaded((now) => (now.key === key ? now : { key, total: now.total, ids: null, pages: new Map(), status: 'loading' }));
    if (parsed.q) {
      core.ask('casinoSearch', { filter: parsed, lang }).then(
        (result) => {
          if (!live || result.status === 'superseded') return;
          setLoaded((now) =>
            now.key !== key
              ? now
              : result.status === 'ok'
                ? { key, total: result.total, ids: result.ids, pages: new Map(), status: 'ready' }
                : { ...now, status: 'error' },
          );
        },
        () => live && store(key, { status: 'error' }),
      );
    } else {
      asked.current.add('0');
      core.ask('casinoGames', { filter: parsed, cursor: 0, searchLang: lang }).then(
        (result) =>
          live &&
          store(key, result.status === 'ok' ? { status: 'ok', start: 0, games: result.page.games, total: result.page.total } : result),
        () => live && store(key, { status: 'error' }),
      );
    }
    return () => {
      live = false;
    };
  }, [core, key, lang, round, store]);

  const need = useCallback(
    (from: number, to: number) => {
      if (loaded.status !== 'ready' || loaded.key !== key) return;
      const { ids } = loaded;
      const last = Math.min(to, loaded.total - 1);
      for (let start = pageStart(Math.max(0, from)); start <= last; start += CASINO_PAGE_DEFAULT) {
        const mark = String(start);
        if (loaded.pages.has(start) || asked.current.has(mark)) continue;
        asked.current.add(mark);
        const forget = () => asked.current.delete(mark);
        if (ids !== null) {
          core
            .ask('casinoGamesById', { ids: ids.slice(start, start + CASINO_PAGE_DEFAULT) })
            .then((result) => (result.status === 'ok' ? store(key, { status: 'ok', start, games: result.games }) : forget()), forget);
        } else {
          core
            .ask('casinoGames', { filter: JSON.parse(key) as CasinoFilter, cursor: start })
            .then(
              (result) =>
                result.status === 'ok' ? store(key, { status: 'ok', start, games: result.page.games, total: result.page.total }) : forget(),
              forget,
            );
        }
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

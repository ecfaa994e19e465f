import { useCallback, useEffect, useState } from 'react';
import type { CasinoCategory, CasinoGame } from '../../../protocol/casino/catalogue';
import { useCore } from '../../core-access/coreContext';

export type GamesState =
  { readonly status: 'loading' } | { readonly status: 'error' } | { readonly status: 'ok'; readonly games: readonly CasinoGame[] };

/**
 * The most popular games of a category from the worker's catalogue pages, at
 * most `count`, without the game `except`; `reload` asks again after an error.
 * No category (not known yet): stays loading without asking.
 */
export function usePopularGames(category: CasinoCategory | null, count: number, except: number | null = null) {
  const core = useCore();
  const [state, setState] = useState<GamesState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (category === null) return;
    let live = true;
    setState({ status: 'loading' });
    core.ask('casinoGames', { filter: { category, sort: 'popular' }, cursor: 0 }).then(
      (result) => {
        if (!live) return;
        if (result.status !== 'ok') return setState({ status: 'error' });
        setState({ status: 'ok', games: result.page.games.filter((g) => g.id !== except).slice(0, count) });
      },
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [core, category, count, except, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { state, reload };
}

import { useEffect, useState } from 'react';
import type { TvGamesProjection } from '../../protocol/tvGames';
import { useDispatch, useProjection } from '../core-access/coreContext';

/** The worker's TV games projection, the shows list read when the page opens. */
export function useTvGames(): TvGamesProjection | undefined {
  const dispatch = useDispatch();
  const view = useProjection('tvGames');
  useEffect(() => {
    void dispatch({ type: 'tvGames/watchShows', payload: {} });
  }, [dispatch]);
  return view;
}

/** Follows a show while the component shows it: the worker keeps one stream for every tab. */
export function useWatchedShow(show: string): void {
  const dispatch = useDispatch();
  useEffect(() => {
    void dispatch({ type: 'tvGames/watch', payload: { show } });
    return () => void dispatch({ type: 'tvGames/unwatch', payload: { show } });
  }, [dispatch, show]);
}

/** The clock for countdowns, each second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** When the draw was last received here: the draw's serverNow matches this moment of the local clock. */
export function useReceivedAt(stamp: unknown): number {
  const [at, setAt] = useState(() => Date.now());
  useEffect(() => setAt(Date.now()), [stamp]);
  return at;
}

import { useEffect, useMemo, useRef } from 'react';
import { livePart, useDispatch, useLivePart } from '../core-access/coreContext';

let counter = 0;
const newWatchId = () => `w${Date.now().toString(36)}${(++counter).toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * Tells the worker what this page shows: feed topics and catalogue lists.
 * The worker counts watchers per topic across tabs, so two tabs on one page
 * cost one server subscription. A hidden tab stops watching; a page whose
 * watch the host does not hold (a new leader tab took over) watches again.
 */
export function useLiveWatch(topics: readonly string[], catalogue: readonly string[] = []): void {
  const dispatch = useDispatch();
  const watchId = useRef<string>('');
  if (watchId.current === '') watchId.current = newWatchId();
  const topicsKey = topics.join(',');
  const catalogueKey = catalogue.join(',');
  const payload = useMemo(
    () => ({
      watchId: watchId.current,
      topics: topicsKey ? topicsKey.split(',') : [],
      catalogue: catalogueKey ? catalogueKey.split(',') : [],
    }),
    [topicsKey, catalogueKey],
  );
  const held = useLivePart(livePart.field('watchIds'), (live) => live.watchIds.includes(watchId.current));
  const known = held !== undefined;

  useEffect(() => {
    const watch = () => void dispatch({ type: 'live/watch', payload });
    const unwatch = () => void dispatch({ type: 'live/unwatch', payload: { watchId: payload.watchId } });
    if (!isHidden()) watch();
    const onVisibility = () => (isHidden() ? unwatch() : watch());
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      unwatch();
    };
  }, [dispatch, payload]);

  // The projection arrived without our watch: the host changed (or lost it); watch again.
  useEffect(() => {
    if (known && held === false && !isHidden()) void dispatch({ type: 'live/watch', payload });
  }, [known, held, dispatch, payload]);
}

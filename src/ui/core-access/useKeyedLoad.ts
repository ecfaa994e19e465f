import { useCallback, useEffect, useState } from 'react';

export type Loading = { readonly status: 'loading' };

/**
 * A page's load from the worker. `load()` runs when `key` changes (the key
 * names everything the load depends on) and when the player retries; until
 * its answer for the current key arrives the value is loading, and an answer
 * for an older key is dropped. A call that fails becomes `failed()`.
 */
export function useKeyedLoad<T>(key: string, load: () => Promise<T>, failed: () => T): { value: T | Loading; retry: () => void } {
  const [attempt, setAttempt] = useState(0);
  const current = `${attempt}|${key}`;
  const [state, setState] = useState<{ key: string; value: T } | null>(null);

  useEffect(() => {
    let cancelled = false;
    load()
      .catch(failed)
      .then((value) => {
        if (!cancelled) setState({ key: current, value });
      });
    return () => {
      cancelled = true;
    };
    // The key stands for load's inputs: the load of the render that changed it is the one to run.
  }, [current]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { value: state?.key === current ? state.value : { status: 'loading' }, retry };
}

import { createContext, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { ProjectionName, ProjectionValues } from '../../protocol/api';
import type { CoreClient, ProjectionSource } from './client';

const CoreContext = createContext<(CoreClient & ProjectionSource) | null>(null);

export function CoreProvider(props: { client: CoreClient & ProjectionSource; children: ReactNode }) {
  return <CoreContext.Provider value={props.client}>{props.children}</CoreContext.Provider>;
}

export function useCore(): CoreClient & ProjectionSource {
  const client = useContext(CoreContext);
  if (!client) throw new Error('useCore outside CoreProvider');
  return client;
}

export function useDispatch(): CoreClient['dispatch'] {
  const client = useCore();
  return useCallback((command) => client.dispatch(command), [client]);
}

/** The whole projection; undefined until the worker's first push. */
export function useProjection<N extends ProjectionName>(name: N): ProjectionValues[N] | undefined {
  const client = useCore();
  const subscribe = useCallback((listener: () => void) => client.subscribe(name, listener), [client, name]);
  return useSyncExternalStore(
    subscribe,
    () => client.getSnapshot(name),
    () => undefined,
  );
}

/**
 * A part of a projection. Pushes are structurally shared, so an unchanged
 * part keeps its reference and the component does not render again.
 */
export function useProjectionSelector<N extends ProjectionName, T>(name: N, select: (value: ProjectionValues[N]) => T): T | undefined {
  const client = useCore();
  const subscribe = useCallback((listener: () => void) => client.subscribe(name, listener), [client, name]);
  return useSelected(subscribe, () => client.getSnapshot(name), select);
}

/**
 * A part of the live projection (livePart: one game, one list, or a field),
 * read with a selector. The component is woken only when that part changed,
 * not on every frame of the feed; where the client cannot follow parts (a
 * test double) it follows the whole projection. While `follow` is false it is
 * not woken at all (a row far off screen): it reads the newest value again
 * when it renders or when `follow` turns true.
 */
export function useLivePart<T>(part: string, select: (value: ProjectionValues['live']) => T, follow = true): T | undefined {
  const client = useCore();
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!follow) return () => undefined;
      return client.subscribePart ? client.subscribePart('live', part, listener) : client.subscribe('live', listener);
    },
    [client, part, follow],
  );
  return useSelected(subscribe, () => client.getSnapshot('live'), select, follow);
}

/** `select` of what `read` gives, computed again only when that changed; an output the same as the last keeps its reference. */
function useSelected<V, T>(
  subscribe: (listener: () => void) => () => void,
  read: () => V | undefined,
  select: (value: V) => T,
  keepInput = true,
): T | undefined {
  const memo = useRef<{ input: V | undefined; output: T | undefined } | null>(null);
  const getSelected = () => {
    const input = read();
    if (memo.current && memo.current.input === input) return memo.current.output;
    const output = input === undefined ? undefined : select(input);
    // Keep the old output when equal by value, so selecting a fresh primitive-free object does not loop.
    const stable = memo.current && Object.is(memo.current.output, output) ? memo.current.output : output;
    // A reader that does not follow keeps no input: held for long, it would pin a whole old projection in memory.
    memo.current = { input: keepInput ? input : undefined, output: stable };
    return stable;
  };
  return useSyncExternalStore(subscribe, getSelected, () => undefined);
}

import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/**
 * Rows of the live lists within a screen of the viewport. Hundreds of rows
 * are on a live page and a handful on screen; at thousands of odds changes a
 * second, rendering the changes nobody can see is most of the main thread's
 * work. A row farther away stops following its game and catches up as it
 * comes near (a screen ahead, so it is current before it shows). One
 * observer for every row: an observer per row costs more than the rows.
 */
const MARGIN = '100% 0px';

type Watcher = (near: boolean) => void;
let observer: IntersectionObserver | null = null;
const watchers = new WeakMap<Element, Watcher>();

function shared(): IntersectionObserver | null {
  if (observer || typeof IntersectionObserver !== 'function') return observer;
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
    },
    { rootMargin: MARGIN },
  );
  return observer;
}

/**
 * Whether the element given to the ref is within a screen of the viewport:
 * true until the observer first reports on it (a row has no element to
 * observe before its game arrives), and always where it cannot be observed.
 */
export function useNearViewport(): readonly [(element: Element | null) => void, boolean] {
  const [near, setNear] = useState(true);
  const current = useRef<Element | null>(null);
  const ref = useCallback((element: Element | null) => {
    const io = shared();
    if (!io || element === current.current) return;
    if (current.current) {
      io.unobserve(current.current);
      watchers.delete(current.current);
    }
    current.current = element;
    if (!element) return;
    watchers.set(element, setNear);
    io.observe(element);
  }, []);
  useEffect(
    () => () => {
      if (current.current) shared()?.unobserve(current.current);
    },
    [],
  );
  return [ref, near] as const;
}

/** Whether the row around an outcome follows its game: outcomes outside a row (a game's page) always do. */
export const RowFollows = createContext(true);

export const useRowFollows = (): boolean => useContext(RowFollows);

import { useCallback, useState } from 'react';

/**
 * Rows of the live lists within a screen of the viewport. Hundreds of rows
 * are on a live page and a handful on screen; at thousands of odds changes a
 * second, rendering the changes nobody can see is most of the main thread's
 * work. A row farther away stops following its game and catches up as it
 * comes near (a screen ahead, so it is current before it shows). One
 * observer for every row: an observer per row costs more than the rows.
 */
const MARGIN = '100% 0px';

const watchers = new WeakMap<Element, (near: boolean) => void>();
let observer: IntersectionObserver | undefined;

/**
 * Whether the element given to the ref is within a screen of the viewport:
 * true until the observer first reports on it (a row has no element to
 * observe before its game arrives), and always where it cannot be observed.
 */
export function useNearViewport(): readonly [(element: Element | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(true);
  const ref = useCallback((element: Element | null) => {
    observer ??=
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              for (const entry of entries) watchers.get(entry.target)?.(entry.isIntersecting);
            },
            { rootMargin: MARGIN },
          )
        : undefined;
    if (!element || !observer) return undefined;
    const io = observer;
    watchers.set(element, setNear);
    io.observe(element);
    // React calls this as the row goes away.
    return () => io.unobserve(element);
  }, []);
  return [ref, near] as const;
}

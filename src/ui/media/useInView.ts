import { useEffect, useState } from 'react';

/** Half of it showing counts as in view: a player cut in half is not watchable. */
const IN_VIEW_RATIO = 0.5;

/**
 * Whether `element` is in view (its scroll containers and the viewport
 * considered); true with no element or no IntersectionObserver, so a player
 * stays where it is placed when nothing can say otherwise.
 */
export function useInView(element: Element | null): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setInView(entry.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO);
      },
      { threshold: [0, IN_VIEW_RATIO, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return inView;
}

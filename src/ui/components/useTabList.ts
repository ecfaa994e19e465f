import { useRef, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs keyboard: arrows move to the next or previous tab
 * (mirrored when the tab list is right-to-left) and select it, Home and End
 * jump to the ends, and focus follows.
 */
export function useTabList<T>(items: readonly T[], selected: T, choose: (item: T) => void) {
  const refs = useRef<(HTMLElement | null)[]>([]);
  const tabRef = (index: number) => (el: HTMLElement | null) => {
    refs.current[index] = el;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    const index = items.indexOf(selected);
    const to = ({ ArrowRight: index + step, ArrowLeft: index - step, Home: 0, End: items.length - 1 } as Record<string, number>)[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const wrapped = (to + items.length) % items.length;
    choose(items[wrapped] as T);
    refs.current[wrapped]?.focus();
  };
  return { tabRef, onKeyDown };
}

import { useEffect, useSyncExternalStore } from 'react';

/**
 * Where the page itself puts the age question (registration does, in place of
 * its form), the first-visit modal stays closed: one question at a time.
 */
let asking = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether some part of the page asks the question itself now. */
export function useAskedInline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asking > 0,
    () => false,
  );
}

/** Marks, while `active` and mounted, that this part asks the question itself. */
export function useAskInline(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    asking += 1;
    notify();
    return () => {
      asking -= 1;
      notify();
    };
  }, [active]);
}

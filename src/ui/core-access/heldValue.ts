import { useSyncExternalStore } from 'react';

/**
 * A value of this page that parts of the UI outside each other's tree share
 * (a request to sign in, credentials to show once): set and cleared from
 * anywhere, read with a hook that renders again when it changes. Memory only:
 * a reload forgets it.
 */
export interface HeldValue<T> {
  set(value: T): void;
  clear(): void;
  useValue(): T | null;
}

export function heldValue<T>(): HeldValue<T> {
  let current: T | null = null;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    set(value) {
      current = value;
      emit();
    },
    clear() {
      if (current === null) return;
      current = null;
      emit();
    },
    useValue: () =>
      useSyncExternalStore(
        subscribe,
        () => current,
        () => null,
      ),
  };
}

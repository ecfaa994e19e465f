import { useCallback, useEffect, useSyncExternalStore } from 'react';

/**
 * One menu, popover or panel of the page open at a time: opening one closes
 * whichever was open, across every app on the page (the header's menus, the
 * display settings, the search results, the support panel). Escape and a
 * click outside close each one themselves (Radix's dismissable layer).
 */
let current: string | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function openExclusive(id: string): void {
  if (current === id) return;
  current = id;
  emit();
}

export function closeExclusive(id: string): void {
  if (current !== id) return;
  current = null;
  emit();
}

/** Which one is open now (null: none). */
export function openExclusiveId(): string | null {
  return current;
}

/** [open, setOpen] of the one identified by `id`: setOpen(true) closes any other; leaving the page closes it. */
export function useExclusiveOpen(id: string): readonly [boolean, (open: boolean) => void] {
  const open = useSyncExternalStore(
    subscribe,
    () => current === id,
    () => false,
  );
  useEffect(() => () => closeExclusive(id), [id]);
  const setOpen = useCallback((next: boolean) => (next ? openExclusive(id) : closeExclusive(id)), [id]);
  return [open, setOpen] as const;
}

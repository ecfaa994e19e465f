import { useSyncExternalStore } from 'react';

/**
 * The page's short notices (a refused click on an outcome, a sent request):
 * a queue any part of the page adds to (through src/ui/notifications/notify.ts),
 * shown by the toaster app (Toaster.tsx, Radix Toast, fetched with the first
 * notice) together with the shared notifications queue. The newest replaces an older
 * one of the same `key`, so repeated clicks do not stack up.
 */
export interface ToastMessage {
  readonly id: number;
  readonly key: string;
  readonly text: string;
  readonly tone: 'info' | 'error' | 'success';
  readonly testId?: string;
  /** SPEC 8's title and confirm button (text keys of the notifications area), shown once its texts are in. */
  readonly titleKey?: string;
  readonly confirmKey?: string;
}

let queue: readonly ToastMessage[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showToast(message: Omit<ToastMessage, 'id'>): void {
  queue = [...queue.filter((m) => m.key !== message.key), { ...message, id: nextId++ }].slice(-3);
  emit();
}

export function dismissToast(id: number): void {
  const next = queue.filter((m) => m.id !== id);
  if (next.length === queue.length) return;
  queue = next;
  emit();
}

/** Every notice gone (a test's clean page). */
export function clearToasts(): void {
  queue = [];
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): readonly ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => queue,
    () => queue,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * "Someone needs the player signed in": a guard (route needs sign-in), a
 * header button or a bet. The login modal listens; whoever asks does not need
 * to know how signing in works.
 */
export interface LoginRequest {
  /** Where to go back after signing in. */
  readonly returnUrl: string | null;
  readonly reason: 'guard' | 'button' | 'bet';
}

let current: LoginRequest | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function requestLogin(request: LoginRequest): void {
  current = request;
  emit();
}

export function clearLoginRequest(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function useLoginRequest(): LoginRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

import { useSyncExternalStore } from 'react';

/**
 * The login and password of a one-click registration (SPEC 3 fast_reg),
 * shown once. Kept here, outside any page: signing in takes the player off
 * the registration page (a guest-only route), and the notice must survive
 * that move. Never stored anywhere else; gone on reload.
 */
export interface ShownCredentials {
  readonly login: string;
  readonly password: string | null;
  /** The address the server mailed them to (save option 2), if any. */
  readonly sentTo: string | null;
  /** The save option the player picked before registering: 0 file, 1 picture, 2 e-mail. */
  readonly saveOption: 0 | 1 | 2;
}

let current: ShownCredentials | null = null;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

export function showCredentials(credentials: ShownCredentials): void {
  current = credentials;
  emit();
}

export function clearCredentials(): void {
  if (current === null) return;
  current = null;
  emit();
}

export function useShownCredentials(): ShownCredentials | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

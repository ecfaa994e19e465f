import { heldValue } from '../core-access/heldValue';

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

const shown = heldValue<ShownCredentials>();

export const showCredentials = (credentials: ShownCredentials): void => shown.set(credentials);
export const clearCredentials = (): void => shown.clear();
export const useShownCredentials = (): ShownCredentials | null => shown.useValue();

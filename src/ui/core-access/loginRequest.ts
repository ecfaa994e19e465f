import { heldValue } from './heldValue';

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

const request = heldValue<LoginRequest>();

export const requestLogin = (asked: LoginRequest): void => request.set(asked);
export const clearLoginRequest = (): void => request.clear();
export const useLoginRequest = (): LoginRequest | null => request.useValue();

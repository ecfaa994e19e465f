import type { KeptReturn, SignInMethod } from '../../protocol/session';

/**
 * What the log remembers about the player's session: who signed in last and
 * how, the facts the notification rules key by, whether a notice is owed,
 * where to return. The optional fields came later: a snapshot of an earlier
 * build (without them) reads as "not known" and needs no upgrade.
 */
export interface SessionState {
  readonly userId: number | null;
  readonly login: string | null;
  /** How the signed-in player signed in (the welcome rule tells a new player by it); absent when signed out. */
  readonly signInMethod?: SignInMethod;
  readonly activeAccountId: number | null;
  /** When the worker last logged the player off for inactivity (the autoLogOff notification's fact). */
  readonly inactivitySignOutAt?: number;
  /** When a registration was last answered "activation sent" (the registrationRequestSent notification's fact). */
  readonly activationSentAt?: number;
  /** Who last switched two-step sign-in on, and when (the twoFactorSaveCode notification's fact). */
  readonly twoFactorOn?: { readonly userId: number; readonly at: number };
  /**
   * Set when a time-out or self-exclusion the player started signed them out;
   * shows until dismissed or the next sign-in.
   */
  readonly playBlockNotice?: boolean;
  /** Kept for after sign-in or registration (SPEC 2, 4): survives a reload. */
  readonly returns: KeptReturn;
}

export const initialSessionState: SessionState = {
  userId: null,
  login: null,
  activeAccountId: null,
  returns: { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null },
};

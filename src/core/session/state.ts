import type { KeptReturn } from '../../protocol/session';

/** What the log remembers about the player's session: who signed in last, whether a notice is owed, where to return. */
export interface SessionState {
  readonly userId: number | null;
  readonly login: string | null;
  readonly activeAccountId: number | null;
  /** Set when the worker logged the player off for inactivity; the notice shows on every load until dismissed. */
  readonly inactivityNotice: boolean;
  /**
   * Set when a time-out or self-exclusion the player started signed them out;
   * shows until dismissed or the next sign-in. Optional, so a snapshot of an
   * earlier build (without it) reads as "no notice" and needs no upgrade.
   */
  readonly playBlockNotice?: boolean;
  /** Kept for after sign-in or registration (SPEC 2, 4): survives a reload. */
  readonly returns: KeptReturn;
}

export const initialSessionState: SessionState = {
  userId: null,
  login: null,
  activeAccountId: null,
  inactivityNotice: false,
  returns: { redirectUrl: null, fromUrl: null, routeFrom: null, routeTo: null },
};

/** What the log remembers about the player's session: who signed in last, and whether a notice is owed. */
export interface SessionState {
  readonly userId: number | null;
  readonly login: string | null;
  readonly activeAccountId: number | null;
  /** Set when the worker logged the player off for inactivity; the notice shows on every load until dismissed. */
  readonly inactivityNotice: boolean;
}

export const initialSessionState: SessionState = {
  userId: null,
  login: null,
  activeAccountId: null,
  inactivityNotice: false,
};

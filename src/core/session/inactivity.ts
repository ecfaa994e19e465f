/**
 * The inactivity countdown as data (SPEC 4 Session). Activity from every tab
 * restarts it; 30 s after every tab is hidden it pauses, and the time spent
 * paused is added back when a tab shows again.
 */
export interface InactivityClock {
  /** Epoch ms of the last activity a tab reported (or of sign-in). */
  readonly lastActivityAt: number;
  /** Milliseconds spent paused since that activity. */
  readonly pausedMs: number;
  /** Epoch ms the countdown paused at; null while it runs. */
  readonly pausedAt: number | null;
}

export function startInactivity(now: number): InactivityClock {
  return { lastActivityAt: now, pausedMs: 0, pausedAt: null };
}

/** Any activity (or playing media) starts the countdown again, running. */
export const noteActivity = startInactivity;

export function pauseInactivity(clock: InactivityClock, at: number): InactivityClock {
  return clock.pausedAt === null ? { ...clock, pausedAt: at } : clock;
}

export function resumeInactivity(clock: InactivityClock, now: number): InactivityClock {
  if (clock.pausedAt === null) return clock;
  return { ...clock, pausedMs: clock.pausedMs + Math.max(0, now - clock.pausedAt), pausedAt: null };
}

/** When the player is logged off if nothing happens; null while paused. */
export function inactivityDeadline(clock: InactivityClock, idleMs: number): number | null {
  return clock.pausedAt === null ? clock.lastActivityAt + clock.pausedMs + idleMs : null;
}

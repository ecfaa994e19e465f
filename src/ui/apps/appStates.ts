import { REMOTE_APP_MOVES, type RemoteAppFailure, type RemoteAppStatus, type RetryPolicy } from '../../protocol/remoteApps';

/**
 * One remote application's entry and its moves (SPEC 4), as pure functions of
 * the table in src/protocol/remoteApps.ts: the store (appStore.ts) does the
 * loading and the timers, these say what may follow what.
 */
export type AppEntry<M> =
  | { readonly status: 'not-exist' }
  /** `attempt` 0 is the first try, 1 the first retry... */
  | { readonly status: 'loading'; readonly attempt: number }
  | { readonly status: 'ready'; readonly app: M }
  /** `retryInMs` null: no retry left, the failure panel shows (its refresh starts a new series). */
  | { readonly status: 'error'; readonly failure: RemoteAppFailure; readonly attempt: number; readonly retryInMs: number | null };

export const NOT_EXIST: AppEntry<never> = { status: 'not-exist' };

export function canMove(from: RemoteAppStatus, to: RemoteAppStatus): boolean {
  return REMOTE_APP_MOVES[from].includes(to);
}

export class RefusedMove extends Error {
  constructor(
    readonly from: RemoteAppStatus,
    readonly to: RemoteAppStatus,
  ) {
    super(`a remote app cannot go from ${from} to ${to}`);
    this.name = 'RefusedMove';
  }
}

/** `next`, when SPEC 4 allows the move from `current`; a RefusedMove otherwise (a bug in the caller, never a player's doing). */
export function moveTo<M>(current: AppEntry<M>, next: AppEntry<M>): AppEntry<M> {
  if (!canMove(current.status, next.status)) throw new RefusedMove(current.status, next.status);
  return next;
}

/**
 * How long to wait before trying again once `failedAttempts` attempts have
 * failed (1: the first try failed), or null when the policy has no retry
 * left. The default policy waits 1 s, 2 s, 4 s; the header's 1 s five times.
 */
export function retryDelayMs(policy: RetryPolicy, failedAttempts: number): number | null {
  if (failedAttempts < 1 || failedAttempts > policy.retries) return null;
  return policy.firstDelayMs * policy.factor ** (failedAttempts - 1);
}

/**
 * The error entry after attempt `attempt` failed: a retry is scheduled while
 * the policy has one left and retrying can help; a build that is gone (stale)
 * or code that failed to run (the browser keeps a module that threw, so the
 * same import fails again at once) goes straight to the failure panel.
 */
export function failedEntry<M>(attempt: number, failure: RemoteAppFailure, policy: RetryPolicy): AppEntry<M> {
  const retryable = failure === 'fetch' || failure === 'dictionary';
  return { status: 'error', failure, attempt, retryInMs: retryable ? retryDelayMs(policy, attempt + 1) : null };
}

/**
 * Remote applications as data (SPEC 2 "Screen behaviour", 4 "Remote app
 * entry", 8, 9): the states an application's entry goes through, the moves
 * allowed between them, and the timings. The transitions that read this table
 * are pure functions in src/ui/apps/appStates.ts; nothing here runs logic.
 */

/** not-exist: not loaded (or dropped: nothing uses it any more); loading; ready; error. */
export const REMOTE_APP_STATES = ['not-exist', 'loading', 'ready', 'error'] as const;
export type RemoteAppStatus = (typeof REMOTE_APP_STATES)[number];

/**
 * SPEC 4: not-exist to loading or ready (ready when its code is already in
 * memory, say prefetched); error to loading (a retry) or not-exist; loading to
 * error, ready or not-exist; ready to not-exist only. With no dependants an
 * entry returns to not-exist.
 */
export const REMOTE_APP_MOVES: Readonly<Record<RemoteAppStatus, readonly RemoteAppStatus[]>> = {
  'not-exist': ['loading', 'ready'],
  error: ['loading', 'not-exist'],
  loading: ['error', 'ready', 'not-exist'],
  ready: ['not-exist'],
};

/** How a failed load is tried again: `retries` more attempts, the first after `firstDelayMs`, each later one `factor` times longer. */
export interface RetryPolicy {
  readonly retries: number;
  readonly firstDelayMs: number;
  readonly factor: number;
}

/** SPEC 4, 9: a remote view is retried 3 times, 1 s first delay, doubling (1 s, 2 s, 4 s), then stops. */
export const DEFAULT_REMOTE_RETRY: RetryPolicy = { retries: 3, firstDelayMs: 1000, factor: 2 };
/** SPEC 9: the header's remote component, 5 retries 1000 ms apart. */
export const HEADER_REMOTE_RETRY: RetryPolicy = { retries: 5, firstDelayMs: 1000, factor: 1 };

/** SPEC 4: the failure panel's reload is debounced by 1 s. */
export const REMOTE_APP_RELOAD_DEBOUNCE_MS = 1000;
/** SPEC 8: a failed chunk load reloads the page, at most once per 60 s. */
export const CHUNK_RELOAD_MIN_INTERVAL_MS = 60_000;
/** SPEC 9: links are prefetched when the page is idle, 2000 ms after it loaded ... */
export const LINK_PREFETCH_IDLE_MS = 2000;
/** ... and never on a slow connection (navigator.connection.effectiveType) or with save-data on. */
export const NO_PREFETCH_CONNECTIONS: readonly string[] = ['slow-2g', '2g'];

/**
 * Why an application did not load, as the failure panel tells it:
 * - `fetch`: its code could not be fetched (offline, a 404);
 * - `evaluation`: its code arrived but failed to run;
 * - `dictionary`: its texts could not be fetched;
 * - `stale`: the site was deployed again and this tab's build is gone.
 */
export type RemoteAppFailure = 'fetch' | 'evaluation' | 'dictionary' | 'stale';

/**
 * The performance mark the shell sets when it starts what waits for the page to be idle (the header's apps, the
 * footer): the benchmarks tell the first load from what came after by it.
 */
export const IDLE_PREFETCH_MARK = 'apps:idle-prefetch';

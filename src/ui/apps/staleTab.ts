import { CHUNK_RELOAD_MIN_INTERVAL_MS } from '../../protocol/remoteApps';

/** sessionStorage key: when this tab last reloaded itself because its build was gone. */
export const LAST_AUTO_RELOAD_KEY = 'apps:last-auto-reload';

/** SPEC 8: a failed chunk load reloads the page at most once per 60 s; a second failure within that time shows the notice instead. */
export function mayReloadItself(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || now < lastReloadAt || now - lastReloadAt >= CHUNK_RELOAD_MIN_INTERVAL_MS;
}

export interface StaleTabDeps {
  readonly now: () => number;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  readonly reload: () => void;
  /** Shows the app-version update notice (with its reload button). */
  readonly notify: () => void;
}

/**
 * This tab's build is gone (a deploy): reload once, remembering when in
 * sessionStorage so a build that is still missing after the reload does not
 * reload again and again; within 60 s of the last one, ask the player instead.
 * A storage that cannot be read or written never gets an automatic reload:
 * without the memory of the last one it could loop.
 */
export function onStaleBuild(deps: StaleTabDeps): 'reloaded' | 'notified' {
  const now = deps.now();
  let last: number | null = null;
  try {
    const stored = deps.storage?.getItem(LAST_AUTO_RELOAD_KEY) ?? null;
    last = stored === null ? null : Number(stored);
    if (last !== null && !Number.isFinite(last)) last = null;
    if (deps.storage && mayReloadItself(now, last)) {
      deps.storage.setItem(LAST_AUTO_RELOAD_KEY, String(now));
      deps.reload();
      return 'reloaded';
    }
  } catch {
    // Storage refused (private mode, quota): fall through to the notice.
  }
  deps.notify();
  return 'notified';
}

/**
 * SPEC 8 "an old-browser page exists": a browser that lacks what the app is
 * built on cannot run it, so before the app boots it is sent to
 * /{lng}/oldbrowser, which the server renders as plain HTML (it needs no
 * script). What the app needs: a worker to hold the core (a dedicated Worker;
 * SharedWorker is optional), IndexedDB for the event store, Web Locks or a
 * SharedWorker to agree on one host, and the ES2020 promise helpers.
 */
export interface BrowserScope {
  readonly Worker?: unknown;
  readonly SharedWorker?: unknown;
  readonly indexedDB?: unknown;
  readonly Promise?: { readonly allSettled?: unknown };
  readonly navigator?: { readonly locks?: unknown };
}

export function missingFeatures(scope: BrowserScope): string[] {
  const missing: string[] = [];
  if (typeof scope.Worker !== 'function') missing.push('Worker');
  if (!scope.indexedDB) missing.push('IndexedDB');
  if (typeof scope.Promise?.allSettled !== 'function') missing.push('Promise.allSettled');
  if (typeof scope.SharedWorker !== 'function' && !scope.navigator?.locks) missing.push('SharedWorker or Web Locks');
  return missing;
}

export const OLD_BROWSER_SEGMENT = 'oldbrowser';

export function isOldBrowserPath(pathname: string): boolean {
  return /^\/[a-z]{2}\/oldbrowser\/?$/.test(pathname);
}

export function oldBrowserPath(lang: string): string {
  return `/${lang}/${OLD_BROWSER_SEGMENT}`;
}

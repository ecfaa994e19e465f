/** Where a tab is, as the router tells it: a path, a query string (with or without its `?`) and a hash (with or without its `#`). */
export interface ModalLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

/**
 * The query flag that keeps an open modal over a navigation that changes
 * the path or the hash (SPEC 2 names "a query flag" without its name).
 * `keepModal` says what it does, and no route, campaign or return-url
 * parameter of the site uses it; any value counts (`?keepModal`,
 * `?keepModal=1`).
 */
export const KEEP_MODAL_FLAG = 'keepModal';

const trimmedPath = (path: string): string => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);
const bareHash = (hash: string): string => (hash.startsWith('#') ? hash.slice(1) : hash);

/**
 * SPEC 2: open modals hide on navigation unless the path and the hash stay
 * the same, or the new address carries the query flag. A change of the query
 * alone keeps them; a trailing slash is no change of path.
 *
 * It lives here, among the pure helpers the UI may import, and not in the
 * worker: a navigation happens in one tab, which must decide at once,
 * before it paints the next page, whether its modal stays; the worker sees
 * no hash changes and a round trip per navigation would let the modal flash
 * or linger. It is a function of two addresses only, with no rule of a
 * context behind it, like the other display helpers here.
 */
export function modalSurvivesNavigation(from: ModalLocation, to: ModalLocation, flag: string = KEEP_MODAL_FLAG): boolean {
  if (new URLSearchParams(to.search).has(flag)) return true;
  return trimmedPath(from.pathname) === trimmedPath(to.pathname) && bareHash(from.hash) === bareHash(to.hash);
}

import type { ModalLocation } from '../../core/format/modalNavigation';

/**
 * The support-request-history modal's address: `?support=history` on the
 * page the player is on, so a link anywhere (an inbox message, an e-mail)
 * opens it over the page it names and the player stays where they were.
 */
export const SUPPORT_HISTORY_PARAM = 'support';
export const SUPPORT_HISTORY_VALUE = 'history';

export function asksForHistory(location: Pick<ModalLocation, 'search'>): boolean {
  return new URLSearchParams(location.search).get(SUPPORT_HISTORY_PARAM) === SUPPORT_HISTORY_VALUE;
}

function withQuery(location: ModalLocation, change: (query: URLSearchParams) => void): string {
  const query = new URLSearchParams(location.search);
  change(query);
  const search = query.toString();
  return `${location.pathname}${search ? `?${search}` : ''}${location.hash}`;
}

/** The page as it is, with the history open over it. */
export const historyHref = (location: ModalLocation): string =>
  withQuery(location, (q) => q.set(SUPPORT_HISTORY_PARAM, SUPPORT_HISTORY_VALUE));

/** The page as it is, without the history. */
export const withoutHistoryHref = (location: ModalLocation): string => withQuery(location, (q) => q.delete(SUPPORT_HISTORY_PARAM));

import { createContext, useContext } from 'react';

/**
 * A page's own load failed on the server (the SEO call answered 5xx): the
 * route gate then shows the general error page with that status for this
 * location (SPEC 8 "server HTTP error code is shown through the error page").
 */
export const PageErrorContext = createContext<(status: number) => void>(() => undefined);

export function useReportPageError(): (status: number) => void {
  return useContext(PageErrorContext);
}

/** The server failed on the page's own data (5xx): that is the page's error, shown with the server's status. */
export function isServerFailure(httpStatus: number | undefined): httpStatus is number {
  return httpStatus !== undefined && httpStatus >= 500;
}

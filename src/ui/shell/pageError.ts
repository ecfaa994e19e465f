/** The server failed on the page's own data (5xx): that is the page's error, shown with the server's status (SPEC 8). */
export function isServerFailure(httpStatus: number | undefined): httpStatus is number {
  return httpStatus !== undefined && httpStatus >= 500;
}

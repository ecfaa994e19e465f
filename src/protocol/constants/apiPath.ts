/** The site API's path prefix (SPEC 7: paths are under /web-api unless stated). */
export const API_PATH = '/web-api';

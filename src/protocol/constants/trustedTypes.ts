/**
 * The Trusted Types policies the page creates (src/ui/trustedTypes.ts): the
 * server's Content-Security-Policy names exactly these
 * (server/http/securityHeaders.ts), so a policy of another name, a second one
 * of the same name, or a library's own is refused by the browser.
 *
 * - `default`: the browser calls it for script URLs handed over as strings or
 *   URL objects (Vite's `new Worker(new URL(...))`, the service worker's
 *   registration, a counter's script tag); it allows this site's scripts and
 *   the configured counters' only.
 * - `dompurify`: the sanitiser's own policy; the information pages' HTML is
 *   parsed and returned through it.
 */
export const TRUSTED_TYPES_POLICIES = ['default', 'dompurify'] as const;

/**
 * The Trusted Types policies the page creates (src/ui/trustedTypes.ts): the
 * server's Content-Security-Policy names exactly these
 * (server/http/securityHeaders.ts), so a policy of another name, a second one
 * of the same name, or a library's own is refused by the browser.
 *
 * - `default`: the browser calls it for script URLs handed over as strings or
 *   URL objects (Vite's `new Worker(new URL(...))`, the service worker's
 *   registration); it allows this site's scripts only.
 * - `counter-scripts`: the analytics counters' script tags
 *   (src/ui/analytics/counters/scriptPolicy.ts): an https URL or a path of
 *   this site, as the config schema allows.
 * - `one-tap-script`: the one-tap provider's script (src/ui/session/oneTap/oneTapScript.ts): an https URL or a
 *   path of this site, as the server's one-tap answer allows.
 * - `early-host`: the served HTML's head starting the SharedWorker before the
 *   page's script (scripts/earlyHost.ts): the one worker URL the build wrote
 *   into it, nothing else.
 * - `dompurify`: the sanitiser's own policy; the server's HTML (information
 *   pages, news articles, landing pages) is parsed and returned through it
 *   (why it stays beside the server's sanitiser: server/seo/README.md).
 */
export const EARLY_HOST_POLICY = 'early-host';
export const TRUSTED_TYPES_POLICIES = ['default', EARLY_HOST_POLICY, 'counter-scripts', 'one-tap-script', 'dompurify'] as const;

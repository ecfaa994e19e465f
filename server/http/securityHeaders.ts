import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import { COUNTER_TYPES } from '../../src/protocol/constants/analyticsCounters';
import { TRUSTED_TYPES_POLICIES } from '../../src/protocol/constants/trustedTypes';

/**
 * The security headers of every answer, by kind of answer, in one place
 * (docs/security.md "Headers"). The server applies them at four points only:
 * app.ts gives every answer the common headers and the API policy first
 * (JSON, errors, redirects, text); the static handler and the SEO renderer
 * replace the policy for the site's HTML, scripts and the service worker;
 * htmlPage.ts for its plain pages. No route sets its own.
 */

/**
 * The game frame's page on the games origin (server/casino/gamesServer.ts):
 * framed by the site only, its scripts and calls from its own origin only,
 * and sandboxed by its own policy too (scripts, forms; never its origin), so
 * it runs the same opened directly as inside the site's sandboxed iframe.
 */
export function gameFrameHeaders(context: {
  readonly https: boolean;
  readonly sites: readonly string[];
  readonly games: readonly string[];
}) {
  const own = ["'self'", ...context.games].join(' ');
  const policy = [
    `default-src ${own}`,
    `script-src ${own}`,
    `style-src ${own} 'unsafe-inline'`,
    `img-src ${own} data: blob:`,
    `font-src ${own} data:`,
    `connect-src ${own}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${context.sites.join(' ')}`,
    'sandbox allow-scripts allow-forms',
  ].join('; ');
  return { ...commonHeaders(context), 'content-security-policy': policy };
}

/** What an answer is, as far as its headers go. */
export type AnswerKind = 'api' | 'siteHtml' | 'script' | 'serviceWorker' | 'plainPage';

/** Whether pages may be framed: never, or (game pages the casino serves for its own frames) by the site itself only. */
export type Framing = 'none' | 'site';

/** The framing rule of pages meant to be framed by the site (the casino's game pages): data, not a route's own headers. */
export const GAME_PAGE_FRAMING: Framing = 'site';

/**
 * Origins of frames the site embeds, fixed at build time: none. The casino's
 * games origin depends on where the server listens (server/casino/origins.ts):
 * it comes in each answer's context as `frameSources`.
 */
export const FRAME_SOURCES: readonly string[] = [];

/** Origins outside this site that the configured third parties need, by what they load. */
export interface ThirdPartySources {
  readonly scripts: readonly string[];
  readonly connect: readonly string[];
  readonly images: readonly string[];
}

export const NO_THIRD_PARTIES: ThirdPartySources = { scripts: [], connect: [], images: [] };

/** What an answer's headers depend on beyond its kind. */
export interface HeaderContext {
  /** The public origin is https: HSTS and upgrade-insecure-requests. Never over plain http. */
  readonly https: boolean;
  /** `'sha256-…'` sources of the inline scripts the HTML carries. */
  readonly scriptHashes?: readonly string[];
  readonly thirdParties?: ThirdPartySources;
  readonly framing?: Framing;
  /** Origins of frames the site's pages embed (the casino's games origin). */
  readonly frameSources?: readonly string[];
}

/** Two years: past the one-year minimum the preload lists ask for. */
const HSTS = 'max-age=63072000; includeSubDomains';

/** Features the site never uses: a page (or a script it loads) asking for one is refused by the browser. */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;
const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/** For answers no browser renders as a page: nothing may load, nothing may frame it. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The service worker's own policy (a worker's policy is its script's answer's,
 * not the page's): it may import only this site's scripts (workbox,
 * sw-push.js), whatever it fetches for the pages.
 */
const SERVICE_WORKER_POLICY = "script-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'";

/** Headers every answer carries, whatever its kind. */
function commonHeaders(context: HeaderContext): Record<string, string> {
  const headers: Record<string, string> = {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    // Social sign-in is a full-page redirect, not a popup: nothing needs a window handle across origins.
    'cross-origin-opener-policy': 'same-origin',
  };
  if (context.https) headers['strict-transport-security'] = HSTS;
  return headers;
}

/** The policy of the site's HTML: the app shell and every page the SEO renderer writes (404, 503 and errors too). */
export function siteHtmlPolicy(context: HeaderContext): string {
  const third = context.thirdParties ?? NO_THIRD_PARTIES;
  const frameAncestors = (context.framing ?? 'none') === 'site' ? "'self'" : "'none'";
  const frameSources = [...FRAME_SOURCES, ...(context.frameSources ?? [])];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...(context.scriptHashes ?? []), ...third.scripts],
    // React writes style attributes; a style cannot run script.
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...third.images],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...third.connect],
    ['media-src', "'self'", 'blob:'],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['frame-src', ...(frameSources.length > 0 ? frameSources : ["'none'"])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    // The deposit leaves for the provider by navigation (location.assign), never by posting a form to it.
    ['form-action', "'self'"],
    ['frame-ancestors', frameAncestors],
    ['require-trusted-types-for', "'script'"],
    ['trusted-types', ...TRUSTED_TYPES_POLICIES],
  ];
  if (context.https) directives.push(['upgrade-insecure-requests']);
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The reference server's own plain pages (htmlPage.ts): forms without any script, so a policy that allows none. */
const PLAIN_PAGE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** Every security header of an answer of this kind. */
export function securityHeaders(kind: AnswerKind, context: HeaderContext): Record<string, string> {
  const headers = commonHeaders(context);
  switch (kind) {
    case 'api':
      return { ...headers, 'content-security-policy': API_POLICY, 'x-frame-options': 'DENY' };
    case 'siteHtml':
      return {
        ...headers,
        'content-security-policy': siteHtmlPolicy(context),
        // X-Frame-Options cannot name an origin: SAMEORIGIN is 'self' for browsers without frame-ancestors.
        'x-frame-options': context.framing === 'site' ? 'SAMEORIGIN' : 'DENY',
      };
    case 'script':
      // No policy: the app's workers run from these files, and a policy here would be theirs (see docs/security.md).
      return headers;
    case 'serviceWorker':
      return { ...headers, 'content-security-policy': SERVICE_WORKER_POLICY };
    case 'plainPage':
      // Their links go to the operator's own pages and the provider's: none needs to know where the visitor came from.
      return { ...headers, 'content-security-policy': PLAIN_PAGE_POLICY, 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer' };
  }
}

/** What the server knows of every answer before routing; app.ts records it with beginAnswer. */
export interface AnswerContext {
  readonly https: boolean;
  /** The games origin's addresses once it listens (the site's frame-src). */
  readonly frameSources?: readonly string[];
}

const answers = new WeakMap<ServerResponse, AnswerContext>();

/**
 * Called by app.ts for every request before routing: every answer starts as
 * an API answer (the strictest), so JSON, errors, redirects and text need
 * nothing more. Handlers that write HTML or scripts call answerAs.
 */
export function beginAnswer(res: ServerResponse, context: AnswerContext): void {
  answers.set(res, context);
  setAll(res, securityHeaders('api', context));
}

/** Gives an answer not yet written the headers of `kind`, replacing the API policy beginAnswer set. */
export function answerAs(res: ServerResponse, kind: AnswerKind, extras: Omit<HeaderContext, 'https'> = {}): void {
  if (res.headersSent) return;
  const known = answers.get(res);
  // The answer's own frames (the one-tap provider's) join those every page of the site embeds (the games origin).
  const frameSources = [...(known?.frameSources ?? []), ...(extras.frameSources ?? [])];
  const context: HeaderContext = { https: known?.https ?? false, ...extras, frameSources };
  const headers = securityHeaders(kind, context);
  for (const name of ['content-security-policy', 'x-frame-options']) if (!(name in headers)) res.removeHeader(name);
  setAll(res, headers);
}

function setAll(res: ServerResponse, headers: Readonly<Record<string, string>>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}

/** Whether answers go out over https: from PUBLIC_ORIGIN (server/http/publicOrigin.ts), the one origin links use. */
export function isHttpsOrigin(publicOrigin: string | undefined): boolean {
  return publicOrigin !== undefined && publicOrigin.startsWith('https:');
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
let lastHashed: { html: string; hashes: readonly string[] } | undefined;

/**
 * The CSP hash sources of the HTML's inline scripts (the build's nomodule
 * redirect). Scripts with src are allowed by origin; data blocks
 * (application/ld+json) are never run, but hashing them is harmless.
 * The last answer is kept: the template changes only with a new build.
 */
export function inlineScriptHashes(html: string): readonly string[] {
  if (lastHashed?.html === html) return lastHashed.hashes;
  const hashes: string[] = [];
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const source = `'sha256-${createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')}'`;
    if (!hashes.includes(source)) hashes.push(source);
  }
  lastHashed = { html, hashes };
  return hashes;
}

/**
 * The origins the configured counters load from (docs/analytics-counters.md):
 * a counter's script may load from its origin and report there by request or
 * image; the image pixel only loads images. Same-site paths need nothing more
 * than 'self'.
 */
export function thirdPartiesOf(config: Pick<SiteConfig, 'analyticsCounters'>, oneTapScriptUrl: string | null = null): ThirdPartySources {
  const scripts = new Set<string>();
  const images = new Set<string>();
  // A one-tap provider's script (Google's) calls home and draws its account picker in a frame of its own origin.
  const oneTap = oneTapScriptUrl === null ? undefined : externalOrigin(oneTapScriptUrl);
  if (oneTap !== undefined) {
    scripts.add(oneTap);
    images.add(oneTap);
  }
  for (const counter of config.analyticsCounters ?? []) {
    const origin = externalOrigin(counter.scriptUrl);
    if (origin === undefined) continue;
    if (COUNTER_TYPES[counter.type].kind !== 'imagePixel') scripts.add(origin);
    images.add(origin);
  }
  return { scripts: [...scripts], connect: [...scripts], images: [...images] };
}

function externalOrigin(url: string): string | undefined {
  if (!url.startsWith('https://')) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import type { Db } from '../../../server/db/db';
import {
  FRAME_SOURCES,
  GAME_PAGE_FRAMING,
  inlineScriptHashes,
  securityHeaders,
  siteHtmlPolicy,
  thirdPartiesOf,
} from '../../../server/http/securityHeaders';
import { TRUSTED_TYPES_POLICIES } from '../../../src/protocol/constants/trustedTypes';
import { sameOriginScript } from '../../../src/ui/trustedTypes';
import { DB_HOOK_TIMEOUT, captureLogger, openTestDb, tempDir, writeFiles } from '../helpers';

/** What the build's index.html carries: one inline script (the nomodule redirect) and the module entry. */
const INLINE = `\n      (function () { location.replace('/en/oldbrowser'); })();\n    `;
const INDEX = `<!doctype html><html lang="en"><head><title>t</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script></head>
<body><div id="root"></div><noscript>js</noscript><script nomodule>${INLINE}</script></body></html>`;
const INLINE_HASH = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;

let db: Db;
let http: RunningServer;
let https: RunningServer;
const dist = tempDir('dist-headers-');

beforeAll(async () => {
  writeFiles(dist.path, {
    'index.html': INDEX,
    'assets/index-abc.js': 'console.log(1)',
    'sw.js': 'self.addEventListener("fetch", () => {})',
    'manifest.webmanifest': '{}',
  });
  db = await openTestDb();
  const common = { db, distDir: dist.path, log: captureLogger(), port: 0, testFaults: true } as const;
  http = await startServer({ ...common, publicOrigin: 'http://bets.example' });
  https = await startServer({ ...common, publicOrigin: 'https://bets.example' });
}, DB_HOOK_TIMEOUT);

afterAll(async () => {
  await http?.close();
  await https?.close();
  await db?.close();
  dist.remove();
});

const get = (server: RunningServer, path: string) => fetch(new URL(path, server.url), { redirect: 'manual' });

/** The policy's directives by name. */
function directives(response: Response): Map<string, string[]> {
  const policy = response.headers.get('content-security-policy') ?? '';
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectCommon(response: Response, https: boolean): void {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toMatch(/^(strict-origin-when-cross-origin|no-referrer)$/);
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(permissions).toContain(`${feature}=()`);
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const hsts = response.headers.get('strict-transport-security');
  if (https) {
    expect(hsts).toMatch(/includeSubDomains/);
    expect(Number(/max-age=(\d+)/.exec(hsts ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000);
  } else {
    expect(hsts).toBeNull();
  }
}

function expectSiteHtml(response: Response, https: boolean): void {
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  expectCommon(response, https);
  const csp = directives(response);
  const scripts = csp.get('script-src') ?? [];
  expect(scripts).toContain("'self'");
  expect(scripts).toContain(INLINE_HASH);
  expect(scripts.join(' ')).not.toMatch(/unsafe-inline|unsafe-eval|\*|data:|blob:/);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  // The casino's games origin only (server/casino/origins.ts): named hosts and a port, never a wildcard.
  expect(csp.get('frame-src')?.length).toBeGreaterThan(0);
  for (const source of csp.get('frame-src') ?? []) expect(source).toMatch(/^http:\/\/(127\.0\.0\.1|localhost):\d+$/);
  expect(csp.get('worker-src')).toEqual(["'self'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(csp.get('media-src')).toEqual(["'self'", 'blob:']);
  expect(csp.get('require-trusted-types-for')).toEqual(["'script'"]);
  expect(csp.get('trusted-types')).toEqual([...TRUSTED_TYPES_POLICIES]);
  expect(csp.has('upgrade-insecure-requests')).toBe(https);
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

function expectApi(response: Response, https: boolean): void {
  expectCommon(response, https);
  expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(response.headers.get('x-frame-options')).toBe('DENY');
}

describe('security headers of every kind of answer', () => {
  it('gives the site pages the site policy: a rendered page, an information page, a 404', async () => {
    for (const [path, status] of [
      ['/en/live', 200],
      ['/en/contacts', 200],
      ['/en/wp-admin/setup', 404],
    ] as const) {
      const response = await get(http, path);
      expect(response.status, path).toBe(status);
      expectSiteHtml(response, false);
      // The hash names the script the page really carries.
      expect(await response.text()).toContain(INLINE);
    }
  });

  it('gives the shell served as a file (/index.html) the same policy', async () => {
    expectSiteHtml(await get(http, '/index.html'), false);
  });

  it('answers the API, its errors and its 404 with the no-content policy', async () => {
    const ok = await get(http, '/web-api/health');
    expect(ok.status).toBe(200);
    expectApi(ok, false);
    const missing = await get(http, '/web-api/no-such-route');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { code: 'not_found' } });
    expectApi(missing, false);
    const refused = await fetch(new URL('/web-api/auth/login', http.url), { method: 'POST', body: '{}' });
    expect(refused.status).toBe(403);
    expectApi(refused, false);
  });

  it('gives built scripts nosniff with their cache headers, and no policy that would bind the workers they start', async () => {
    const response = await get(http, '/assets/index-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectCommon(response, false);
    expect(response.headers.get('content-security-policy')).toBeNull();
    const missing = await get(http, '/assets/gone.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it("limits the service worker's imports to the site", async () => {
    const response = await get(http, '/sw.js');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectCommon(response, false);
    expect(directives(response).get('script-src')).toEqual(["'self'"]);
  });

  it('keeps the plain pages on their own stricter policy with the common headers', async () => {
    const response = await get(http, '/pay-provider/checkout/pi_unknownunknownunknown');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommon(response, false);
    const csp = directives(response);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.has('script-src')).toBe(false);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('adds HSTS and upgrade-insecure-requests only when the public origin is https', async () => {
    expectSiteHtml(await get(https, '/en/live'), true);
    expectApi(await get(https, '/web-api/health'), true);
    expectCommon(await get(https, '/assets/index-abc.js'), true);
  });
});

describe('the policy as data', () => {
  it('hashes only inline scripts, each once', () => {
    const html = `<script src="/a.js"></script><script>a()</script><script type="module">a()</script><script>b()</script>`;
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
  });

  it("allows the configured counters' origins and nothing for same-site ones", () => {
    const sources = thirdPartiesOf({
      analyticsCounters: [
        { type: 1, id: 'GTM1', scriptUrl: 'https://tags.example.net/gtm.js?id=1' },
        { type: 3, id: 'G1', scriptUrl: 'https://tags.example.net/gtag.js' },
        { type: 10, id: 'P1', scriptUrl: 'https://pixel.example.org/p.gif' },
        { type: 2, id: 'Y1', scriptUrl: '/counters/search-counter.js' },
      ],
    });
    expect(sources).toEqual({
      scripts: ['https://tags.example.net'],
      connect: ['https://tags.example.net'],
      images: ['https://tags.example.net', 'https://pixel.example.org'],
    });
    const policy = siteHtmlPolicy({ https: false, thirdParties: sources });
    expect(policy).toContain("script-src 'self' https://tags.example.net;");
    expect(policy).toContain("img-src 'self' data: blob: https://tags.example.net https://pixel.example.org;");
    expect(policy).toContain("connect-src 'self' https://tags.example.net;");
  });

  it("allows the one-tap provider's origin (Google's script calls home and frames its picker), nothing for the built-in one", () => {
    const google = thirdPartiesOf({ analyticsCounters: [] }, 'https://accounts.google.com/gsi/client');
    expect(google).toEqual({
      scripts: ['https://accounts.google.com'],
      connect: ['https://accounts.google.com'],
      images: ['https://accounts.google.com'],
    });
    const policy = siteHtmlPolicy({ https: false, thirdParties: google, frameSources: ['https://accounts.google.com'] });
    expect(policy).toContain("script-src 'self' https://accounts.google.com;");
    expect(policy).toContain('frame-src https://accounts.google.com;');
    expect(policy).toContain('trusted-types default early-host counter-scripts one-tap-script dompurify');
    expect(thirdPartiesOf({ analyticsCounters: [] }, '/web-api/auth/oauth/local/one-tap/client.js')).toEqual({
      scripts: [],
      connect: [],
      images: [],
    });
  });

  it('lets the game pages be framed by the site only', () => {
    expect(GAME_PAGE_FRAMING).toBe('site');
    const headers = securityHeaders('siteHtml', { https: false, framing: GAME_PAGE_FRAMING });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['content-security-policy']).not.toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(FRAME_SOURCES).toEqual([]);
  });

  it("the page's default Trusted Types policy passes this site's script URLs only", () => {
    const page = 'https://bets.example';
    expect(sameOriginScript('/assets/shared-1.js', page)).toBe('/assets/shared-1.js');
    expect(sameOriginScript('https://bets.example/sw.js', page)).toBe('https://bets.example/sw.js');
    expect(sameOriginScript('https://tags.example.net/gtm.js', page)).toBeNull();
    expect(sameOriginScript('//evil.example/x.js', page)).toBeNull();
    expect(sameOriginScript('data:text/javascript,alert(1)', page)).toBeNull();
    expect(sameOriginScript('javascript:alert(1)', page)).toBeNull();
  });
});

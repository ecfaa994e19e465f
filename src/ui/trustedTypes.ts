/**
 * Trusted Types (docs/security.md "Headers"): the site's HTML answers with
 * `require-trusted-types-for 'script'`, so a browser that supports them
 * refuses strings at script-URL and HTML sinks unless a policy the server
 * names (src/protocol/constants/trustedTypes.ts) made them. Imported first by
 * main.tsx, before the app creates its workers.
 *
 * The one policy here is the `default` one, for script URLs only: Vite
 * writes the workers as `new Worker(new URL(...))`, vite-plugin-pwa registers
 * the service worker with a string, and a counter's script tag takes its
 * configured URL; none of these can take a policy's object without patching
 * generated code. It passes this site's scripts and the counter URLs the
 * counters module announced (allowScriptUrl), and nothing else. It has no
 * createHTML: the one HTML sink (information pages) is fed by DOMPurify's own
 * policy, and any other HTML string stays refused.
 */

interface ScriptUrlPolicyFactory {
  createPolicy(name: 'default', rules: { createScriptURL(input: string): string | null }): unknown;
}

const allowedUrls = new Set<string>();

/** Lets the page load this exact script URL from elsewhere (a counter from the site config). */
export function allowScriptUrl(url: string): void {
  // Outside a page (a test's detached window) there is no policy to tell.
  if (typeof location === 'undefined') return;
  allowedUrls.add(new URL(url, location.href).href);
}

/** The URL when the page may load it as a script, else null (the browser then refuses and reports it). */
export function checkScriptUrl(input: string, pageOrigin: string, allowed: ReadonlySet<string>): string | null {
  let url: URL;
  try {
    url = new URL(input, pageOrigin);
  } catch {
    return null;
  }
  return url.origin === pageOrigin || allowed.has(url.href) ? url.href : null;
}

const factory = (globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes;
if (factory) factory.createPolicy('default', { createScriptURL: (input) => checkScriptUrl(input, location.origin, allowedUrls) });

// The page may not compile code from strings (no 'unsafe-eval', and Trusted Types refuse `Function`): zod would try
// once to compile its object parsers and raise a violation. zod reads this shared config object when it loads, later.
const zodConfig = ((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {});
zodConfig.jitless = true;

/**
 * Trusted Types (docs/security.md "Headers"): the site's HTML answers with
 * `require-trusted-types-for 'script'`, so a browser that supports them
 * refuses strings at script-URL and HTML sinks unless a policy the server
 * names (src/protocol/constants/trustedTypes.ts) made them. Imported first by
 * main.tsx, before the app creates its workers.
 *
 * The one policy here is the `default` one, for script URLs only: Vite
 * writes the workers as `new Worker(new URL(...))`, vite-plugin-pwa registers
 * the service worker with a string; neither can take a policy's object
 * without patching generated code. It passes this site's scripts and nothing
 * else (the counters' scripts have their own policy,
 * src/ui/analytics/counters/scriptPolicy.ts). It has no
 * createHTML: the one HTML sink (information pages) is fed by DOMPurify's own
 * policy, and any other HTML string stays refused.
 */

interface ScriptUrlPolicyFactory {
  createPolicy(name: 'default', rules: { createScriptURL(input: string): string | null }): unknown;
}

/** The URL when it is this origin's (the page may load it as a script), else null: the browser then refuses and reports it. */
export function sameOriginScript(input: string, pageOrigin: string): string | null {
  return new URL(input, pageOrigin).origin === pageOrigin ? input : null;
}

(globalThis as { trustedTypes?: ScriptUrlPolicyFactory }).trustedTypes?.createPolicy('default', {
  createScriptURL: (input) => sameOriginScript(input, location.origin),
});

// The page may not compile code from strings (no 'unsafe-eval', and Trusted Types refuse `Function`): zod would try
// once to compile its object parsers and raise a violation. zod reads this shared config object when it loads, later.
((globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig ??= {}).jitless = true;

import { COUNTER_SCRIPT_URL } from '../../../protocol/constants/analyticsCounters';

/**
 * The counters' script URLs under Trusted Types (docs/security.md "Headers"):
 * a policy of their own, named in src/protocol/constants/trustedTypes.ts,
 * that passes what the config schema allows a counter (an https URL or a path
 * of this site) and nothing else. Which origins may really load is the
 * server's Content-Security-Policy, built from the same config.
 */

interface CounterScriptPolicy {
  createScriptURL(input: string): unknown;
}

const policy = (
  globalThis as {
    trustedTypes?: { createPolicy(name: string, rules: { createScriptURL(input: string): string | null }): CounterScriptPolicy };
  }
).trustedTypes?.createPolicy('counter-scripts', { createScriptURL: (input) => (COUNTER_SCRIPT_URL.test(input) ? input : null) });

/** The value a counter's script tag takes as its src: a TrustedScriptURL where the browser has Trusted Types. */
export function counterScriptUrl(url: string): string {
  return policy ? (policy.createScriptURL(url) as string) : url;
}

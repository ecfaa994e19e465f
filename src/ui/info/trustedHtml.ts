import DOMPurify from 'dompurify';

/**
 * Server HTML (information pages, news articles, landing pages) on its way
 * into the DOM. The server's sanitize-html policy decides what a page may
 * hold (server/seo/sanitize.ts); this is the gate Trusted Types require at
 * the HTML sink: the page's CSP lets only a named policy make TrustedHTML,
 * and a policy that passed strings through unchecked would void it, so the
 * one that does is DOMPurify's, sanitising again (defence in depth: a proxy,
 * a cache or a future server change must not be able to inject script).
 * It comes only with the apps that show server HTML, never in a first load.
 */
const CLEAN = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'img', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

export function cleanServerHtml(html: string): string {
  return DOMPurify.sanitize(html, CLEAN);
}

/**
 * The same, as the HTML sink takes it under Trusted Types: signed by
 * DOMPurify's own policy (one the server's policy names), a plain string
 * where the browser has none. The same object for the same HTML: React
 * compares it by identity and would otherwise rewrite the body on each render.
 */
export function trustedServerHtml(html: string): TrustedHTML | string {
  const kept = lastTrusted.get(html);
  if (kept !== undefined) return kept;
  const value = DOMPurify.sanitize(html, { ...CLEAN, RETURN_TRUSTED_TYPE: true });
  // A page shows one body at a time; two entries cover a page and the one it is leaving.
  if (lastTrusted.size >= 2) lastTrusted.delete(lastTrusted.keys().next().value ?? '');
  lastTrusted.set(html, value);
  return value;
}
const lastTrusted = new Map<string, TrustedHTML | string>();

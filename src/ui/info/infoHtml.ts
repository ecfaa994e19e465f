import DOMPurify from 'dompurify';

/**
 * The server sanitised the page already; it is sanitised again here because
 * this is the line where text becomes DOM (defence in depth: a proxy, a cache
 * or a future server change must not be able to inject script).
 */
const CLEAN = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'iframe', 'img', 'svg', 'math'],
  FORBID_ATTR: ['style'],
};

export function cleanInfoHtml(html: string): string {
  return DOMPurify.sanitize(html, CLEAN);
}

/**
 * The same, as the HTML sink takes it under Trusted Types: signed by
 * DOMPurify's own policy (one the server's policy names), a plain string
 * where the browser has none.
 */
export function trustedInfoHtml(html: string): TrustedHTML | string {
  // The same object for the same page: React compares it by identity and would otherwise rewrite the body on each render.
  if (lastTrusted?.html !== html) lastTrusted = { html, value: DOMPurify.sanitize(html, { ...CLEAN, RETURN_TRUSTED_TYPE: true }) };
  return lastTrusted.value;
}
let lastTrusted: { readonly html: string; readonly value: TrustedHTML | string } | undefined;

/**
 * HTML escaping for everything the server writes into a page. Every DB string
 * goes through one of these; nothing is concatenated raw into markup.
 */

const TEXT: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const ATTRIBUTE: Readonly<Record<string, string>> = { ...TEXT, '"': '&quot;', "'": '&#39;' };

/** Text content of an element (title, headings). */
export function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => TEXT[c] ?? c);
}

/** A double-quoted attribute value. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ATTRIBUTE[c] ?? c);
}

/** XML text and attribute values (sitemap). */
export function escapeXml(value: string): string {
  return escapeAttribute(value).replace(/&#39;/g, '&apos;');
}

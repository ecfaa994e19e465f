import sanitizeHtml from 'sanitize-html';

/**
 * Information-page content comes from the database, where an operator (or an
 * attacker who got a row in) can put anything. It is cleaned on every answer,
 * not only on write, so a bad row never reaches a browser: structure and
 * links survive, scripts, event handlers, frames, styles and non-web link
 * protocols do not.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'section',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // Unknown tags go but their text stays; script/style bodies go entirely.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'template'],
  transformTags: {
    // Links to other sites must not pass the page's authority or a window handle.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      return { tagName, attribs: external ? { ...attribs, rel: 'nofollow noopener noreferrer' } : attribs };
    },
  },
};

export function sanitizeInfoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * Page CSS: written inside <style> and handed to the client as text. Without
 * '<' it cannot close its element; without url(), @import and the old IE
 * script hooks it cannot load anything or run code.
 */
export function sanitizeStyle(css: string): string {
  return css
    .replace(/</g, '')
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\s*\([^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, '(')
    .replace(/(javascript|vbscript)\s*:/gi, '')
    .replace(/(-moz-binding|behavior)\s*:[^;}]*/gi, '')
    .trim();
}

/** The first words of already-sanitised HTML as plain text (a default meta description). */
export function plainExcerpt(html: string, maxLength = 160): string {
  // Block ends become spaces so paragraphs do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|td|th|tr|div|section|blockquote|dd|dt)>|<br\s*\/?>/gi, '$& ');
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

import { readFile, stat } from 'node:fs/promises';
import { escapeAttribute } from './escape';

/**
 * dist/index.html kept in memory: the file is checked at most every
 * `checkEveryMs` (a stat, cheap) and read again only when its size or mtime
 * changed, so a new build shows without a restart and a busy server does not
 * read the disk per request.
 */
export interface TemplateCache {
  /** The template, or undefined when the site is not built. */
  get(): Promise<string | undefined>;
}

export function createTemplateCache(file: string, options: { checkEveryMs?: number; now?: () => number } = {}): TemplateCache {
  const checkEveryMs = options.checkEveryMs ?? 2000;
  const now = options.now ?? (() => Date.now());
  let cached: { text: string; key: string } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;

  return {
    async get() {
      const at = now();
      if (cached && at - checkedAt < checkEveryMs) return cached.text;
      checkedAt = at;
      let key: string;
      try {
        const stats = await stat(file);
        if (!stats.isFile()) return (cached = undefined);
        key = `${stats.size}:${stats.mtimeMs}`;
      } catch {
        return (cached = undefined);
      }
      if (cached?.key === key) return cached.text;
      try {
        cached = { text: await readFile(file, 'utf8'), key };
      } catch {
        cached = undefined;
      }
      return cached?.text;
    },
  };
}

export interface PageParts {
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** Complete, already escaped tags for the head. */
  readonly headTags: string;
  /** Already escaped / sanitised markup for inside <div id="root">, or '' to leave it as built. */
  readonly rootContent: string;
  /** Already escaped text for the build's <noscript>, in the page's language; absent to leave it as built. */
  readonly noscript?: string;
  /**
   * The layout's frame (the build's static outline of the page, no text), placed just before <div id="root">: it
   * paints before the script runs and gives way when the app paints (src/ui/shell/frame.css).
   */
  readonly frame?: string;
}

const HTML_OPEN = /<html\b[^>]*>/i;
const TITLE = /<title\b[^>]*>[\s\S]*?<\/title>/gi;
// Tags of the build that the server replaces (a build may carry defaults).
const REPLACED_HEAD_TAGS =
  /<meta\s[^>]*name\s*=\s*["']?(description|robots)["']?[^>]*>|<link\s[^>]*rel\s*=\s*["']?(canonical|alternate)["']?[^>]*>/gi;
const ROOT = /<div\s+id\s*=\s*["']root["']\s*>\s*<\/div>/i;
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/i;

/** The template with the page's language, direction, head tags and no-JS content written in. */
export function renderTemplate(template: string, parts: PageParts): string {
  const htmlTag = `<html lang="${escapeAttribute(parts.lang)}" dir="${escapeAttribute(parts.dir)}">`;
  let html = HTML_OPEN.test(template) ? template.replace(HTML_OPEN, (tag) => withLangDir(tag, htmlTag)) : template;
  html = html.replace(TITLE, '').replace(REPLACED_HEAD_TAGS, '');
  const headEnd = html.search(/<\/head>/i);
  if (headEnd >= 0) {
    html = `${html.slice(0, headEnd)}${parts.headTags}\n  ${html.slice(headEnd)}`;
  } else {
    const afterHtml = HTML_OPEN.exec(html);
    const at = afterHtml ? afterHtml.index + afterHtml[0].length : 0;
    html = `${html.slice(0, at)}<head>${parts.headTags}</head>${html.slice(at)}`;
  }
  if (parts.noscript !== undefined) html = html.replace(NOSCRIPT, () => `<noscript>${parts.noscript}</noscript>`);
  if (parts.rootContent !== '') {
    // A function replacer: '$' in content must not be read as a replacement pattern.
    html = html.replace(ROOT, () => `<div id="root">${parts.rootContent}</div>`);
  } else if (parts.frame) {
    const frame = parts.frame;
    html = html.replace(ROOT, (root) => `${frame}${root}`);
  }
  return html;
}

/** Keeps the build's other attributes on <html> and sets lang and dir. */
function withLangDir(tag: string, fallback: string): string {
  const inner = /^<html\b([^>]*)>$/i.exec(tag)?.[1] ?? '';
  const rest = inner.replace(/\s(lang|dir)\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi, '').trim();
  return rest === '' ? fallback : fallback.replace(/>$/, ` ${rest}>`);
}

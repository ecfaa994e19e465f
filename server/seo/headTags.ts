import { SEO_TAG_ATTRIBUTE, type InfoPageAnswer, type SeoPageData } from '../../src/protocol/schemas/seo';
import { plainPageTextsOf } from '../../src/protocol/constants/plainPageTexts';
import { maintenanceTextLanguage } from '../../src/core/routing/maintenance';
import { escapeAttribute, escapeText } from './escape';

const MARK = SEO_TAG_ATTRIBUTE;

/** The head tags of a page, every value escaped. */
export function headTagsOf(seo: SeoPageData, style: string | undefined): string {
  const tags: string[] = [`<title>${escapeText(seo.title)}</title>`];
  if (seo.description !== '') tags.push(meta('description', seo.description));
  tags.push(meta('robots', seo.robots));
  for (const m of seo.metas) tags.push(meta(m.name, m.content));
  if (seo.canonical !== null) tags.push(`<link rel="canonical" href="${escapeAttribute(seo.canonical)}" ${MARK}>`);
  for (const a of seo.alternates) {
    tags.push(`<link rel="alternate" hreflang="${escapeAttribute(a.hrefLang)}" href="${escapeAttribute(a.href)}" ${MARK}>`);
  }
  // sanitizeStyle already removed '<', so the text cannot close the element.
  if (style !== undefined && style !== '') tags.push(`<style ${MARK}>${style}</style>`);
  return tags.map((t) => `\n    ${t}`).join('');
}

function meta(name: string, content: string): string {
  return `<meta name="${escapeAttribute(name)}" content="${escapeAttribute(content)}" ${MARK}>`;
}

/** The information page as plain HTML for crawlers and visitors without JavaScript; React replaces it on mount. */
export function infoFallbackOf(info: InfoPageAnswer, pageLang: string): string {
  const lang = info.lang === pageLang ? '' : ` lang="${escapeAttribute(info.lang)}"`;
  // info.html is sanitised by readInfoPage; the title is text.
  return `<main class="info-page"${lang}><h1>${escapeText(info.title)}</h1>${info.html}</main>`;
}

export function notFoundFallbackOf(lang: string): string {
  const texts = plainPageTextsOf(lang).not_found;
  const home = `<p><a href="/${escapeAttribute(lang)}">${escapeText(texts.home)}</a></p>`;
  return `<main class="error-page"><h1>${escapeText(texts.title)}</h1><p>${escapeText(texts.body)}</p>${home}</main>`;
}

/** SPEC 8: the maintenance page speaks the language maintenanceTextLanguage picks, as the React page does. */
export function maintenanceFallbackOf(lang: string): string {
  const textLang = maintenanceTextLanguage(lang);
  const texts = plainPageTextsOf(textLang).shell.maintenance;
  const langAttribute = textLang === lang ? '' : ` lang="${textLang}"`;
  return `<main class="maintenance-page"${langAttribute}><h1>${escapeText(texts.title)}</h1><p>${escapeText(texts.body)}</p></main>`;
}

/**
 * The old-browser page as plain HTML: a browser that cannot run the app
 * (index.html and src/ui/main.tsx send it here) keeps exactly this.
 */
export function oldBrowserFallbackOf(lang: string): string {
  const texts = plainPageTextsOf(lang).shell.status.oldbrowser;
  const content = `<h1>${escapeText(texts.title)}</h1><p>${escapeText(texts.body)}</p>`;
  return `<main class="error-page" data-testid="oldbrowser-fallback">${content}</main>`;
}

import { SEO_TAG_ATTRIBUTE, type InfoPageAnswer, type SeoPageData } from '../../src/protocol/schemas/seo';
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

const NOT_FOUND_TEXTS: Readonly<Record<string, { title: string; home: string }>> = {
  en: { title: 'This page could not be found', home: 'Go to the home page' },
  ru: { title: 'Страница не найдена', home: 'На главную' },
  ar: { title: 'تعذر العثور على هذه الصفحة', home: 'الانتقال إلى الصفحة الرئيسية' },
  de: { title: 'Diese Seite wurde nicht gefunden', home: 'Zur Startseite' },
};

const MAINTENANCE_TEXTS: Readonly<Record<string, string>> = {
  en: 'The site is under maintenance. Please come back a little later.',
  ru: 'На сайте идут технические работы. Пожалуйста, зайдите немного позже.',
  ar: 'الموقع قيد الصيانة. يرجى العودة بعد قليل.',
  de: 'Die Website wird gerade gewartet. Bitte versuchen Sie es etwas später noch einmal.',
};

export function notFoundFallbackOf(lang: string): string {
  const texts = NOT_FOUND_TEXTS[lang] ?? (NOT_FOUND_TEXTS.en as { title: string; home: string });
  return `<main class="error-page"><h1>${escapeText(texts.title)}</h1><p><a href="/${escapeAttribute(lang)}">${escapeText(texts.home)}</a></p></main>`;
}

export function maintenanceFallbackOf(lang: string): string {
  const text = MAINTENANCE_TEXTS[lang] ?? (MAINTENANCE_TEXTS.en as string);
  return `<main class="maintenance-page"><h1>${escapeText(text)}</h1></main>`;
}

const OLD_BROWSER_TEXTS: Readonly<Record<string, { title: string; body: string }>> = {
  en: { title: 'Your browser is out of date', body: 'Please update your browser or install a modern one to use the site.' },
  ru: { title: 'Ваш браузер устарел', body: 'Обновите браузер или установите современный, чтобы пользоваться сайтом.' },
  ar: { title: 'متصفحك قديم', body: 'يرجى تحديث متصفحك أو تثبيت متصفح حديث لاستخدام الموقع.' },
  de: { title: 'Ihr Browser ist veraltet', body: 'Bitte aktualisieren Sie Ihren Browser oder installieren Sie einen modernen, um die Website zu nutzen.' },
};

/**
 * The old-browser page as plain HTML: a browser that cannot run the app
 * (index.html and src/ui/main.tsx send it here) keeps exactly this.
 */
export function oldBrowserFallbackOf(lang: string): string {
  const texts = OLD_BROWSER_TEXTS[lang] ?? (OLD_BROWSER_TEXTS.en as { title: string; body: string });
  return `<main class="error-page" data-testid="oldbrowser-fallback"><h1>${escapeText(texts.title)}</h1><p>${escapeText(texts.body)}</p></main>`;
}

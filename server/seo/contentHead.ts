import { escapeAttribute, escapeText } from './escape';
import { SEO_TAG_ATTRIBUTE } from '../../src/protocol/schemas/seo';
import type { ServedContent } from './contentPage';

/** The site's picture for pages without one of their own (the PWA icon, served by this server). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

/** The server's own word for the news list in the head, per language; other languages read English. */
const NEWS_TITLE: Readonly<Record<string, string>> = { en: 'News', ru: 'Новости', de: 'Neuigkeiten', ar: 'الأخبار' };
export const newsTitleOf = (lang: string): string => NEWS_TITLE[lang] ?? NEWS_TITLE.en ?? 'News';

export interface ShareFacts {
  readonly title: string;
  readonly description: string;
  /** The page's canonical URL; null when it has none (then the share tags name none either). */
  readonly url: string | null;
  readonly origin: string;
  readonly lang: string;
  readonly companyName: string;
}

/**
 * Open Graph tags (every content page) and, for an article, its Article
 * JSON-LD: what a link preview and a search engine read before any script runs.
 */
export function contentHeadTagsOf(content: ServedContent, facts: ShareFacts): string {
  const article = content.kind === 'article' ? content.article : null;
  const image = `${facts.origin}${article?.image ?? DEFAULT_SHARE_IMAGE}`;
  const og: [string, string][] = [
    ['og:title', facts.title],
    ['og:description', facts.description],
    ['og:type', article ? 'article' : 'website'],
    ...(facts.url !== null ? ([['og:url', facts.url]] as [string, string][]) : []),
    ['og:image', image],
    ['og:site_name', facts.companyName],
    ['og:locale', facts.lang],
  ];
  if (article) og.push(['article:published_time', article.publishedAt], ['article:modified_time', article.updatedAt]);
  const tags = og.map(
    ([property, value]) => `<meta property="${escapeAttribute(property)}" content="${escapeAttribute(value)}" ${SEO_TAG_ATTRIBUTE}>`,
  );
  if (article) {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: article.title,
      description: article.lead,
      inLanguage: article.lang,
      datePublished: article.publishedAt,
      dateModified: article.updatedAt,
      image: [image],
      ...(facts.url !== null ? { mainEntityOfPage: facts.url } : {}),
      publisher: { '@type': 'Organization', name: facts.companyName },
    };
    tags.push(`<script type="application/ld+json" ${SEO_TAG_ATTRIBUTE}>${jsonForScript(data)}</script>`);
  }
  return tags.map((t) => `\n    ${t}`).join('');
}

/**
 * JSON inside a <script> element: "<" (so "</script>" and "<!--" cannot end or
 * change the element), ">", "&" and the JavaScript line separators become
 * \u escapes, which JSON reads back as the same characters.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The content as plain HTML for crawlers and visitors without JavaScript; React replaces it on mount. */
export function contentFallbackOf(content: ServedContent, pageLang: string): string {
  const langOf = (lang: string): string => (lang === pageLang ? '' : ` lang="${escapeAttribute(lang)}"`);
  switch (content.kind) {
    case 'article': {
      const a = content.article;
      // a.html is sanitised by readArticle; the rest is text.
      return (
        `<main class="news-article"${langOf(a.lang)}><h1>${escapeText(a.title)}</h1>` +
        `<p><time datetime="${escapeAttribute(a.publishedAt)}">${escapeText(a.publishedAt.slice(0, 10))}</time></p>` +
        `<p>${escapeText(a.lead)}</p>${a.html}</main>`
      );
    }
    case 'page': {
      const p = content.page;
      return `<main class="content-page"${langOf(p.lang)}><h1>${escapeText(p.title)}</h1><p>${escapeText(p.lead)}</p>${p.html}</main>`;
    }
    case 'glossaryEntry': {
      const e = content.entry;
      // e.html is sanitised by readEntry; the rest is text.
      return (
        `<main class="alphabet-entry"${langOf(e.lang)}><h1>${escapeText(e.term)}</h1>` +
        `<p>${escapeText(e.definition)}</p>${e.html}</main>`
      );
    }
    case 'newsList': {
      const items = content.items
        .map(
          (i) =>
            `<li${langOf(i.lang)}><a href="/${escapeAttribute(pageLang)}/news/${escapeAttribute(i.slug)}">${escapeText(i.title)}</a>` +
            `<p>${escapeText(i.lead)}</p></li>`,
        )
        .join('');
      return `<main class="news-list"><h1>${escapeText(newsTitleOf(pageLang))}</h1><ul>${items}</ul></main>`;
    }
  }
}

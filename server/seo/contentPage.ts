import type { AlphabetEntry } from '../../src/protocol/alphabet';
import type { ContentPageAnswer, NewsArticleAnswer, NewsItem } from '../../src/protocol/schemas/content';
import { contentPageOfRoute, isContentPageRoute } from '../../src/protocol/schemas/content';
import type { Queryable } from '../db/db';
import { readArticle, readNewsPage } from '../content/articleStore';
import { readContentPage } from '../content/pageStore';
import { readEntry, readTree } from '../alphabet/store';
import { PROMOTION_ITEM_ROUTES, isPromotionItemRoute, type PromotionItemRouteId } from '../../src/protocol/constants/promotions';
import { readPromotionRow } from '../promotions/store';
import { iso } from '../promotions/rows';
import { sanitizeInfoHtml } from './sanitize';

/** Content from the content store that a route shows: the server writes its head and its no-JS fallback. */
export type ServedContent =
  | { readonly kind: 'article'; readonly article: NewsArticleAnswer }
  | { readonly kind: 'newsList'; readonly items: readonly NewsItem[] }
  | { readonly kind: 'page'; readonly page: ContentPageAnswer }
  | { readonly kind: 'glossaryEntry'; readonly entry: AlphabetEntry };

/**
 * The stored content of a page of the news, content-page (landing, bonus
 * landing, partners, promo, mobile), promotion or betting-alphabet routes: `undefined` when the route shows none, `null` when
 * the route needs content that is missing, a draft or unknown (the page
 * answers 404). The mobile page stands without content (its install and QR
 * parts are the app's); a glossary block or category is served when it exists,
 * an entry with its term and definition when it is published under them.
 */
export async function servedContentOf(
  db: Queryable,
  routeId: string,
  params: Readonly<Record<string, string>>,
  lang: string,
  defaultLanguage: string,
): Promise<ServedContent | null | undefined> {
  switch (routeId) {
    case 'news': {
      if (params.slug === undefined || params.slug === '') {
        const { items } = await readNewsPage(db, lang, defaultLanguage, 1);
        return { kind: 'newsList', items };
      }
      const article = await readArticle(db, params.slug, lang, defaultLanguage);
      return article ? { kind: 'article', article } : null;
    }
    case 'bettingAlphabet':
      return glossaryContentOf(db, params, lang);
    default: {
      if (isPromotionItemRoute(routeId)) return promotionContentOf(db, routeId, params, lang, defaultLanguage);
      if (!isContentPageRoute(routeId)) return undefined;
      const id = contentPageOfRoute(routeId, params);
      const page = id === undefined ? undefined : await readContentPage(db, id, lang, defaultLanguage);
      if (page) return { kind: 'page', page };
      return routeId === 'mobile' ? undefined : null;
    }
  }
}

/** A promotion's page: its title, lead and terms, served as a content page; unknown, a draft or of another section: 404. */
async function promotionContentOf(
  db: Queryable,
  routeId: PromotionItemRouteId,
  params: Readonly<Record<string, string>>,
  lang: string,
  defaultLanguage: string,
): Promise<ServedContent | null> {
  const { section, param } = PROMOTION_ITEM_ROUTES[routeId];
  const row = await readPromotionRow(db, params[param] ?? '', lang, defaultLanguage);
  if (!row || (section !== null && row.section !== section)) return null;
  return {
    kind: 'page',
    page: {
      page: row.slug,
      lang: row.lang,
      title: row.title,
      lead: row.lead,
      html: sanitizeInfoHtml(row.terms),
      updatedAt: iso(row.updated_at),
    },
  };
}

async function glossaryContentOf(
  db: Queryable,
  params: Readonly<Record<string, string>>,
  lang: string,
): Promise<ServedContent | null | undefined> {
  const { block, category, slug } = params;
  if (!block) return undefined;
  if (slug) {
    const entry = await readEntry(db, slug, lang);
    return entry && entry.block.slug === block && entry.category.slug === category ? { kind: 'glossaryEntry', entry } : null;
  }
  const found = (await readTree(db, lang)).blocks.find((b) => b.slug === block);
  if (!found || (category && !found.categories.some((c) => c.slug === category))) return null;
  return undefined;
}

/** The title and description a content page gives its head when no SEO row sets them. */
export function contentDefaults(content: ServedContent, companyName: string, newsTitle: string): { title: string; description: string } {
  switch (content.kind) {
    case 'article':
      return { title: `${content.article.title} — ${companyName}`, description: content.article.lead };
    case 'page':
      return { title: `${content.page.title} — ${companyName}`, description: content.page.lead };
    case 'glossaryEntry':
      return { title: `${content.entry.term} — ${companyName}`, description: content.entry.definition };
    case 'newsList':
      return {
        title: `${newsTitle} — ${companyName}`,
        description: content.items
          .map((i) => i.title)
          .join(' · ')
          .slice(0, 160),
      };
  }
}

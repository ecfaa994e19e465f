import type { ContentPageAnswer, NewsArticleAnswer, NewsItem } from '../../src/protocol/schemas/content';
import { landingPageIdOf } from '../../src/protocol/schemas/content';
import type { Queryable } from '../db/db';
import { readArticle, readNewsPage } from '../content/articleStore';
import { readContentPage } from '../content/pageStore';

/** Content from the content store that a route shows: the server writes its head and its no-JS fallback. */
export type ServedContent =
  | { readonly kind: 'article'; readonly article: NewsArticleAnswer }
  | { readonly kind: 'newsList'; readonly items: readonly NewsItem[] }
  | { readonly kind: 'page'; readonly page: ContentPageAnswer };

/**
 * The stored content of a page of the news, landing-page, promo or mobile
 * routes: `undefined` when the route shows none, `null` when the route needs
 * content that is missing, a draft or unknown (the page answers 404). The
 * mobile page stands without content (its install and QR parts are the app's).
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
    case 'landingPage':
    case 'promo':
    case 'mobile': {
      const id = routeId === 'landingPage' ? landingPageIdOf(params.landingId ?? '') : routeId;
      const page = await readContentPage(db, id, lang, defaultLanguage);
      if (page) return { kind: 'page', page };
      return routeId === 'mobile' ? undefined : null;
    }
    default:
      return undefined;
  }
}

/** The title and description a content page gives its head when no SEO row sets them. */
export function contentDefaults(content: ServedContent, companyName: string, newsTitle: string): { title: string; description: string } {
  switch (content.kind) {
    case 'article':
      return { title: `${content.article.title} — ${companyName}`, description: content.article.lead };
    case 'page':
      return { title: `${content.page.title} — ${companyName}`, description: content.page.lead };
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

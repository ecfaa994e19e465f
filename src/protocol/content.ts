import type { ContentPageAnswer, NewsArticleAnswer, NewsListAnswer, SiteQrAnswer } from './schemas/content';

/**
 * The news and landing apps' questions to the worker (the content controller,
 * src/worker/content): one server read each, its answer checked against its schema.
 */
export interface NewsListQuery {
  readonly lang: string;
  /** From 1. */
  readonly page: number;
}
export interface NewsArticleQuery {
  readonly slug: string;
  readonly lang: string;
}
/** `page`: 'promo', 'mobile' or 'landing/{landingId}'. */
export interface ContentPageQuery {
  readonly page: string;
  readonly lang: string;
}

/** notFound: no such published content; error: the server failed (httpStatus) or was not reached (no status): the page offers a retry. */
export type ContentResult<T> =
  | { readonly status: 'ok'; readonly value: T }
  | { readonly status: 'notFound' }
  | { readonly status: 'error'; readonly message: string; readonly httpStatus?: number };

declare module './api' {
  interface QueryCatalogue {
    /** GET /web-api/content/news: one page of published articles, newest first. */
    loadNewsList: { input: NewsListQuery; output: ContentResult<NewsListAnswer> };
    /** GET /web-api/content/news/article: one published article. */
    loadNewsArticle: { input: NewsArticleQuery; output: ContentResult<NewsArticleAnswer> };
    /** GET /web-api/content/page: a landing page, the promo page or the mobile page's text. */
    loadContentPage: { input: ContentPageQuery; output: ContentResult<ContentPageAnswer> };
    /** GET /web-api/content/site-qr: a QR code of the site's address for a phone (the mobile page). */
    loadSiteQr: { input: { readonly lang: string }; output: ContentResult<SiteQrAnswer> };
  }
}

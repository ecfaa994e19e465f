import type { z } from 'zod';
import type { ContentPageQuery, ContentResult, NewsArticleQuery, NewsListQuery } from '../../protocol/content';
import {
  CONTENT_PATHS,
  contentPageAnswerSchema,
  newsArticleAnswerSchema,
  newsListAnswerSchema,
  siteQrAnswerSchema,
  type ContentPageAnswer,
  type SiteQrAnswer,
  type NewsArticleAnswer,
  type NewsListAnswer,
} from '../../protocol/schemas/content';
import type { HttpClient } from '../http/client';
import type { Logger } from '../runtime/ports';

/**
 * One read of published content. 404 (none such) and 400 (a slug the server
 * refuses: no such page either) are "not found"; anything else an error the
 * page offers to retry, with the server's status when it answered.
 */
async function read<S extends z.ZodType>(
  http: HttpClient,
  log: Logger,
  path: string,
  schema: S,
  query: Record<string, string | number>,
  lang: string,
): Promise<ContentResult<z.output<S>>> {
  const result = await http.get(path, { schema, query, language: lang });
  if (result.ok) return { status: 'ok', value: result.value };
  const failure = result.failure;
  if (failure.status === 'http-error' && (failure.code === 404 || failure.code === 400)) return { status: 'notFound' };
  if (failure.status !== 'closed') log.warn('content failed to load', failure);
  return {
    status: 'error',
    message: 'message' in failure ? failure.message : failure.status,
    ...(failure.status === 'http-error' ? { httpStatus: failure.code } : {}),
  };
}

export const loadNewsList = (http: HttpClient, log: Logger, q: NewsListQuery): Promise<ContentResult<NewsListAnswer>> =>
  read(http, log, CONTENT_PATHS.news, newsListAnswerSchema, { lang: q.lang, page: q.page }, q.lang);

export const loadNewsArticle = (http: HttpClient, log: Logger, q: NewsArticleQuery): Promise<ContentResult<NewsArticleAnswer>> =>
  read(http, log, CONTENT_PATHS.article, newsArticleAnswerSchema, { slug: q.slug, lang: q.lang }, q.lang);

export const loadContentPage = (http: HttpClient, log: Logger, q: ContentPageQuery): Promise<ContentResult<ContentPageAnswer>> =>
  read(http, log, CONTENT_PATHS.page, contentPageAnswerSchema, { page: q.page, lang: q.lang }, q.lang);

export const loadSiteQr = (http: HttpClient, log: Logger, q: { readonly lang: string }): Promise<ContentResult<SiteQrAnswer>> =>
  read(http, log, CONTENT_PATHS.siteQr, siteQrAnswerSchema, { lang: q.lang }, q.lang);

import { INFO_PAGE_PATH, SEO_PAGE_PATH, infoPageAnswerSchema, seoPageAnswerSchema } from '../../protocol/schemas/seo';
import type { InfoPageQuery, InfoPageResult, PageSeoQuery, PageSeoResult } from '../../protocol/api';
import type { HttpFailure } from '../../protocol/http';
import type { HttpClient } from '../http/client';
import type { Logger } from '../http/logger';

/**
 * GET /web-api/info/page: an information page's content (sanitised by the
 * server; the UI sanitises again before the DOM). 404 is "no such page",
 * anything else an error the page offers to retry.
 */
export async function loadInfoPage(http: HttpClient, query: InfoPageQuery, log: Logger): Promise<InfoPageResult> {
  const result = await http.get(INFO_PAGE_PATH, {
    schema: infoPageAnswerSchema,
    query: { slug: query.slug, lang: query.lang },
    language: query.lang,
  });
  if (result.ok) return { status: 'ok', page: result.value };
  const failure = result.failure;
  if (failure.status === 'http-error' && (failure.code === 404 || failure.code === 400)) return { status: 'notFound' };
  if (failure.status !== 'closed') log.warn('information page failed to load', failure);
  return { status: 'error', message: 'message' in failure ? failure.message : failure.status, ...httpStatusOf(failure) };
}

/** The server's status when it answered with an error: the page shows the general error page with it (SPEC 8). */
function httpStatusOf(failure: HttpFailure): { httpStatus?: number } {
  return failure.status === 'http-error' ? { httpStatus: failure.code } : {};
}

/** GET /web-api/seo/page: the head of the page the tab now shows (title, robots, canonical, hreflang). */
export async function loadPageSeo(http: HttpClient, query: PageSeoQuery, log: Logger): Promise<PageSeoResult> {
  const result = await http.get(SEO_PAGE_PATH, {
    schema: seoPageAnswerSchema,
    query: { path: query.path, lang: query.lang },
    language: query.lang,
    policy: 'once',
  });
  if (result.ok) return { status: 'ok', seo: result.value };
  if (result.failure.status !== 'closed') log.warn('page SEO failed to load', result.failure);
  return {
    status: 'error',
    message: 'message' in result.failure ? result.failure.message : result.failure.status,
    ...httpStatusOf(result.failure),
  };
}

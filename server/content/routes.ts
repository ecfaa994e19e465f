import type { IncomingMessage } from 'node:http';
import {
  CONTENT_PATHS,
  NEWS_PAGE_SIZE,
  contentPageAnswerSchema,
  contentPageQuerySchema,
  newsArticleAnswerSchema,
  newsArticleQuerySchema,
  newsListAnswerSchema,
  newsListQuerySchema,
  siteQrAnswerSchema,
  siteQrQuerySchema,
} from '../../src/protocol/schemas/content';
import QRCode from 'qrcode';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { sendJson } from '../http/respond';
import { type RequestContext, type Router, takesQuery } from '../http/router';
import type { Logger } from '../log';
import { countryOf, originOf } from '../seo/request';
import { operatorToken } from '../http/operator';
import { registerContentAdminRoutes } from './admin';
import { readArticle, readNewsPage } from './articleStore';
import { readContentPage } from './pageStore';
import { ContentRefusal, checked, handle, parseOr } from './refusals';

export interface ContentRouteDeps {
  readonly db: Db;
  readonly log: Logger;
  /** The operator's token; default ADMIN_TOKEN. Unset: the admin API does not exist (404). */
  readonly adminToken?: string | null;
  /** Epoch ms for the admin API's timestamps; a manual clock in tests. */
  readonly now?: () => number;
  /** Public origin for the site QR code's address; else PUBLIC_ORIGIN, else the request's Host. */
  readonly publicOrigin?: string;
}

const NO_CACHE = { 'cache-control': 'no-cache' };

/**
 * The public reads of the news and landing apps (published content only, in
 * the asked language or its fallback) and, with an operator token, the admin API.
 */
export function registerContentRoutes(router: Router, deps: ContentRouteDeps): void {
  const { db } = deps;
  const defaultLanguage = async (req: IncomingMessage, lang: string | undefined): Promise<string> => {
    const read = await readSiteConfig(db, { country: countryOf(req), lang });
    if (read.ok) return read.config.defaultLanguage;
    deps.log.error(read.problem);
    throw new Error('The site configuration stored on the server is invalid');
  };
  const query = ({ url }: RequestContext): Record<string, string> => Object.fromEntries(url.searchParams);

  router.get(
    CONTENT_PATHS.news,
    handle(async (ctx) => {
      const { lang, page } = parseOr(newsListQuerySchema, query(ctx), 'invalid_query');
      const fallback = await defaultLanguage(ctx.req, lang);
      const { items, total } = await readNewsPage(db, lang ?? fallback, fallback, page);
      sendJson(ctx.res, 200, checked(newsListAnswerSchema, { items, page, pageSize: NEWS_PAGE_SIZE, total }), NO_CACHE);
    }),
    takesQuery(newsListQuerySchema),
  );

  router.get(
    CONTENT_PATHS.article,
    handle(async (ctx) => {
      const { slug, lang } = parseOr(newsArticleQuerySchema, query(ctx), 'invalid_query');
      const fallback = await defaultLanguage(ctx.req, lang);
      const article = await readArticle(db, slug, lang ?? fallback, fallback);
      if (!article) throw new ContentRefusal(404, 'not_found', `No published article "${slug}"`);
      sendJson(ctx.res, 200, checked(newsArticleAnswerSchema, article), NO_CACHE);
    }),
    takesQuery(newsArticleQuerySchema),
  );

  router.get(
    CONTENT_PATHS.page,
    handle(async (ctx) => {
      const { page, lang } = parseOr(contentPageQuerySchema, query(ctx), 'invalid_query');
      const fallback = await defaultLanguage(ctx.req, lang);
      const content = await readContentPage(db, page, lang ?? fallback, fallback);
      if (!content) throw new ContentRefusal(404, 'not_found', `No published content page "${page}"`);
      sendJson(ctx.res, 200, checked(contentPageAnswerSchema, content), NO_CACHE);
    }),
    takesQuery(contentPageQuerySchema),
  );

  const publicOrigin = deps.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined);
  router.get(
    CONTENT_PATHS.siteQr,
    handle(async (ctx) => {
      const { lang } = parseOr(siteQrQuerySchema, query(ctx), 'invalid_query');
      const url = `${originOf(ctx.req, publicOrigin).origin}/${lang}`;
      // Drawn here, as the QR sign-in's code is: the page's first load and its information pages carry no encoder.
      const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      sendJson(ctx.res, 200, checked(siteQrAnswerSchema, { url, svg }), { 'cache-control': 'public, max-age=3600' });
    }),
    takesQuery(siteQrQuerySchema),
  );

  const token = operatorToken(deps.adminToken);
  if (token) registerContentAdminRoutes(router, { db, token, now: deps.now ?? (() => Date.now()) });
}

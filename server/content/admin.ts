import type { IncomingMessage } from 'node:http';
import {
  CONTENT_PATHS,
  adminArticleAnswerSchema,
  adminArticleStatusSchema,
  adminArticleWriteSchema,
  adminArticlesAnswerSchema,
  adminPageAnswerSchema,
  adminPageStatusSchema,
  adminPageWriteSchema,
  adminPagesAnswerSchema,
  CONTENT_WRITE_BODY_LIMIT,
} from '../../src/protocol/schemas/content';
import type { Db } from '../db/db';
import { OPERATOR_REFUSED_MESSAGE, isOperatorRequest } from '../http/operator';
import { readJsonBody, sendJson } from '../http/respond';
import { NO_INPUT, type Router, takesBody } from '../http/router';
import { OPERATOR_BEARER } from '../http/scriptCall';
import { listArticles, listPages, setArticleStatus, setPageStatus, writeArticle, writePage } from './adminStore';
import { ContentRefusal, checked, handle, parseOr } from './refusals';

export interface ContentAdminDeps {
  readonly db: Db;
  /** Epoch ms; a manual clock in tests. */
  readonly now: () => number;
  readonly token: string;
}

const operator = { guard: OPERATOR_BEARER };

function requireOperator(req: IncomingMessage, token: string): void {
  if (!isOperatorRequest(req, token)) throw new ContentRefusal(401, 'unauthorized', OPERATOR_REFUSED_MESSAGE);
}

/**
 * The operator's content API (server/seo/README.md, "Content store"): list,
 * create or edit one language, publish and unpublish, for articles and
 * content pages. Registered only when ADMIN_TOKEN is set; an operator's tool
 * sends a bearer token, which no cross-site form can carry.
 */
export function registerContentAdminRoutes(router: Router, deps: ContentAdminDeps): void {
  const { db, token } = deps;
  const at = (): Date => new Date(deps.now());

  router.get(
    CONTENT_PATHS.adminArticles,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      sendJson(res, 200, checked(adminArticlesAnswerSchema, { data: { articles: await listArticles(db) } }));
    }, operator),
    NO_INPUT,
  );

  router.post(
    CONTENT_PATHS.adminArticles,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const write = parseOr(adminArticleWriteSchema, await readJsonBody(req, CONTENT_WRITE_BODY_LIMIT), 'invalid_article');
      const { article, created } = await writeArticle(db, write, at());
      sendJson(res, created ? 201 : 200, checked(adminArticleAnswerSchema, { data: { article } }));
    }, operator),
    takesBody(adminArticleWriteSchema, OPERATOR_BEARER),
  );

  router.post(
    CONTENT_PATHS.adminArticleStatus,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const { slug, status } = parseOr(adminArticleStatusSchema, await readJsonBody(req, 4 * 1024), 'invalid_status');
      const article = await setArticleStatus(db, slug, status, at());
      if (!article) throw new ContentRefusal(404, 'not_found', `No article "${slug}"`);
      sendJson(res, 200, checked(adminArticleAnswerSchema, { data: { article } }));
    }, operator),
    takesBody(adminArticleStatusSchema, OPERATOR_BEARER),
  );

  router.get(
    CONTENT_PATHS.adminPages,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      sendJson(res, 200, checked(adminPagesAnswerSchema, { data: { pages: await listPages(db) } }));
    }, operator),
    NO_INPUT,
  );

  router.post(
    CONTENT_PATHS.adminPages,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const write = parseOr(adminPageWriteSchema, await readJsonBody(req, CONTENT_WRITE_BODY_LIMIT), 'invalid_page');
      const { page, created } = await writePage(db, write, at());
      sendJson(res, created ? 201 : 200, checked(adminPageAnswerSchema, { data: { page } }));
    }, operator),
    takesBody(adminPageWriteSchema, OPERATOR_BEARER),
  );

  router.post(
    CONTENT_PATHS.adminPageStatus,
    handle(async ({ req, res }) => {
      requireOperator(req, token);
      const { page: id, status } = parseOr(adminPageStatusSchema, await readJsonBody(req, 4 * 1024), 'invalid_status');
      const page = await setPageStatus(db, id, status, at());
      if (!page) throw new ContentRefusal(404, 'not_found', `No content page "${id}"`);
      sendJson(res, 200, checked(adminPageAnswerSchema, { data: { page } }));
    }, operator),
    takesBody(adminPageStatusSchema, OPERATOR_BEARER),
  );
}

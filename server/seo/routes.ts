import type { IncomingMessage } from 'node:http';
import { classifyFirstSegment, isLanguageAllowed, resolveRoute } from '../../src/core/routing';
import {
  INFO_PAGE_PATH,
  ROBOTS_PATH,
  SEO_PAGE_PATH,
  SITEMAP_PATH,
  infoPageAnswerSchema,
  infoPageQuerySchema,
  isInfoPageSlug,
  seoPageAnswerSchema,
  seoPageQuerySchema,
} from '../../src/protocol/schemas/seo';
import { API_PATH, type SiteConfig } from '../../src/protocol/schemas/siteConfig';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import { z } from 'zod';
import { sendError, sendJson, sendText } from '../http/respond';
import { readSwitchBody } from '../http/validate';
import { NO_INPUT, type RequestContext, type Router, takesBody, takesQuery } from '../http/router';
import type { Logger } from '../log';
import { describeUrl } from './describe';
import { escapeXml } from './escape';
import { listInfoPages, readInfoPage } from './infoStore';
import { listPublishedArticles } from '../content/articleStore';
import { listPublishedPagePaths } from '../content/pageStore';
import { listPublishedPromotions } from '../promotions/store';
import { countryOf, originOf } from './request';

export interface SeoRouteDeps {
  readonly db: Db;
  readonly log: Logger;
  readonly isProduction: boolean;
  /** Public origin for absolute links; else the request's Host. */
  readonly publicOrigin?: string;
  /** Registers the /__test/seo switches (where tests run, as app.ts decides). */
  readonly testFaults?: boolean;
}

/** Test only: makes the information-page or SEO call answer a server error, so the client's error page can be seen. */
export const SEO_FAULTS_PATH = '/__test/seo';
const seoFaultsSchema = z
  .object({
    info: z.union([z.literal('up'), z.number().int().min(500).max(599)]).optional(),
    seo: z.union([z.literal('up'), z.number().int().min(500).max(599)]).optional(),
  })
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Give at least one switch, e.g. {"info": 500}' });

/** Redirect hops the SEO call follows before giving up (the core's chains end within 4). */
const MAX_HOPS = 5;

/**
 * GET SEO_PAGE_PATH, GET INFO_PAGE_PATH, /robots.txt and /sitemap.xml.
 * Answers are parsed with their protocol schemas before they are sent.
 */
export function registerSeoRoutes(router: Router, deps: SeoRouteDeps): void {
  const publicOrigin = deps.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined);
  const faults: { info: 'up' | number; seo: 'up' | number } = { info: 'up', seo: 'up' };

  if (deps.testFaults === true) {
    router.post(
      SEO_FAULTS_PATH,
      async ({ req, res }) => {
        const patch = await readSwitchBody(req, res, seoFaultsSchema, 'invalid_faults', 'Expected {"info": "up" | 5xx, "seo": "up" | 5xx}');
        if (!patch) return;
        Object.assign(faults, patch);
        sendJson(res, 200, faults);
      },
      takesBody(seoFaultsSchema),
    );
  }

  router.get(
    SEO_PAGE_PATH,
    async (ctx) => {
      const { res, req } = ctx;
      if (faults.seo !== 'up')
        return sendError(res, faults.seo, 'unavailable', 'SEO data is unavailable (fault injected through /__test/seo)');
      const query = queryOf(ctx, seoPageQuerySchema);
      if (!query) return;
      const { lang, path } = query;
      let target: URL;
      try {
        target = new URL(path, 'http://localhost');
      } catch {
        return sendError(res, 400, 'invalid_path', `Query parameter "path" is not a usable path: "${path}"`);
      }
      const first = target.pathname.split('/').find((s) => s !== '');
      if (lang !== undefined && classifyFirstSegment(first) === 'none')
        target = new URL(`/${lang}${target.pathname}${target.search}`, 'http://localhost');

      const config = await loadConfig(ctx, deps, lang);
      if (!config) return;
      const describeDeps = { db: deps.db, config, origin: originOf(req, publicOrigin), isProduction: deps.isProduction, log: deps.log };
      for (let hop = 0; hop <= MAX_HOPS; hop += 1) {
        const answer = await describeUrl(req, target.pathname, target.search, describeDeps);
        if (answer.kind === 'page') {
          const parsed = seoPageAnswerSchema.safeParse(answer.seo);
          if (!parsed.success) return invalid(ctx, deps, `SEO answer failed its schema: ${parsed.error.message}`);
          return sendJson(res, 200, parsed.data, { 'cache-control': 'no-cache', vary: 'Cookie, X-Country-Code' });
        }
        target = new URL(answer.location, target);
      }
      deps.log.error(`SEO data for ${path}: more than ${MAX_HOPS} redirects`);
      return sendError(res, 508, 'redirect_loop', `The path redirects more than ${MAX_HOPS} times`);
    },
    takesQuery(seoPageQuerySchema),
  );

  router.get(
    INFO_PAGE_PATH,
    async (ctx) => {
      const { res } = ctx;
      if (faults.info !== 'up')
        return sendError(res, faults.info, 'unavailable', 'Information pages are unavailable (fault injected through /__test/seo)');
      const query = queryOf(ctx, infoPageQuerySchema);
      if (!query) return;
      const { lang, slug } = query;
      const config = await loadConfig(ctx, deps, lang);
      if (!config) return;
      const page = await readInfoPage(deps.db, slug, lang ?? config.defaultLanguage, config.defaultLanguage);
      if (!page) return sendError(res, 404, 'not_found', `No information page "${slug}" in any language`);
      const parsed = infoPageAnswerSchema.safeParse(page);
      if (!parsed.success) return invalid(ctx, deps, `Information page answer failed its schema: ${parsed.error.message}`);
      sendJson(res, 200, parsed.data, { 'cache-control': 'no-cache' });
    },
    takesQuery(infoPageQuerySchema),
  );

  router.get(
    ROBOTS_PATH,
    (ctx) => {
      const origin = originOf(ctx.req, publicOrigin);
      const lines = [
        'User-agent: *',
        `Disallow: ${API_PATH}/`,
        'Disallow: /__test/',
        'Disallow: /*/debugger',
        'Disallow: /*/office/',
        'Disallow: /*/print-coupon/',
        '',
        `Sitemap: ${origin.origin}${SITEMAP_PATH}`,
        '',
      ];
      sendText(ctx.res, 200, lines.join('\n'), { 'cache-control': 'public, max-age=3600' });
    },
    NO_INPUT,
  );

  router.get(
    SITEMAP_PATH,
    async (ctx) => {
      const config = await loadConfig(ctx, deps, undefined);
      if (!config) return;
      const origin = originOf(ctx.req, publicOrigin);
      const xml = await sitemapOf(deps, config, origin.origin);
      ctx.res.writeHead(200, {
        'content-type': 'application/xml; charset=utf-8',
        'content-length': Buffer.byteLength(xml),
        'cache-control': 'public, max-age=3600',
      });
      ctx.res.end(ctx.req.method === 'HEAD' ? undefined : xml);
    },
    // The sitemap lists every language; it reads no query (only the country header, as every config read does).
    NO_INPUT,
  );
}

/** The query parsed with the schema the route declares; undefined when it has answered 400 (`invalid_<key>`). */
function queryOf<S extends z.ZodType>({ url, res }: RequestContext, schema: S): z.output<S> | undefined {
  const raw = Object.fromEntries(url.searchParams);
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const key = String(issue?.path[0] ?? 'query');
  const got = raw[key] === undefined ? 'it is missing' : `got "${raw[key].slice(0, 200)}"`;
  sendError(res, 400, `invalid_${key}`, `Query parameter "${key}" ${issue?.message ?? 'is invalid'}; ${got}`);
  return undefined;
}

async function loadConfig({ req, res }: RequestContext, deps: SeoRouteDeps, lang: string | undefined): Promise<SiteConfig | undefined> {
  const read = await readSiteConfig(deps.db, { country: countryOf(req as IncomingMessage), lang });
  if (read.ok) return read.config;
  deps.log.error(read.problem);
  sendError(res, 500, 'config_invalid', 'The site configuration stored on the server is invalid; see the server log');
  return undefined;
}

function invalid({ res }: RequestContext, deps: SeoRouteDeps, detail: string): void {
  deps.log.error(detail);
  sendError(res, 500, 'answer_invalid', 'The answer failed its protocol schema; see the server log');
}

const GUEST = { isAuthenticated: false, isBanned: false, banLevel: 0, banVersion: 0, isVipDomain: false } as const;

/**
 * Home, every information page with content, the news list, every published
 * article, content page (landing, bonus landing, partners, promo, mobile) and
 * promotion still listed, in each language a guest may open, when the core
 * says a guest gets the page (an information page the site has not enabled is
 * left out; content reads in a fallback language where it has no text). Maintenance is ignored: the sitemap
 * describes the site, not this minute.
 */
async function sitemapOf(deps: SeoRouteDeps, config: SiteConfig, origin: string): Promise<string> {
  const env = {
    config: { ...config, maintenance: { ...config.maintenance, isActive: false, web_state: false } },
    isProduction: deps.isProduction,
    blockReason: null,
  };
  const languages = config.languages.map((l) => l.code).filter((code) => isLanguageAllowed(code, config, false));
  const pages = await listInfoPages(deps.db);
  const updated = new Map<string, string>();
  for (const p of pages) {
    const latest = updated.get(p.slug);
    if (latest === undefined || p.updatedAt > latest) updated.set(p.slug, p.updatedAt);
  }
  for (const a of await listPublishedArticles(deps.db)) updated.set(`news/${a.slug}`, a.updatedAt);
  const contentPages = await listPublishedPagePaths(deps.db);
  for (const p of contentPages) updated.set(p.path, p.updatedAt);
  const promotionPaths = (await listPublishedPromotions(deps.db, Date.now())).map((p) => {
    updated.set(`promotions/${p.slug}`, p.updatedAt);
    return `promotions/${p.slug}`;
  });
  const newsPaths = [...updated.keys()].filter((path) => path.startsWith('news/'));
  const slugs = [
    ...new Set([
      '',
      ...[...updated.keys()].filter(isInfoPageSlug),
      'news',
      ...newsPaths,
      ...contentPages.map((p) => p.path),
      ...promotionPaths,
    ]),
  ];
  const isPage = (lang: string, slug: string): boolean => {
    const pathname = slug === '' ? `/${lang}` : `/${lang}/${slug}`;
    const r = resolveRoute({ pathname, search: '' }, GUEST, env);
    return r.kind === 'page' && r.httpStatus === 200;
  };

  const entries: string[] = [];
  for (const slug of slugs) {
    const langs = languages.filter((lang) => isPage(lang, slug));
    const href = (lang: string): string => `${origin}/${lang}${slug === '' ? '' : `/${slug}`}`;
    const lastmod = updated.get(slug);
    for (const lang of langs) {
      const alternates = langs
        .map((other) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(other)}" href="${escapeXml(href(other))}"/>`)
        .join('');
      entries.push(
        `  <url>\n    <loc>${escapeXml(href(lang))}</loc>` +
          `${lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : ''}${alternates}\n  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

import type { IncomingMessage } from 'node:http';
import {
  decideServiceRedirect,
  httpAnswerOf,
  isRedirectServiceOn,
  resolveRoute,
  textDirection,
  type RedirectServiceFacts,
  type Resolution,
} from '../../src/core/routing';
import { CYCLIC_REDIRECT_ERROR } from '../../src/protocol/schemas/redirect';
import { isInfoPageSlug, type InfoPageAnswer, type SeoPageData } from '../../src/protocol/schemas/seo';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import type { PreloaderKind } from '../../src/protocol/routes';
import type { Queryable } from '../db/db';
import type { Logger } from '../log';
import { lookupRedirect } from '../shell/redirects';
import { readInfoPage } from './infoStore';
import { pageSeo, readSeoRows } from './pageSeo';
import { routingEnvOf, segmentsOf, visitorOf, type SiteOrigin } from './request';
import { plainExcerpt } from './sanitize';
import { contentDefaults, servedContentOf, type ServedContent } from './contentPage';
import { newsTitleOf } from './contentHead';

/** What the server answers for one URL: a redirect, or a page with its status and SEO data. */
export type UrlAnswer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      /** The route id the page shows ('notFound', 'serverError' for error answers). */
      readonly routeId: string;
      readonly status: number;
      readonly seo: SeoPageData;
      /** The information page's content, when the URL is one and it has content. */
      readonly info: InfoPageAnswer | undefined;
      /** The news, landing-page, promo or mobile content the page shows, when it is one of those. */
      readonly content?: ServedContent;
      /** The preloader skeleton of a main-layout route: which of the build's layout frames the page starts with. */
      readonly frame?: PreloaderKind;
    };

export interface DescribeDeps {
  readonly db: Queryable;
  readonly config: SiteConfig;
  readonly origin: SiteOrigin;
  readonly isProduction: boolean;
  /** Where a suppressed redirect loop is logged. */
  readonly log?: Logger;
}

/**
 * The redirect service's answer for this URL when it runs (production, or the
 * redirect-service query parameter): the server holds the table, so a crawler
 * of an old URL gets the same 301 the browser would follow.
 */
async function redirectFacts(pathname: string, search: string, deps: DescribeDeps): Promise<RedirectServiceFacts | null> {
  if (!isRedirectServiceOn(deps.isProduction, search)) return null;
  const forUrl = pathname + search;
  const facts: RedirectServiceFacts = { forUrl, answer: await lookupRedirect(deps.db, forUrl), visited: [] };
  const decision = decideServiceRedirect(facts);
  if (decision.kind === 'suppressed')
    deps.log?.error(`${CYCLIC_REDIRECT_ERROR}: ${forUrl} → ${decision.to} not followed (${facts.answer.breadcrumbs.join(' → ')})`);
  return facts;
}

/**
 * Runs the core's route decision (resolveRoute, then httpAnswerOf for the
 * status) for a request's visitor and builds the page's SEO data. The server
 * decides nothing about routes itself; it only adds what needs the database:
 * an information page without content in any language is a 404.
 */
export async function describeUrl(req: IncomingMessage, pathname: string, search: string, deps: DescribeDeps): Promise<UrlAnswer> {
  const visitor = visitorOf(req);
  const env = { ...routingEnvOf(req, deps.config, deps.isProduction), redirectService: await redirectFacts(pathname, search, deps) };
  // A mobile-site answer is an absolute URL on the configured mobile origin: a redirect like any other.
  const resolution: Resolution = resolveRoute({ pathname, search }, visitor, env);
  const answer = httpAnswerOf(resolution);
  if (answer.location !== undefined) return { kind: 'redirect', status: answer.status, location: answer.location };

  switch (resolution.kind) {
    case 'page': {
      let info: InfoPageAnswer | undefined;
      if (resolution.group === 'information') {
        const slug = segmentsOf(pathname).slice(1).join('/');
        info = isInfoPageSlug(slug) ? await readInfoPage(deps.db, slug, resolution.language, deps.config.defaultLanguage) : undefined;
        if (!info) return pageAnswer(deps, pathname, 'notFound', 404, resolution.language, {}, undefined);
      }
      const content = await servedContentOf(
        deps.db,
        resolution.routeId,
        resolution.params,
        resolution.language,
        deps.config.defaultLanguage,
      );
      // Unknown, unpublished or draft content: the route exists but this page does not.
      if (content === null) return pageAnswer(deps, pathname, 'notFound', 404, resolution.language, {}, undefined);
      const page = await pageAnswer(
        deps,
        pathname,
        resolution.routeId,
        answer.status,
        resolution.language,
        resolution.params,
        info,
        content,
      );
      return page.kind === 'page' && resolution.layout === 'main' ? { ...page, frame: resolution.meta.preloader } : page;
    }
    case 'notFound':
      return pageAnswer(deps, pathname, 'notFound', answer.status, resolution.language, {}, undefined);
    case 'error':
      return pageAnswer(
        deps,
        pathname,
        answer.status === 404 ? 'notFound' : 'serverError',
        answer.status,
        resolution.language,
        {},
        undefined,
      );
    default:
      // redirect, loginRequired and mobileSite always carry a location.
      return { kind: 'redirect', status: answer.status, location: `/${deps.config.defaultLanguage}` };
  }
}

async function pageAnswer(
  deps: DescribeDeps,
  pathname: string,
  routeId: string,
  status: number,
  lang: string,
  params: Readonly<Record<string, string>>,
  info: InfoPageAnswer | undefined,
  content?: ServedContent,
): Promise<UrlAnswer> {
  const all = pathname.split('/').filter((s) => s !== '');
  const rawSegments = all.slice(1);
  const rows = await readSeoRows(deps.db, lang);
  const seo = pageSeo({
    rows,
    config: deps.config,
    origin: deps.origin,
    status,
    lang,
    dir: textDirection(lang, deps.config),
    pathname,
    rawSegments,
    segments: segmentsOf(pathname).slice(1),
    routeId,
    params,
    ...(info ? { routeDefault: { title: `${info.title} — ${deps.config.companyName}`, description: plainExcerpt(info.html) } } : {}),
    ...(content ? { routeDefault: contentDefaults(content, deps.config.companyName, newsTitleOf(lang)) } : {}),
  });
  return { kind: 'page', routeId, status, seo, info, ...(content ? { content } : {}) };
}

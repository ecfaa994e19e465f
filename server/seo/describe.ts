import type { IncomingMessage } from 'node:http';
import { httpAnswerOf, resolveRoute, textDirection, type Resolution } from '../../src/core/routing';
import { PLATFORM_TYPE_QUERY } from '../../src/protocol/routes';
import { isInfoPageSlug, type InfoPageAnswer, type SeoPageData } from '../../src/protocol/schemas/seo';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import type { Queryable } from '../db/db';
import { readInfoPage } from './infoStore';
import { pageSeo, readSeoRows } from './pageSeo';
import { routingEnvOf, segmentsOf, visitorOf, type SiteOrigin } from './request';
import { plainExcerpt } from './sanitize';

/** What the server answers for one URL: a redirect, or a page with its status and SEO data. */
export type UrlAnswer =
  | { readonly kind: 'redirect'; readonly status: number; readonly location: string }
  | {
      readonly kind: 'page';
      readonly status: number;
      readonly seo: SeoPageData;
      /** The information page's content, when the URL is one and it has content. */
      readonly info: InfoPageAnswer | undefined;
    };

export interface DescribeDeps {
  readonly db: Queryable;
  readonly config: SiteConfig;
  readonly origin: SiteOrigin;
  readonly isProduction: boolean;
}

/**
 * Runs the core's route decision (resolveRoute, then httpAnswerOf for the
 * status) for a request's visitor and builds the page's SEO data. The server
 * decides nothing about routes itself; it only adds what needs the database:
 * an information page without content in any language is a 404.
 */
export async function describeUrl(req: IncomingMessage, pathname: string, search: string, deps: DescribeDeps): Promise<UrlAnswer> {
  const visitor = visitorOf(req);
  const env = routingEnvOf(req, deps.config, deps.isProduction);
  let resolution: Resolution = resolveRoute({ pathname, search }, visitor, env);
  if (resolution.kind === 'mobileSite') {
    // There is no separate mobile site behind this server; redirecting to the
    // same URL would loop, so the desktop answer for the URL stands.
    const query = new URLSearchParams(search);
    query.delete(PLATFORM_TYPE_QUERY);
    const rest = query.toString();
    resolution = resolveRoute({ pathname, search: rest === '' ? '' : `?${rest}` }, visitor, env);
    if (resolution.kind === 'mobileSite') return pageAnswer(deps, pathname, 'notFound', 404, deps.config.defaultLanguage, {}, undefined);
  }
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
      return pageAnswer(deps, pathname, resolution.routeId, answer.status, resolution.language, resolution.params, info);
    }
    case 'notFound':
      return pageAnswer(deps, pathname, 'notFound', answer.status, resolution.language, {}, undefined);
    case 'error':
      return pageAnswer(deps, pathname, answer.status === 404 ? 'notFound' : 'serverError', answer.status, resolution.language, {}, undefined);
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
    ...(info
      ? { routeDefault: { title: `${info.title} — ${deps.config.companyName}`, description: plainExcerpt(info.html) } }
      : {}),
  });
  return { kind: 'page', status, seo, info };
}

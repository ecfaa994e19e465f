import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { API_PATH } from '../../src/protocol/schemas/siteConfig';
import type { MaintenanceInfo } from '../../src/protocol/schemas/siteConfig';
import { readSiteConfig } from '../config/siteConfigStore';
import type { Db } from '../db/db';
import type { Logger } from '../log';
import { describeUrl } from './describe';
import { headTagsOf, infoFallbackOf, maintenanceFallbackOf, notFoundFallbackOf, oldBrowserFallbackOf } from './headTags';
import { countryOf, originOf, parseCookies } from './request';
import { COOKIES } from '../../src/protocol/routes';
import { escapeText } from './escape';
import { plainPageTextsOf } from '../../src/protocol/constants/plainPageTexts';
import { createTemplateCache, renderTemplate } from './template';
import { createFrameCache, fillFrame } from './frames';
import { contentFallbackOf, contentHeadTagsOf } from './contentHead';
import { contentTypeOf, UNKNOWN_CONTENT_TYPE } from '../http/static';
import { answerAs, inlineScriptHashes, thirdPartiesOf } from '../http/securityHeaders';

export interface PageRendererOptions {
  readonly db: Db;
  readonly distDir: string;
  readonly log: Logger;
  readonly isProduction: boolean;
  /** Public origin for absolute links (canonical, hreflang), e.g. https://bethouse.example; else the request's Host. */
  readonly publicOrigin?: string;
  /** How often index.html is checked for a new build (ms). */
  readonly templateCheckMs?: number;
  /** Epoch ms clock (Retry-After during maintenance). */
  readonly now?: () => number;
  /** The one-tap provider's script the pages load (SPEC 7), when one is configured: its origin joins the policy. */
  readonly oneTapScriptUrl?: string | null;
}

export type PageRenderer = (req: IncomingMessage, res: ServerResponse, url: URL) => Promise<boolean>;

/** Pages vary with these request parts (signed-in cookie, language cookie and header, country). */
const VARY = 'Cookie, Accept-Language, X-Country-Code';
/** Retry-After when the maintenance window has no known end. */
export const MAINTENANCE_RETRY_SECONDS = 600;

/**
 * Answers navigations (GET/HEAD of a path that is not the API, not /assets/
 * and not a file name with an extension) with dist/index.html carrying the
 * route's HTTP status and the page's head, so a crawler without JavaScript
 * sees the same decision and metadata as the browser; a page of the main
 * layout carries the build's frame of it (dist/frames), painted before the
 * script runs. Answers false (not
 * handled) when the site is not built or the config cannot be read, so the
 * static handler's plain answer still works.
 */
export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const templates = createTemplateCache(join(resolve(options.distDir), 'index.html'), {
    ...(options.templateCheckMs !== undefined ? { checkEveryMs: options.templateCheckMs } : {}),
  });
  const frames = createFrameCache(options.distDir, {
    ...(options.templateCheckMs !== undefined ? { checkEveryMs: options.templateCheckMs } : {}),
  });
  const now = options.now ?? (() => Date.now());
  const publicOrigin = options.publicOrigin ?? (process.env.PUBLIC_ORIGIN || undefined);
  const oneTapScriptUrl = options.oneTapScriptUrl ?? null;
  const oneTapFrames = oneTapScriptUrl?.startsWith('https://') ? [new URL(oneTapScriptUrl).origin] : [];

  return async function renderPage(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (!isNavigation(url.pathname)) return false;
    const template = await templates.get();
    if (template === undefined) return false;

    const pathLang = /^\/([a-z]{2})(\/|$)/.exec(url.pathname)?.[1];
    const read = await readSiteConfig(options.db, { country: countryOf(req), lang: pathLang });
    if (!read.ok) {
      options.log.error(`Page ${url.pathname} served without SEO data: ${read.problem}`);
      return false;
    }
    const origin = originOf(req, publicOrigin);
    const answer = await describeUrl(req, url.pathname, url.search, {
      db: options.db,
      config: read.config,
      origin,
      isProduction: options.isProduction,
      log: options.log,
    });

    if (answer.kind === 'redirect') {
      const body = `Redirecting to ${answer.location}`;
      res.writeHead(answer.status, {
        location: answer.location,
        'content-type': 'text/plain; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'cache-control': answer.status === 301 ? 'public, max-age=3600' : 'no-cache',
        vary: VARY,
      });
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    }

    const { seo, info, status, content } = answer;
    const rootContent = info
      ? infoFallbackOf(info, seo.lang)
      : content
        ? contentFallbackOf(content, seo.lang)
        : status === 404
          ? notFoundFallbackOf(seo.lang)
          : status === 503
            ? maintenanceFallbackOf(seo.lang)
            : answer.routeId === 'oldBrowser'
              ? oldBrowserFallbackOf(seo.lang)
              : '';
    // A page the app draws in the main layout starts with the build's frame of it (none before a build).
    const frame = rootContent === '' && answer.frame ? await frames.get(answer.frame) : undefined;
    // A visitor who has not answered the cookie question (no cookie of the answer) sees it in the frame already.
    const unanswered = frame !== undefined && !parseCookies(req.headers.cookie).has(COOKIES.cookiesAgreeType);
    const consent = unanswered ? await frames.consent(seo.lang) : undefined;
    const html = renderTemplate(template, {
      lang: seo.lang,
      dir: seo.dir,
      headTags:
        headTagsOf(seo, info?.style) +
        (content
          ? contentHeadTagsOf(content, {
              title: seo.title,
              description: seo.description,
              url: seo.canonical,
              origin: origin.origin,
              lang: seo.lang,
              companyName: read.config.companyName,
            })
          : ''),
      rootContent,
      noscript: escapeText(plainPageTextsOf(seo.lang).noscript),
      ...(frame ? { frame: fillFrame(frame, read.config.companyName, consent) } : {}),
    });
    const headers: Record<string, string | number> = {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'cache-control': 'no-cache',
      'content-language': seo.lang,
      vary: VARY,
    };
    if (status === 503) headers['retry-after'] = String(retryAfterSeconds(read.config.maintenance, now()));
    // The hashes of the build's inline scripts: the server writes none of its own into the page.
    const thirdParties = thirdPartiesOf(read.config, oneTapScriptUrl);
    answerAs(res, 'siteHtml', { scriptHashes: inlineScriptHashes(template), thirdParties, frameSources: oneTapFrames });
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : html);
    return true;
  };
}

/** Paths the client router owns: not the API, not built assets, not files. */
export function isNavigation(pathname: string): boolean {
  if (pathname === API_PATH || pathname.startsWith(`${API_PATH}/`)) return false;
  if (pathname.startsWith('/assets/') || pathname.startsWith('/__test/')) return false;
  // A file is a name the static handler has a type for (manifest.webmanifest included); /wp-login.php is a page, and a 404.
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !/\.[A-Za-z0-9]+$/.test(last) || contentTypeOf(last) === UNKNOWN_CONTENT_TYPE;
}

/**
 * Seconds until the announced end of maintenance, between a minute and a
 * day; ten minutes when no end is known. ended_at may be epoch seconds or ms.
 */
export function retryAfterSeconds(maintenance: MaintenanceInfo, nowMs: number): number {
  const end = maintenance.ended_at;
  if (end === null) return MAINTENANCE_RETRY_SECONDS;
  const endMs = end < 1e11 ? end * 1000 : end;
  const seconds = Math.ceil((endMs - nowMs) / 1000);
  if (seconds <= 0) return MAINTENANCE_RETRY_SECONDS;
  return Math.min(86_400, Math.max(60, seconds));
}

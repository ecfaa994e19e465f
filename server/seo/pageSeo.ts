import { isLanguageAllowed } from '../../src/core/routing';
import type { CustomCanonical, AlternateLink, SeoMeta, SeoPageData } from '../../src/protocol/schemas/seo';
import type { SiteConfig } from '../../src/protocol/schemas/siteConfig';
import type { Queryable } from '../db/db';
import type { SiteOrigin } from './request';

/** A row of seo_page (server/db/migrations/003_seo_pages.sql). */
export interface SeoRow extends Record<string, unknown> {
  lang: string;
  route_id: string | null;
  path_pattern: string | null;
  title: string | null;
  description: string | null;
  meta_robots: string | null;
  hierarchy_meta_robots: string | null;
  metas: unknown;
  canonical_mode: string | null;
  canonical_target_url: string | null;
  canonical_domain_host: string | null;
}

/** Every row that can apply to a page in `lang`: that language's and the all-language ones. */
export async function readSeoRows(db: Queryable, lang: string): Promise<SeoRow[]> {
  return db.query<SeoRow>(
    `SELECT lang, route_id, path_pattern, title, description, meta_robots, hierarchy_meta_robots, metas,
            canonical_mode, canonical_target_url, canonical_domain_host
       FROM seo_page WHERE lang = $1 OR lang = '*'`,
    [lang],
  );
}

export const DEFAULT_ROBOTS = 'index, follow';

export interface SeoInput {
  readonly rows: readonly SeoRow[];
  readonly config: SiteConfig;
  readonly origin: SiteOrigin;
  readonly status: number;
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  /** The URL's path as asked (reported for pages that are not 200). */
  readonly pathname: string;
  /** Path segments after the language, as they appear in the URL (still percent-encoded). */
  readonly rawSegments: readonly string[];
  /** The same, decoded: what path patterns are matched against. */
  readonly segments: readonly string[];
  /** The route whose rows apply ('notFound' for a 404, 'serverError' for 500). */
  readonly routeId: string;
  readonly params: Readonly<Record<string, string>>;
  /** Texts the route itself supplies (an information page's title), below its rows and above the site default. */
  readonly routeDefault?: { readonly title?: string; readonly description?: string };
}

interface Layer {
  readonly title?: string | null;
  readonly description?: string | null;
  readonly meta_robots?: string | null;
  readonly metas?: unknown;
  readonly canonical_mode?: string | null;
  readonly canonical_target_url?: string | null;
  readonly canonical_domain_host?: string | null;
}

const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * The SEO data of one page: each field from the most specific row that sets
 * it (exact path, then section patterns, then the route, then what the route
 * supplies, then the site default), texts filled with {companyName} and the
 * route's parameters, robots merged with the sections above, canonical and
 * hreflang links made absolute.
 */
export function pageSeo(input: SeoInput): SeoPageData {
  const { rows, config, status, lang } = input;
  const pathKey = input.segments.join('/');
  const langFirst = (a: SeoRow, b: SeoRow): number => (a.lang === '*' ? 1 : 0) - (b.lang === '*' ? 1 : 0);
  const isPage = status === 200 || status === 503;

  const exact = isPage ? rows.filter((r) => r.path_pattern === pathKey).sort(langFirst) : [];
  const sections = isPage
    ? rows
        .filter((r) => r.path_pattern !== null && isWildcard(r.path_pattern) && covers(wildcardBase(r.path_pattern), pathKey))
        .sort((a, b) => depth(b.path_pattern) - depth(a.path_pattern) || langFirst(a, b))
    : [];
  const route = rows.filter((r) => r.route_id === input.routeId).sort(langFirst);
  const site = rows.filter((r) => r.route_id === '*').sort(langFirst);
  const layers: Layer[] = [...exact, ...sections, ...route, input.routeDefault ?? {}, ...site];

  const fill = (text: string): string => fillPlaceholders(text, { companyName: config.companyName, lang, ...input.params });
  const first = <K extends keyof Layer>(key: K): Layer[K] | undefined => layers.find((l) => l[key] !== null && l[key] !== undefined)?.[key];

  const title = fill(first('title') ?? config.companyName);
  const description = fill(first('description') ?? '');
  const metaRobots = normaliseRobots(first('meta_robots') ?? DEFAULT_ROBOTS) || DEFAULT_ROBOTS;
  const hierarchyMetaRobots = isPage ? inheritedRobots(rows, pathKey, langFirst) : null;
  const robots = mergeRobots([metaRobots, hierarchyMetaRobots ?? '', status === 200 ? '' : 'noindex']);

  const metas = [...metasOf(first('metas')).map((m) => ({ name: m.name, content: fill(m.content) })), ...licenceMetas(input)];
  const customCanonical = canonicalOf(layers.find((l) => l.canonical_mode === 'url' || l.canonical_mode === 'mirror'));

  const ownPath = `/${[lang, ...input.rawSegments].join('/')}`;
  const mirrorBase =
    customCanonical?.mode === 'mirror' && customCanonical.domain && HOST.test(customCanonical.domain.host)
      ? `${input.origin.protocol}//${customCanonical.domain.host.toLowerCase()}`
      : input.origin.origin;
  const canonical = status === 200 ? canonicalHref(customCanonical, input.origin, mirrorBase, ownPath, lang) : null;
  const alternates = status === 200 ? alternatesOf(config, mirrorBase, input.rawSegments) : [];

  return {
    path: status === 200 ? ownPath : input.pathname,
    status,
    lang,
    dir: input.dir,
    title,
    description,
    metaRobots,
    hierarchyMetaRobots,
    robots,
    metas,
    customCanonical,
    canonical,
    alternates,
  };
}

function isWildcard(pattern: string): boolean {
  return pattern === '*' || pattern.endsWith('/*');
}

function wildcardBase(pattern: string): string {
  return pattern === '*' ? '' : pattern.slice(0, -2);
}

/** `base` is `path` or a section above it ('' is the whole site). */
function covers(base: string, path: string): boolean {
  return base === '' || path === base || path.startsWith(`${base}/`);
}

function depth(pattern: string | null): number {
  const base = pattern === null ? '' : isWildcard(pattern) ? wildcardBase(pattern) : pattern;
  return base === '' ? 0 : base.split('/').length;
}

/** The hierarchy directives of the nearest path row at or above the page that sets them. */
function inheritedRobots(rows: readonly SeoRow[], pathKey: string, langFirst: (a: SeoRow, b: SeoRow) => number): string | null {
  const found = rows
    .filter((r) => r.path_pattern !== null && r.hierarchy_meta_robots !== null)
    .filter((r) =>
      covers(isWildcard(r.path_pattern as string) ? wildcardBase(r.path_pattern as string) : (r.path_pattern as string), pathKey),
    )
    .sort((a, b) => depth(b.path_pattern) - depth(a.path_pattern) || langFirst(a, b))[0];
  if (!found?.hierarchy_meta_robots) return null;
  return normaliseRobots(found.hierarchy_meta_robots) || null;
}

const ROBOTS_TOKEN = /^[a-z][a-z0-9-]*(:[a-z0-9 -]*)?$/;

/** Lowercase, known-shaped directives only, in a stable order. */
export function normaliseRobots(value: string): string {
  return mergeRobots([value]);
}

/** The union of robots lists where the restrictive choice wins: noindex over index, nofollow over follow. */
export function mergeRobots(lists: readonly string[]): string {
  const tokens = new Set<string>();
  for (const list of lists) {
    for (const raw of list.split(',')) {
      const token = raw.trim().toLowerCase();
      if (token === '' || !ROBOTS_TOKEN.test(token)) continue;
      if (token === 'none') {
        tokens.add('noindex');
        tokens.add('nofollow');
      } else if (token !== 'all') {
        tokens.add(token);
      }
    }
  }
  if (tokens.size === 0) return '';
  const index = tokens.has('noindex') ? 'noindex' : 'index';
  const follow = tokens.has('nofollow') ? 'nofollow' : 'follow';
  const rest = [...tokens].filter((t) => !['index', 'noindex', 'follow', 'nofollow'].includes(t));
  return [index, follow, ...rest].join(', ');
}

function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Tags the server writes itself (or that would change how the page works) are not accepted as extra metas. */
const RESERVED_META = new Set(['description', 'robots', 'viewport', 'referrer', 'color-scheme']);

function metasOf(value: unknown): SeoMeta[] {
  if (!Array.isArray(value)) return [];
  const metas: SeoMeta[] = [];
  for (const item of value) {
    if (typeof item !== 'object' || item === null) continue;
    const { name, content } = item as { name?: unknown; content?: unknown };
    if (typeof name !== 'string' || typeof content !== 'string') continue;
    const clean = name.trim();
    if (clean === '' || RESERVED_META.has(clean.toLowerCase())) continue;
    metas.push({ name: clean, content });
  }
  return metas;
}

/** SPEC 3: the licence meta tag is shown on the domains it lists (and their subdomains). */
function licenceMetas({ config, origin }: SeoInput): SeoMeta[] {
  const tag = config.licenceMetaTag;
  if (!tag || tag.name.trim() === '') return [];
  const host = origin.hostname;
  const matches = tag.domains.some((d) => {
    const domain = d.trim().toLowerCase().replace(/^\.+/, '');
    return domain !== '' && (host === domain || host.endsWith(`.${domain}`));
  });
  return matches ? [{ name: tag.name, content: tag.content }] : [];
}

function canonicalOf(layer: Layer | undefined): CustomCanonical | null {
  if (!layer) return null;
  if (layer.canonical_mode === 'url' && layer.canonical_target_url) {
    return { mode: 'url', targetUrl: layer.canonical_target_url, domain: null };
  }
  if (layer.canonical_mode === 'mirror' && layer.canonical_domain_host) {
    return { mode: 'mirror', targetUrl: null, domain: { host: layer.canonical_domain_host } };
  }
  return null;
}

function canonicalHref(custom: CustomCanonical | null, origin: SiteOrigin, base: string, ownPath: string, lang: string): string {
  if (custom?.mode === 'url' && custom.targetUrl) {
    try {
      const target = new URL(custom.targetUrl.replace(/\{lang\}/g, lang), `${origin.origin}/`);
      if (target.protocol === 'http:' || target.protocol === 'https:') return target.href;
    } catch {
      // an unusable target falls back to the page itself
    }
  }
  return `${base}${ownPath}`;
}

/** One link per language a guest (a crawler) may open, and x-default for the site's default language. */
function alternatesOf(config: SiteConfig, base: string, rawSegments: readonly string[]): AlternateLink[] {
  const visible = config.languages.map((l) => l.code).filter((code) => isLanguageAllowed(code, config, false));
  if (visible.length === 0) return [];
  const href = (code: string): string => `${base}/${[code, ...rawSegments].join('/')}`;
  const xDefault = visible.includes(config.defaultLanguage)
    ? config.defaultLanguage
    : visible.includes('en')
      ? 'en'
      : (visible[0] as string);
  return [...visible.map((code) => ({ hrefLang: code, href: href(code) })), { hrefLang: 'x-default', href: href(xDefault) }];
}

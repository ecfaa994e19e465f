import { z } from 'zod';
import { API_PATH } from './siteConfig';

/**
 * Search-engine metadata and information pages (SPEC 3 "Page SEO data",
 * "SEO content: style, content"). The reference server writes the
 * same data into the HTML it serves for a URL, so a crawler without
 * JavaScript and the client that keeps the head current read one shape.
 */

/** GET ?path=/en/rules/1&lang=en — the SEO data of one page. */
export const SEO_PAGE_PATH = `${API_PATH}/seo/page`;
/** GET ?slug=contacts&lang=en — an information page's content, sanitised. */
export const INFO_PAGE_PATH = `${API_PATH}/info/page`;
export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';

/** Attribute the server puts on every head tag it writes, so the client can find and replace them. */
export const SEO_TAG_ATTRIBUTE = 'data-seo';

/** Information pages of SPEC 2 with a fixed slug (the route path without the language). */
export const INFO_PAGE_SLUGS = [
  'contacts',
  'about',
  'howbet',
  'payment',
  'cookies',
  'licenses',
  'taxation',
  'consent',
  'simpleidentification',
  'amlkyc',
  'smsbets',
  'amlpolicy',
  'disputeresolution',
  'kycpolicy',
  'responsiblegaming',
  'cash_terminals',
  'betting-calculator',
  'betting-awards',
] as const;
export type FixedInfoPageSlug = (typeof INFO_PAGE_SLUGS)[number];

/** rules/{ruleGroup} (the group's contents) and rules/{ruleGroup}/{chapter}. */
export const RULES_SLUG_PATTERN = /^rules\/[a-z0-9_-]{1,40}(\/[a-z0-9_-]{1,40})?$/;

export function isInfoPageSlug(slug: string): boolean {
  return (INFO_PAGE_SLUGS as readonly string[]).includes(slug) || RULES_SLUG_PATTERN.test(slug);
}

/** A page language in a query: two lowercase letters; blank or absent means the site's default. */
const queryLangSchema = z
  .string()
  .regex(/^(?:[a-z]{2})?$/, 'must be two lowercase letters, e.g. lang=en')
  .optional()
  .transform((lang) => (lang ? lang : undefined));

/** The query of GET SEO_PAGE_PATH: the site path whose head is wanted (the query keys of the client's call). */
export const seoPageQuerySchema = z.object({
  lang: queryLangSchema,
  path: z
    .string()
    .max(2048, 'must be at most 2048 characters')
    .regex(/^\/(?!\/)/, 'must be a site path starting with one "/", e.g. path=/en/rules/1'),
});

/** The query of GET INFO_PAGE_PATH; slashes around the slug are dropped. */
export const infoPageQuerySchema = z.object({
  lang: queryLangSchema,
  slug: z
    .string()
    .max(200, 'is too long for an information page')
    .optional()
    .transform((slug) => (slug ?? '').replace(/^\/+|\/+$/g, ''))
    .pipe(
      z
        .string()
        .refine(isInfoPageSlug, `must name an information page (${INFO_PAGE_SLUGS.slice(0, 4).join(', ')}, ..., rules/{group}/{chapter})`),
    ),
});

export const seoMetaSchema = z.object({
  name: z.string().min(1),
  content: z.string(),
});
export type SeoMeta = z.infer<typeof seoMetaSchema>;

export const canonicalModeSchema = z.enum(['url', 'mirror']);
export type CanonicalMode = z.infer<typeof canonicalModeSchema>;

/** url: the canonical is targetUrl; mirror: the same path on domain.host. */
export const customCanonicalSchema = z.object({
  mode: canonicalModeSchema,
  targetUrl: z.string().nullable(),
  domain: z.object({ host: z.string() }).nullable(),
});
export type CustomCanonical = z.infer<typeof customCanonicalSchema>;

export const alternateLinkSchema = z.object({
  /** A language code, or 'x-default'. */
  hrefLang: z.string().regex(/^([a-z]{2}|x-default)$/),
  href: z.string().url(),
});
export type AlternateLink = z.infer<typeof alternateLinkSchema>;

export const seoPageDataSchema = z.object({
  /** The path the data describes, after following redirects (no query). */
  path: z.string().startsWith('/'),
  /** The HTTP status the server gives that path (200, 404, 503, ...). */
  status: z.number().int().min(100).max(599),
  lang: z.string().regex(/^[a-z]{2}$/),
  dir: z.enum(['ltr', 'rtl']),
  title: z.string(),
  description: z.string(),
  /** The page's own robots directives. */
  metaRobots: z.string(),
  /** Directives inherited from the nearest section above the page that sets them; null when none does. */
  hierarchyMetaRobots: z.string().nullable(),
  /** What the head carries: both lists merged, the restrictive directive winning (noindex over index). */
  robots: z.string(),
  /** Extra name/content metas, the licence tag included when the domain matches. */
  metas: z.array(seoMetaSchema),
  customCanonical: customCanonicalSchema.nullable(),
  /** Absolute canonical URL; null for pages that are not 200. */
  canonical: z.string().url().nullable(),
  alternates: z.array(alternateLinkSchema),
});
export type SeoPageData = z.infer<typeof seoPageDataSchema>;

export const seoPageAnswerSchema = seoPageDataSchema;
export type SeoPageAnswer = SeoPageData;

/** GET INFO_PAGE_PATH: html is sanitised on every answer; style is CSS text without markup or remote loads. */
export const infoPageAnswerSchema = z.object({
  slug: z.string(),
  /** The language the content is in (the asked one, else the site default, else en). */
  lang: z.string().regex(/^[a-z]{2}$/),
  title: z.string().min(1),
  html: z.string(),
  style: z.string().optional(),
  /** ISO 8601. */
  updatedAt: z.string().datetime({ offset: true }),
});
export type InfoPageAnswer = z.infer<typeof infoPageAnswerSchema>;

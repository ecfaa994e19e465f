import { z } from 'zod';
import { API_PATH } from './siteConfig';

/**
 * News articles and content pages (landing pages, promo, the mobile app page):
 * stored by the reference server, written by the operator through the admin
 * API, read by the news and landing apps. HTML is sanitised by the server on
 * save and again on every answer.
 */
export const CONTENT_PATHS = {
  /** GET ?lang=en&page=1 — published articles, newest first, one page. */
  news: `${API_PATH}/content/news`,
  /** GET ?slug=…&lang=en — one published article. */
  article: `${API_PATH}/content/news/article`,
  /** GET ?page=promo|mobile|landing/{landingId}&lang=en — one published content page. */
  page: `${API_PATH}/content/page`,
  /** GET ?lang=en — a QR code (SVG) of the site's address in that language, for the mobile page. */
  siteQr: `${API_PATH}/content/site-qr`,
  /** Operator: GET lists every article with its status; POST creates or edits one language of an article. */
  adminArticles: `${API_PATH}/admin/content/articles`,
  /** Operator: POST {slug, status} publishes or unpublishes an article. */
  adminArticleStatus: `${API_PATH}/admin/content/articles/status`,
  /** Operator: GET lists every content page; POST creates or edits one language of a page. */
  adminPages: `${API_PATH}/admin/content/pages`,
  /** Operator: POST {page, status} publishes or unpublishes a content page. */
  adminPageStatus: `${API_PATH}/admin/content/pages/status`,
} as const;

/** Articles on one page of the news list. */
export const NEWS_PAGE_SIZE = 10;
/** Longest article body or page HTML the operator may store (characters). */
export const CONTENT_HTML_MAX = 100_000;
/** An operator's write of content HTML: up to CONTENT_HTML_MAX characters of 4 UTF-8 bytes at most, and its other fields. */
export const CONTENT_WRITE_BODY_LIMIT = CONTENT_HTML_MAX * 4 + 16 * 1024;

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export const contentStatusSchema = z.enum(CONTENT_STATUSES);
export type ContentStatus = z.infer<typeof contentStatusSchema>;

/** A URL part: lowercase words joined by single hyphens, e.g. "world-cup-odds". */
export const contentSlugSchema = z
  .string()
  .max(120, 'must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters and digits joined by single hyphens, e.g. "cup-final-odds"');

/**
 * A content page: the promo page, the mobile app page, the partners page, or by its id a landing page, a bonus
 * landing page, a games landing page or a section of our-partners.
 */
const PAGE_PREFIXES = '(?:landing|bonus-landing|our-partners|games-landing)';
export const CONTENT_PAGE_PATTERN = new RegExp(`^(?:promo|mobile|partners|${PAGE_PREFIXES}/[a-z0-9]+(?:-[a-z0-9]+)*)$`);
export const contentPageIdSchema = z
  .string()
  .max(130, 'must be at most 130 characters')
  .regex(
    CONTENT_PAGE_PATTERN,
    'must be "promo", "mobile", "partners", "landing/{landingId}", "bonus-landing/{landingId}", "games-landing/{landingRoute}"' +
      ' or "our-partners/{section}"' +
      ' (lowercase words joined by hyphens)',
  );

/**
 * The routes that show a content page and the page each shows: the one mapping the site's pages, the server's
 * served head and its sitemap read. A route whose parameter is missing shows no page.
 */
const CONTENT_PAGE_ROUTES = [
  { routeId: 'promo', prefix: 'promo', path: 'promo' },
  { routeId: 'mobile', prefix: 'mobile', path: 'mobile' },
  { routeId: 'partners', prefix: 'partners', path: 'partners' },
  { routeId: 'landingPage', prefix: 'landing/', path: 'landing-page/', param: 'landingId' },
  { routeId: 'bonusLanding', prefix: 'bonus-landing/', path: 'bonus/landing/', param: 'landingId' },
  { routeId: 'ourPartners', prefix: 'our-partners/', path: 'our-partners/', param: 'section' },
  { routeId: 'gamesLanding', prefix: 'games-landing/', path: 'games-landing/', param: 'landingRoute' },
] as const;

export type ContentPageRouteId = (typeof CONTENT_PAGE_ROUTES)[number]['routeId'];

export const isContentPageRoute = (routeId: string): routeId is ContentPageRouteId =>
  CONTENT_PAGE_ROUTES.some((r) => r.routeId === routeId);

/** The content page a route shows with these parameters; undefined when the route shows none. */
export function contentPageOfRoute(routeId: string, params: Readonly<Record<string, string | undefined>>): string | undefined {
  const route = CONTENT_PAGE_ROUTES.find((r) => r.routeId === routeId);
  if (!route) return undefined;
  if (!('param' in route)) return route.prefix;
  const value = params[route.param];
  return value ? `${route.prefix}${value}` : undefined;
}

/** The site path (after the language) of a content page: "landing/welcome" is "landing-page/welcome". */
export function sitePathOfContentPage(page: string): string | undefined {
  for (const route of CONTENT_PAGE_ROUTES) {
    if (!('param' in route)) {
      if (page === route.prefix) return route.path;
    } else if (page.startsWith(route.prefix)) return `${route.path}${page.slice(route.prefix.length)}`;
  }
  return undefined;
}

/** Images come from this server only: a site path of an image file, never another origin. */
export const contentImageSchema = z
  .string()
  .max(300, 'must be at most 300 characters')
  .regex(/^\/(?![/\\])[A-Za-z0-9/_.-]+\.(?:png|jpe?g|webp|avif|svg)$/, 'must be an image path on this site, e.g. "/icons/icon-512.png"')
  .refine((path) => !path.includes('..'), 'must not climb out of its folder ("..")');

/** A stored text's language. */
export const contentLangSchema = z.string().regex(/^[a-z]{2}$/, 'must be two lowercase letters, e.g. "en"');
const langSchema = contentLangSchema;
/** A language in a query: blank or absent means the site's default. */
export const contentQueryLangSchema = z
  .string()
  .regex(/^(?:[a-z]{2})?$/, 'must be two lowercase letters, e.g. lang=en')
  .optional()
  .transform((lang) => (lang ? lang : undefined));
const queryLangSchema = contentQueryLangSchema;
/** An instant with its offset, as answers carry them. */
export const contentIsoSchema = z.string().datetime({ offset: true });
const isoSchema = contentIsoSchema;

export const newsListQuerySchema = z.object({
  lang: queryLangSchema,
  page: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/, 'must be a page number from 1, e.g. page=2')
    .optional()
    .transform((page) => (page === undefined ? 1 : Number(page))),
});

export const newsItemSchema = z.object({
  slug: contentSlugSchema,
  /** The language of the texts (the asked one, else en, else the site default). */
  lang: langSchema,
  title: z.string().min(1),
  lead: z.string(),
  image: contentImageSchema.nullable(),
  publishedAt: isoSchema,
});
export type NewsItem = z.infer<typeof newsItemSchema>;

export const newsListAnswerSchema = z.object({
  items: z.array(newsItemSchema).max(NEWS_PAGE_SIZE),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** Published articles in all. */
  total: z.number().int().min(0),
});
export type NewsListAnswer = z.infer<typeof newsListAnswerSchema>;

export const newsArticleQuerySchema = z.object({ slug: contentSlugSchema, lang: queryLangSchema });

export const newsArticleAnswerSchema = newsItemSchema.extend({
  /** Sanitised on this answer. */
  html: z.string(),
  updatedAt: isoSchema,
});
export type NewsArticleAnswer = z.infer<typeof newsArticleAnswerSchema>;

export const contentPageQuerySchema = z.object({ page: contentPageIdSchema, lang: queryLangSchema });

export const contentPageAnswerSchema = z.object({
  page: contentPageIdSchema,
  lang: langSchema,
  title: z.string().min(1),
  lead: z.string(),
  /** Sanitised on this answer. */
  html: z.string(),
  updatedAt: isoSchema,
});
export type ContentPageAnswer = z.infer<typeof contentPageAnswerSchema>;

export const siteQrQuerySchema = z.object({ lang: langSchema });
export const siteQrAnswerSchema = z.object({
  /** The address the code holds: the site's public origin and the language. */
  url: z.string().url(),
  /** The code as an SVG document (shown as an image, never as markup). */
  svg: z.string().startsWith('<svg'),
});
export type SiteQrAnswer = z.infer<typeof siteQrAnswerSchema>;

const textFields = {
  lang: langSchema,
  title: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
  lead: z.string().trim().max(400, 'must be at most 400 characters').default(''),
  html: z.string().max(CONTENT_HTML_MAX, `must be at most ${CONTENT_HTML_MAX} characters`).default(''),
};

/** Creates the article (a draft) or edits one language of it; `image` set or null changes the article's image. */
export const adminArticleWriteSchema = z
  .object({ slug: contentSlugSchema, ...textFields, image: contentImageSchema.nullable().optional() })
  .strict();
export const adminArticleStatusSchema = z.object({ slug: contentSlugSchema, status: contentStatusSchema }).strict();

export const adminArticleSchema = z.object({
  slug: contentSlugSchema,
  status: contentStatusSchema,
  image: contentImageSchema.nullable(),
  /** Set on the first publication and kept through later unpublish/publish. */
  publishedAt: isoSchema.nullable(),
  languages: z.array(langSchema),
  updatedAt: isoSchema,
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleAnswerSchema = z.object({ data: z.object({ article: adminArticleSchema }) });
export const adminArticlesAnswerSchema = z.object({ data: z.object({ articles: z.array(adminArticleSchema) }) });

/** Creates the page (a draft) or edits one language of it. */
export const adminPageWriteSchema = z.object({ page: contentPageIdSchema, ...textFields }).strict();
export const adminPageStatusSchema = z.object({ page: contentPageIdSchema, status: contentStatusSchema }).strict();

export const adminPageSchema = z.object({
  page: contentPageIdSchema,
  status: contentStatusSchema,
  languages: z.array(langSchema),
  updatedAt: isoSchema,
});
export type AdminPage = z.infer<typeof adminPageSchema>;
export const adminPageAnswerSchema = z.object({ data: z.object({ page: adminPageSchema }) });
export const adminPagesAnswerSchema = z.object({ data: z.object({ pages: z.array(adminPageSchema) }) });

import type { z } from 'zod';
import type { Db, Queryable } from '../db/db';
import type {
  AdminArticle,
  AdminPage,
  ContentStatus,
  adminArticleWriteSchema,
  adminPageWriteSchema,
} from '../../src/protocol/schemas/content';
import { sanitizeInfoHtml } from '../seo/sanitize';

type ArticleWrite = z.output<typeof adminArticleWriteSchema>;
type PageWrite = z.output<typeof adminPageWriteSchema>;

interface ArticleRow extends Record<string, unknown> {
  slug: string;
  status: ContentStatus;
  image: string | null;
  published_at: Date | string | null;
  languages: string[];
  updated_at: Date | string;
}

interface PageRow extends Record<string, unknown> {
  page: string;
  status: ContentStatus;
  languages: string[];
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

const ARTICLES = `
  SELECT a.slug, a.status, a.image, a.published_at, greatest(a.updated_at, max(t.updated_at)) AS updated_at,
         coalesce(array_agg(t.lang ORDER BY t.lang) FILTER (WHERE t.lang IS NOT NULL), '{}') AS languages
  FROM news_article a LEFT JOIN news_article_text t ON t.article_id = a.id`;

const PAGES = `
  SELECT p.page, p.status, greatest(p.updated_at, max(t.updated_at)) AS updated_at,
         coalesce(array_agg(t.lang ORDER BY t.lang) FILTER (WHERE t.lang IS NOT NULL), '{}') AS languages
  FROM content_page p LEFT JOIN content_page_text t ON t.page = p.page`;

function articleOf(row: ArticleRow): AdminArticle {
  return {
    slug: row.slug,
    status: row.status,
    image: row.image,
    publishedAt: row.published_at === null ? null : iso(row.published_at),
    languages: row.languages,
    updatedAt: iso(row.updated_at),
  };
}

function pageOf(row: PageRow): AdminPage {
  return { page: row.page, status: row.status, languages: row.languages, updatedAt: iso(row.updated_at) };
}

async function articleBySlug(db: Queryable, slug: string): Promise<AdminArticle | undefined> {
  const [row] = await db.query<ArticleRow>(`${ARTICLES} WHERE a.slug = $1 GROUP BY a.id`, [slug]);
  return row && articleOf(row);
}

async function pageById(db: Queryable, page: string): Promise<AdminPage | undefined> {
  const [row] = await db.query<PageRow>(`${PAGES} WHERE p.page = $1 GROUP BY p.page`, [page]);
  return row && pageOf(row);
}

/**
 * Creates the article as a draft, or edits it: one language's texts, and its
 * image when `image` is given. The HTML is sanitised before it is stored (and
 * again on every answer), so what the operator sees stored is what is shown.
 */
export async function writeArticle(db: Db, write: ArticleWrite, at: Date): Promise<{ article: AdminArticle; created: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO news_article (slug, image, updated_at) VALUES ($1, $2, $3) ON CONFLICT (slug) DO NOTHING RETURNING id`,
      [write.slug, write.image ?? null, at],
    );
    if (!created && write.image !== undefined)
      await tx.query('UPDATE news_article SET image = $2, updated_at = $3 WHERE slug = $1', [write.slug, write.image, at]);
    await tx.query(
      `INSERT INTO news_article_text (article_id, lang, title, lead, html, updated_at)
       SELECT id, $2, $3, $4, $5, $6 FROM news_article WHERE slug = $1
       ON CONFLICT (article_id, lang) DO UPDATE SET title = $3, lead = $4, html = $5, updated_at = $6`,
      [write.slug, write.lang, write.title, write.lead, sanitizeInfoHtml(write.html), at],
    );
    const article = await articleBySlug(tx, write.slug);
    if (!article) throw new Error(`Article ${write.slug} vanished inside its own transaction`);
    return { article, created: created !== undefined };
  });
}

/** Publishes (the first time also sets published_at) or unpublishes; undefined when there is no such article. */
export async function setArticleStatus(db: Queryable, slug: string, status: ContentStatus, at: Date): Promise<AdminArticle | undefined> {
  const [row] = await db.query<{ slug: string }>(
    `UPDATE news_article SET status = $2, published_at = coalesce(published_at, CASE WHEN $2 = 'published' THEN $3::timestamptz END),
       updated_at = $3 WHERE slug = $1 RETURNING slug`,
    [slug, status, at],
  );
  return row && articleBySlug(db, slug);
}

export async function listArticles(db: Queryable): Promise<AdminArticle[]> {
  const rows = await db.query<ArticleRow>(`${ARTICLES} GROUP BY a.id ORDER BY a.published_at DESC NULLS FIRST, a.id DESC`);
  return rows.map(articleOf);
}

/** Creates the page as a draft, or edits one language of it; HTML sanitised before it is stored. */
export async function writePage(db: Db, write: PageWrite, at: Date): Promise<{ page: AdminPage; created: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ page: string }>(
      'INSERT INTO content_page (page, updated_at) VALUES ($1, $2) ON CONFLICT (page) DO NOTHING RETURNING page',
      [write.page, at],
    );
    await tx.query(
      `INSERT INTO content_page_text (page, lang, title, lead, html, updated_at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (page, lang) DO UPDATE SET title = $3, lead = $4, html = $5, updated_at = $6`,
      [write.page, write.lang, write.title, write.lead, sanitizeInfoHtml(write.html), at],
    );
    const page = await pageById(tx, write.page);
    if (!page) throw new Error(`Content page ${write.page} vanished inside its own transaction`);
    return { page, created: created !== undefined };
  });
}

export async function setPageStatus(db: Queryable, page: string, status: ContentStatus, at: Date): Promise<AdminPage | undefined> {
  const [row] = await db.query<{ page: string }>('UPDATE content_page SET status = $2, updated_at = $3 WHERE page = $1 RETURNING page', [
    page,
    status,
    at,
  ]);
  return row && pageById(db, page);
}

export async function listPages(db: Queryable): Promise<AdminPage[]> {
  return (await db.query<PageRow>(`${PAGES} GROUP BY p.page ORDER BY p.page`)).map(pageOf);
}

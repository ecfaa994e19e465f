import type { Queryable } from '../db/db';
import { NEWS_PAGE_SIZE, type NewsArticleAnswer, type NewsItem } from '../../src/protocol/schemas/content';
import { sanitizeInfoHtml } from '../seo/sanitize';
import { LANG_RANK_SQL, readingOrder } from './languages';

interface ItemRow extends Record<string, unknown> {
  slug: string;
  lang: string;
  title: string;
  lead: string;
  image: string | null;
  published_at: Date | string;
}

interface ArticleRow extends ItemRow {
  html: string;
  updated_at: Date | string;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

function itemOf(row: ItemRow): NewsItem {
  return { slug: row.slug, lang: row.lang, title: row.title, lead: row.lead, image: row.image, publishedAt: iso(row.published_at) };
}

/** Each published article's text in the best language it has, per readingOrder. */
const PUBLISHED_TEXTS = `
  SELECT DISTINCT ON (a.id) a.id, a.slug, a.image, a.published_at, t.lang, t.title, t.lead, t.html,
         greatest(a.updated_at, t.updated_at) AS updated_at
  FROM news_article a JOIN news_article_text t ON t.article_id = a.id
  WHERE a.status = 'published' AND t.lang IN ($1, $2, $3)`;
const BEST_TEXT_FIRST = `ORDER BY a.id, ${LANG_RANK_SQL('t.lang', 1)}`;

/** One page of published articles, newest first, each in the best language it has. */
export async function readNewsPage(
  db: Queryable,
  lang: string,
  defaultLanguage: string,
  page: number,
): Promise<{ items: NewsItem[]; total: number }> {
  const order = readingOrder(lang, defaultLanguage);
  const [count] = await db.query<{ total: number }>(
    `SELECT count(DISTINCT a.id)::integer AS total FROM news_article a JOIN news_article_text t ON t.article_id = a.id
     WHERE a.status = 'published' AND t.lang IN ($1, $2, $3)`,
    order,
  );
  const rows = await db.query<ItemRow>(
    `SELECT * FROM (${PUBLISHED_TEXTS} ${BEST_TEXT_FIRST}) best ORDER BY published_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [...order, NEWS_PAGE_SIZE, (page - 1) * NEWS_PAGE_SIZE],
  );
  return { items: rows.map(itemOf), total: count?.total ?? 0 };
}

/**
 * A published article in the best language it has; undefined when it is
 * unknown, a draft, or has no text in any of the languages. Sanitised here,
 * at the one exit, so the API and the server-rendered page get clean HTML.
 */
export async function readArticle(
  db: Queryable,
  slug: string,
  lang: string,
  defaultLanguage: string,
): Promise<NewsArticleAnswer | undefined> {
  const [row] = await db.query<ArticleRow>(`${PUBLISHED_TEXTS} AND a.slug = $4 ${BEST_TEXT_FIRST}`, [
    ...readingOrder(lang, defaultLanguage),
    slug,
  ]);
  if (!row) return undefined;
  return { ...itemOf(row), html: sanitizeInfoHtml(row.html), updatedAt: iso(row.updated_at) };
}

/** Every published article's languages and last change, for the sitemap. */
export async function listPublishedArticles(db: Queryable): Promise<{ slug: string; languages: string[]; updatedAt: string }[]> {
  const rows = await db.query<{ slug: string; languages: string[]; updated_at: Date | string }>(
    `SELECT a.slug, array_agg(t.lang ORDER BY t.lang) AS languages, greatest(a.updated_at, max(t.updated_at)) AS updated_at
     FROM news_article a JOIN news_article_text t ON t.article_id = a.id
     WHERE a.status = 'published' GROUP BY a.id ORDER BY a.published_at DESC, a.id DESC`,
  );
  return rows.map((r) => ({ slug: r.slug, languages: r.languages, updatedAt: iso(r.updated_at) }));
}

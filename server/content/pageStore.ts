import type { Queryable } from '../db/db';
import type { ContentPageAnswer } from '../../src/protocol/schemas/content';
import { sanitizeInfoHtml } from '../seo/sanitize';
import { LANG_RANK_SQL, readingOrder } from './languages';

interface PageRow extends Record<string, unknown> {
  page: string;
  lang: string;
  title: string;
  lead: string;
  html: string;
  updated_at: Date | string;
}

/**
 * A published content page ('promo', 'mobile', 'landing/{id}') in the best
 * language it has; undefined when unknown, a draft or without text.
 * Sanitised here, at the one exit.
 */
export async function readContentPage(
  db: Queryable,
  page: string,
  lang: string,
  defaultLanguage: string,
): Promise<ContentPageAnswer | undefined> {
  const [row] = await db.query<PageRow>(
    `SELECT p.page, t.lang, t.title, t.lead, t.html, greatest(p.updated_at, t.updated_at) AS updated_at
     FROM content_page p JOIN content_page_text t ON t.page = p.page
     WHERE p.status = 'published' AND p.page = $4 AND t.lang IN ($1, $2, $3)
     ORDER BY ${LANG_RANK_SQL('t.lang', 1)} LIMIT 1`,
    [...readingOrder(lang, defaultLanguage), page],
  );
  if (!row) return undefined;
  return {
    page: row.page,
    lang: row.lang,
    title: row.title,
    lead: row.lead,
    html: sanitizeInfoHtml(row.html),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every published landing page's id, languages and last change, for the sitemap. */
export async function listPublishedLandings(db: Queryable): Promise<{ landingId: string; languages: string[]; updatedAt: string }[]> {
  const rows = await db.query<{ page: string; languages: string[]; updated_at: Date | string }>(
    `SELECT p.page, array_agg(t.lang ORDER BY t.lang) AS languages, greatest(p.updated_at, max(t.updated_at)) AS updated_at
     FROM content_page p JOIN content_page_text t ON t.page = p.page
     WHERE p.status = 'published' AND p.page LIKE 'landing/%' GROUP BY p.page ORDER BY p.page`,
  );
  return rows.map((r) => ({
    landingId: r.page.slice('landing/'.length),
    languages: r.languages,
    updatedAt: new Date(r.updated_at).toISOString(),
  }));
}

import type { Queryable } from '../db/db';
import type { ContentPageAnswer } from '../../src/protocol/schemas/content';
import { sitePathOfContentPage } from '../../src/protocol/schemas/content';
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
 * A published content page (CONTENT_PAGE_PATTERN) in the best
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

/**
 * Every published content page with a site path of its own (landing, bonus landing, partners, promo, mobile), with
 * its last change, for the sitemap; whether a guest may open it is the sitemap's to ask.
 */
export async function listPublishedPagePaths(db: Queryable): Promise<{ path: string; updatedAt: string }[]> {
  const rows = await db.query<{ page: string; updated_at: Date | string }>(
    `SELECT p.page, greatest(p.updated_at, max(t.updated_at)) AS updated_at
     FROM content_page p JOIN content_page_text t ON t.page = p.page
     WHERE p.status = 'published' GROUP BY p.page ORDER BY p.page`,
  );
  return rows.flatMap((r) => {
    const path = sitePathOfContentPage(r.page);
    return path === undefined ? [] : [{ path, updatedAt: new Date(r.updated_at).toISOString() }];
  });
}

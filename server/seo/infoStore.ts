import type { Queryable } from '../db/db';
import { FALLBACK_LANGUAGE } from '../config/siteConfigStore';
import type { InfoPageAnswer } from '../../src/protocol/schemas/seo';
import { sanitizeInfoHtml, sanitizeStyle } from './sanitize';

interface InfoRow extends Record<string, unknown> {
  lang: string;
  slug: string;
  title: string;
  html: string;
  style: string | null;
  updated_at: Date | string;
}

/**
 * An information page in the asked language, else English (SPEC 9: the
 * fallback language is en), else the site's default language; sanitised here,
 * at the only exit, so every caller (the API and the server-rendered
 * fallback) gets clean HTML. English comes before the site default: an
 * Arabic visitor of a Russian-default site reads English, not Russian.
 */
export async function readInfoPage(
  db: Queryable,
  slug: string,
  lang: string,
  defaultLanguage: string,
): Promise<InfoPageAnswer | undefined> {
  const order = [...new Set([lang, FALLBACK_LANGUAGE, defaultLanguage])];
  while (order.length < 3) order.push(order[0] as string);
  const rows = await db.query<InfoRow>(
    'SELECT lang, slug, title, html, style, updated_at FROM info_page WHERE slug = $1 AND lang IN ($2, $3, $4)',
    [slug, ...order],
  );
  const row = order.map((l) => rows.find((r) => r.lang === l)).find((r) => r !== undefined);
  if (!row) return undefined;
  const style = row.style === null ? '' : sanitizeStyle(row.style);
  return {
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    html: sanitizeInfoHtml(row.html),
    ...(style !== '' ? { style } : {}),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Every slug with content in any of the languages, for the sitemap. */
export async function listInfoPages(db: Queryable): Promise<{ slug: string; lang: string; updatedAt: string }[]> {
  const rows = await db.query<{ slug: string; lang: string; updated_at: Date | string }>(
    'SELECT slug, lang, updated_at FROM info_page ORDER BY slug, lang',
  );
  return rows.map((r) => ({ slug: r.slug, lang: r.lang, updatedAt: new Date(r.updated_at).toISOString() }));
}

import type { Db } from '../db/db';
import { INFO_PAGES_SEED, SEO_PAGES_SEED } from './seedContent';
import { INFO_PAGES_DE, SEO_PAGES_DE } from './seedContentDe';

const SEED_LOCK_KEY = 73_310_003;

/**
 * Demo SEO rows and information pages for a fresh database. Like
 * seedDemoData, each table is filled only while it is empty, so the
 * operator's edits survive restarts.
 */
export async function seedSeoDemo(db: Db): Promise<{ readonly seeded: readonly string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const seeded: string[] = [];
    if ((await tx.query('SELECT 1 FROM info_page LIMIT 1')).length === 0) {
      for (const [slug, byLang] of Object.entries(INFO_PAGES_SEED)) {
        const german = INFO_PAGES_DE[slug];
        for (const [lang, page] of Object.entries(german ? { ...byLang, de: german } : byLang)) {
          await tx.query('INSERT INTO info_page (lang, slug, title, html, style) VALUES ($1, $2, $3, $4, $5)', [
            lang,
            slug,
            page.title,
            page.html,
            page.style ?? null,
          ]);
        }
      }
      seeded.push('info_page');
    }
    if ((await tx.query('SELECT 1 FROM seo_page LIMIT 1')).length === 0) {
      for (const row of [...SEO_PAGES_SEED, ...SEO_PAGES_DE]) {
        await tx.query(
          `INSERT INTO seo_page (lang, route_id, path_pattern, title, description, meta_robots, hierarchy_meta_robots, metas)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb)`,
          [
            row.lang,
            row.routeId ?? null,
            row.pathPattern ?? null,
            row.title ?? null,
            row.description ?? null,
            row.metaRobots ?? null,
            row.hierarchyMetaRobots ?? null,
            row.metas === undefined ? null : JSON.stringify(row.metas),
          ],
        );
      }
      seeded.push('seo_page');
    }
    return { seeded };
  });
}

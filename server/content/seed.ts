import type { Db } from '../db/db';
import { NEWS_SEED, PAGES_SEED } from './seedContent';

const SEED_LOCK_KEY = 73_310_045;

/**
 * Demo news and content pages, published. The news table is filled only while
 * it is empty and each page only while it is missing, so the operator's edits
 * survive restarts.
 */
export async function seedContentDemo(db: Db): Promise<{ readonly seeded: readonly string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const seeded: string[] = [];
    if ((await tx.query('SELECT 1 FROM news_article LIMIT 1')).length === 0) {
      for (const article of NEWS_SEED) {
        const [row] = await tx.query<{ id: number }>(
          `INSERT INTO news_article (slug, image, status, published_at, updated_at) VALUES ($1, $2, 'published', $3, $3) RETURNING id`,
          [article.slug, article.image, article.publishedAt],
        );
        for (const [lang, texts] of Object.entries(article.texts))
          await tx.query(
            'INSERT INTO news_article_text (article_id, lang, title, lead, html, updated_at) VALUES ($1, $2, $3, $4, $5, $6)',
            [row?.id, lang, texts.title, texts.lead, texts.html, article.publishedAt],
          );
      }
      seeded.push('news_article');
    }
    // Page by page: a page the demo adds later reaches a database seeded before it, and a page the operator has
    // (edited, unpublished) keeps what the operator made of it.
    for (const page of PAGES_SEED) {
      const added = await tx.query(
        `INSERT INTO content_page (page, status) VALUES ($1, 'published') ON CONFLICT (page) DO NOTHING RETURNING page`,
        [page.page],
      );
      if (added.length === 0) continue;
      for (const [lang, texts] of Object.entries(page.texts))
        await tx.query('INSERT INTO content_page_text (page, lang, title, lead, html) VALUES ($1, $2, $3, $4, $5)', [
          page.page,
          lang,
          texts.title,
          texts.lead,
          texts.html,
        ]);
      seeded.push(`content_page:${page.page}`);
    }
    return { seeded };
  });
}

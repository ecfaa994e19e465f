import type { Db } from '../db/db';
import { PROMOTIONS_SEED } from './seedPromotions';

const SEED_LOCK_KEY = 73_310_049;
const DAY_MS = 86_400_000;

/**
 * The demo promotions, published, for a fresh database, dated from the
 * server's clock at seeding (some running, one upcoming, one ended). Filled
 * only while the table is empty, so the operator's edits survive restarts.
 */
export async function seedPromotionsDemo(db: Db, now: number = Date.now()): Promise<{ readonly seeded: readonly string[] }> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    if ((await tx.query('SELECT 1 FROM promotion LIMIT 1')).length > 0) return { seeded: [] };
    const at = new Date(now);
    for (const p of PROMOTIONS_SEED) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO promotion (slug, product, section, reward, starts_at, ends_at, status, image, rules, reward_terms, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, 'published', $7, $8, $9, $10) RETURNING id`,
        [
          p.slug,
          p.product,
          p.section,
          p.reward,
          new Date(now + p.startDay * DAY_MS),
          new Date(now + p.endDay * DAY_MS),
          p.image,
          JSON.stringify(p.rules),
          JSON.stringify(p.rewardTerms ?? {}),
          at,
        ],
      );
      for (const [lang, texts] of Object.entries(p.texts))
        await tx.query('INSERT INTO promotion_text (promotion_id, lang, title, lead, terms, updated_at) VALUES ($1, $2, $3, $4, $5, $6)', [
          row?.id,
          lang,
          texts.title,
          texts.lead,
          texts.terms,
          at,
        ]);
    }
    return { seeded: ['promotion'] };
  });
}

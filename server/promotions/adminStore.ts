import type { ContentStatus } from '../../src/protocol/schemas/content';
import type { AdminPromotion, AdminPromotionWrite } from '../../src/protocol/schemas/promotions';
import type { Db, Queryable } from '../db/db';
import { sanitizeInfoHtml } from '../seo/sanitize';
import { PromotionError } from './errors';
import { iso, rewardTermsOf, rulesOf, type PromotionFields } from './rows';

interface AdminRow extends PromotionFields, Record<string, unknown> {
  status: ContentStatus;
  languages: string[];
  opt_ins: number | string;
  updated_at: Date | string;
}

const ADMIN = `
  SELECT p.id, p.slug, p.status, p.product, p.section, p.reward, p.starts_at, p.ends_at, p.image, p.rules, p.reward_terms,
         greatest(p.updated_at, max(t.updated_at)) AS updated_at,
         coalesce(array_agg(t.lang ORDER BY t.lang) FILTER (WHERE t.lang IS NOT NULL), '{}') AS languages,
         (SELECT count(*) FROM promotion_opt_in o WHERE o.promotion_id = p.id AND o.opted_out_at IS NULL) AS opt_ins
  FROM promotion p LEFT JOIN promotion_text t ON t.promotion_id = p.id`;

function adminOf(row: AdminRow): AdminPromotion {
  return {
    slug: row.slug,
    status: row.status,
    product: row.product,
    section: row.section,
    reward: row.reward,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    image: row.image,
    rules: rulesOf(row.rules),
    rewardTerms: rewardTermsOf(row.reward_terms),
    languages: row.languages,
    optIns: Number(row.opt_ins),
    updatedAt: iso(row.updated_at),
  };
}

async function bySlug(q: Queryable, slug: string): Promise<AdminPromotion | undefined> {
  const [row] = await q.query<AdminRow>(`${ADMIN} WHERE p.slug = $1 GROUP BY p.id`, [slug]);
  return row && adminOf(row);
}

/**
 * Creates the promotion as a draft (its product, section, reward and dates
 * required) or edits it: one language's texts and each other field given.
 * Terms HTML is sanitised before it is stored (and again on every answer).
 */
export async function writePromotion(
  db: Db,
  write: AdminPromotionWrite,
  at: Date,
): Promise<{ promotion: AdminPromotion; created: boolean }> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.query<{ starts_at: Date | string; ends_at: Date | string; reward: string; reward_terms: unknown }>(
      'SELECT starts_at, ends_at, reward, reward_terms FROM promotion WHERE slug = $1 FOR UPDATE',
      [write.slug],
    );
    const startsAt = write.startsAt ?? (existing && iso(existing.starts_at));
    const endsAt = write.endsAt ?? (existing && iso(existing.ends_at));
    if (startsAt && endsAt && Date.parse(startsAt) >= Date.parse(endsAt))
      throw new PromotionError('promotions.invalid_request', 'Promotion is invalid: endsAt must be after startsAt');
    const reward = write.reward ?? existing?.reward;
    const rewardTerms = write.rewardTerms ?? (existing ? rewardTermsOf(existing.reward_terms) : {});
    if (reward === 'freeSpins' && !rewardTerms.freeSpins)
      throw new PromotionError('promotions.invalid_request', 'Promotion is invalid: a freeSpins reward needs rewardTerms.freeSpins');
    if (reward === 'bonusGameTries' && !rewardTerms.bonusGameTries)
      throw new PromotionError(
        'promotions.invalid_request',
        'Promotion is invalid: a bonusGameTries reward needs rewardTerms.bonusGameTries',
      );
    if (!existing) {
      const { product, section } = write;
      if (!product || !section || !reward || !startsAt || !endsAt)
        throw new PromotionError('promotions.invalid_request', 'A new promotion needs product, section, reward, startsAt and endsAt');
      await tx.query(
        `INSERT INTO promotion (slug, product, section, reward, starts_at, ends_at, image, rules, reward_terms, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          write.slug,
          product,
          section,
          reward,
          startsAt,
          endsAt,
          write.image ?? null,
          JSON.stringify(rulesOf(write.rules)),
          JSON.stringify(rewardTerms),
          at,
        ],
      );
    } else
      await tx.query(
        `UPDATE promotion SET product = coalesce($2, product), section = coalesce($3, section), reward = coalesce($4, reward),
           starts_at = $5, ends_at = $6, image = CASE WHEN $7 THEN $8 ELSE image END, rules = coalesce($9::jsonb, rules), updated_at = $10,
           reward_terms = $11::jsonb
         WHERE slug = $1`,
        [
          write.slug,
          write.product ?? null,
          write.section ?? null,
          write.reward ?? null,
          startsAt,
          endsAt,
          write.image !== undefined,
          write.image ?? null,
          write.rules ? JSON.stringify(write.rules) : null,
          at,
          JSON.stringify(rewardTerms),
        ],
      );
    await tx.query(
      `INSERT INTO promotion_text (promotion_id, lang, title, lead, terms, updated_at)
       SELECT id, $2, $3, $4, $5, $6 FROM promotion WHERE slug = $1
       ON CONFLICT (promotion_id, lang) DO UPDATE SET title = $3, lead = $4, terms = $5, updated_at = $6`,
      [write.slug, write.lang, write.title, write.lead, sanitizeInfoHtml(write.terms), at],
    );
    const promotion = await bySlug(tx, write.slug);
    if (!promotion) throw new Error(`Promotion ${write.slug} vanished inside its own transaction`);
    return { promotion, created: !existing };
  });
}

/** Publishes or unpublishes; undefined when there is no such promotion. */
export async function setPromotionStatus(
  db: Queryable,
  slug: string,
  status: ContentStatus,
  at: Date,
): Promise<AdminPromotion | undefined> {
  const [row] = await db.query('UPDATE promotion SET status = $2, updated_at = $3 WHERE slug = $1 RETURNING slug', [slug, status, at]);
  return row && bySlug(db, slug);
}

export async function listPromotions(db: Queryable): Promise<AdminPromotion[]> {
  return (await db.query<AdminRow>(`${ADMIN} GROUP BY p.id ORDER BY p.starts_at DESC, p.id DESC`)).map(adminOf);
}

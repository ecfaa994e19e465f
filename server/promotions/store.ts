import { eligibilityOf } from '../../src/core/promotions';
import { PROMOTIONS_PAGE_SIZE, type PromotionProduct, type PromotionSection } from '../../src/protocol/constants/promotions';
import type { Promotion, PromotionItem } from '../../src/protocol/schemas/promotions';
import { LANG_RANK_SQL, readingOrder } from '../content/languages';
import type { Queryable } from '../db/db';
import { sanitizeInfoHtml } from '../seo/sanitize';
import { factsFor, type PlayerStanding } from './facts';
import { iso, rewardTermsOf, rulesOf, windowOf, type PromotionRow } from './rows';

/** An ended promotion stays in the lists this long, so a player who saw it yesterday finds it said "ended", not gone. */
export const ENDED_LISTED_MS = 7 * 86_400_000;

/** Each published promotion once, its texts in the best language of the reading order ($1..$3). */
const PICKED = `
  SELECT DISTINCT ON (p.id) p.id, p.slug, p.product, p.section, p.reward, p.starts_at, p.ends_at, p.image, p.rules, p.reward_terms,
         t.lang, t.title, t.lead, t.terms, greatest(p.updated_at, t.updated_at) AS updated_at
  FROM promotion p JOIN promotion_text t ON t.promotion_id = p.id AND t.lang IN ($1, $2, $3)
  WHERE p.status = 'published'`;

export interface Reader {
  readonly lang: string;
  readonly defaultLanguage: string;
  readonly now: number;
  /** The signed-in caller's standing; null for a guest. */
  readonly standing: PlayerStanding | null;
}

function itemOf(row: PromotionRow, reader: Reader): PromotionItem {
  const facts = factsFor(reader.standing, row.id);
  return {
    slug: row.slug,
    product: row.product,
    section: row.section,
    reward: row.reward,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    image: row.image,
    lang: row.lang,
    title: row.title,
    lead: row.lead,
    optedIn: facts?.optedIn ?? false,
    eligibility: eligibilityOf(rulesOf(row.rules), windowOf(row), facts, reader.now),
    awards: [...(reader.standing?.awards.get(row.id) ?? [])],
  };
}

export const promotionOf = (row: PromotionRow, reader: Reader): Promotion => ({
  ...itemOf(row, reader),
  terms: sanitizeInfoHtml(row.terms),
  rules: rulesOf(row.rules),
  rewardTerms: rewardTermsOf(row.reward_terms),
});

export interface ListFilter {
  readonly product: PromotionProduct | null;
  readonly section: PromotionSection | null;
  readonly page: number;
  /** Only those the reader takes part in (a guest: none). */
  readonly mine: boolean;
  /** Only those the reader may opt in to now (a guest: none). */
  readonly open: boolean;
}

/**
 * One page of published promotions: running ones first (ending soonest
 * first), then upcoming (starting soonest), then those ended within
 * ENDED_LISTED_MS (latest first).
 */
export async function readPromotionPage(
  q: Queryable,
  filter: ListFilter,
  reader: Reader,
): Promise<{ items: PromotionItem[]; total: number }> {
  const order = readingOrder(reader.lang, reader.defaultLanguage);
  const now = new Date(reader.now);
  const only = await keptIds(q, filter, reader);
  const rows = await q.query<PromotionRow & { total: number | string }>(
    `WITH picked AS (${PICKED}
       AND ($4::text IS NULL OR p.product = $4) AND ($5::text IS NULL OR p.section = $5) AND p.ends_at > $6
       AND ($10::integer[] IS NULL OR p.id = ANY($10::integer[]))
       ORDER BY p.id, ${LANG_RANK_SQL('t.lang', 1)})
     SELECT *, count(*) OVER () AS total FROM picked
     ORDER BY CASE WHEN starts_at > $7 THEN 1 WHEN ends_at > $7 THEN 0 ELSE 2 END,
       CASE WHEN ends_at <= $7 THEN NULL WHEN starts_at > $7 THEN starts_at ELSE ends_at END ASC NULLS LAST,
       ends_at DESC, id
     LIMIT $8 OFFSET $9`,
    [
      ...order,
      filter.product,
      filter.section,
      new Date(reader.now - ENDED_LISTED_MS),
      now,
      PROMOTIONS_PAGE_SIZE,
      (filter.page - 1) * PROMOTIONS_PAGE_SIZE,
      only,
    ],
  );
  const total = rows[0] ? Number(rows[0].total) : await countListed(q, filter, reader, only);
  return { items: rows.map((row) => itemOf(row, reader)), total };
}

/**
 * The promotions a `mine` list keeps to (those the reader is opted in for now) or an `open` one (those the core's
 * eligibility lets the reader opt in to now; the catalogue is an operator's dozens, read whole); a guest: none.
 * Null: the whole list.
 */
async function keptIds(q: Queryable, filter: ListFilter, reader: Reader): Promise<number[] | null> {
  if (filter.mine) return [...(reader.standing?.optedIn ?? [])];
  if (!filter.open) return null;
  const rows = await q.query<Pick<PromotionRow, 'id' | 'rules' | 'starts_at' | 'ends_at'>>(
    `SELECT p.id, p.rules, p.starts_at, p.ends_at FROM promotion p WHERE p.status = 'published'
       AND ($1::text IS NULL OR p.product = $1) AND ($2::text IS NULL OR p.section = $2) AND p.ends_at > $3`,
    [filter.product, filter.section, new Date(reader.now)],
  );
  return rows
    .filter((row) => eligibilityOf(rulesOf(row.rules), windowOf(row), factsFor(reader.standing, row.id), reader.now).eligible)
    .map((row) => row.id);
}

/** The list's total when the page asked is past the end (no row to carry it). */
async function countListed(q: Queryable, filter: ListFilter, reader: Reader, only: number[] | null): Promise<number> {
  const [row] = await q.query<{ n: number | string }>(
    `SELECT count(*) AS n FROM promotion p WHERE p.status = 'published'
       AND ($1::text IS NULL OR p.product = $1) AND ($2::text IS NULL OR p.section = $2) AND p.ends_at > $3
       AND EXISTS (SELECT 1 FROM promotion_text t WHERE t.promotion_id = p.id)
       AND ($4::integer[] IS NULL OR p.id = ANY($4::integer[]))`,
    [filter.product, filter.section, new Date(reader.now - ENDED_LISTED_MS), only],
  );
  return Number(row?.n ?? 0);
}

/** One published promotion by its slug with its texts in the reader's language (an ended one too: old links still explain it). */
export async function readPromotionRow(q: Queryable, slug: string, lang: string, defaultLanguage: string): Promise<PromotionRow | null> {
  const order = readingOrder(lang, defaultLanguage);
  const [row] = await q.query<PromotionRow>(`${PICKED} AND p.slug = $4 ORDER BY p.id, ${LANG_RANK_SQL('t.lang', 1)}`, [...order, slug]);
  return row ?? null;
}

/** Every published promotion still listed (not ended over ENDED_LISTED_MS ago) with its last change, for the sitemap. */
export async function listPublishedPromotions(q: Queryable, now: number): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await q.query<{ slug: string; updated_at: Date | string }>(
    `SELECT p.slug, greatest(p.updated_at, max(t.updated_at)) AS updated_at
     FROM promotion p JOIN promotion_text t ON t.promotion_id = p.id
     WHERE p.status = 'published' AND p.ends_at > $1 GROUP BY p.id ORDER BY p.slug`,
    [new Date(now - ENDED_LISTED_MS)],
  );
  return rows.map((r) => ({ slug: r.slug, updatedAt: iso(r.updated_at) }));
}
